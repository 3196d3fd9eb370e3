/// Periods relative to now: `yesterday`, `last week`, `this summer`, `next Friday`, `3 days ago`,
/// `in 2 weeks`, `the last 3 months`, `within 5 years`, `earlier this year`.
extension TimeParser {
  /// Which way a relative word points.
  enum Relation { case this, last, next, coming, pastOne }

  /// `today`, `tomorrow`, `yesterday`, `now`, `the day after tomorrow`, `the day before yesterday`.
  func deictic(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    if j > i, w(j) == "other", w(j + 1) == "day" {
      // `the other day`: a few days ago — from a week before through the day before yesterday
      return Parsed(
        end: j + 2, span: .days(refDay - 7, refDay - 1, .span), valueStart: i, score: 0.6)
    }
    if w(j) == "day", w(j + 1) == "after" || w(j + 1) == "before" {
      let after = w(j + 1) == "after"
      if let d = deicticDay(j + 2), d.offset == (after ? 1 : -1) {
        return Parsed(end: d.end, span: .day(refDay + d.offset * 2), valueStart: i)
      }
      if w(j + 2) == "next", w(j + 3) == "week" || w(j + 3) == "month" { return nil }
      if j > i {
        // `the day after` / `the day before`: the next / previous day
        return Parsed(end: j + 2, span: .day(refDay + (after ? 1 : -1)), valueStart: i, score: 0.6)
      }
    }
    if w(j) == "right", w(j + 1) == "now" {
      return Parsed(end: j + 2, span: .day(refDay), valueStart: i)
    }
    guard j == i, let d = deicticDay(i) else { return nil }
    return Parsed(end: d.end, span: .day(refDay + d.offset), valueStart: i)
  }

  /// A one-word day relative to today: its offset in days.
  func deicticDay(_ i: Int) -> (offset: Int, end: Int)? {
    guard lex(i).flags & WordInfo.deicticStart != 0, let offset = TimeWords.deicticDays[f[i]] else {
      return nil
    }
    return (offset, i + 1)
  }

  /// The relation word at `i` (`last`, `next`, `this`, `coming` …), with its end.
  func relation(_ i: Int) -> (Relation, Int)? {
    let s = w(i)
    if s == "this" || s == "current" || s == "present" {
      if w(i + 1) == "past" { return (.pastOne, i + 2) }
      if w(i + 1) == "coming" || w(i + 1) == "upcoming" { return (.coming, i + 2) }
      return (.this, i + 1)
    }
    if s == "last" || s == "previous" || s == "prior" || s == "preceding" { return (.last, i + 1) }
    if s == "past" { return (.pastOne, i + 1) }
    if s == "next" || s == "following" { return (.next, i + 1) }
    if s == "coming" || s == "upcoming" { return (.coming, i + 1) }
    return nil
  }

