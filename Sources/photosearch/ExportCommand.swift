import Foundation
import PhotoLibrary

/// `photosearch export --jsonl [--library PATH]`: one JSON line per indexed media file.
enum ExportCommand {
  static func run(_ arguments: [String]) async throws -> Int32 {
    let args = try LibraryArguments(arguments)
    let store = try LibraryStore(path: args.library, mode: .readOnly)
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
