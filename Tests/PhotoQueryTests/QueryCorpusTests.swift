import Foundation
import Testing

@testable import PhotoQuery

/// Every annotated query this project can see runs as a test, as Duckling's corpus does: the
/// shared dev sets (read from `../shared/eval`, skipped visibly when absent) and the blind sets
/// written for this project from the contract alone (`Corpus/queries-*.jsonl`). A case must give
/// the annotated suggestion (intent, the six slots, the intervals) unless its id is listed in
/// `Corpus/known-failures.txt`; a listed case that now passes is reported so the list can shrink.
@Suite("Query corpus")
struct QueryCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")
  static let sharedEval = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/eval")

  static let sharedDev = sharedEval.appendingPathComponent("queries-dev.jsonl")
  static let sharedDev2 = sharedEval.appendingPathComponent("queries-dev2.jsonl")

  @Test(
    "shared dev set",
    .enabled(
      if: FileManager.default.fileExists(atPath: sharedDev.path),
      "../shared/eval/queries-dev.jsonl is absent"))
  func sharedDevSet() throws { try check(Self.sharedDev) }

  @Test(
    "shared dev2 set",
    .enabled(
      if: FileManager.default.fileExists(atPath: sharedDev2.path),
      "../shared/eval/queries-dev2.jsonl is absent"))
  func sharedDev2Set() throws { try check(Self.sharedDev2) }

  @Test(
    "blind sets written from the contract",
    arguments: [
      "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S",
      "T",
      "U",
      "V",
      "W",
      "X",
      "Y",
      "Z",
      "AA",
      "AB",
      "AC",
      "AD",
      "AE",
      "AF",
      "AG",
      "AH",
      "AI",
      "AJ",
      "AK",
      "AL",
      "AM",
      "AN",
      "AO",
      "AP",
      "AQ",
      "AR",
      "AS",
    ])
  func blindSet(_ name: String) throws {
    let url = Self.corpus.appendingPathComponent("queries-blind-\(name).jsonl")
    #expect(FileManager.default.fileExists(atPath: url.path), "missing \(url.lastPathComponent)")
    try check(url)
  }

  /// Reads every case of `url`, and fails on each one that differs and is not a known failure.
  func check(_ url: URL) throws {
    let known = Self.knownFailures
    var newlyPassing: [String] = []
    var cases = 0
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      guard let data = line.data(using: .utf8),
        let gold = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let id = gold["id"] as? String
      else { continue }
      cases += 1
      let differences = CorpusCase(gold).differences(engine: EngineTestSupport.engine)
      if differences.isEmpty {
        if known.contains(id) { newlyPassing.append(id) }
      } else if !known.contains(id) {
        Issue.record("\(id) \(gold["text"] ?? ""): \(differences.joined(separator: "; "))")
      }
    }
    #expect(cases > 0)
    if !newlyPassing.isEmpty {
      print("known failures that now pass (remove from known-failures.txt): \(newlyPassing)")
    }
  }

  /// Ids of cases the engine is known to get wrong (one a line, `#` comments).
  static let knownFailures: Set<String> = {
    let url = corpus.appendingPathComponent("known-failures.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return Set(
      text.split(separator: "\n").compactMap { line in
        let id = line.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
        return id.isEmpty ? nil : id
      })
  }()
}

/// One annotated case and how to compare a reading with it, the way `score_queries.py` does:
/// values case- and accent-folded, leading determiners dropped, a final plural `s` ignored for
/// who, what and media, a possessive `'s` ignored for who and when.
struct CorpusCase {
  let gold: [String: Any]

  init(_ gold: [String: Any]) { self.gold = gold }

