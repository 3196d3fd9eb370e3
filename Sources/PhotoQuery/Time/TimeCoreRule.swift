/// Where a core date rule can start: classes of the word at the position, tested once per position
/// (``TimeParser/startClasses(_:)``).
struct StartClass: OptionSet, Sendable {
  let rawValue: UInt32

  /// `the`.
  static let the = StartClass(rawValue: 1 << 0)
  /// A month name (``TimeLexicon/months``).
  static let month = StartClass(rawValue: 1 << 1)
  /// A weekday name.
  static let weekday = StartClass(rawValue: 1 << 2)
  /// A season name.
  static let season = StartClass(rawValue: 1 << 3)
  /// The first word of a holiday name.
  static let holiday = StartClass(rawValue: 1 << 4)
  /// A relation word (`last`, `next`, `this` …).
  static let relation = StartClass(rawValue: 1 << 5)
  /// An ordinal word (`first`, `twenty-first`).
  static let ordinal = StartClass(rawValue: 1 << 6)
  /// A cardinal word (`three`).
  static let cardinal = StartClass(rawValue: 1 << 7)
  /// A count: a cardinal or ``TimeWords/countWords`` (`a`, `few`, `couple`).
  static let count = StartClass(rawValue: 1 << 8)
  /// A decade word (`nineties`).
  static let decadeWord = StartClass(rawValue: 1 << 9)
  /// An apostrophe (`'90s`, `'19`).
  static let apostrophe = StartClass(rawValue: 1 << 10)
  /// Any word right after `on` (`on the 21st`, `on 21st`).
  static let afterOn = StartClass(rawValue: 1 << 11)
}

/// A rule that reads a core date at a word: its name (the name its examples carry in the
/// language's rule list), the classes and words it can start at, and its reading (a `TimeParser`
/// method, named by ``CoreReading``). The language's list of these (``EnglishTimeRules/coreRules``)
/// is the only place a rule is registered: the first-word tables (``TimeParser/leadingWords``,
/// ``WordInfo/ruleStarts``) are derived from it.
struct CoreRule: Sendable {
  let name: String
  let classes: StartClass
  let words: Set<String>
  let reading: CoreReading

  init(_ name: String, _ classes: StartClass, _ words: Set<String>, _ reading: CoreReading) {
    self.name = name
    self.classes = classes
    self.words = words
    self.reading = reading
  }

  init(_ name: String, _ classes: StartClass, _ reading: CoreReading) {
    self.init(name, classes, [], reading)
  }
}

/// A rule an expression can start with (after any lead-in words): its name (the name its examples
/// carry) and its reading. The language's list (``EnglishTimeRules/expressionRules``) gives the
/// order; the first rule that reads at a position wins, and the date rule (`date-with-time`) runs
/// the core rules.
struct ExpressionRule: Sendable {
  let name: String
  let reading: ExpressionReading

  init(_ name: String, _ reading: ExpressionReading) {
    self.name = name
    self.reading = reading
  }
}

/// The readings expression rules use (``TimeParser/readExpression(_:_:)``).
enum ExpressionReading: Sendable {
  case signedOffset, openEnded, explicitRange, dayNumberRange, monthThenDayRange, dateWithTime,
    hourFilter
}

/// The readings core rules use, one per `TimeParser` method (a switch, so every call is direct).
enum CoreReading: Sendable {
  case bareDayOfMonth, bareYear, boundedDuration, businessDay, century, closestToDate,
    countedPeriod, currentPeriod, dayLed, dayOfPeriod, dayPart, decade, deictic, durationFromStart,
    durationRelative, gluedMonthDay, gluedRelation, holidayDate, monthLed, numericDate,
    partOfPeriod, quarter, relativePeriod, restOfPeriod, season, unitsOfPeriod, weekOf,
    weekOfPeriod, weekdayAroundDate, weekdayLed, weekdaysAway, weekendOfHoliday, yearLed,
    sameDayOffset
}

