/// The period in progress, named without `this`: `the week`, `that weekend`, `the same month`,
/// `my week`, `weekend`, `the week after next`, `at the moment`, `year to date`.
extension TimeParser {
  /// Units that `the`/`that`/`the same` can name as the current one.
  static let currentUnits: [String: TimeUnit] = [
    "day": .day, "week": .week, "weekend": .weekend, "month": .month, "year": .year,
    "fortnight": .fortnight,
  ]

  func currentPeriod(_ i: Int) -> Parsed? {
    let s = w(i)
    if s == "atm" { return Parsed(end: i + 1, span: .day(refDay), valueStart: i, score: 0.5) }
    if s == "asap"
      || (s == "as" && w(i + 1) == "soon" && w(i + 2) == "as" && w(i + 3) == "possible")
    {
      return Parsed(
        end: s == "asap" ? i + 1 : i + 4, span: TimeSpan(start: refMinute, end: nil, grain: .span),
        valueStart: i, score: 0.5)
    }
    // at the moment, at present, at the present time, at this time, at the minute
    if s == "at" {
      let a = w(i + 1)
      let b = w(i + 2)
      if a == "present" { return Parsed(end: i + 2, span: .day(refDay), valueStart: i, score: 0.5) }
      if a == "the", b == "moment" || b == "minute" {
        return Parsed(end: i + 3, span: .day(refDay), valueStart: i, score: 0.5)
      }
      if a == "the", b == "present", w(i + 3) == "time" {
        return Parsed(end: i + 4, span: .day(refDay), valueStart: i, score: 0.5)
      }
      if a == "this", b == "time" {
        return Parsed(end: i + 3, span: .day(refDay), valueStart: i, score: 0.5)
      }
      return nil
    }
    // year to date, month to date
    if s == "year" || s == "month", w(i + 1) == "to", w(i + 2) == "date" {
      let unit: TimeUnit = s == "year" ? .year : .month
      guard let p = unitPeriod(unit, shift: 0) else { return nil }
      return Parsed(
        end: i + 3,
        span: TimeSpan(start: p.start, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    if s == "ytd" {
      guard let p = unitPeriod(.year, shift: 0) else { return nil }
      return Parsed(
        end: i + 1,
        span: TimeSpan(start: p.start, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    var j = i
    if s == "the" || s == "that" || s == "my" || s == "same" {
      j += 1
      if w(j) == "same" { j += 1 }
    }
    guard let unit = Self.currentUnits[w(j)] else { return nil }
    // `the weekend before last`, `the month before last` (decision 28, as `the winter before
    // last`): the one before the last one.
    if w(j + 1) == "before", w(j + 2) == "last", s != "that", s != "my",
      [.weekend, .week, .month, .year].contains(unit)
    {
      if unit == .weekend {
        guard let last = unitPeriod(.weekend, shift: -1), let start = last.startDay else {
          return nil
        }
        return Parsed(end: j + 3, span: .days(start - 7, start - 5, .weekend), valueStart: j)
      }
      guard let span = unitPeriod(unit, shift: -2) else { return nil }
      return Parsed(end: j + 3, span: span, valueStart: j)
    }
    // `the weekend before Christmas`, `the week after Easter`, `the day before my birthday`
    if w(j + 1) == "before" || w(j + 1) == "after", unit != .fortnight, s != "that" && s != "my" {
      let before = w(j + 1) == "before"
      var forward = self
      forward.memo = ParseMemo(count: n)
      if let x = forward.holidayDate(j + 2) ?? forward.coreDate(j + 2), let xs = x.span.startDay,
        let xe = x.span.endDay,
        x.span.grain != .timeOfDay
      {
        let span: TimeSpan?
        switch unit {
        case .day: span = .day(before ? xs - 1 : xe)
        case .weekend:
          // the last Saturday–Sunday that ends before X starts, or the first that starts after X ends
          var sat = before ? xs - 2 : xe
          while CivilDate.weekday(sat) != 6 { sat += before ? -1 : 1 }
          span = .days(sat, sat + 2, .weekend)
        case .week:
          let ws = CivilDate.weekStart(before ? xs - 7 : xe - 1 + 7, firstWeekday: firstWeekday)
          span = .days(ws, ws + 7, .week)
        case .month:
          let c = CivilDate.civil(before ? xs : xe - 1)
          span = monthSpan(c.year, c.month + (before ? -1 : 1))
        case .year:
          let c = CivilDate.civil(before ? xs : xe - 1)
          span = yearSpan(c.year + (before ? -1 : 1))
        default: span = nil
        }
        if let span { return Parsed(end: x.end, span: span, valueStart: i) }
      }
    }
    // `the week after next`
    if w(j + 1) == "after", w(j + 2) == "next" || (w(j + 2) == "the" && w(j + 3) == "next"),
      unit != .day
    {
      guard var p = unitPeriod(unit, shift: 2) else { return nil }
      if unit == .weekend { p = weekendSpan(containing: refDay + 14) }
      return Parsed(end: w(j + 2) == "the" ? j + 4 : j + 3, span: p, valueStart: i)
    }
    if j == i {
      // a bare unit: only `weekend`
      guard unit == .weekend, w(j + 1) != "of" else { return nil }
    }
    if s == "the", unit == .day, w(j + 1) == "of" || w(j + 1) == "after" || w(j + 1) == "before" {
      return nil
    }
    guard let p = unitPeriod(unit, shift: 0) else { return nil }
    var span = p
    if unit == .weekend {
      // Looking back, the weekend is the most recent one that has started (contract rule 12):
      // on a Wednesday, the one just gone.
      span = weekendSpan(containing: refDay)
      if past, let start = span.startDay, start > refDay { span = weekendSpan(containing: refDay - 7) }
    }
    return Parsed(end: j + 1, span: span, valueStart: i, score: 0.5)
  }
}
