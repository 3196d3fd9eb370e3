import Foundation
import PhotoLibrary
import PhotoPicker

/// `photosearch pick "TEXT" [--library PATH] [--limit N] [--ordered] [--json] [--host A]
/// [--port N] [--no-open]`: the web picker over the library, used like a file chooser — prints
/// the URL on standard error, the chosen files on standard output; exit 1 on cancel, 2 on errors.
enum PickCommandEntry {
  static func run(_ arguments: [String]) async throws -> Int32 {
    let options: PickCommandOptions
    do {
      options = try PickCommandOptions(parsing: arguments)
    } catch {
      printError(error.description)
      return 2
    }
    // Errors exit 2, so scripts can tell them from a cancel (1).
    do {
      var path = options.library ?? LibraryLocation.defaultPath()
      if options.library == nil, !FileManager.default.fileExists(atPath: path),
        FileManager.default.fileExists(atPath: SampleLibrary.defaultIndexPath())
      {
        path = SampleLibrary.defaultIndexPath()
        printError(
          "no library at \(LibraryLocation.defaultPath()); picking from the sample library")
      }
      let dataSource = try LibraryDataSource(libraryPath: path)
      return try await PickCommand.run(options: options, dataSource: dataSource)
    } catch {
      printError("photosearch pick: \(error)")
      return 2
    }
  }
}