extension TimeParser {
  /// Runs a core rule's reading at `i`.
  @inline(__always) func read(_ reading: CoreReading, _ i: Int) -> Parsed? {
    switch reading {
    case .bareDayOfMonth: return bareDayOfMonth(i)
    case .bareYear: return bareYear(i)
    case .boundedDuration: return boundedDuration(i)
    case .businessDay: return businessDay(i)
    case .century: return century(i)
    case .closestToDate: return closestToDate(i)
    case .countedPeriod: return countedPeriod(i)
    case .currentPeriod: return currentPeriod(i)
    case .dayLed: return dayLed(i)
    case .dayOfPeriod: return dayOfPeriod(i)
    case .dayPart: return dayPart(i)
    case .decade: return decade(i)
    case .deictic: return deictic(i)
    case .durationFromStart: return durationFromStart(i)
    case .durationRelative: return durationRelative(i)
    case .gluedMonthDay: return gluedMonthDay(i)
    case .gluedRelation: return gluedRelation(i)
    case .holidayDate: return holidayDate(i)
    case .monthLed: return monthLed(i)
    case .numericDate: return numericDate(i)
    case .partOfPeriod: return partOfPeriod(i)
    case .quarter: return quarter(i)
    case .relativePeriod: return relativePeriod(i)
    case .restOfPeriod: return restOfPeriod(i)
    case .season: return season(i)
    case .unitsOfPeriod: return unitsOfPeriod(i)
    case .weekOf: return weekOf(i)
    case .weekOfPeriod: return weekOfPeriod(i)
    case .weekdayLed: return weekdayLed(i)
    case .weekdaysAway: return weekdaysAway(i)
    case .weekdayAroundDate: return weekdayAroundDate(i)
    case .weekendOfHoliday: return weekendOfHoliday(i)
    case .sameDayOffset: return sameDayOffset(i)
    case .yearLed: return yearLed(i)
    }
  }

  /// The classes of the word at `i` that core rules start at.
  @inline(__always) func startClasses(_ i: Int) -> StartClass {
    let info = lexInfo[i]
    var c: StartClass = []
    if info.flags & WordInfo.the != 0 { c.insert(.the) }
    if info.month != nil { c.insert(.month) }
    if info.weekday != nil { c.insert(.weekday) }
    if info.season != nil { c.insert(.season) }
    if info.flags & WordInfo.holiday != 0 { c.insert(.holiday) }
    if info.flags & WordInfo.relation != 0 { c.insert(.relation) }
    if info.ordinal != nil { c.insert(.ordinal) }
    if info.cardinal != nil { c.formUnion([.cardinal, .count]) }
    if info.flags & WordInfo.countWord != 0 { c.insert(.count) }
    if info.flags & WordInfo.decadeWord != 0 { c.insert(.decadeWord) }
    if tokens[i].kind == .punctuation, f[i] == "'" { c.insert(.apostrophe) }
    if i > 0, lexInfo[i - 1].flags & WordInfo.on != 0 { c.insert(.afterOn) }
    return c
  }

  /// The core rules' classes and readings as plain arrays, derived once (the loop at each word
  /// reads these and copies no rule).
  static let coreClassMasks: [UInt32] = EnglishTimeRules.coreRules.map(\.classes.rawValue)
  static let coreReadings: [CoreReading] = EnglishTimeRules.coreRules.map(\.reading)
  static let numberReadings: [CoreReading] = EnglishTimeRules.numberRules.map(\.reading)
  static let alphanumericReadings: [CoreReading] = EnglishTimeRules.alphanumericRules.map(
    \.reading)

  /// Every word some core rule can start at: the rules' own words and the words of their classes.
  static let leadingWords: Set<String> = {
    var s: Set<String> = []
    var classes: StartClass = []
    for rule in EnglishTimeRules.coreRules {
      s.formUnion(rule.words)
      classes.formUnion(rule.classes)
    }
    if classes.contains(.the) { s.insert("the") }
    if classes.contains(.month) { s.formUnion(TimeLexicon.months.keys) }
    if classes.contains(.weekday) { s.formUnion(TimeLexicon.weekdays.keys) }
    if classes.contains(.season) { s.formUnion(TimeLexicon.seasons.keys) }
    if classes.contains(.holiday) { s.formUnion(HolidayNames.firstWords) }
    if classes.contains(.relation) { s.formUnion(TimeWords.relationWords) }
    if classes.contains(.ordinal) { s.formUnion(TimeLexicon.ordinals.keys) }
    if !classes.isDisjoint(with: [.cardinal, .count]) { s.formUnion(TimeLexicon.cardinals.keys) }
    if classes.contains(.count) { s.formUnion(TimeWords.countWords) }
    if classes.contains(.decadeWord) { s.formUnion(TimeLexicon.decadeWords.keys) }
    return s
  }()
}
