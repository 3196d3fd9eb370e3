/// Counted and remaining periods: `last 3 months`, `past two years`, `next 5 days`, `within 3 years`,
/// `rest of the month`, `later this week`.
extension TimeParser {
  /// `last 3 months`, `past two years`, `next 5 days`, `within 3 years`, `the next 2 weeks`,
  /// `3 next weeks`, `the last day`.
  func countedPeriod(_ i: Int) -> Parsed? {
    // at digits only `3 next weeks`, `2 upcoming days` (a relation right after the count)
    // or before `in the future|past` (`4 weeks in the future`)
    if isNum(i), lex(i + 1).flags & WordInfo.relation == 0,
      !(lex(i + 1).unit != nil && directionAfter(i + 2) != nil)
    {
      return nil
    }
    var j = i
    if w(j) == "the" { j += 1 }
    var within = false
    if w(j) == "within" || w(j) == "during" || w(j) == "over" || w(j) == "for" {
      within = w(j) == "within"
      j += 1
      if w(j) == "the" { j += 1 }
    }
    // `the last 3 weeks of this year` is part of a period (`unitsOfPeriod`), not a count back
    if w(j) == "last", unitsOfPeriod(j) != nil { return nil }
    // `upcoming N units` / `N upcoming units` (decision 9.7 looking back, 9.32 looking forward)
    var upcoming = w(j) == "upcoming"
    var rel: Relation? = nil
    if let (r, k) = relation(j), r != .this {
      rel = r
      j = k
    }
    if w(j) == "upcoming" {
      j += 1
      rel = .next
      upcoming = true
    }
    var d0 = duration(j, stopBeforeAgo: true)
    if d0 == nil, within, let unit = lex(j).unit, !f[j].hasSuffix("s"), w(j + 1) == "and",
      let rest = duration(j + 2), !rest.vague
    {
      // `within the next day and 5 hours`: a unit word alone is one of it (decision 9.37)
      d0 = ([(unit, 1)] + rest.parts, rest.end, false)
    }
    if d0 == nil, rel == nil, let c = count(j),
      let (r, rk) = relation(c.end), r != .this,
      let unit = lex(rk).unit,
      c.value == 1 || f[rk].hasSuffix("s") || (!past && w(c.end) == "upcoming")
    {
      // `3 next weeks`, `the 5 past years`, `10 previous weeks`, `2 upcoming days` (a count
      // before a singular unit is something else: `only 3 next week`)
      rel = r
      d0 = ([(unit, c.value)], rk + 1, c.vague)
      upcoming = w(c.end) == "upcoming"
    }
    guard var d = d0 else { return nil }
    if rel == nil, !within, let r = directionAfter(d.end) {
      // `4 weeks in the future` is `next 4 weeks`, `2 days in the past` `last 2 days`
      rel = r
      d.end += 3
    }
    // `the next couple weeks` is two; only `a couple of weeks ago` is vague (rule 17)
    if d.vague, w(j) == "couple" || w(j + 1) == "couple" { d.vague = false }
    if rel == nil && !within {
      // `3 next weeks`
      return nil
    }
    if d.vague { return vagueMatch(i, d.end) }
    if upcoming, !past, !within, d.parts.count == 1,
      [.day, .week, .month, .quarter, .year].contains(d.parts[0].0),
      let span = unitPeriod(d.parts[0].0, shift: d.parts[0].1)
    {
      // looking forward, `the upcoming two weeks` is the Nth unit after the current one (9.32)
      return Parsed(end: d.end, span: span, valueStart: i)
    }
    let isPast = rel == .last || rel == .pastOne
    if d.parts.count == 1,
      d.parts[0].0 == .quarter || d.parts[0].0 == .decade || d.parts[0].0 == .century,
      let current = unitPeriod(d.parts[0].0, shift: 0), let cs = current.start, let ce = current.end
    {
      // whole quarters and decades: the N before the current one, or the N after it
      return Parsed(
        end: d.end, span: wholeUnits(d.parts[0], before: isPast, current: cs..<ce), valueStart: i)
    }
    let today = refDay * CivilDate.dayMinutes
    let finest = d.parts.last!.0
    let clockUnit = finest == .hour || finest == .minute || finest == .second
    if !past, !within, d.parts.count == 1, let rel, rel != .this,
      [.day, .week, .month, .year].contains(d.parts[0].0),
      let current = unitPeriod(d.parts[0].0, shift: 0), let cs = current.start, let ce = current.end
    {
      // looking forward (a calendar), counted periods are whole calendar units: `next 3 months` =
      // the three months after this one, `last 2 weeks` = the two weeks before this one
      return Parsed(
        end: d.end, span: wholeUnits(d.parts[0], before: isPast, current: cs..<ce), valueStart: i)
    }
    if isPast {
      if clockUnit {
        return Parsed(
          end: d.end,
          span: TimeSpan(
            start: apply(d.parts, to: refMinute, sign: -1), end: refMinute, grain: .span),
          valueStart: i)
      }
      let start = apply(d.parts, to: today, sign: -1)
      return Parsed(
        end: d.end, span: TimeSpan(start: start, end: today + CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    if within || clockUnit {
      let end = apply(d.parts, to: clockUnit ? refMinute : today, sign: 1)
      return Parsed(
        end: d.end, span: TimeSpan(start: clockUnit ? refMinute : today, end: end, grain: .span),
        valueStart: i)
    }
    let start = today + CivilDate.dayMinutes
    let end = apply(d.parts, to: start, sign: 1)
    return Parsed(end: d.end, span: TimeSpan(start: start, end: end, grain: .span), valueStart: i)
  }

  /// `in the future` (next) or `in the past` (last) at `k`.
  func directionAfter(_ k: Int) -> Relation? {
    guard w(k) == "in", w(k + 1) == "the" else { return nil }
    return TimeWords.inTheDirection[w(k + 2)]
  }

  /// `earlier this year`, `later this month`, `later in the week`, `earlier in the day`,
  /// `rest of the week`, `year to date`.
  func restOfPeriod(_ i: Int) -> Parsed? {
    var j = i
    let s = w(j)
    guard s == "earlier" || s == "later" || s == "rest" || s == "remaining" || s == "remainder"
    else {
      return nil
    }
    j += 1
    if w(j) == "of" || w(j) == "in" { j += 1 }
    var shift = 0
    if w(j) == "the" || w(j) == "this" || w(j) == "my" || w(j) == "current" || w(j) == "our" {
      j += 1
    } else if s != "earlier" && s != "later", lex(j).unit != nil {
      // `rest of week`
    } else if w(j) == "previous" || w(j) == "last" {
      shift = -1
      j += 1
    } else if w(j) == "next" {
      shift = 1
      j += 1
    } else {
      return nil
    }
    guard let unit = lex(j).unit, let period = unitPeriod(unit == .day ? .day : unit, shift: shift)
    else {
      return nil
    }
    let today = refDay * CivilDate.dayMinutes
    let ps = period.start!
    let pe = period.end!
    // the middle: Thursday of a week, the 16th of a month, 1 July of a year
    let mid: Minute
    switch unit {
    case .week, .workweek: mid = ps + 3 * CivilDate.dayMinutes
    case .month: mid = ps + 15 * CivilDate.dayMinutes
    case .year:
      mid = CivilDate.days(CivilDate.local(ps).year, 7, 1) * CivilDate.dayMinutes
    default: mid = ps + (pe - ps) / 2
    }
    let inPeriod = shift == 0
    var span: TimeSpan
    if s == "earlier" {
      span = TimeSpan(start: ps, end: inPeriod ? min(today, mid) : mid, grain: .span)
      if inPeriod, today <= ps { span.end = mid }
    } else if s == "later" {
      span = TimeSpan(start: inPeriod ? max(today, mid) : mid, end: pe, grain: .span)
    } else {
      span = TimeSpan(start: today, end: pe - CivilDate.dayMinutes, grain: .span)
    }
    if unit == .day { span = TimeSpan.day(refDay + shift) }
    return Parsed(end: j + 1, span: span, valueStart: i)
  }

  /// `count` whole `unit`s right before the current one (`current`), or right after it.
  func wholeUnits(_ part: (TimeUnit, Int), before: Bool, current: Range<Minute>) -> TimeSpan {
    before
      ? TimeSpan(
        start: apply([part], to: current.lowerBound, sign: -1), end: current.lowerBound,
        grain: .span)
      : TimeSpan(
        start: current.upperBound, end: apply([part], to: current.upperBound, sign: 1),
        grain: .span)
  }
}
