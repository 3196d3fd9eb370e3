/// The period in progress, named without `this`: `the week`, `that weekend`, `the same month`,
/// `my week`, `weekend`, `the week after next`, `at the moment`, `year to date`.
extension TimeParser {
  /// Units that `the`/`that`/`the same` can name as the current one.
  static let currentUnits: [String: TimeUnit] = [
    "day": .day, "week": .week, "weekend": .weekend, "month": .month, "year": .year, "fortnight": .fortnight,
  ]

  func currentPeriod(_ i: Int) -> Parsed? {
    let s = w(i)
    // at the moment, at present, at the present time, at this time, at the minute
    if s == "at" {
      let a = w(i + 1)
      let b = w(i + 2)
      if a == "present" { return Parsed(end: i + 2, span: .day(refDay), valueStart: i, score: 0.5) }
      if a == "the", b == "moment" || b == "minute" { return Parsed(end: i + 3, span: .day(refDay), valueStart: i, score: 0.5) }
      if a == "the", b == "present", w(i + 3) == "time" { return Parsed(end: i + 4, span: .day(refDay), valueStart: i, score: 0.5) }
      if a == "this", b == "time" { return Parsed(end: i + 3, span: .day(refDay), valueStart: i, score: 0.5) }
      return nil
    }
    // year to date, month to date
    if (s == "year" || s == "month"), w(i + 1) == "to", w(i + 2) == "date" {
      let unit: TimeUnit = s == "year" ? .year : .month
      guard let p = unitPeriod(unit, shift: 0) else { return nil }
      return Parsed(end: i + 3, span: TimeSpan(start: p.start, end: refDay * CivilDate.dayMinutes, grain: .span), valueStart: i)
    }
    if s == "ytd" {
      guard let p = unitPeriod(.year, shift: 0) else { return nil }
      return Parsed(end: i + 1, span: TimeSpan(start: p.start, end: refDay * CivilDate.dayMinutes, grain: .span), valueStart: i)
    }
    var j = i
    if s == "the" || s == "that" || s == "my" || s == "same" {
      j += 1
      if w(j) == "same" { j += 1 }
    }
    guard let unit = Self.currentUnits[w(j)] else { return nil }
    // `the week after next`
    if w(j + 1) == "after", w(j + 2) == "next", unit != .day {
      guard let p = unitPeriod(unit, shift: 2) else { return nil }
      return Parsed(end: j + 3, span: p, valueStart: i)
    }
    if j == i {
      // a bare unit: only `weekend`
      guard unit == .weekend, w(j + 1) != "of" else { return nil }
    }
    if s == "the", unit == .day, w(j + 1) == "of" || w(j + 1) == "after" || w(j + 1) == "before" { return nil }
    guard let p = unitPeriod(unit, shift: 0) else { return nil }
    var span = p
    if unit == .weekend { span = weekendSpan(containing: refDay) }
    return Parsed(end: j + 1, span: span, valueStart: i, score: 0.5)
  }
}
