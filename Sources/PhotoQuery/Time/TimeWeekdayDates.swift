/// Dates led by a weekday or a bare day: `Friday`, `Friday the 22nd`, `Tue May 9`, `the 21st`,
/// `Dec31`.
extension TimeParser {
  /// A weekday, with the date that may follow it: `Friday`, `Friday the 22nd`, `Monday 21`,
  /// `Tuesday March 7`, `Friday 7/6`, `Tue May 9`.
  func weekdayLed(_ i: Int) -> Parsed? {
    guard i < n, let wd = lex(i).weekday else { return nil }
    var j = i + 1
    if w(j) == "." && glued(j) { j += 1 }
    var k = j
    if w(k) == "," { k += 1 }
    // `Friday 7.6`: a dotted month.day after a weekday
    if isNum(k), w(k + 1) == ".", glued(k + 1), isNum(k + 2), glued(k + 2), let a = num(k),
      let b = num(k + 2),
      digits(k + 2) <= 2,
      let span = resolve(DateSpec(month: a, day: b)) ?? resolve(DateSpec(month: b, day: a)),
      !(w(k + 3) == "." && isNum(k + 4))
    {
      return Parsed(end: k + 3, span: span, spec: DateSpec(month: a, day: b), valueStart: i)
    }
    // `Monday 3-8`, `Monday 12-4`: hours running forward on the clock; otherwise the month-day
    // when it falls on that weekday (`Friday 7-6`), else hours (decision 9.35)
    var hoursFollow = false
    if isNum(k), w(k + 1) == "-", isNum(k + 2), let a = num(k), let b = num(k + 2), a <= 12,
      b <= 12,
      digits(k + 2) <= 2, !(w(k + 3) == "-" || w(k + 3) == "/")
    {
      if !(a < b || a == 12), let d = resolve(DateSpec(month: a, day: b)),
        CivilDate.weekday(d.startDay!) == wd
      {
        return Parsed(end: k + 3, span: d, spec: DateSpec(month: a, day: b), valueStart: i)
      }
      hoursFollow = true
    }
    // `monday 7 to 9am`, `Tuesday 10 till 11`: a clock range, not a day of the month
    if !hoursFollow, isNum(k), TimeWords.clockRangeWords.contains(w(k + 1)), let r = clockRange(k),
      r.endIndex > k + 2
    {
      hoursFollow = true
    }
    if !hoursFollow, let date = numericDate(k) ?? monthLed(k) ?? dayLed(k) ?? gluedMonthDay(k),
      date.spec?.day != nil || date.spec == nil
    {
      if w(k) != "the" || date.spec != nil {
        if let spec = date.spec, spec.year == nil, let m = spec.month, let d = spec.day,
          let ds = date.span.startDay,
          CivilDate.weekday(ds) != wd
        {
          // `Fri, Jul 18`: the nearest year in which that day is that weekday; looking back only
          // this year's, else the most recent date as with no weekday (decision 9.35)
          let y0 = context.reference.year
          for delta in past ? [0] : [0, 1, -1] where CivilDate.isValid(y0 + delta, m, d) {
            let day = CivilDate.days(y0 + delta, m, d)
            if CivilDate.weekday(day) == wd {
              var p = Parsed(
                end: date.end, span: .day(day), spec: DateSpec(year: y0 + delta, month: m, day: d),
                valueStart: i)
              p.yearWritten = false
              return p
            }
          }
        }
        return Parsed(end: date.end, span: date.span, spec: date.spec, valueStart: i)
      }
    }
    var k2 = k
    if w(k2) == "the" { k2 += 1 }
    if !hoursFollow, let d = dayOfMonth(k2), !(isNum(k2) && digits(k2) > 2), w(d.end) != ":",
      !isUnitAfter(d.end),
      !TimeWords.clockMarks.contains(w(d.end)), k2 > k || isNum(k2) || d.ordinal
    {
      if let day = dayWithWeekday(d.day, wd, aheadThisMonth: k2 > k) {
        return Parsed(end: d.end, span: .day(day), valueStart: i)
      }
    }
    if TimeLexicon.ambiguousWeekdays.contains(f[i]), !tokens[i].isCapitalized,
      !(i > 0 && TimeWords.weekdayCueWords.contains(f[i - 1])),
      !(n <= 2 && (n == 1 || w(i + 1) == "."))
    {
      return nil
    }
    // `friday after next`
    if w(j) == "after", w(j + 1) == "next" {
      var fwd = wd - CivilDate.weekday(refDay)
      if fwd <= 0 { fwd += 7 }
      return Parsed(end: j + 2, span: .day(refDay + fwd + 7), valueStart: i)
    }
    // `sunday from last week`, `sunday of next week`
    if w(j) == "from" || w(j) == "of" || w(j) == "in",
      let (rel, re) = relation(w(j + 1) == "the" ? j + 2 : j + 1), w(re) == "week"
    {
      let base = CivilDate.weekStart(refDay, firstWeekday: firstWeekday)
      let shift = rel == .next || rel == .coming ? 7 : (rel == .this ? 0 : -7)
      let off = (wd - firstWeekday + 7) % 7
      return Parsed(end: re + 1, span: .day(base + shift + off), valueStart: i)
    }
    // Tuesday of next week / next week Tuesday handled by relative rules; plain weekday here
    var e = j
    if w(e) == "of" || w(e) == "next" || w(e) == "last" || w(e) == "this" || w(e) == "previous" {
      var x = e
      if w(x) == "of" { x += 1 }
      let rel = w(x)
      if rel == "next" || rel == "last" || rel == "this" || rel == "previous", w(x + 1) == "week" {
        let base = CivilDate.weekStart(refDay, firstWeekday: firstWeekday)
        let shift = rel == "next" ? 7 : (rel == "this" ? 0 : -7)
        let off = (wd - firstWeekday + 7) % 7
        e = x + 2
        return Parsed(end: e, span: .day(base + shift + off), valueStart: i)
      }
    }
    var p = Parsed(end: j, span: .day(weekdayByDirection(wd)), valueStart: i, score: 0.85)
    p.weekday = wd
    return p
  }

