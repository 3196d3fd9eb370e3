/// Ranges and times placed by what stands beside them (decision 9.18): weekdays in a named week
/// (`next week between Wednesday and Friday`, `between Wednesday and Friday next week`), a clock
/// alone to a dated end (`from 2pm till tomorrow 4:30pm`), an ISO interval (`2015-03-28
/// 17:00:00/2015-03-29 21:00:00`), a clock moved by minutes (`15 minutes past 3pm`), and the Nth
/// weekday with its time before the period (`the first Monday evening of next month`).
extension TimeParser {
  /// The day of ISO weekday `wd` in the week that starts on day `weekStart`.
  func dayInWeek(_ wd: Int, weekStart: Int) -> Int {
    weekStart + (wd - CivilDate.weekday(weekStart) + 7) % 7
  }

  /// `next week between Wednesday and Friday`, `this week from Monday to Thursday`: a week, then a
  /// range of two of its weekdays.
  func weekdayRangeAfterWeek(_ p: Parsed) -> Parsed? {
    guard p.span.grain == .week, let ws = p.span.startDay,
      TimeWords.rangeStarts.contains(w(p.end)), let a = lex(p.end + 1).weekday,
      Self.rangeJoiners.contains(w(p.end + 2)), let b = lex(p.end + 3).weekday
    else { return nil }
    let ad = dayInWeek(a, weekStart: ws)
    var bd = dayInWeek(b, weekStart: ws)
    if bd < ad { bd += 7 }
    return Parsed(end: p.end + 4, span: rangeSpan(.day(ad), .day(bd)), valueStart: p.valueStart)
  }

  /// `between Wednesday and Friday next week`: a bare weekday at the start of a range lies in the
  /// week its end (a weekday placed by a week, at `k`) was placed in.
  func weekdayInEndWeek(_ wd: Int, _ b: Parsed, _ k: Int) -> TimeSpan? {
    guard lex(k).weekday != nil, b.weekday == nil, b.end > k + 1, let bd = b.span.startDay,
      b.span.endDay == bd + 1
    else { return nil }
    return .day(dayInWeek(wd, weekStart: CivilDate.weekStart(bd, firstWeekday: firstWeekday)))
  }

  /// `from 2pm till tomorrow 4:30pm`: a clock alone, then a joiner and an end with its day and
  /// clock; the start is today's.
  func clockToDatedEnd(_ i: Int, _ j: Int) -> Parsed? {
    guard let c = clockPhrase(j), c.end == nil, coreDate(j) == nil,
      Self.rangeJoiners.contains(w(c.endIndex)), let b = timedDate(c.endIndex + 1),
      b.span.grain == .hour || b.span.grain == .minute, let bs = b.span.start,
      let be = b.span.end
    else { return nil }
    let start = refDay * CivilDate.dayMinutes + c.start
    let end = context.rangeEnds == .throughLast ? be : bs
    guard start < end else { return nil }
    return Parsed(end: b.end, span: TimeSpan(start: start, end: end, grain: .span), valueStart: i)
  }

  /// `2015-03-28 17:00:00/2015-03-29 21:00:00`: two dated clock times joined by a glued `/`, from
  /// the first through the second.
  func isoInterval(_ p: Parsed) -> Parsed? {
    guard p.span.grain == .hour || p.span.grain == .minute, w(p.end) == "/", glued(p.end),
      digits(p.end + 1) == 4, glued(p.end + 1), let b = timedDate(p.end + 1),
      b.span.grain == .hour || b.span.grain == .minute, let s = p.span.start, let e = b.span.start,
      s < e
    else { return nil }
    let span = TimeSpan(start: s, end: e, grain: .span)
    return Parsed(end: b.end, span: span, valueStart: p.valueStart)
  }

  /// The clock a duration of minutes or hours moves (`15 minutes past 3pm`, `20 minutes before
  /// 5pm yesterday`): its minute (today's unless a day follows it) and its end.
  func clockAnchor(_ k: Int) -> (start: Minute, end: Int)? {
    guard let c = clockPhrase(k), c.end == nil, c.explicit, coreDate(k) == nil else { return nil }
    if let d = timedDate(k), d.end > c.endIndex, d.span.grain == .hour, let s = d.span.start {
      return (s, d.end)
    }
    return (refDay * CivilDate.dayMinutes + c.start, c.endIndex)
  }

  /// `the first Monday evening of next month`, `first Monday 1pm to 3pm of next month`: a time of
  /// day between the Nth weekday and its month.
  func nthWeekdayTimed(_ ordinal: Int, _ wd: Int, at k: Int, from i: Int) -> Parsed? {
    let r = context.reference
    let provisional = CivilDate.nthWeekday(ordinal, wd, year: r.year, month: r.month)
    let q = withTimeAfter(Parsed(end: k, span: .day(provisional), valueStart: i))
    guard q.end > k, w(q.end) == "of" || w(q.end) == "in" else { return nil }
    var t = q.end + 1
    if w(t) == "the" { t += 1 }
    guard let target = relativePeriod(t) ?? monthLed(t), target.span.grain == .month,
      let ts = target.span.startDay
    else { return nil }
    let c = CivilDate.civil(ts)
    let shift = (CivilDate.nthWeekday(ordinal, wd, year: c.year, month: c.month) - provisional)
    var p = q
    p.span.start = q.span.start.map { $0 + shift * CivilDate.dayMinutes }
    p.span.end = q.span.end.map { $0 + shift * CivilDate.dayMinutes }
    p.end = target.end
    return p
  }
}
