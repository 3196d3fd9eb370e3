import Foundation

/// The working state of one recognition pass: the tokens, their folded forms, the reference day
/// and the locale facts; rule families live in extensions, one file each.
struct TimeParser {
  /// One parsed expression: where it ends, what it means, and (for calendar dates without every
  /// field) the partial date so ranges can complete it.
  struct Parsed {
    var end: Int
    var span: TimeSpan
    var spec: DateSpec? = nil
    var valueStart: Int
    var score: Double = 0.9
    /// True for a bare clock time or part of the day (no calendar interval yet).
    var isClock: Bool = false
    /// True when the expression is a single day-of-month number (`the 21st`).
    var isBareDay: Bool = false
    /// The ISO weekday, when the expression is a bare weekday (`Friday`).
    var weekday: Int? = nil
    /// False when the year in ``spec`` was inferred (`Thu Oct 26`: the nearest year it is a
    /// Thursday), so a year written later (`Thu Oct 26 11:00:09 2023`) replaces it.
    var yearWritten: Bool = true
  }

  /// What every reading of one pass reads and none changes: the tokens, the reference and the
  /// locale facts. Held by reference, so a parser handed to a rule's reading (``TimeRule/Read``,
  /// called through a closure) is three words to pass, not a copy of all of this.
  final class Shared {
    let tokens: [Token]
    let n: Int
    let context: TimeContext
    let refMinute: Minute
    let refDay: Int
    let firstWeekday: Int
    let southern: Bool
    let country: String
    let dayFirst: Bool
    /// Per token: whether any rule can start there (one set lookup per word, once).
    let startable: [Bool]
    /// Per token: what the lexicon knows about the word (one dictionary lookup per word, once).
    let lexInfo: [WordInfo]

    init(tokens: [Token], context: TimeContext) {
      self.tokens = tokens
      self.n = tokens.count
      self.context = context
      let r = context.reference
      self.refDay = CivilDate.days(r.year, r.month, r.day)
      self.refMinute = refDay * CivilDate.dayMinutes + r.hour * 60 + r.minute
      let facts = context.localeFacts
      self.firstWeekday = context.firstWeekday ?? facts.firstWeekday
      self.southern = facts.southern
      self.country = facts.country
      self.dayFirst = facts.dayFirst
      var startable = [Bool].filled(false, count: tokens.count)
      var lexInfo = [WordInfo].filled(.none, count: tokens.count)
      // The tables are read once (each static access is a `swift_once` call) and tokens by index
      // (iterating would copy every token).
      let table = TimeParser.wordInfo
      let symbols = TimeParser.startSymbols
      for k in tokens.indices {
        switch tokens[k].kind {
        case .number, .alphanumeric: startable[k] = true
        case .word:
          if let info = table[tokens[k].folded] {
            lexInfo[k] = info
            startable[k] = info.flags & WordInfo.start != 0
          }
        case .punctuation: startable[k] = symbols.contains(tokens[k].folded)
        }
      }
      self.startable = startable
      self.lexInfo = lexInfo
    }
  }

  /// The pass's tokens, reference and locale facts.
  let shared: Shared
  var past: Bool
  /// Results of rules already run at a position (a parse tries the same position many times).
  var memo: ParseMemo

  init(tokens: [Token], context: TimeContext) {
    self.shared = Shared(tokens: tokens, context: context)
    self.past = context.direction == .past
    self.memo = ParseMemo(count: tokens.count)
  }

  @inline(__always) var tokens: [Token] { shared.tokens }
  /// The folded words, read from the tokens in place (``Token/folded``; no array of copies).
  @inline(__always) var f: FoldedWords { FoldedWords(tokens: shared.tokens) }
  @inline(__always) var n: Int { shared.n }
  @inline(__always) var context: TimeContext { shared.context }
  @inline(__always) var refMinute: Minute { shared.refMinute }
  @inline(__always) var refDay: Int { shared.refDay }
  @inline(__always) var firstWeekday: Int { shared.firstWeekday }
  @inline(__always) var southern: Bool { shared.southern }
  @inline(__always) var country: String { shared.country }
  @inline(__always) var dayFirst: Bool { shared.dayFirst }
  /// Per token: whether any rule can start there.
  @inline(__always) var startable: [Bool] { shared.startable }
  /// Per token: what the lexicon knows about the word.
  @inline(__always) var lexInfo: [WordInfo] { shared.lexInfo }

