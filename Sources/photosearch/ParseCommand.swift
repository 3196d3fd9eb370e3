import Foundation
import InputSuggestions
import PhotoQuery

/// `photosearch parse TEXT [--context general|search] [--locale L] [--timezone TZ] [--now ISO]`
/// prints one suggestion as JSON; `photosearch parse --jsonl FILE|-` reads query lines
/// `{id, text, context, reference, timezone, locale}` and writes one prediction line each
/// (`id, photo_search, who, what, where, when, media, excluded, intervals`); `--times` runs the
/// time suites (see `TimesEvaluation`).
enum ParseCommand {
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard try ParseOptions.spec.parse(arguments) != nil else {
      print(ParseOptions.spec.help)
      return 0
    }
    if arguments.contains("--times") { return try await TimesEvaluation.run(arguments) }
    var options: [String: String] = [:]
    var texts: [String] = []
    var explain = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--explain" {
        explain = true
        index += 1
      } else if argument.hasPrefix("--") {
        guard index + 1 < arguments.count else {
          throw UsageError(description: "\(argument) needs a value")
        }
        options[String(argument.dropFirst(2))] = arguments[index + 1]
        index += 2
      } else {
        texts.append(argument)
        index += 1
      }
    }
    let engine = PhotoQueryEngine()
    if let path = options["jsonl"] {
      return try JSONLinesParse(engine: engine).run(path: path)
    }
    guard !texts.isEmpty else {
      throw UsageError(
        description:
          "usage: photosearch parse TEXT [--context general|search] [--locale en_US] [--timezone Europe/Paris] [--now 2026-07-15T10:00:00] | --jsonl FILE|-"
      )
    }
    let timeZone =
      try options["timezone"].map { name in
        guard let zone = TimeZone(identifier: name) else {
          throw UsageError(description: "unknown time zone \(name)")
        }
        return zone
      } ?? TimeZone.current
    let locale = Locale(identifier: options["locale"] ?? "en_US")
    let reference: LocalDateTime
    if let now = options["now"] {
      guard let parsed = LocalDateTime(iso: now) else {
        throw UsageError(description: "--now wants YYYY-MM-DDTHH:MM:SS")
      }
      reference = parsed
    } else {
      reference = LocalDateTime(Date(), in: timeZone)
    }
    let context: InputContext = options["context"] == "search" ? .search : .general
    let suggestions = PhotoSearchSuggestionEngine(
      locale: locale, timeZone: timeZone, engine: engine)
    if explain {
      let query = QueryText(
        texts.joined(separator: " "), context: context == .search ? .search : .general,
        timeContext: TimeContext(reference: reference, timeZone: timeZone, locale: locale),
        resources: engine.resources)
      FileHandle.standardError.write(Data((engine.explain(query) + "\n").utf8))
    }
    guard
      let suggestion = suggestions.photoSearchSuggestion(
        for: texts.joined(separator: " "), context: context, reference: reference)
    else {
      print(#"{"photo_search": false}"#)
      return 0
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(suggestion)
    var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    object["photo_search"] = true
    let output = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    print(String(decoding: output, as: UTF8.self))
    return 0
  }
}