  /// A bare weekday with a time of day (`timed`: the weekday `day` with its clock or part of the
  /// day), looking back, is the most recent such time that has started, as a bare weekday is
  /// (contract rule 12; decision 9.39): typed on a Monday at 10:00, `Monday at noon`, `Monday
  /// 8-9pm`, `Monday evening` and `Monday after 6pm` are last Monday's, `Monday at 9am` and
  /// `Monday morning` today's. Looking forward, and for a weekday placed otherwise (`this Monday`,
  /// `Monday the 27th`), the day stays.
  func weekdayTimeStarted(_ day: Parsed, _ timed: Parsed) -> Parsed {
    guard past, day.weekday != nil, timed.span.grain != .day, let s = timed.span.start,
      s > refMinute
    else { return timed }
    let week = 7 * CivilDate.dayMinutes
    var q = timed
    q.span.start = s - week
    q.span.end = timed.span.end.map { $0 - week }
    return q
  }

  /// The day-of-month `d` that falls on weekday `wd`: this month's if it does (`Monday the 27th`
  /// is this month's 27th when that is a Monday, as Recognizers-Text reads it), else the nearest
  /// month before (past) or after (future) where it does (decision 9.22). Without `the`
  /// (`aheadThisMonth` false: `Sat 14th`, `friday 23`) looking back skips a day still to come.
  func dayWithWeekday(_ d: Int, _ wd: Int, aheadThisMonth: Bool = true) -> Int? {
    let r = context.reference
    var y = r.year
    var m = r.month
    for _ in 0..<28 {
      if CivilDate.isValid(y, m, d) {
        let day = CivilDate.days(y, m, d)
        if CivilDate.weekday(day) == wd, aheadThisMonth || !past || day <= refDay { return day }
      }
      if past {
        m -= 1
        if m == 0 {
          m = 12
          y -= 1
        }
      } else {
        m += 1
        if m == 13 {
          m = 1
          y += 1
        }
      }
    }
    return nil
  }

