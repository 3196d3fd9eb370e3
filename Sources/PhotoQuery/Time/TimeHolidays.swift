/// Holidays as dated occasions: `Christmas`, `Christmas 2019`, `last Easter`, `Easter last year`,
/// `thanksgiving day 2010`, `father's day of 2015`, `the weekend of Halloween`, `labor day weekend`.
extension TimeParser {
  /// Tokens skipped inside holiday names.
  static let holidayFillers = WordSet(TimeWords.holidayFillers)
  /// The holiday names and their prefixes, for lookups per token (``WordTable``).
  static let holidayRules = WordMap(HolidayNames.rules)
  static let holidayPrefixes = WordSet(HolidayNames.prefixes)

  /// The holiday name at `i`: its rule and end. Not a holiday when a compound noun follows
  /// (`Christmas tree`, contract 7.8).
  func holiday(_ i: Int) -> (rule: HolidayRule, end: Int)? {
    guard i < n else { return nil }
    // Asked at the same position by several rules (gates, dates, ranges): read once a parse.
    if let known = memo.holiday(at: i) { return known }
    let result = holidayUncached(i)
    memo.keepHoliday(result, at: i)
    return result
  }

  func holidayUncached(_ i: Int) -> (rule: HolidayRule, end: Int)? {
    // A word's record carries the holiday bit (no hashing); other tokens ask the set.
    let first =
      tokens[i].kind == .word
      ? lexInfo[i].flags & WordInfo.holiday != 0 : HolidayNames.firstWords.contains(f[i])
    guard first || f[i] == "the" else { return nil }
    var key = ""
    var best: (HolidayRule, Int)? = nil
    var k = i
    var words = 0
    while k < n, words < HolidayNames.maxWords + 1 {
      let s = f[k]
      if Self.holidayFillers.contains(s) {
        k += 1
        continue
      }
      guard tokens[k].kind != .punctuation else { break }
      key = key.isEmpty ? s : key + " " + s
      words += 1
      k += 1
      if !Self.holidayPrefixes.contains(key) { break }
      if let r = Self.holidayRules[key] { best = (r, k) }
    }
    guard let (rule, end) = best else { return nil }
    if HolidayNames.compoundNouns.contains(w(end)) { return nil }
    // `May Day` only capitalized or with a year; `eid`/`holi` are fine
    return (rule, end)
  }

  /// The span of one occurrence starting at day `d` lasting `length` days.
  func holidaySpan(_ d: Int, _ length: Int) -> TimeSpan {
    .days(d, d + length, length == 1 ? .day : .span)
  }

  /// The first occurrence of `rule` in Gregorian `year`.
  func holidayInYear(_ rule: HolidayRule, _ year: Int) -> TimeSpan? {
    guard let o = rule.occurrences(in: year, country: country).first else { return nil }
    return holidaySpan(o.day, o.length)
  }

  /// An occurrence by direction: the most recent that has started (past), the next (future),
  /// the most recent that has ended (`ended`), or the next that has not started (`upcoming`).
  func holidayOccurrence(_ rule: HolidayRule, ended: Bool = false, upcoming: Bool = false)
    -> TimeSpan?
  {
    let y = context.reference.year
    var all: [(day: Int, length: Int)] = []
    for yy in (y - 2)...(y + 2) { all += rule.occurrences(in: yy, country: country) }
    all.sort { $0.day < $1.day }
    if ended {
      guard let o = all.last(where: { $0.day + $0.length <= refDay }) else { return nil }
      return holidaySpan(o.day, o.length)
    }
    if upcoming {
      guard let o = all.first(where: { $0.day > refDay }) else { return nil }
      return holidaySpan(o.day, o.length)
    }
    if past {
      guard let o = all.last(where: { $0.day <= refDay }) else { return nil }
      return holidaySpan(o.day, o.length)
    }
    guard let o = all.first(where: { $0.day + $0.length > refDay }) else { return nil }
    return holidaySpan(o.day, o.length)
  }

