/// A time rule as one unit: its name, its family, the words it can start with, and its examples
/// (text and expected reading). The examples run in `swift test` (`TimeRuleExampleTests`), so a rule
/// and the proof that it works sit side by side in the language's rule list
/// (``EnglishTimeRules/all``).
struct TimeRule: Sendable {
  /// A short name, unique in the language (`compact-offset`).
  let name: String
  /// The family of forms it belongs to (issue 9's families, or an older area).
  let family: String
  /// What the rule reads, in a line.
  let summary: String
  /// Words or classes it can start with (`+`, `<number>`, `<month>`), for the reader.
  let starts: [String]
  /// Examples: text, expected reading, and the reference each is resolved against.
  let examples: [TimeRuleExample]
}

/// One example of a rule. `expected` is what the recogniser finds, finds joined by ` | `:
/// `2026-07-15..2026-07-16` (start..end, dates when the time is midnight, else `…THH:MM`, `-` for an
/// open side), `vague` (a when value with no interval), `hours 22-1` (an hour filter only), or the
/// empty string (nothing found).
struct TimeRuleExample: Sendable, CustomStringConvertible {
  /// The reference the examples use unless they say otherwise: a Wednesday morning.
  static let defaultNow = "2026-07-15T10:00:00"

  let text: String
  let expected: String
  var now: String = TimeRuleExample.defaultNow
  var direction: TimeDirection = .past
  var locale: String = "en_US"

  init(
    _ text: String, _ expected: String, now: String = TimeRuleExample.defaultNow,
    direction: TimeDirection = .past, locale: String = "en_US"
  ) {
    self.text = text
    self.expected = expected
    self.now = now
    self.direction = direction
    self.locale = locale
  }

  var description: String { "\(text) → \(expected.isEmpty ? "nothing" : expected)" }
}

extension TimeMatch {
  /// The reading of a match as rule examples write it (see ``TimeRuleExample``).
  var exampleReading: String {
    let r = resolution
    if r.hasInterval {
      func side(_ t: LocalDateTime?) -> String {
        guard let t else { return "-" }
        let iso = t.iso
        return t.hour == 0 && t.minute == 0 && t.second == 0
          ? String(iso.prefix(10)) : String(iso.prefix(16))
      }
      return side(r.start) + ".." + side(r.end)
    }
    if let h = r.hourFilter { return "hours \(h.start)-\(h.end)" }
    return r.granularity == .vague ? "vague" : r.granularity.rawValue
  }
}