  /// `this/last/next` + unit, weekday, month, season or holiday.
  func relativePeriod(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    guard let (rel, k) = relation(j) else { return nil }
    let s = w(k)
    // `next 5/12`, `this 5/12`, `next 6th of April`, `this friday 5/12`: a date without a year
    do {
      var dk = k
      if lex(k).weekday != nil { dk = k + 1 }
      // `next Monday 6-8`, `next Monday 1-3 pm`: hours, not a date
      if dk > k, isNum(dk), w(dk + 1) == "-", isNum(dk + 2), let a = num(dk), let b = num(dk + 2),
        a <= 12, b <= 12,
        !(w(dk + 3) == "-" || w(dk + 3) == "/")
      {
        dk = -1
      }
      if dk >= 0, let d = numericDate(dk) ?? dayLed(dk) ?? (dk > k ? monthLed(dk) : nil),
        let spec = d.spec,
        spec.year == nil,
        spec.month != nil, spec.day != nil
      {
        var s2 = spec
        if dk == k {
          s2.year = context.reference.year + (rel == .next ? 1 : (rel == .last ? -1 : 0))
        }
        if dk > k || rel == .this || rel == .next || rel == .last, let span = resolve(s2) {
          return Parsed(end: d.end, span: span, spec: s2, valueStart: i)
        }
      }
    }
    if let wd = lex(k).weekday {
      let today = CivilDate.weekday(refDay)
      let weekStart = CivilDate.weekStart(refDay, firstWeekday: firstWeekday)
      let off = (wd - firstWeekday + 7) % 7
      let day: Int
      switch rel {
      case .this where !past: day = weekdayByDirection(wd)
      case .this: day = weekStart + off
      case .next: day = weekStart + 7 + off
      case .last, .pastOne:
        var back = today - wd
        if back <= 0 { back += 7 }
        day = refDay - back
      case .coming:
        var fwd = wd - today
        if fwd <= 0 { fwd += 7 }
        day = refDay + fwd
      }
      return Parsed(end: k + 1, span: .day(day), valueStart: i)
    }
    if let (m, me) = monthWord(k),
      monthIsCued(k, end: me) || !TimeLexicon.ambiguousMonths.contains(f[k])
    {
      let y = context.reference.year
      let cur = context.reference.month
      let year: Int
      switch rel {
      case .this: year = y
      case .last, .pastOne: year = m < cur ? y : y - 1
      case .next, .coming: year = m > cur ? y : y + 1
      }
      return Parsed(
        end: me, span: monthSpan(year, m), spec: DateSpec(year: year, month: m), valueStart: i)
    }
    if let season = lex(k).season {
      let span: TimeSpan
      switch rel {
      case .this:
        let current = seasonByDirection(season)
        let y = context.reference.year
        let ref = refDay * CivilDate.dayMinutes
        span = current.start! <= ref && ref < current.end! ? current : seasonSpan(season, year: y)
      case .last, .pastOne: span = seasonByDirection(season, ended: true)
      case .next, .coming:
        let ref = refDay * CivilDate.dayMinutes
        var c = seasonSpan(season, year: context.reference.year - 1)
        var yy = context.reference.year - 1
        while c.start! <= ref {
          yy += 1
          c = seasonSpan(season, year: yy)
        }
        span = c
      }
      return Parsed(end: k + 1, span: span, valueStart: i)
    }
    if let h = holiday(k) {
      let span: TimeSpan?
      switch rel {
      case .this:
        // looking forward, `this MLK day` is the next that has not ended (decision 9.37)
        span = past ? holidayInYear(h.rule, context.reference.year) : holidayOccurrence(h.rule)
      case .last, .pastOne: span = holidayOccurrence(h.rule, ended: true)
      case .next, .coming: span = holidayOccurrence(h.rule, upcoming: true)
      }
      // `last monsoon`, `this half term`: a period with no date under the locale keeps its
      // relation in one value, with no interval (decision 27).
      guard let span else { return isUndated(h.rule) ? vagueMatch(i, h.end) : nil }
      return Parsed(end: h.end, span: span, valueStart: i)
    }
    var unitEnd = k + 1
    var unit = lex(k).unit
    if s == "working" || s == "work" || s == "business", w(k + 1) == "week" {
      unit = .workweek
      unitEnd = k + 2
    }
    if s == "calendar", w(k + 1) == "year" {
      unit = .year
      unitEnd = k + 2
    }
    guard let unit else { return nil }
    if s.hasSuffix("s"), unit != .weekend || s == "weekends" { return nil }
    // Decision 28: `last | past fortnight` is the last 2 weeks (decision 17), through today.
    if unit == .fortnight, rel == .last || rel == .pastOne {
      return Parsed(end: unitEnd, span: .days(refDay - 14, refDay + 1, .span), valueStart: i)
    }
    // `the past week | month | year`, looking back: `past N units` with N = 1 (decision 17),
    // from the reference date minus one unit through today, as `the past fortnight` is.
    if rel == .pastOne, past, unit == .week || unit == .month || unit == .year {
      let today = refDay * CivilDate.dayMinutes
      return Parsed(
        end: unitEnd,
        span: TimeSpan(
          start: apply([(unit, 1)], to: today, sign: -1), end: today + CivilDate.dayMinutes,
          grain: .span),
        valueStart: i)
    }
    var shift: Int
    switch rel {
    case .this: shift = 0
    case .last, .pastOne: shift = -1
    case .next, .coming: shift = 1
    }
    // `the coming weekend`: the next that has not begun, as `coming Friday` is the next Friday
    // (decision 9.29); `next weekend` stays next week's
    if rel == .coming, unit == .weekend, CivilDate.weekday(refDay) < 6 { shift = 0 }
    guard let span = unitPeriod(unit, shift: shift) else { return nil }
    // `next week Mon`, `last week Sunday`, `next week on Friday`
    var e = unitEnd
    if unit == .week {
      var x = e
      if w(x) == "on" || w(x) == "-" || w(x) == "'s" || w(x) == "'" { x += 1 }
      if let wd = lex(x).weekday {
        let off = (wd - firstWeekday + 7) % 7
        let day = span.startDay! + off
        e = x + 1
        return Parsed(end: e, span: .day(day), valueStart: i)
      }
    }
    return Parsed(end: e, span: span, valueStart: i)
  }

