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
  var flags: UInt16 = 0

  /// A rule can start at the word.
  static let start: UInt16 = 1
  /// A function word: starts a rule only before a time word.
  static let function: UInt16 = 2
  /// Joins function words (`or`, `than`).
  static let connector: UInt16 = 4
  /// Completes a time after function words (`moment`, `time`).
  static let timeNoun: UInt16 = 8
  /// The first word of a holiday name.
  static let holiday: UInt16 = 16
  /// A relation word (`last`, `next`, `this` …).
  static let relation: UInt16 = 32
  /// A word that can start a core date (``TimeParser/leadingWords``).
  static let leading: UInt16 = 64
  /// A word that can start a clock time (``TimeWords/clockStarts``).
  static let clockStart: UInt16 = 128
  /// ``TimeWords/deicticStarts``.
  static let deicticStart: UInt16 = 256
  /// ``TimeWords/partStarts``.
  static let partStart: UInt16 = 512
  /// ``TimeWords/restStarts``.
  static let restStart: UInt16 = 1024
  /// ``TimeWords/countedStarts``.
  static let countedStart: UInt16 = 2048
  /// ``TimeWords/dayPartStarts``.
  static let dayPartStart: UInt16 = 4096
  /// ``TimeWords/currentStarts``.
  static let currentStart: UInt16 = 8192
  /// A key of ``TimeLexicon/decadeWords``.
  static let decadeWord: UInt16 = 16384
  /// A key of ``TimeLexicon/gluedRelations`` (`lastmonth`).
  static let gluedRelation: UInt16 = 32768

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
    func mark(_ words: Set<String>, _ flag: UInt16) {
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
    mark(TimeWords.partStarts, WordInfo.partStart)
    mark(TimeWords.restStarts, WordInfo.restStart)
    mark(TimeWords.countedStarts, WordInfo.countedStart)
    mark(TimeWords.dayPartStarts, WordInfo.dayPartStart)
    mark(TimeWords.currentStarts, WordInfo.currentStart)
    mark(Set(decadeWords.keys), WordInfo.decadeWord)
    mark(
      Set(gluedRelations.keys), WordInfo.gluedRelation | WordInfo.start | WordInfo.leading)
    return d
  }()
}
