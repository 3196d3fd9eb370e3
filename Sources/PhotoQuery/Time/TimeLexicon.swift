/// Words of time expressions, keyed by folded token: months, weekdays, seasons, units, relative words.
enum TimeLexicon {
  /// Month names and abbreviations → 1…12.
  static let months: [String: Int] = {
    var m: [String: Int] = [:]
    let names = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december",
    ]
    for (i, n) in names.enumerated() {
      m[n] = i + 1
      m[String(n.prefix(3))] = i + 1
    }
    m["sept"] = 9
    m["febr"] = 2
    return m
  }()

  /// Month words that are also everyday English words, accepted only with date context.
  static let ambiguousMonths = TimeWords.set16

  /// Weekday names → ISO weekday 1 (Monday) … 7 (Sunday).
  static let weekdays: [String: Int] = [
    "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "weds": 3,
    "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
    "sunday": 7, "sun": 7, "mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4,
    "fridays": 5, "saturdays": 6, "sundays": 7,
  ]

  /// Weekday abbreviations that are everyday words, accepted only with date context.
  static let ambiguousWeekdays = TimeWords.set17

  /// Season names → 0 spring, 1 summer, 2 autumn, 3 winter.
  static let seasons: [String: Int] = [
    "spring": 0, "summer": 1, "summers": 1, "autumn": 2, "fall": 2, "winter": 3, "winters": 3,
    "springs": 0, "autumns": 2,
  ]

  /// Calendar units by name.
  static let units: [String: TimeUnit] = [
    "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week,
    "month": .month, "months": .month, "mo": .month, "mos": .month, "year": .year, "years": .year,
    "yr": .year, "yrs": .year, "weekend": .weekend, "weekends": .weekend, "decade": .decade,
    "decades": .decade, "century": .century, "centuries": .century, "quarter": .quarter,
    "quarters": .quarter, "qtr": .quarter, "qtrs": .quarter, "fortnight": .fortnight,
    "fortnights": .fortnight, "hour": .hour,
    "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour, "minute": .minute, "minutes": .minute,
    "min": .minute, "mins": .minute, "second": .second, "seconds": .second, "sec": .second,
    "secs": .second, "workweek": .workweek, "summer": .season, "summers": .season,
    "winter": .season, "winters": .season, "spring": .season, "springs": .season,
    "autumn": .season, "autumns": .season, "fall": .season,
  ]

  /// Cardinal number words → value.
  static let cardinals: [String: Int] = [
    "zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
  ]

  /// Ordinal number words → value.
  static let ordinals: [String: Int] = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
  ]

  /// Decade words (`the nineties`) → the decade's two-digit start.
  static let decadeWords: [String: Int] = [
    "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60, "seventies": 70,
    "eighties": 80, "nineties": 90, "noughties": 0, "aughts": 0, "tens": 10, "teens": 10,
  ]

  /// Ordinal suffixes after a digit run (`4th`).
  static let ordinalSuffixes = TimeWords.set18

  /// Words saying "the previous one".
  static let pastWords = TimeWords.set19
  /// Words saying "the following one".
  static let futureWords = TimeWords.set20
  /// Words saying "the current one".
  static let presentWords = TimeWords.set21
}

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