  func differences(engine: PhotoQueryEngine) -> [String] {
    guard let text = gold["text"] as? String,
      let zone = TimeZone(identifier: gold["timezone"] as? String ?? "UTC"),
      let reference = LocalDateTime(iso: gold["reference"] as? String ?? "")
    else { return ["unreadable case"] }
    let context: QueryContext = gold["context"] as? String == "search" ? .search : .general
    let reading = engine.read(
      text, context: context,
      timeContext: TimeContext(
        reference: reference, timeZone: zone,
        locale: Locale(identifier: gold["locale"] as? String ?? "en_US")))
    let isSearch = gold["photo_search"] as? Bool ?? false
    guard isSearch == reading.isPhotoSearch else {
      return ["photo_search \(reading.isPhotoSearch), expected \(isSearch)"]
    }
    guard isSearch else { return [] }
    var out: [String] = []
    let excluded = gold["excluded"] as? [String: [String]] ?? [:]
    let slots: [(String, [String], [String])] = [
      ("who", gold["who"] as? [String] ?? [], reading.who.map(\.text)),
      ("what", gold["what"] as? [String] ?? [], reading.what.map(\.text)),
      ("where", gold["where"] as? [String] ?? [], reading.where.map(\.text)),
      ("when", gold["when"] as? [String] ?? [], reading.when.map(\.text)),
      ("media", gold["media"] as? [String] ?? [], reading.mediaKinds),
      ("excluded who", excluded["who"] ?? [], reading.excludedWho.map(\.text)),
      ("excluded what", excluded["what"] ?? [], reading.excludedWhat.map(\.text)),
      ("excluded where", excluded["where"] ?? [], reading.excludedWhere.map(\.text)),
      ("excluded when", excluded["when"] ?? [], reading.excludedWhen.map(\.text)),
      ("excluded media", excluded["media"] ?? [], reading.excludedMediaKinds),
    ]
    for (slot, expected, got) in slots {
      let kind = slot.split(separator: " ").last.map(String.init) ?? slot
      if expected.map({ Self.normalize($0, kind) }).sorted()
        != got.map({ Self.normalize($0, kind) }).sorted()
      {
        out.append("\(slot) \(got), expected \(expected)")
      }
    }
    let intervals = gold["intervals"] as? [String: [String]] ?? [:]
    for (value, expected) in intervals {
      let key = Self.normalize(value, "when")
      let found = reading.when.first { Self.normalize($0.text, "when") == key }
      guard case .time(let time)? = found?.resolution, let start = time.start, let end = time.end
      else {
        out.append("no interval for \(value)")
        continue
      }
      if [start.iso, end.iso] != expected.map(Self.normalizeTime) {
        out.append("\(value) [\(start.iso), \(end.iso)), expected \(expected)")
      }
    }
    return out
  }

  static let leading = [
    "the ", "a ", "an ", "my ", "our ", "his ", "her ", "their ", "your ", "its ",
  ]

  static func normalize(_ value: String, _ slot: String) -> String {
    var s = String(
      String.UnicodeScalarView(
        value.decomposedStringWithCompatibilityMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        })
    ).lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
      .replacingOccurrences(of: "\u{153}", with: "oe")
    s = s.trimmingCharacters(in: CharacterSet(charactersIn: " \t.,;:!?\"\u{ab}\u{bb}\u{bf}\u{a1}"))
    s = s.split(separator: " ").joined(separator: " ")
    var changed = true
    while changed {
      changed = false
      for word in leading where s.hasPrefix(word) {
        s.removeFirst(word.count)
        changed = true
      }
    }
    if slot == "who" || slot == "when", s.hasSuffix("'s") { s.removeLast(2) }
    if slot == "what" || slot == "media" || slot == "who", !s.isEmpty {
      var words = s.split(separator: " ").map(String.init)
      var last = words[words.count - 1]
      if last.count > 3, ["ses", "xes", "zes", "ches", "shes"].contains(where: last.hasSuffix) {
        last.removeLast(2)
      } else if last.count > 3, last.hasSuffix("s"),
        !["ss", "us", "is"].contains(where: last.hasSuffix)
      {
        last.removeLast()
      }
      if last.count > 3, last.hasSuffix("ie") { last = String(last.dropLast(2)) + "y" }
      words[words.count - 1] = last
      s = words.joined(separator: " ")
    }
    return s
  }

  /// `2026-07-15T00:00` and `2026-07-15T00:00:00` are the same moment.
  static func normalizeTime(_ value: String) -> String {
    value.count == 16 ? value + ":00" : value
  }
}
