/// Ranges, lists and open-ended periods: `between 2015 and 2018`, `from May to July 2020`,
/// `2017-2019`, `Nov 18-Dec 19, 2015`, `since March`, `before 2010`, `after Christmas`,
/// `2012 or after`, `till date`.
extension TimeParser {
  /// The span from `a` to `b`: through the end of `b` (inclusive reading, the default) or up to the
  /// start of `b` (Recognizers-Text's reading), as the context says.
  func rangeSpan(_ a: TimeSpan, _ b: TimeSpan) -> TimeSpan {
    let end = context.rangeEnds == .throughLast ? (b.end ?? b.start) : (b.start ?? b.end)
    return TimeSpan(start: a.start, end: end, grain: .span)
  }

  /// A range endpoint: a date, `now`, a bare day number, or a point inside a period
  /// (`the end of 2008` = its end, `the start of 2008` = its start, `the middle of March`).
  func endpoint(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    let s = w(j)
    if (s == "end" || s == "start" || s == "beginning" || s == "middle") && w(j + 1) == "of" {
      var k = j + 2
      if w(k) == "the" { k += 1 }
      guard let t = periodTarget(k), let ts = t.span.start, let te = t.span.end else { return nil }
      let point: Minute
      switch s {
      case "end": point = te
      case "middle":
        if t.span.grain == .month {
          point = ts + 15 * CivilDate.dayMinutes
        } else {
          point = floorDiv(ts + (te - ts) / 2, CivilDate.dayMinutes) * CivilDate.dayMinutes
        }
      default: point = ts
      }
      return Parsed(
        end: t.end, span: TimeSpan(start: point, end: point, grain: .span), valueStart: i)
    }
    if s == "now" { return Parsed(end: j + 1, span: .day(refDay), valueStart: i) }
    if let p = timedDate(i) ?? (j > i ? timedDate(j) : nil) { return p }
    if let t = timeOfDayOnly(i), t.span.hasBounds { return t }
    return nil
  }

  /// Completes the ends of a range from each other: `May to July 2020` (the year), `9 to 12 of June`
  /// (the month), `Nov-Feb 2017` (the year before), `from 10/25 to 01/25` (the end after the start),
  /// `from next monday to friday` (the weekday after the start).
  func completed(_ a: Parsed, _ b: Parsed) -> (TimeSpan, TimeSpan)? {
    var aSpan = a.span
    var bSpan = b.span
    var sa = a.spec
    if var s = sa, let sb = b.spec {
      var changed = false
      if s.month == nil, let ad = s.day, let bm = sb.month {
        // `from the 27th to the 3rd of April`: a start day after the end's is in the month before
        // (decision 9.40); it was the end's month, with the end a year on
        let prior = bm == 1 ? 12 : bm - 1
        let before = sb.day.map { ad > $0 } == true && CivilDate.isValid(2000, prior, ad)
        s.month = before ? prior : bm
        s.year = sb.year.map { before && bm == 1 ? $0 - 1 : $0 }
        changed = true
      }
      if s.year == nil, let by = sb.year, let am = s.month {
        let later = am > (sb.month ?? 12) || (am == sb.month && (s.day ?? 0) > (sb.day ?? 31))
        s.year = later ? by - 1 : by
        changed = true
      }
      if changed {
        guard let r = resolve(s) else { return nil }
        aSpan = r
      }
      sa = s
    }
    guard let aStart = aSpan.start else { return nil }
    let aDay = floorDiv(aStart, CivilDate.dayMinutes)
    let ac = CivilDate.civil(aDay)
    if var sb = b.spec, sb.year == nil {
      if sb.month == nil, let d = sb.day {
        // `from april the ninth till the seventeenth`: the same month, or the next
        sb.month = ac.month
        sb.year = ac.year
        if d < ac.day {
          sb.month = ac.month + 1
          if sb.month! > 12 {
            sb.month = 1
            sb.year = ac.year + 1
          }
        }
      } else if let bm = sb.month {
        sb.year = ac.year
        if bm < ac.month || (bm == ac.month && (sb.day ?? 31) < (sa?.day ?? 1)) {
          sb.year = ac.year + 1
        }
        if b.spec?.day == nil, sa?.day == nil, bm == ac.month, aSpan.grain == .month {
          sb.year = ac.year + 1
        }
      }
      if let r = resolve(sb) { bSpan = r }
    } else if let wd = b.weekday {
      // the first such weekday on or after the start
      var fwd = wd - CivilDate.weekday(aDay)
      if fwd < 0 { fwd += 7 }
      bSpan = .day(aDay + fwd)
    } else if lex(b.end - 1).weekday != nil, let bs = bSpan.startDay, bs < aDay, aDay - bs < 7 {
      // `this Friday to this Monday`: an end named by its weekday is the next one after the start
      bSpan = .day(bs + 7)
    }
    return (aSpan, bSpan)
  }

  /// Words joining the two ends of a range.
  static let rangeJoiners = WordSet(TimeWords.rangeJoiners)

