import Foundation

@testable import PhotoQuery

/// What one recognised time looks like in a test: the value words and the resolved interval.
struct TimeFind: CustomStringConvertible {
  var value: String
  var start: String?
  var end: String?
  var granularity: TimeGranularity
  var hourFilter: HourRange?
  var tokenRange: Range<Int>
  var valueRange: Range<Int>

  var description: String { "\(value) [\(start ?? "-"), \(end ?? "-")) \(granularity.rawValue)" }
}

/// Runs the recogniser on `text` at `now` (local ISO time) and returns the finds.
func findTimes(
  _ text: String, now: String, locale: String = "en_US", direction: TimeDirection = .past,
  ranges: RangeEndReading = .throughLast
) -> [TimeFind] {
  let tokens = Tokenizer().tokens(of: text)
  var context = TimeContext(
    reference: LocalDateTime(iso: now)!, timeZone: TimeZone(identifier: "UTC")!,
    locale: Locale(identifier: locale), direction: direction)
  context.rangeEnds = ranges
  return TimeRecognizer().matches(in: tokens, context: context).map { m in
    let value =
      m.valueTokenRange.isEmpty
      ? ""
      : String(
        text[
          tokens[m.valueTokenRange.lowerBound].range
            .lowerBound..<tokens[m.valueTokenRange.upperBound - 1].range.upperBound])
    return TimeFind(
      value: value, start: m.resolution.start.map(\.iso), end: m.resolution.end.map(\.iso),
      granularity: m.resolution.granularity, hourFilter: m.resolution.hourFilter,
      tokenRange: m.tokenRange,
      valueRange: m.valueTokenRange)
  }
}

/// The single find of `text`, or nil when there is not exactly one.
func onlyTime(
  _ text: String, now: String, locale: String = "en_US", direction: TimeDirection = .past,
  ranges: RangeEndReading = .throughLast
) -> TimeFind? {
  let all = findTimes(text, now: now, locale: locale, direction: direction, ranges: ranges)
  return all.count == 1 ? all[0] : nil
}

/// `YYYY-MM-DD` → `YYYY-MM-DDT00:00:00`.
func midnight(_ day: String) -> String { day + "T00:00:00" }

/// The shared folder (`../shared` beside the package), when present.
func sharedFolder() -> URL? {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  let shared = url.deletingLastPathComponent().appendingPathComponent("shared")
  return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
}