  /// The day `month`/`day` in the year nearest the reference in which it falls on ISO `weekday`.
  func nearestYear(_ month: Int, _ day: Int, _ weekday: Int) -> Int? {
    let y0 = context.reference.year
    for delta in [0, 1, -1]
    where CivilDate.isValid(y0 + delta, month, day) {
      let d = CivilDate.days(y0 + delta, month, day)
      if CivilDate.weekday(d) == weekday { return d }
    }
    return nil
  }

  /// `the 27th`, `the 21st`, `the second`: a day of the month alone.
  func bareDayOfMonth(_ i: Int) -> Parsed? {
    // `on the 21st`, `on 21st`; `on 15` only at the end of a sentence (decision 9.37)
    if i > 0, f[i - 1] == "on", let d = dayOfMonth(i),
      d.ordinal || (isNum(i) && digits(i) <= 2 && (d.end >= n || isPunct(d.end))),
      !isUnitAfter(d.end),
      let span = resolve(DateSpec(day: d.day))
    {
      var p = Parsed(end: d.end, span: span, spec: DateSpec(day: d.day), valueStart: i, score: 0.7)
      p.isBareDay = true
      return p
    }
    guard w(i) == "the", let d = dayOfMonth(i + 1) else { return nil }
    if isNum(i + 1), digits(i + 1) > 2 { return nil }
    if let m = relativePeriod(d.end), m.span.grain == .month, let ms = m.span.startDay {
      // `the 21st this month`, `the 5th of next month`: that day of that month
      let c = CivilDate.civil(ms)
      guard CivilDate.isValid(c.year, c.month, d.day) else { return nil }
      return Parsed(
        end: m.end, span: .day(ms + d.day - 1),
        spec: DateSpec(year: c.year, month: c.month, day: d.day), valueStart: i)
    }
    let next = w(d.end)
    let okNext = TimeWords.afterTheDay
    guard okNext.contains(next) else { return nil }
    if !d.ordinal, !isNum(i + 1), lex(i + 1).cardinal ?? 0 < 20 { return nil }
    guard let span = resolve(DateSpec(day: d.day)) else { return nil }
    var p = Parsed(end: d.end, span: span, spec: DateSpec(day: d.day), valueStart: i, score: 0.7)
    p.isBareDay = true
    return p
  }

  /// A glued alphanumeric date token: `Dec31`, `mar4`, `October2`.
  func gluedMonthDay(_ i: Int) -> Parsed? {
    guard i < n, tokens[i].kind == .alphanumeric else { return nil }
    let s = f[i]
    guard let firstDigit = s.firstIndex(where: { $0.isNumber }) else { return nil }
    let letters = String(s[..<firstDigit].filter { !$0.isNumber })
    let rest = String(s[firstDigit...])
    if letters.isEmpty {
      // 14april
      guard let lastDigit = s.lastIndex(where: { $0.isNumber }) else { return nil }
      let dpart = String(s[...lastDigit])
      let mpart = String(s[s.index(after: lastDigit)...])
      guard let m = TimeLexicon.months[mpart], let d = Int(dpart), dpart.count <= 2 else {
        return nil
      }
      var spec = DateSpec(month: m, day: d)
      var e = i + 1
      if let y = yearNumber(e) {
        spec.year = y.year
        e = y.end
      }
      guard let span = resolve(spec) else { return nil }
      return Parsed(end: e, span: span, spec: spec, valueStart: i)
    }
    guard let m = TimeLexicon.months[letters], let d = Int(rest), rest.count <= 2 else {
      return nil
    }
    var spec = DateSpec(month: m, day: d)
    var e = i + 1
    var k = e
    if w(k) == "," { k += 1 }
    if let y = yearNumber(k) {
      spec.year = y.year
      e = y.end
    }
    guard let span = resolve(spec) else { return nil }
    return Parsed(end: e, span: span, spec: spec, valueStart: i)
  }
}
