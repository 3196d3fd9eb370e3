import Foundation
import PhotoLibrary

/// `photosearch export --jsonl [--library PATH]`: one JSON line per indexed media file.
enum ExportCommand {
  static func run(_ arguments: [String]) async throws -> Int32 {
    let args = try LibraryArguments(arguments)
    guard FileManager.default.fileExists(atPath: args.library) else {
      printError(
        "photosearch export: no library at \(args.library) (run `photosearch index FOLDER` first)")
      return 1
    }
    let store = try LibraryStore(path: args.library)
    var buffer = ""
    try store.exportRecords { record in
      buffer += jsonLine(record)
      buffer += "\n"
      if buffer.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer = ""
      }
    }
    FileHandle.standardOutput.write(Data(buffer.utf8))
    return 0
  }
}
