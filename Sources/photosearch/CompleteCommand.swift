import CommandLineOptions
import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoSearch
import SuggestionSearch

/// `photosearch complete TEXT [--library PATH] [--json] [--limit N] [--locale L] [--cursor N]`:
/// completions of the word being typed at the end of TEXT (or at the UTF-16 offset `--cursor`),
/// from the library's people, places, keywords and albums and the language's time words.
enum CompleteCommand {
  static let spec = CommandSpec(
    name: "complete",
    synopsis: "TEXT… [--library PATH] [--json] [--limit N] [--locale L] [--cursor N]",
    summary: "Completes the word being typed from the library's words (read only).",
    options: [
      CommonOptions.library, CommonOptions.json,
      .value("--limit", "N", "at most N completions (8)"),
      .value("--locale", "L", "the language of time words (en_US)"),
      .value("--cursor", "N", "complete at this UTF-16 offset instead of the end"),
    ], operands: 1...Int.max,
    examples: ["photosearch complete \"pics of Mo\" --json"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    guard let limit = Int(args.flags["--limit"] ?? "8"), limit > 0 else {
      throw UsageError("--limit wants a whole number above 0")
    }
    var cursor: Int?
    if let text = args.flags["--cursor"] {
      guard let value = Int(text), value >= 0 else {
        throw UsageError("--cursor wants a UTF-16 offset")
      }
      cursor = value
    }
    let text = args.operands.joined(separator: " ")
    if let cursor, cursor > text.utf16.count {
      throw UsageError("--cursor is past the end of the text (\(text.utf16.count) UTF-16 units)")
    }
    let search = try PhotoLibrarySearch(
      store: try LibraryStore(path: args.library, mode: .readOnly))
    let engine = try search.completingEngine(
      locale: Locale(identifier: args.flags["--locale"] ?? "en_US"), timeZone: .current)
    let completions = engine.completions(for: text, cursor: cursor, limit: limit)
    if args.json {
      print(jsonLine(["completions": completions.map(json)]))
      return 0
    }
    for c in completions {
      let count = c.count.map { "\($0) photo\($0 == 1 ? "" : "s")" } ?? "-"
      print("\(c.kind.rawValue)\t\(c.text)\t\(count)\treplaces \(c.start)..<\(c.end)")
    }
    return 0
  }

  /// One completion as `{text, kind, replaces: [start, end], count}` (count null when not counted).
  static func json(_ c: Completion) -> [String: Any] {
    [
      "text": c.text, "kind": c.kind.rawValue, "replaces": [c.start, c.end],
      "count": (c.count as Any?) ?? NSNull(),
    ]
  }
}