  /// A holiday with what may follow: a year (`Christmas 2019`, `easter of 2018`), a relative year
  /// (`Easter last year`, `Yuandan of next year`), `weekend`.
  func holidayDate(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the", Self.holidayRules[w(j + 1)] == nil,
      !(w(j + 1) == "4th" || w(j + 1) == "fourth"), holiday(j) == nil
    {
      return nil
    }
    if w(j) == "the" { j += 1 }
    guard let h = holiday(j) ?? holiday(i) else { return nil }
    var k = h.end
    var k2 = k
    if w(k2) == "of" || w(k2) == "," || w(k2) == "in" { k2 += 1 }
    var span: TimeSpan?
    if let y = yearNumber(k2, allowTwoDigits: false) {
      span = holidayInYear(h.rule, y.year)
      k = y.end
    } else if let (rel, re) = relation(k2 == k ? k : k2), w(re) == "year" {
      let y =
        context.reference.year + (rel == .this ? 0 : (rel == .next || rel == .coming ? 1 : -1))
      span = holidayInYear(h.rule, y)
      k = re + 1
    } else if let shift = yearShiftAfter(k) {
      // `thanksgiving in 3 years`, `easter 2 years ago`: the holiday in the year that far away
      span = holidayInYear(h.rule, shift.year)
      k = shift.end
    } else {
      span = holidayOccurrence(h.rule)
    }
    // A holiday's long weekend, and a holiday with no date under the locale, are time values
    // without an interval (decision 27: `King's Birthday long weekend`, `Labour Day` in en_AU).
    // `labor day weekend` keeps the weekend around the day (docs/decisions.md).
    if w(k) == "long", w(k + 1) == "weekend" { return vagueMatch(i, k + 2) }
    guard var s = span else {
      if w(k) == "weekend" { return vagueMatch(i, k + 1) }
      return isUndated(h.rule) ? vagueMatch(i, k) : nil
    }
    if w(k) == "weekend" {
      s = holidayWeekend(s)
      k += 1
    }
    return Parsed(end: k, span: s, valueStart: i, score: 0.95)
  }

  /// Whether `rule` has no date under the locale's country.
  func isUndated(_ rule: HolidayRule) -> Bool {
    switch rule {
    case .undated: return true
    case .byCountry(let rules, let fallback): return isUndated(rules[country] ?? fallback)
    default: return false
    }
  }

  /// `in 3 years`, `3 months ago`, `six years hence` after a holiday or month: the year of that moment.
  func yearShiftAfter(_ k: Int) -> (year: Int, end: Int)? {
    var j = k
    let inForm = w(j) == "in"
    if inForm { j += 1 }
    guard let d = duration(j), !d.vague else { return nil }
    let dir = w(d.end)
    let sign: Int
    var end = d.end
    if inForm {
      sign = 1
    } else if dir == "ago" || dir == "back" || dir == "earlier" {
      sign = -1
      end += 1
    } else if dir == "hence" || dir == "later" || dir == "from" && w(d.end + 1) == "now" {
      sign = 1
      end += dir == "from" ? 2 : 1
    } else {
      return nil
    }
    let moved = apply(d.parts, to: refDay * CivilDate.dayMinutes, sign: sign)
    return (CivilDate.local(moved).year, end)
  }

  /// The long weekend around a holiday: Saturday through a Monday holiday, a Thursday/Friday holiday
  /// through Sunday, or the weekend a Saturday/Sunday holiday falls in.
  func holidayWeekend(_ s: TimeSpan) -> TimeSpan {
    guard let d = s.startDay else { return s }
    switch CivilDate.weekday(d) {
    case 1: return .days(d - 2, d + 1, .weekend)
    case 4, 5: return .days(d, d + (7 - CivilDate.weekday(d)) + 1, .weekend)
    case 6: return .days(d, d + 2, .weekend)
    case 7: return .days(d - 1, d + 1, .weekend)
    default: return weekendSpan(containing: d)
    }
  }

  /// `the weekend of Halloween`, `weekend of thanksgiving 2023`.
  func weekendOfHoliday(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    guard w(j) == "weekend", w(j + 1) == "of", let h = holidayDate(j + 2) else { return nil }
    return Parsed(end: h.end, span: holidayWeekend(h.span), valueStart: i)
  }
}
