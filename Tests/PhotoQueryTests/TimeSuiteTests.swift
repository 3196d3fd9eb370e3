import Foundation
import Testing

@testable import PhotoQuery

/// The shared time suites (`../shared/eval/time`: Recognizers-Text and Duckling) run case by case,
/// scored as `score_time.py` scores them (whole days, every expected interval found; a negative
/// finds nothing). Every case must pass except the ids in `Tests/TimeSuiteKnownFailures.txt`: a
/// regression fails the test; a case on the list that now passes is reported as a known issue so
/// the list can shrink. Without `../shared` the tests are skipped, with that reason shown.
@Suite("Shared time suites", .enabled(if: sharedFolder() != nil, "../shared is not present"))
struct TimeSuiteTests {
  struct Outcome {
    var cases = 0
    var failing: [String: String] = [:]
  }

  /// Runs one suite file the way `photosearch parse --times` runs it.
  static func run(
    _ url: URL, direction: TimeDirection, ranges: RangeEndReading
  ) throws -> Outcome {
    let data = try Data(contentsOf: url)
    let tokenizer = Tokenizer()
    let recognizer = TimeRecognizer()
    var outcome = Outcome()
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
      guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let id = object["id"] as? String, let input = object["input"] as? String,
        let expected = object["expected"] as? [[String: Any]]
      else { continue }
      outcome.cases += 1
      let reference =
        (object["reference"] as? String).flatMap(LocalDateTime.init(iso:))
        ?? LocalDateTime(year: 2016, month: 11, day: 7)
      // A case that states its direction (`"prefer": "future"`, as chrono's do) is read that way.
      let caseDirection = (object["prefer"] as? String).flatMap(TimeDirection.init) ?? direction
      var context = TimeContext(
        reference: reference, timeZone: TimeZone(identifier: "UTC")!,
        locale: Locale(identifier: "en_US"), direction: caseDirection)
      context.rangeEnds = ranges
      context.firstWeekday = 1
      let found = recognizer.matches(in: tokenizer.tokens(of: input), context: context)
        .map(\.resolution).filter(\.hasInterval).map(Self.days)
      let passes: Bool
      if expected.isEmpty {
        passes = found.isEmpty
      } else {
        passes = expected.allSatisfy { e in
          let want = DayInterval(start: e["day_start"] as? String, end: e["day_end"] as? String)
          return found.contains(want)
        }
      }
      if !passes { outcome.failing[id] = "\(input) → \(found)" }
    }
    return outcome
  }

  struct DayInterval: Hashable, CustomStringConvertible {
    var start: String?
    var end: String?
    var description: String { "[\(start ?? "-"), \(end ?? "-"))" }
  }

  /// The smallest whole-day interval covering a resolution.
  static func days(_ r: TimeResolution) -> DayInterval {
    let start = r.start.map(\.isoDate)
    let end = r.end.map { t -> String in
      guard t.hour != 0 || t.minute != 0 || t.second != 0 else { return t.isoDate }
      let next = CivilDate.civil(CivilDate.days(t.year, t.month, t.day) + 1)
      return LocalDateTime(year: next.year, month: next.month, day: next.day).isoDate
    }
    return DayInterval(start: start, end: end)
  }

  /// `Tests/TimeSuiteKnownFailures.txt`: `suite id  # note` lines.
  static func knownFailures(_ suite: String) throws -> Set<String> {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    url.deleteLastPathComponent()
    let text = try String(
      contentsOf: url.appendingPathComponent("TimeSuiteKnownFailures.txt"), encoding: .utf8)
    var ids: Set<String> = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "#", maxSplits: 1)[0].split(separator: " ")
      if fields.count >= 2, fields[0] == suite { ids.insert(String(fields[1])) }
    }
    return ids
  }

  func check(_ suite: String, _ file: String, direction: TimeDirection, ranges: RangeEndReading)
    throws
  {
    let url = sharedFolder()!.appendingPathComponent("eval/time/\(file)")
    try Self.check(suite, url, minimumCases: 1000, direction: direction, ranges: ranges)
  }

  /// Runs `url` and fails on every case that fails and is not on the known-failure list.
  static func check(
    _ suite: String, _ url: URL, minimumCases: Int, direction: TimeDirection,
    ranges: RangeEndReading
  ) throws {
    let file = url.lastPathComponent
    let outcome = try Self.run(url, direction: direction, ranges: ranges)
    let known = try Self.knownFailures(suite)
    #expect(outcome.cases > minimumCases, "\(file) has \(outcome.cases) cases")
    let regressions = outcome.failing.keys.filter { !known.contains($0) }.sorted()
    let listing = regressions.map { "\(suite) \($0)  # \(outcome.failing[$0]!)" }
      .joined(separator: "\n")
    #expect(
      regressions.isEmpty, "\(regressions.count) \(suite) cases fail that used to pass:\n\(listing)"
    )
    let nowPassing = known.filter { outcome.failing[$0] == nil }.sorted()
    if !nowPassing.isEmpty {
      withKnownIssue("cases on the known-failure list now pass: take them off") {
        Issue.record(
          "\(nowPassing.count) \(suite) cases now pass: \(nowPassing.joined(separator: " "))")
      }
    }
  }

  @Test("Recognizers-Text suite (looking back, ranges to the start of B)")
  func recognizers() throws {
    try check("recognizers", "recognizers-en.jsonl", direction: .past, ranges: .startOfLast)
  }

  @Test("Duckling suite (looking forward, ranges through B)")
  func duckling() throws {
    try check("duckling", "duckling-en.jsonl", direction: .future, ranges: .throughLast)
  }
}

/// The third public suite, committed with the project (`Tests/TimeSuites/chrono-en.jsonl`,
/// converted from chrono's English tests, MIT; see its README): each case in its own direction,
/// ranges through the end, against the same known-failure list. Runs without `../shared`.
@Suite("Committed time suites")
struct CommittedTimeSuiteTests {
  @Test("chrono suite (each case's own direction, ranges through B)")
  func chrono() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TimeSuites/chrono-en.jsonl")
    try TimeSuiteTests.check(
      "chrono", url, minimumCases: 300, direction: .past, ranges: .throughLast)
  }
}
