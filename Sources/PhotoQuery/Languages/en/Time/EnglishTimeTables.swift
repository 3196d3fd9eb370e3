/// English words of time expressions, keyed by folded token: months (the only place month names
/// are spelled), weekdays, seasons, units, number words, decades and relation words. The lexicon
/// (`TimeLexicon.info`) is built from these tables; adding a spelling is one entry.
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

  /// Time words a misspelling is read as when it is one edit away (``TypoIndex``: `yesterdy`,
  /// `saturdy`, `novmber`); the index keeps those of six letters or more.
  static let spellingTargets: [String] = [
    "january", "february", "august", "september", "october", "november", "december", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "summer", "autumn",
    "winter", "spring", "yesterday", "tomorrow", "weekend", "fortnight", "morning", "afternoon",
    "evening", "tonight",
  ]

  /// Month words that are also everyday English words, accepted only with date context.
  static let ambiguousMonths = TimeWords.ambiguousMonths

  /// Weekday names → ISO weekday 1 (Monday) … 7 (Sunday).
  static let weekdays: [String: Int] = [
    "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "weds": 3,
    "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
    "sunday": 7, "sun": 7, "mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4,
    "fridays": 5, "saturdays": 6, "sundays": 7,
  ]

  /// Weekday abbreviations that are everyday words, accepted only with date context.
  static let ambiguousWeekdays = TimeWords.ambiguousWeekdays

  /// Season names → 0 spring, 1 summer, 2 autumn, 3 winter.
  static let seasons: [String: Int] = [
    "spring": 0, "summer": 1, "summers": 1, "autumn": 2, "fall": 2, "winter": 3, "winters": 3,
    "springs": 0, "autumns": 2,
  ]

  /// Calendar units by name.
  static let units: [String: TimeUnit] = [
    "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week,
    "month": .month, "months": .month, "mo": .month, "mos": .month, "year": .year, "years": .year,
    "yr": .year, "yrs": .year, "weekend": .weekend, "weekends": .weekend, "wkend": .weekend,
    "wkends": .weekend, "decade": .decade, "decades": .decade, "century": .century,
    "centuries": .century, "quarter": .quarter,
    "quarters": .quarter, "qtr": .quarter, "qtrs": .quarter, "fortnight": .fortnight,
    "fortnights": .fortnight, "hour": .hour,
    "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour, "minute": .minute, "minutes": .minute,
    "min": .minute, "mins": .minute, "second": .second, "seconds": .second, "sec": .second,
    "secs": .second, "workweek": .workweek, "summer": .season, "summers": .season,
    "winter": .season, "winters": .season, "spring": .season, "springs": .season,
    "autumn": .season, "autumns": .season, "fall": .season, "falls": .season,
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
  static let ordinalSuffixes = TimeWords.ordinalSuffixes

  /// Words saying "the previous one".
  static let pastWords = TimeWords.pastRelations
  /// Words saying "the following one".
  static let futureWords = TimeWords.futureRelations
  /// Words saying "the current one".
  static let presentWords = TimeWords.presentRelations

  /// Unit suffixes of compact durations (`15min`, `2h`, `3d`, `1wk`, `6mo`, `2yrs`).
  static let compactUnits: [String: TimeUnit] = [
    "sec": .second, "secs": .second, "m": .minute, "min": .minute, "mins": .minute,
    "minute": .minute, "minutes": .minute, "h": .hour, "hr": .hour, "hrs": .hour, "hour": .hour,
    "hours": .hour, "d": .day, "day": .day, "days": .day, "w": .week, "wk": .week, "wks": .week,
    "week": .week, "weeks": .week, "mo": .month, "mos": .month, "month": .month,
    "months": .month, "y": .year, "yr": .year, "yrs": .year, "year": .year, "years": .year,
  ]
}

extension TimeLexicon {
  /// Relation words glued to what they qualify (`lastmonth` → `last month`), spelled apart.
  static let gluedRelations: [String: String] = {
    var d: [String: String] = [:]
    let relations = ["last", "next", "this", "past", "previous", "coming"]
    var targets = ["night", "weekend", "week", "month", "year", "quarter", "fortnight", "decade"]
    targets += TimeLexicon.weekdays.keys.filter { $0.count > 4 }
    targets += ["summer", "winter", "spring", "autumn", "fall"]
    for r in relations {
      for t in targets { d[r + t] = r + " " + t }
    }
    return d
  }()
}
