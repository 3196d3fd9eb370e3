import Foundation
import PhotoLibrary
import PhotoPicker

/// `photosearch pick "TEXT" [--library PATH] [--limit N] [--ordered] [--json] [--host A]
/// [--port N] [--no-open]`: the web picker over the library, used like a file chooser — prints
/// the URL on standard error, the chosen files on standard output; exit 1 on cancel.
enum PickCommandEntry {
  static func run(_ arguments: [String]) async throws -> Int32 {
    let options: PickCommandOptions
    do {
      options = try PickCommandOptions(parsing: arguments)
    } catch {
      printError(error.description)
      return 2
    }
    let path = options.library ?? LibraryLocation.defaultPath()
    let dataSource = try LibraryDataSource(libraryPath: path)
    return try await PickCommand.run(options: options, dataSource: dataSource)
  }
}