  /// The calendar unit containing today, shifted by `shift` units.
  func unitPeriod(_ unit: TimeUnit, shift: Int) -> TimeSpan? {
    let r = context.reference
    switch unit {
    case .day: return .day(refDay + shift)
    case .week:
      let s = CivilDate.weekStart(refDay, firstWeekday: firstWeekday) + 7 * shift
      return .days(s, s + 7, .week)
    case .workweek:
      let s = CivilDate.weekStart(refDay, firstWeekday: 1) + 7 * shift
      return .days(s, s + 5, .week)
    case .fortnight:
      let s = CivilDate.weekStart(refDay, firstWeekday: firstWeekday) + 14 * shift
      return .days(s, s + 14, .span)
    case .weekend:
      var span = weekendSpan(containing: refDay)
      if shift < 0, span.startDay! + 2 > refDay {
        span = weekendSpan(containing: refDay - 7)
      } else if shift > 0 {
        span = weekendSpan(containing: refDay + 7)
      }
      return span
    case .month: return monthSpan(r.year, r.month + shift)
    case .quarter:
      let q = (r.month - 1) / 3 + shift
      let s = CivilDate.days(r.year, q * 3 + 1, 1)
      return .days(s, CivilDate.days(r.year, q * 3 + 4, 1), .quarter)
    case .year: return yearSpan(r.year + shift)
    case .decade:
      let d = floorDiv(r.year, 10) * 10 + 10 * shift
      return .days(CivilDate.days(d, 1, 1), CivilDate.days(d + 10, 1, 1), .decade)
    case .century:
      let c = floorDiv(r.year, 100) * 100 + 100 * shift
      return .days(CivilDate.days(c, 1, 1), CivilDate.days(c + 100, 1, 1), .century)
    case .hour:
      let h = floorDiv(refMinute, 60) * 60 + 60 * shift
      return TimeSpan(start: h, end: h + 60, grain: .hour)
    case .minute, .second:
      return TimeSpan(start: refMinute, end: refMinute + 1, grain: .minute)
    case .season:
      return nil
    }
  }

  /// Moves `minute` by `count` units (months and years by the calendar).
  func shifted(_ minute: Minute, _ unit: TimeUnit, _ count: Int) -> Minute {
    let day = floorDiv(minute, CivilDate.dayMinutes)
    let rest = minute - day * CivilDate.dayMinutes
    switch unit {
    case .second: return minute + (count >= 60 || count <= -60 ? count / 60 : 0)
    case .minute: return minute + count
    case .hour: return minute + 60 * count
    case .day: return minute + CivilDate.dayMinutes * count
    case .week, .workweek: return minute + CivilDate.dayMinutes * 7 * count
    case .fortnight: return minute + CivilDate.dayMinutes * 14 * count
    case .weekend: return minute + CivilDate.dayMinutes * 7 * count
    case .month: return CivilDate.addMonths(day, count) * CivilDate.dayMinutes + rest
    case .quarter: return CivilDate.addMonths(day, 3 * count) * CivilDate.dayMinutes + rest
    case .season: return CivilDate.addMonths(day, 12 * count) * CivilDate.dayMinutes + rest
    case .year: return CivilDate.addMonths(day, 12 * count) * CivilDate.dayMinutes + rest
    case .decade: return CivilDate.addMonths(day, 120 * count) * CivilDate.dayMinutes + rest
    case .century: return CivilDate.addMonths(day, 1200 * count) * CivilDate.dayMinutes + rest
    }
  }

}
