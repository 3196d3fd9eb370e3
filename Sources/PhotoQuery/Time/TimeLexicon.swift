/// A calendar or clock unit.
enum TimeUnit: Sendable {
  case second, minute, hour, day, week, weekend, workweek, fortnight, month, quarter, season, year,
    decade, century
}

/// Everything the lexicon knows about one folded word, looked up once per token.
struct WordInfo: Sendable {
  var month: Int? = nil
  var weekday: Int? = nil
  var season: Int? = nil
  var cardinal: Int? = nil
  var ordinal: Int? = nil
  var unit: TimeUnit? = nil
  /// Word classes the rules test (``WordInfo/start`` …), as bits.
  var flags: UInt32 = 0
  /// Bit `k`: word rule `k` (``TimeRuleIndex/wordRules``) lists the word among its first words.
  var ruleStarts: UInt32 = 0

  /// A rule can start at the word.
  static let start: UInt32 = 1
  /// A function word: starts a rule only before a time word.
  static let function: UInt32 = 2
  /// Joins function words (`or`, `than`).
  static let connector: UInt32 = 4
  /// Completes a time after function words (`moment`, `time`).
  static let timeNoun: UInt32 = 8
  /// The first word of a holiday name.
  static let holiday: UInt32 = 16
  /// A relation word (`last`, `next`, `this` …).
  static let relation: UInt32 = 32
  /// A word that can start a core date (``TimeParser/leadingWords``).
  static let leading: UInt32 = 64
  /// A word that can start a clock time (``TimeWords/clockStarts``).
  static let clockStart: UInt32 = 128
  /// ``TimeWords/deicticStarts``.
  static let deicticStart: UInt32 = 256
  /// ``TimeWords/dayPartStarts``.
  static let dayPartStart: UInt32 = 4096
  /// A key of ``TimeLexicon/decadeWords``.
  static let decadeWord: UInt32 = 16384
  /// A count word that is not a number (``TimeWords/countWords``).
  static let countWord: UInt32 = 32768
  /// A word that can start a stretch that is not a date (``TimeWords/notDateStarts``).
  static let notDateStart: UInt32 = 65536
  /// `the`.
  static let the: UInt32 = 131072
  /// `on`.
  static let on: UInt32 = 262144

  /// The empty record (for words the lexicon does not know, and out-of-range indices).
  static let none = WordInfo()
}

extension TimeLexicon {
  /// Folded word → what the lexicon knows about it.
  static let info: [String: WordInfo] = {
    var d: [String: WordInfo] = [:]
    for (k, v) in months { d[k, default: .none].month = v }
    for (k, v) in weekdays { d[k, default: .none].weekday = v }
    for (k, v) in seasons { d[k, default: .none].season = v }
    for (k, v) in cardinals { d[k, default: .none].cardinal = v }
    for (k, v) in ordinals { d[k, default: .none].ordinal = v }
    for (k, v) in units { d[k, default: .none].unit = v }
    func mark(_ words: Set<String>, _ flag: UInt32) {
      for w in words { d[w, default: .none].flags |= flag }
    }
    mark(TimeParser.startWords, WordInfo.start)
    mark(TimeWords.functionWords, WordInfo.function)
    mark(TimeWords.connectors, WordInfo.connector)
    mark(TimeWords.timeNouns, WordInfo.timeNoun)
    mark(HolidayNames.firstWords, WordInfo.holiday)
    mark(TimeWords.relationWords, WordInfo.relation)
    mark(TimeParser.leadingWords, WordInfo.leading)
    // Set memberships the rules test per position, read from the token's record instead of
    // hashing the word again for each set (words only: the sets hold no punctuation).
    mark(TimeWords.clockStarts, WordInfo.clockStart)
    mark(TimeWords.deicticStarts, WordInfo.deicticStart)
    mark(TimeWords.dayPartStarts, WordInfo.dayPartStart)
    mark(Set(decadeWords.keys), WordInfo.decadeWord)
    mark(TimeWords.countWords, WordInfo.countWord)
    mark(TimeWords.notDateStarts, WordInfo.notDateStart)
    mark(["the"], WordInfo.the)
    mark(["on"], WordInfo.on)
    for (k, rule) in TimeRuleIndex.english.wordRules.enumerated() {
      for w in rule.startWords { d[w, default: .none].ruleStarts |= 1 << UInt32(k) }
    }
    return d
  }()
}
