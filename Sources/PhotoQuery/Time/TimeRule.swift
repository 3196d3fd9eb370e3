/// A time rule as one unit: its name, its family, the words or classes it starts with, its
/// matcher (the pattern and resolution, a `TimeParser` method the closure calls), and its examples
/// (text and expected reading). The language registers its rules in one list
/// (``EnglishTimeRules/all``); the first-word tables and the gates at each word are derived from the
/// rules' ``starts`` (``TimeRuleIndex``), and the examples run in `swift test`
/// (`TimeRuleExampleTests`).
struct TimeRule: Sendable {
  /// A reading at a token: what the rule finds starting there, or `nil`.
  typealias Read = @Sendable (TimeParser, Int) -> TimeParser.Parsed?

  /// A ``Read`` to keep in a list. A list of bare closures holds them in their most general form,
  /// and each call then goes through a thunk that copies the reading it returns; a closure held in
  /// a struct keeps its own calling convention. Called as the closure is: `reads[k](parser, i)`.
  struct Call: Sendable {
    let read: Read
    @inline(__always) func callAsFunction(_ parser: TimeParser, _ index: Int) -> TimeParser.Parsed?
    {
      read(parser, index)
    }
  }

  /// How the recogniser reaches a rule.
  enum Matcher: Sendable {
    /// Tried at every position where some rule starts, in list order; the first reading wins.
    case expression(Read)
    /// A date tried at the words, numbers or glued forms its ``starts`` name; the longest reading
    /// at a position wins, on a tie the rule earlier in the list.
    case core(Read)
    /// A form the named rule's matcher reads (after a date it read, or inside it); its starts
    /// are notes for the reader.
    case within(String)
  }

  /// A short name, unique in the language (`compact-offset`).
  let name: String
  /// The family of forms it belongs to (issue 9's families, or an older area).
  let family: String
  /// What the rule reads, in a line.
  let summary: String
  /// Words or classes it can start with; for a core rule its gate (`<month>`, `in`, `<number>`).
  let starts: [TimeStart]
  /// How the rule is reached and read.
  let matcher: Matcher
  /// Examples: text, expected reading, and the reference each is resolved against.
  let examples: [TimeRuleExample]

  init(
    name: String, family: String, summary: String, starts: [TimeStart], matcher: Matcher,
    examples: [TimeRuleExample]
  ) {
    self.name = name
    self.family = family
    self.summary = summary
    self.starts = starts
    self.matcher = matcher
    self.examples = examples
  }

  /// A form read inside another rule (``Matcher/within(_:)``).
  init(
    name: String, family: String, summary: String, starts: [TimeStart], within: String,
    examples: [TimeRuleExample]
  ) {
    self.init(
      name: name, family: family, summary: summary, starts: starts, matcher: .within(within),
      examples: examples)
  }
}

/// Where a rule can start: a word, a table of words, a class of words, digits, or a note for the
/// reader. Written as strings in rule lists: `"in"` is a word, `"<month>"` a class (see
/// ``init(stringLiteral:)``), `"+"` a symbol.
enum TimeStart: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// One word.
  case word(String)
  /// A named table of words (``TimeWords/partStarts``).
  case words(String, Set<String>)
  /// A class of words (``StartClass``).
  case wordClass(StartClass)
  /// A token of digits.
  case number
  /// Digits glued to letters (`4th`, `q3`, `15min`).
  case alphanumeric
  /// A symbol.
  case symbol(String)
  /// What the rule reads after (`<date>`): documentation, no gate.
  case note(String)

  /// The classes by the names rule lists write.
  static let classNames: [String: StartClass] = [
    "<month>": .month, "<weekday>": .weekday, "<season>": .season, "<holiday word>": .holiday,
    "<relation>": .relation, "<ordinal>": .ordinal, "<cardinal>": .cardinal, "<count>": .count,
    "<decade word>": .decadeWord, "'": .apostrophe, "<after on>": .afterOn,
  ]

  init(stringLiteral s: String) {
    if let c = Self.classNames[s] {
      self = .wordClass(c)
    } else if s == "<number>" {
      self = .number
    } else if s == "<alphanumeric>" {
      self = .alphanumeric
    } else if s.hasPrefix("<") && s.count > 2 || s.contains(where: \.isUppercase) {
      self = .note(s)
    } else if let c = s.unicodeScalars.first, !c.properties.isAlphabetic {
      self = .symbol(s)
    } else {
      self = .word(s)
    }
  }

  var description: String {
    switch self {
    case .word(let w), .symbol(let w), .note(let w): return w
    case .words(let name, _): return "<\(name)>"
    case .wordClass(let c):
      return Self.classNames.first { $0.value == c }?.key ?? "<class \(c.rawValue)>"
    case .number: return "<number>"
    case .alphanumeric: return "<alphanumeric>"
    }
  }

  /// A named table of words (`.table("part word", TimeWords.partStarts)`).
  static func table(_ name: String, _ words: Set<String>) -> TimeStart { .words(name, words) }
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
