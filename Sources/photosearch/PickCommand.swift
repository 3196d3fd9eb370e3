import CommandLineOptions
import Foundation
import PhotoLibrary
import PhotoPicker
import PhotoSampleLibrary

/// `photosearch pick "TEXT" [--library PATH] [--limit N] [--ordered] [--json] [--host A]
/// [--port N] [--no-open]`: the web picker over the library, used like a file chooser — prints
/// the URL on standard error, the chosen files on standard output; exit 1 on cancel, 2 on errors.
enum PickCommandEntry {
  static let spec = CommandSpec(
    name: "pick",
    synopsis:
      "\"TEXT\" [--library PATH] [--limit N] [--ordered] [--json] [--host ADDRESS] [--port N] [--no-open]",
    summary:
      "Opens the web picker already searched for TEXT and prints the chosen files (exit 1 on cancel, 2 on errors).",
    options: [
      CommonOptions.library, .value("--limit", "N", "at most N files (0: no limit)"),
      .flag("--ordered", "numbered selection, printed in that order"),
      .flag("--json", "print the picker result as JSON"),
      .value("--host", "ADDRESS", "the address to listen on (127.0.0.1)"),
      .value("--port", "N", "the port (0: any free one)"),
      .flag("--no-open", "do not open a browser"),
    ], operands: 0...Int.max,
    examples: ["photosearch pick \"photos from Paris last summer\" --limit 3 --ordered"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard try spec.parse(arguments) != nil else {
      print(spec.help)
      return 0
    }
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
      if options.library == nil, !LibraryLocation.isPostgresURL(path),
        !FileManager.default.fileExists(atPath: path),
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
