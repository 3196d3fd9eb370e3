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

/// The gates and first-word tables of a language's rules, derived once from their ``TimeRule/starts``
/// in list order (``EnglishTimeRules/all``): which core rules to try at a word, a number or a glued
/// form, and the expression rules in order.
struct TimeRuleIndex: Sendable {
  /// The core rules tried at a word: their classes, their own first words, their readings.
  let wordRules: [TimeRule]
  let wordClassMasks: [UInt32]
  let wordReads: [TimeRule.Call]
  /// The core rules tried at a number and at digits glued to letters.
  let numberReads: [TimeRule.Call]
  let alphanumericReads: [TimeRule.Call]
  /// The expression rules' readings in list order.
  let expressionReads: [TimeRule.Call]
  /// Every word some core rule can start at: the rules' own words and the words of their classes.
  let leadingWords: Set<String>
  /// The words the expression rules name (bound, range and clock words).
  let expressionWords: Set<String>

  init(_ rules: [TimeRule]) {
    var wordRules: [TimeRule] = []
    var masks: [UInt32] = []
    var wordReads: [TimeRule.Call] = []
    var numberReads: [TimeRule.Call] = []
    var alphanumericReads: [TimeRule.Call] = []
    var expressionReads: [TimeRule.Call] = []
    var leading: Set<String> = []
    var expressionWords: Set<String> = []
    var classes: StartClass = []
    for rule in rules {
      switch rule.matcher {
      case .within: continue
      case .expression(let read):
        expressionReads.append(TimeRule.Call(read: read))
        expressionWords.formUnion(rule.startWords)
      case .core(let read):
        if rule.starts.contains(where: { if case .number = $0 { true } else { false } }) {
          numberReads.append(TimeRule.Call(read: read))
        }
        if rule.starts.contains(where: { if case .alphanumeric = $0 { true } else { false } }) {
          alphanumericReads.append(TimeRule.Call(read: read))
        }
        let c = rule.startClasses
        let words = rule.startWords
        guard !c.isEmpty || !words.isEmpty else { continue }
        wordRules.append(rule)
        masks.append(c.rawValue)
        wordReads.append(TimeRule.Call(read: read))
        classes.formUnion(c)
        leading.formUnion(words)
      }
    }
    precondition(wordRules.count <= 32, "WordInfo.ruleStarts holds 32 rules")
    if classes.contains(.the) { leading.insert("the") }
    if classes.contains(.month) { leading.formUnion(TimeLexicon.months.keys) }
    if classes.contains(.weekday) { leading.formUnion(TimeLexicon.weekdays.keys) }
    if classes.contains(.season) { leading.formUnion(TimeLexicon.seasons.keys) }
    if classes.contains(.holiday) { leading.formUnion(HolidayNames.firstWords) }
    if classes.contains(.relation) { leading.formUnion(TimeWords.relationWords) }
    if classes.contains(.ordinal) { leading.formUnion(TimeLexicon.ordinals.keys) }
    if !classes.isDisjoint(with: [.cardinal, .count]) {
      leading.formUnion(TimeLexicon.cardinals.keys)
    }
    if classes.contains(.count) { leading.formUnion(TimeWords.countWords) }
    if classes.contains(.decadeWord) { leading.formUnion(TimeLexicon.decadeWords.keys) }
    self.wordRules = wordRules
    self.wordClassMasks = masks
    self.wordReads = wordReads
    self.numberReads = numberReads
    self.alphanumericReads = alphanumericReads
    self.expressionReads = expressionReads
    self.leadingWords = leading
    self.expressionWords = expressionWords
  }

  /// The English rules' index.
  static let english = TimeRuleIndex(EnglishTimeRules.all)
}

extension TimeRule {
  /// The word classes among the rule's starts.
  var startClasses: StartClass {
    var c: StartClass = []
    for s in starts { if case .wordClass(let k) = s { c.formUnion(k) } }
    return c
  }

  /// The words among the rule's starts (its own words and its tables).
  var startWords: Set<String> {
    var w: Set<String> = []
    for s in starts {
      switch s {
      case .word(let x): w.insert(x)
      case .words(_, let xs): w.formUnion(xs)
      default: break
      }
    }
    return w
  }
}

extension TimeParser {
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

  /// The core rules' gates and readings as plain arrays, derived once (the loop at each word
  /// reads these and copies no rule).
  static let coreClassMasks: [UInt32] = TimeRuleIndex.english.wordClassMasks
  static let coreReads: [TimeRule.Call] = TimeRuleIndex.english.wordReads
  static let numberReads: [TimeRule.Call] = TimeRuleIndex.english.numberReads
  static let alphanumericReads: [TimeRule.Call] = TimeRuleIndex.english.alphanumericReads

  /// Every word some core rule can start at (``TimeRuleIndex/leadingWords``).
  static let leadingWords: Set<String> = TimeRuleIndex.english.leadingWords
}