  /// ``TimeLexicon/info`` for one lookup per token (``WordTable``).
  static let wordInfo = WordMap(TimeLexicon.info)

  // MARK: token access

  @inline(__always) func w(_ i: Int) -> String { i < n && i >= 0 ? f[i] : "" }
  @inline(__always) func lex(_ i: Int) -> WordInfo { i < n && i >= 0 ? lexInfo[i] : .none }
  @inline(__always) func isNum(_ i: Int) -> Bool { i < n && i >= 0 && tokens[i].kind == .number }
  @inline(__always) func num(_ i: Int) -> Int? {
    guard isNum(i), f[i].utf8.count <= 9 else { return nil }
    return Int(f[i])
  }
  @inline(__always) func digits(_ i: Int) -> Int { isNum(i) ? f[i].utf8.count : 0 }
  /// Whether token `i` is glued to the one before (no space).
  @inline(__always) func glued(_ i: Int) -> Bool { i < n && i > 0 && !tokens[i].spaceBefore }
  @inline(__always) func isPunct(_ i: Int) -> Bool {
    i < n && i >= 0 && tokens[i].kind == .punctuation
  }

  /// Skips a `the` at `i`.
  func skipThe(_ i: Int) -> Int { w(i) == "the" ? i + 1 : i }

  // MARK: day spans

  var refMonthStart: Int { CivilDate.days(context.reference.year, context.reference.month, 1) }

  func monthSpan(_ year: Int, _ month: Int) -> TimeSpan {
    let s = CivilDate.days(year, month, 1)
    return .days(s, CivilDate.days(year, month + 1, 1), .month)
  }

  func yearSpan(_ year: Int) -> TimeSpan {
    .days(CivilDate.days(year, 1, 1), CivilDate.days(year + 1, 1, 1), .year)
  }

  func weekSpan(containing day: Int) -> TimeSpan {
    let s = CivilDate.weekStart(day, firstWeekday: firstWeekday)
    return .days(s, s + 7, .week)
  }

  /// Saturday–Sunday of the week containing `day` (ISO week: Monday–Sunday).
  func weekendSpan(containing day: Int) -> TimeSpan {
    let monday = CivilDate.weekStart(day, firstWeekday: 1)
    return .days(monday + 5, monday + 7, .weekend)
  }

  /// Meteorological season `season` (0 spring … 3 winter) that starts in `year`, by hemisphere.
  func seasonSpan(_ season: Int, year: Int) -> TimeSpan {
    var startMonth = [3, 6, 9, 12][season]
    if southern { startMonth = [9, 12, 3, 6][season] }
    if season == 1, let summer = TimeWords.summerStartMonths[country] { startMonth = summer }
    let s = CivilDate.days(year, startMonth, 1)
    return .days(s, CivilDate.days(year, startMonth + 3, 1), .season)
  }

  /// A season by direction: the most recent that has started (past), or the current/next (future).
  /// `offset` steps back or forward from that season; the candidates span enough years for any
  /// offset in −2…2, and an index outside them is clamped, never a trap.
  func seasonByDirection(_ season: Int, ended: Bool = false, offset: Int = 0) -> TimeSpan {
    let y = context.reference.year
    let candidates = ((y - 4)...(y + 3)).map { seasonSpan(season, year: $0) }
    let ref = refDay * CivilDate.dayMinutes
    let anchor: Int
    if ended {
      anchor = candidates.lastIndex { $0.end! <= ref } ?? 0
    } else if past {
      anchor = candidates.lastIndex { $0.start! <= ref } ?? 0
    } else {
      anchor = candidates.firstIndex { $0.end! > ref } ?? candidates.count - 1
    }
    return candidates[min(max(anchor + offset, 0), candidates.count - 1)]
  }