  /// `between A and B`, `from A to B`, `from A - B`, `from 4-23 in next month`, `between 3 and 12 of Sept`.
  func explicitRange(_ i: Int) -> Parsed? {
    let s = w(i)
    guard TimeWords.rangeStarts.contains(s) else { return nil }
    var j = i + 1
    if w(j) == "the", isNum(j + 1) { j += 1 }
    // day numbers: 4-23 in next month, 3 and 12 of Sept, 9 to 12 of June
    if let dr = dayNumberRange(j) {
      return Parsed(end: dr.end, span: dr.span, valueStart: i)
    }
    if let r = clockToDatedEnd(i, j) { return r }
    guard let a = endpoint(j) ?? dayOnlyEndpoint(j) else { return nil }
    // a range inside one run (`from 2014-2018`, `from 10/1/2018 - 10/7/2018`) is already whole
    if a.span.grain == .span, a.spec == nil, s == "from" || s == "between", isNum(j),
      !Self.rangeJoiners.contains(w(a.end)),
      let st = a.span.start, let en = a.span.end, st < en
    {
      return Parsed(end: a.end, span: a.span, valueStart: i)
    }
    let joiner = w(a.end)
    guard Self.rangeJoiners.contains(joiner),
      (s == "between") == (joiner == "and") || (s == "between" && joiner != "and" && joiner != "to")
        || (s == "from" && joiner != "and")
    else {
      return nil
    }
    var k = a.end + 1
    if joiner == "to", w(k) == "date" {
      return Parsed(
        end: k + 1,
        span: TimeSpan(start: a.span.start, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    if w(k) == "current", w(k + 1) == "date" { k += 1 }
    if w(k) == "date" {
      return Parsed(
        end: k + 1,
        span: TimeSpan(start: a.span.start, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    guard let b = endpoint(k) ?? bareDayEndpoint(k, after: a) else { return nil }
    var aa = a
    if a.isBareDay || a.spec?.month == nil, a.spec?.day != nil { aa.span = a.span }
    if let wa = a.weekday, let q = weekdayInEndWeek(wa, b, k) { aa.span = q }
    if let q = holidayInEndYear(j, a, b) { aa.span = q }
    guard let (sa, sb) = completed(aa, b) else { return nil }
    var span = rangeSpan(sa, sb)
    if sb.start == sb.end { span.end = sb.start }
    if sa.start == sa.end { span.start = sa.start }
    guard let st = span.start, let en = span.end, st <= en else { return nil }
    return Parsed(end: b.end, span: span, valueStart: i)
  }

  /// A start that is a holiday alone, taken in the end's year, or the year before when it would
  /// fall after the end: `between Canada Day and Labour Day 2019` is July to September 2019, and
  /// `between Christmas and New Year` the Christmas just before that New Year.
  func holidayInEndYear(_ j: Int, _ a: Parsed, _ b: Parsed) -> TimeSpan? {
    guard let h = holiday(w(j) == "the" ? j + 1 : j), h.end == a.end, let bStart = b.span.start
    else { return nil }
    let year = CivilDate.civil(floorDiv(bStart, CivilDate.dayMinutes)).year
    if let same = holidayInYear(h.rule, year), let start = same.start, start <= bStart {
      return same
    }
    return holidayInYear(h.rule, year - 1)
  }

  /// `November between 19 and 20`, `Feb between 2-7 two thousand and eighteen`.
  func monthThenDayRange(_ i: Int) -> Parsed? {
    guard let (m, me) = monthWord(i), w(me) == "between" || w(me) == "from" else { return nil }
    guard let a = dayOfMonth(me + 1), TimeWords.dayRangeJoiners.contains(w(a.end)),
      let b = dayOfMonth(a.end + 1)
    else { return nil }
    var spec = DateSpec(month: m, day: a.day)
    var end = b.end
    if let y = yearNumber(b.end) {
      spec.year = y.year
      end = y.end
    }
    guard let sa = resolve(spec), let ad = sa.startDay else { return nil }
    let c = CivilDate.civil(ad)
    guard CivilDate.isValid(c.year, m, b.day), b.day >= a.day else { return nil }
    return Parsed(
      end: end, span: rangeSpan(sa, .day(CivilDate.days(c.year, m, b.day))), valueStart: i)
  }

  /// A bare day as the second end of a range whose first end has a month (`april 9th through 17th`,
  /// `from april the ninth till the seventeenth`).
  func bareDayEndpoint(_ k: Int, after a: Parsed) -> Parsed? {
    guard a.spec?.month != nil, a.spec?.day != nil else { return nil }
    var j = k
    if w(j) == "the" { j += 1 }
    guard let d = dayOfMonth(j), !(isNum(j) && digits(j) > 2), d.ordinal || j > k || isNum(j) else {
      return nil
    }
    var p = Parsed(end: d.end, span: .day(refDay), spec: DateSpec(day: d.day), valueStart: k)
    p.isBareDay = true
    return p
  }

  /// A bare day number as the first end of a range (`between 3 and 12 of Sept`).
  func dayOnlyEndpoint(_ i: Int) -> Parsed? {
    guard let d = dayOfMonth(i), !(isNum(i) && digits(i) > 2) else { return nil }
    var p = Parsed(end: d.end, span: .day(refDay), spec: DateSpec(day: d.day), valueStart: i)
    p.isBareDay = true
    return p
  }

  /// `4-23 in next month`, `3 and 12 of Sept`, `9 to 12 of June`, `November 18-19` (after a month).
  func dayNumberRange(_ j: Int) -> (span: TimeSpan, end: Int)? {
    guard let a = dayOfMonth(j), !(isNum(j) && digits(j) > 2) else { return nil }
    let joiner = w(a.end)
    guard
      joiner == "-" || joiner == "to" || joiner == "and" || joiner == "till" || joiner == "until"
        || joiner == "through"
    else { return nil }
    guard let b = dayOfMonth(a.end + 1), !(isNum(a.end + 1) && digits(a.end + 1) > 2) else {
      return nil
    }
    var k = b.end
    if w(k) == "of" || w(k) == "in" { k += 1 }
    if w(k) == "the" { k += 1 }
    // after two ordinal days a month word is the month even when it is also a verb
    // (`eighth - eleventh May`; `2 to 3 may come` stays a count)
    let bareMonth =
      a.ordinal || b.ordinal
      ? monthWord(k).flatMap { mw in
        resolve(DateSpec(month: mw.month)).map { Parsed(end: mw.end, span: $0, valueStart: k) }
      } : nil
    guard let m = relativePeriod(k) ?? monthLed(k) ?? bareMonth, m.span.grain == .month,
      let ms = m.span.startDay
    else { return nil }
    let c = CivilDate.civil(ms)
    guard CivilDate.isValid(c.year, c.month, a.day), CivilDate.isValid(c.year, c.month, b.day),
      a.day <= b.day
    else { return nil }
    let sa = TimeSpan.day(ms + a.day - 1)
    let sb = TimeSpan.day(ms + b.day - 1)
    return (rangeSpan(sa, sb), m.end)
  }

  /// `A to B`, `A - B`, `A through B` after a parsed `A` (no `from`); `November 18-19`.
  func implicitRange(_ a: Parsed) -> Parsed? {
    let joiner = w(a.end)
    guard Self.rangeJoiners.contains(joiner), joiner != "and", joiner != "into" else { return nil }
    guard a.span.grain != .timeOfDay, !a.isClock else { return nil }
    var k = a.end + 1
    // November 18-19
    if let spec = a.spec, let m = spec.month, spec.day != nil, joiner == "-", let d = dayOfMonth(k),
      isNum(k) || lex(k).ordinal != nil,
      monthWord(k) == nil, w(d.end) != "/", w(d.end) != ":", lex(d.end).month == nil,
      !(w(d.end) == "-" && glued(d.end)),
      !(w(d.end) == "." && glued(d.end) && isNum(d.end + 1)),
      !(w(d.end) == "of" && lex(d.end + 1).month != nil)
    {
      var s2 = spec
      s2.day = d.day
      var kk = d.end
      if s2.year == nil || !a.yearWritten {
        // `Nov 18-19, 2015`; `Thu Oct 26 - 28, 11:00:09 2023` (a clock between the days and the
        // year, which replaces the year the weekday implied)
        var yk = kk
        if w(yk) == "," { yk += 1 }
        if let c = clock(yk), c.explicit, yearNumber(c.end) != nil { yk = c.end }
        if yk > kk, let y = yearNumber(yk) {
          s2.year = y.year
          kk = y.end
        }
      }
      var s1 = spec
      if s1.year == nil || !a.yearWritten, let y = s2.year { s1.year = y }
      guard let sa = resolve(s1),
        let sb = resolve(
          DateSpec(year: s1.year ?? CivilDate.civil(sa.startDay!).year, month: m, day: d.day)),
        sa.start! <= sb.start!
      else {
        return nil
      }
      return Parsed(end: kk, span: rangeSpan(sa, sb), valueStart: a.valueStart)
    }
    if w(k) == "date" {
      return Parsed(
        end: k + 1,
        span: TimeSpan(start: a.span.start, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: a.valueStart)
    }
    guard let b = endpoint(k) ?? bareDayEndpoint(k, after: a) else { return nil }
    if a.span.grain == .year, b.span.grain == .day, a.spec?.year != nil, b.spec?.year == nil,
      joiner == "-"
    {
      return nil
    }
    guard let (sa, sb) = completed(a, b) else { return nil }
    var span = rangeSpan(sa, sb)
    if sb.start == sb.end { span.end = sb.start }
    guard let st = span.start, let en = span.end, st < en else { return nil }
    k = b.end
    return Parsed(end: k, span: span, valueStart: a.valueStart)
  }

}
