import CommandLineOptions
import Foundation
import PhotoLibrary

/// `photosearch export --jsonl [--library PATH]`: one JSON line per indexed media file.
enum ExportCommand {
  static let spec = CommandSpec(
    name: "export", synopsis: "[--jsonl] [--library PATH]",
    summary: "Prints one JSON line per indexed file (read only).",
    options: [.flag("--jsonl", "JSON lines (the only format)"), CommonOptions.library],
    examples: ["photosearch export --jsonl --library /tmp/pictures.sqlite > /tmp/export.jsonl"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
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