  /// Resolves a calendar date with missing parts by direction. `nil` when impossible.
  func resolve(_ spec: DateSpec) -> TimeSpan? {
    switch (spec.year, spec.month, spec.day) {
    case (let y?, let m?, let d?):
      guard CivilDate.isValid(y, m, d) else { return nil }
      return .day(CivilDate.days(y, m, d))
    case (let y?, let m?, nil):
      guard (1...12).contains(m) else { return nil }
      return monthSpan(y, m)
    case (let y?, nil, nil):
      return yearSpan(y)
    case (nil, let m?, let d?):
      guard CivilDate.isValid(2000, m, d) else { return nil }
      let y = context.reference.year
      var best: Int? = nil
      for yy in past ? [y, y - 1, y - 2, y - 3, y - 4] : [y, y + 1, y + 2, y + 3, y + 4]
      where CivilDate.isValid(yy, m, d) {
        let day = CivilDate.days(yy, m, d)
        if past ? day <= refDay : day >= refDay {
          best = day
          break
        }
      }
      return best.map { .day($0) }
    case (nil, let m?, nil):
      guard (1...12).contains(m) else { return nil }
      let y = context.reference.year
      let thisYear = monthSpan(y, m)
      if past { return m <= context.reference.month ? thisYear : monthSpan(y - 1, m) }
      return m >= context.reference.month ? thisYear : monthSpan(y + 1, m)
    case (nil, nil, let d?):
      // a day of the month: this month's if it has come (past), else the previous month's
      let r = context.reference
      if past {
        if d <= r.day { return .day(CivilDate.days(r.year, r.month, d)) }
        var m = r.month - 1
        var y = r.year
        for _ in 0..<3 {
          if m == 0 {
            m = 12
            y -= 1
          }
          if CivilDate.isValid(y, m, d) { return .day(CivilDate.days(y, m, d)) }
          m -= 1
        }
        return nil
      }
      if d >= r.day, CivilDate.isValid(r.year, r.month, d) {
        return .day(CivilDate.days(r.year, r.month, d))
      }
      var m = r.month + 1
      var y = r.year
      for _ in 0..<3 {
        if m == 13 {
          m = 1
          y += 1
        }
        if CivilDate.isValid(y, m, d) { return .day(CivilDate.days(y, m, d)) }
        m += 1
      }
      return nil
    default:
      return nil
    }
  }

  /// A weekday by direction: the most recent that has started (past, today included) or the next
  /// one after today (future).
  func weekdayByDirection(_ wd: Int) -> Int {
    let today = CivilDate.weekday(refDay)
    if past {
      var back = today - wd
      if back < 0 { back += 7 }
      return refDay - back
    }
    var fwd = wd - today
    if fwd <= 0 { fwd += 7 }
    return refDay + fwd
  }
}

/// The folded word of each token, `f[i]`, read in place from the tokens.
struct FoldedWords {
  let tokens: [Token]
  @inline(__always) subscript(_ i: Int) -> String { tokens[i].folded }
}

/// What a locale decides for dates: first weekday, hemisphere, country, day/month order.
struct LocaleFacts: Sendable {
  var firstWeekday: Int
  var southern: Bool
  var country: String
  var dayFirst: Bool

  static let sundayFirst = TimeWords.sundayFirstCountries
  static let south = TimeWords.southernCountries
  static let monthFirst = TimeWords.monthFirstCountries

  init(_ locale: Locale) {
    let id = locale.identifier
    var region = ""
    if let sep = id.firstIndex(where: { $0 == "_" || $0 == "-" }) {
      region = String(id[id.index(after: sep)...].prefix(2)).uppercased()
    }
    country = region.isEmpty ? "US" : region
    firstWeekday = Self.sundayFirst.contains(country) ? 7 : 1
    southern = Self.south.contains(country)
    dayFirst = !Self.monthFirst.contains(country)
  }
}

/// A small number read at a position: its value, end and whether it was an ordinal.
struct SmallNumber: Sendable {
  var value: Int
  var end: Int
  var ordinal: Bool
}
