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
/// language's rule list), the classes and words it can start at, and its reading. The language's
/// list of these (``EnglishTimeRules/coreRules``) is the only place a rule is registered: the
/// first-word tables (``TimeParser/leadingWords``, ``WordInfo/ruleStarts``) are derived from it.
struct CoreRule: Sendable {
  let name: String
  let classes: StartClass
  let words: Set<String>
  let read: @Sendable (TimeParser, Int) -> TimeParser.Parsed?

  init(
    _ name: String, _ classes: StartClass, _ words: Set<String> = [],
    _ read: @escaping @Sendable (TimeParser, Int) -> TimeParser.Parsed?
  ) {
    self.name = name
    self.classes = classes
    self.words = words
    self.read = read
  }
}

extension TimeParser {
  /// The classes of the word at `i` that core rules start at.
  @inline(__always) func startClasses(_ i: Int) -> StartClass {
    let info = lexInfo[i]
    var c: StartClass = []
    if f[i] == "the" { c.insert(.the) }
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
    if i > 0, f[i - 1] == "on" { c.insert(.afterOn) }
    return c
  }

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
