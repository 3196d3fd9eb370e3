import CommandLineOptions
import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import SuggestionSearch

/// `photosearch search TEXT [--library PATH] [--json] [--limit N] [--offset N] [--now ISO]
/// [--timezone TZ] [--locale L] [--context search|general] [--sql] [--plain-scan]` prints the
/// understood filters, then the matches (path, time, place, people), or which filter emptied the
/// result. `--jsonl FILE|-` reads `{id, text, context, reference, timezone, locale}` lines and
/// writes `{id, results: [paths relative to the indexed folder, in order]}` lines.
enum SearchCommand {
  static var usage: String { spec.usage }

  static let spec = CommandSpec(
    name: "search",
    synopsis:
      "TEXT… [--library PATH] [--json] [--limit N] [--offset N] [--now ISO] [--timezone TZ] [--locale L] [--context search|general] [--sql] [--plain-scan] | --jsonl FILE|-",
    summary: "Searches the library with natural language, newest first.",
    options: [
      CommonOptions.library, CommonOptions.json, .value("--limit", "N", "at most N results (20)"),
      .value("--offset", "N", "skip N results"),
      .value("--now", "ISO", "the reference time (YYYY-MM-DDTHH:MM:SS)"),
      .value("--timezone", "TZ", "the reference time zone"), .value("--locale", "L", "en_US"),
      .value("--context", "C", "search (default) or general"),
      .flag("--sql", "print the query plan"), .flag("--plain-scan", "scan without the planner"),
      .value("--jsonl", "FILE", "read query lines from FILE (- for standard input)"),
    ], operands: 0...Int.max,
    examples: ["photosearch search \"pics of Mom in Lisbon last summer\" --limit 5"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let search = try PhotoLibrarySearch(
      store: try LibraryStore(path: args.library, mode: .existing))
    if let problem = search.subjectIndexProblem {
      printError(
        "warning: subject index not updated (\(problem)); new photos may miss subject matches")
    }
    if let path = args.flags["--jsonl"] {
      return try runLines(path: path, search: search, args: args)
    }
    guard !args.operands.isEmpty else { throw spec.invalid("missing search text") }
    let text = args.operands.joined(separator: " ")
    guard let zone = TimeZone(identifier: args.flags["--timezone"] ?? TimeZone.current.identifier)
    else {
      throw UsageError("unknown time zone \(args.flags["--timezone"] ?? "")")
    }
    let locale = Locale(identifier: args.flags["--locale"] ?? "en_US")
    let reference: LocalDateTime
    if let now = args.flags["--now"] {
      guard let parsed = LocalDateTime(iso: now) else {
        throw UsageError("--now wants YYYY-MM-DDTHH:MM:SS")
      }
      reference = parsed
    } else {
      reference = LocalDateTime(Date(), in: zone)
    }
    let context: InputContext = args.flags["--context"] == "general" ? .general : .search
    guard let limit = Int(args.flags["--limit"] ?? "20"), limit > 0,
      let offset = Int(args.flags["--offset"] ?? "0"), offset >= 0
    else { throw UsageError("--limit and --offset want whole numbers") }

    let engine = search.suggestionEngine(locale: locale, timeZone: zone)
    let suggestion = engine.photoSearchSuggestion(
      for: text, context: context, reference: reference)
    let plainScan = args.flags["--plain-scan"] != nil
    // Quoted words and the read-text fallback (docs/text.md); the plain scan checks the planner
    // on the understood query alone.
    let typed =
      plainScan
      ? nil
      : try search.searchTyped(
        text, suggestion: suggestion, locale: locale, limit: limit, offset: offset,
        context: context)
    guard
      let query = typed?.query
        ?? suggestion.map({
          search.withQuotedText(search.query(for: $0, locale: locale), typed: text)
        })
    else {
      if args.json {
        print(jsonLine(["photo_search": false, "results": [Any]()]))
      } else {
        print("not a photo search: \"\(text)\"")
      }
      return 0
    }
    let fellBack = typed?.fellBack ?? false
    let page = try typed?.page ?? search.store.plainScanSearch(query, limit: limit, offset: offset)
    let explanation = page.matches.isEmpty && offset == 0 ? try search.explainEmpty(query) : nil
    if args.json {
      var understood = SearchDescription.json(query)
      understood["who"] = try query.people.map {
        [
          "value": $0.value, "people": $0.names,
          "matched_by": try search.store.personMatchSources($0.personIDs),
        ] as [String: Any]
      }
      understood["what"] = try query.subjects.map { s in
        var o: [String: Any] = [
          "value": s.value, "concept": (s.conceptID as Any?) ?? NSNull(),
          "concepts": s.conceptIDs.count,
          "matched_by": try search.store.subjectMatchSources(s),
        ]
        if let text = s.text { o["text"] = SearchDescription.describe(text) }
        return o
      }
      let read = try search.store.matchedTextWords(query, assetIDs: page.matches.map(\.id))
      var object: [String: Any] = [
        "photo_search": true, "understood": understood, "read_text_fallback": fellBack,
        "results": page.matches.map { SearchDescription.json($0, text: read[$0.id] ?? []) },
      ]
      if let next = page.nextOffset { object["next_offset"] = next }
      if let explanation { object["explanation"] = explanation }
      print(jsonLine(object))
      return 0
    }
    if fellBack { print("nothing matched as understood: the words in read text") }
    for line in SearchDescription.lines(query) { print(line) }
    if args.flags["--sql"] != nil { print(page.plan.description) }
    if let explanation {
      print(explanation)
      return 0
    }
    let read = try search.store.matchedTextWords(query, assetIDs: page.matches.map(\.id))
    for match in page.matches {
      var line = SearchDescription.line(match)
      if let words = read[match.id] {
        line += "  — text: " + words.prefix(6).map(\.text).joined(separator: " ")
      }
      print(displayLine(line))
    }
    if let next = page.nextOffset { print("… more: --offset \(next)") }
    return 0
  }

  /// The `--jsonl` loop: one result line per query line; a bad line gets an empty result and a
  /// message on standard error.
  static func runLines(path: String, search: PhotoLibrarySearch, args: LibraryArguments) throws
    -> Int32
  {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let read = FileManager.default.contents(atPath: path) else {
        printError("cannot read \(path)")
        return 1
      }
      data = read
    }
    var engines: [String: PhotoSearchSuggestionEngine] = [:]
    var out = ""
    for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any]
      else {
        printError("\(path):\(number + 1): not a JSON object; skipped")
        continue
      }
      let id = object["id"] ?? NSNull()
      var results: [String] = []
      if let text = object["text"] as? String {
        let zoneName = object["timezone"] as? String ?? TimeZone.current.identifier
        let localeName = object["locale"] as? String ?? "en_US"
        if let zone = TimeZone(identifier: zoneName) {
          let key = zoneName + "|" + localeName
          let engine =
            engines[key]
            ?? search.suggestionEngine(locale: Locale(identifier: localeName), timeZone: zone)
          engines[key] = engine
          let reference =
            (object["reference"] as? String).flatMap(LocalDateTime.init(iso:))
            ?? LocalDateTime(Date(), in: zone)
          let context: InputContext =
            (object["context"] as? String) == "general" ? .general : .search
          let suggestion = engine.photoSearchSuggestion(
            for: text, context: context, reference: reference)
          if let found = try search.searchTyped(
            text, suggestion: suggestion, locale: Locale(identifier: localeName), limit: nil,
            context: context)
          {
            results = found.page.matches.map(\.path)
          }
        } else {
          printError("\(path):\(number + 1): unknown time zone \(zoneName); empty result")
        }
      } else {
        printError("\(path):\(number + 1): no text; empty result")
      }
      out += jsonLine(["id": id, "results": results]) + "\n"
    }
    FileHandle.standardOutput.write(Data(out.utf8))
    return 0
  }
}
