import CommandLineOptions
import Foundation
import PhotoLibrary

/// `photosearch stats [--library PATH] [--json]`: counts over the index.
enum StatsCommand {
  static let spec = CommandSpec(
    name: "stats", synopsis: "[--library PATH] [--json]",
    summary: "Counts what the library holds (read only).",
    options: [CommonOptions.library, CommonOptions.json], examples: ["photosearch stats --json"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let s = try LibraryStore(path: args.library, mode: .readOnly).stats()
    if args.json {
      let data = try JSONEncoder().encode(s)
      print(String(decoding: data, as: UTF8.self))
      return 0
    }
    print("library      \(args.library) (schema \(s.schemaVersion))")
    print("folders      \(s.roots)")
    print("media files  \(s.assets) (unreadable: \(s.errors))")
    print(
      "kinds        "
        + s.kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    )
    print(
      "traits       "
        + s.traits.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", "))
    print(
      "media kinds  "
        + s.mediaKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", "))
    print("with date    \(s.withDate)  (\(s.firstDate ?? "-") … \(s.lastDate ?? "-"))")
    print("with GPS     \(s.withPosition), with place \(s.withPlace), countries \(s.countries)")
    print("keywords     \(s.keywords) distinct")
    print("people       \(s.people), photos with people \(s.withPeople)")
    print(
      "text         \(s.textRead) photos read (skipped \(s.textSkipped)), \(s.withReadText) with"
        + " text, \(s.readWords) words read")
    return 0
  }
}
