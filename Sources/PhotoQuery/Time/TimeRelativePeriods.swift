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
      case .this: span = holidayInYear(h.rule, context.reference.year)
      case .last, .pastOne: span = holidayOccurrence(h.rule, ended: true)
      case .next, .coming: span = holidayOccurrence(h.rule, upcoming: true)
      }
      guard let span else { return nil }
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
    let shift: Int
    switch rel {
    case .this: shift = 0
    case .last, .pastOne: shift = -1
    case .next, .coming: shift = 1
    }
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

  /// A duration: `3 days`, `two weeks`, `a month`, `1 month and 21 days`, `2 years 1 month 21 days`.
  /// Returns the parts, the end and whether the count is vague.
  func duration(_ i: Int, stopBeforeAgo: Bool = false) -> (
    parts: [(TimeUnit, Int)], end: Int, vague: Bool
  )? {
    var parts: [(TimeUnit, Int)] = []
    var k = i
    var vague = false
    if let run = compactDurationRun(k) {
      // `15min`, `2h`, `3d`, `1d 21 h 25m`: glued parts
      return (run.parts, run.end, false)
    }
    while true {
      guard let c = count(k) else { break }
      var u = c.end
      if w(u) == "-" { u += 1 }
      guard let unit = lex(u).unit else { break }
      if w(u) == "second", c.value == 2, !isNum(k) { break }
      parts.append((unit, c.value))
      vague = vague || c.vague
      k = u + 1
      var next = k
      if w(next) == "," { next += 1 }
      if w(next) == "and" { next += 1 }
      if let c = count(next), lex(c.end).unit != nil {
        if stopBeforeAgo {
          var probe = c.end + 1
          while let c2 = count(w(probe) == "and" ? probe + 1 : probe), lex(c2.end).unit != nil {
            probe = c2.end + 1
          }
          if w(probe) == "ago" { break }
        }
        k = next
        continue
      }
      break
    }
    if parts.isEmpty {
      // `few months ago` without a count word
      if lex(i).unit != nil, w(i).hasSuffix("s") {
        return nil
      }
      return nil
    }
    return (parts, k, vague)
  }

  /// Applies a duration to a minute, forwards (`sign` 1) or backwards (-1).
  func apply(_ parts: [(TimeUnit, Int)], to minute: Minute, sign: Int) -> Minute {
    var m = minute
    for (u, c) in parts { m = shifted(m, u, sign * c) }
    return m
  }

  /// The span of the point a duration lands on: a day for day-or-coarser units, else the moment.
  func landing(_ parts: [(TimeUnit, Int)], from base: Minute, sign: Int) -> TimeSpan {
    let m = apply(parts, to: base, sign: sign)
    let finest = parts.last!.0
    switch finest {
    case .hour, .minute, .second:
      return TimeSpan(start: m, end: m + 1, grain: .minute)
    default:
      let d = floorDiv(m, CivilDate.dayMinutes)
      return .day(d)
    }
  }

  /// `3 days ago`, `in 2 weeks`, `2 weeks from tomorrow`, `3 days after January 12th`,
  /// `two weeks from now`, `a fortnight later`, `5 years ago`; vague counts give `.vague`.
  func durationRelative(_ i: Int) -> Parsed? {
    var j = i
    var inForm = false
    if w(j) == "after", let d = duration(j + 1), !d.vague, lex(d.end).unit == nil, w(d.end) != "ago"
    {
      // `after 5 days`: from then on
      let t = landing(d.parts, from: refMinute, sign: 1)
      return Parsed(
        end: d.end, span: TimeSpan(start: t.start, end: nil, grain: .span), valueStart: i)
    }
    if w(j) == "in" || w(j) == "within" || w(j) == "after" {
      inForm = w(j) == "in"
      if w(j) != "in" { return nil }
      j += 1
    }
    if inForm, let m = shortDuration(j) {
      let t = refMinute + m.minutes
      return Parsed(end: m.end, span: TimeSpan(start: t, end: t + 1, grain: .minute), valueStart: i)
    }
    guard let d = duration(j) else { return nil }
    var k = d.end
    let word = w(k)
    let clockOnly = d.parts.allSatisfy { $0.0 == .hour || $0.0 == .minute || $0.0 == .second }
    if inForm, clockOnly {
      // `in a few minutes`: close enough to place on the clock
      if word == "time" { k += 1 }
      return Parsed(end: k, span: landing(d.parts, from: refMinute, sign: 1), valueStart: i)
    }
    if inForm {
      if word == "time" { k += 1 }
      if d.vague { return vagueMatch(i, k) }
      return Parsed(end: k, span: landing(d.parts, from: refMinute, sign: 1), valueStart: i)
    }
    // `3 days starting from next Monday`, `2 weeks starting May 20th`, `for 3 days, from today`
    do {
      var s = k
      if w(s) == "," { s += 1 }
      if w(s) == "starting" || w(s) == "beginning" || w(s) == "from" {
        let fromWord = w(s) == "from"
        s += 1
        if !fromWord, w(s) == "from" || w(s) == "on" { s += 1 }
        if !d.vague, let a = timedDate(s), let st = a.span.start,
          fromWord ? (i > 0 && w(i - 1) == "for") || (j > i) || w(k) == "," : true
        {
          let end = apply(d.parts, to: st, sign: 1)
          let finest = d.parts.last!.0
          let span: TimeSpan
          if finest == .hour || finest == .minute || finest == .second {
            span = TimeSpan(start: st, end: end, grain: .span)
          } else {
            let sd = floorDiv(st, CivilDate.dayMinutes)
            let ed = -floorDiv(-end, CivilDate.dayMinutes)
            span = .days(sd, ed, .span)
          }
          return Parsed(end: a.end, span: span, valueStart: i)
        }
      }
    }
    switch word {
    case "ago", "back", "earlier", "before":
      if word == "before" || word == "earlier" {
        if let base = anchorAfterDuration(k + 1) {
          if d.vague { return vagueMatch(i, base.end) }
          return Parsed(
            end: base.end, span: landing(d.parts, from: base.start, sign: -1), valueStart: i)
        }
        // `15 minute before`, `a min before`: before now, when nothing follows
        if word == "before", !(k + 1 >= n || isPunct(k + 1)) { return nil }
      }
      if d.vague || d.parts.contains(where: { $0.0 == .season }) { return vagueMatch(i, k + 1) }
      return Parsed(end: k + 1, span: landing(d.parts, from: refMinute, sign: -1), valueStart: i)
    case "later", "hence", "after", "from", "out":
      if word == "after" || word == "from" {
        if let base = anchorAfterDuration(k + 1) {
          if d.vague { return vagueMatch(i, base.end) }
          return Parsed(
            end: base.end, span: landing(d.parts, from: base.start, sign: 1), valueStart: i)
        }
        // `15 minutes after`: after now, when nothing follows
        if !(word == "after" && (k + 1 >= n || isPunct(k + 1))) { return nil }
      }
      if word == "out", !(k + 1 >= n || isPunct(k + 1)) { return nil }
      if d.vague { return vagueMatch(i, k + 1) }
      return Parsed(end: k + 1, span: landing(d.parts, from: refMinute, sign: 1), valueStart: i)
    default:
      return nil
    }
  }

  /// `more than 2 weeks before today`, `less than 3 days after tomorrow`, `within 2 weeks from today`.
  func boundedDuration(_ i: Int) -> Parsed? {
    let s = w(i)
    var j = i + 1
    guard s == "more" || s == "less" || s == "within" || s == "over" else { return nil }
    if s != "within" {
      guard w(j) == "than" else { return nil }
      j += 1
    }
    if w(j) == "the", w(j + 1) == "next" { j += 2 }
    guard let d = duration(j), !d.vague else { return nil }
    let dir = w(d.end)
    guard dir == "before" || dir == "after" || dir == "from" || dir == "ago" else { return nil }
    let base: (start: Minute, end: Int)
    if dir == "ago" {
      base = (refDay * CivilDate.dayMinutes, d.end)
    } else {
      guard let b = anchorAfterDuration(d.end + 1) else { return nil }
      base = b
    }
    let anchor = floorDiv(base.start, CivilDate.dayMinutes) * CivilDate.dayMinutes
    let end = dir == "ago" ? d.end + 1 : base.end
    let back = dir == "before" || dir == "ago"
    let moved = apply(d.parts, to: anchor, sign: back ? -1 : 1)
    let span: TimeSpan
    if s == "more" || s == "over" {
      span =
        back
        ? TimeSpan(start: nil, end: moved, grain: .span)
        : TimeSpan(start: moved, end: nil, grain: .span)
    } else {
      span =
        back
        ? TimeSpan(start: moved, end: anchor, grain: .span)
        : TimeSpan(start: anchor, end: moved, grain: .span)
    }
    return Parsed(end: end, span: span, valueStart: i)
  }

  /// Short clock durations: `half an hour`, `a quarter of an hour`, `three-quarters of an hour`,
  /// `1/4h`, `1/2 hour`, `2.5 hours`, `15'`, `1h`, `2 and an half hours`, `2 more minutes`.
  func shortDuration(_ i: Int) -> (minutes: Int, end: Int)? {
    var j = i
    if w(j) == "about" || w(j) == "around" { j += 1 }
    func hourWord(_ k: Int) -> Int? {
      var x = k
      if w(x) == "an" || w(x) == "a" { x += 1 }
      return TimeWords.hourWords.contains(w(x)) ? x + 1 : nil
    }
    if w(j) == "half", w(j + 1) == "an" || w(j + 1) == "a", let e = hourWord(j + 1) {
      return (30, e)
    }
    if w(j) == "a" || w(j) == "one", w(j + 1) == "quarter", w(j + 2) == "of",
      let e = hourWord(j + 3)
    {
      return (15, e)
    }
    if w(j) == "three", w(j + 1) == "-", w(j + 2) == "quarters", w(j + 3) == "of",
      let e = hourWord(j + 4)
    {
      return (45, e)
    }
    // 1/4h, 1/2 hour, 3/4 h
    if isNum(j), w(j + 1) == "/", glued(j + 1), let a = num(j) {
      let k = j + 2
      var b: Int? = nil
      var e = k + 1
      if isNum(k) {
        b = num(k)
        e = hourWord(k + 1) ?? -1
      } else if k < n, tokens[k].kind == .alphanumeric, f[k].hasSuffix("h") {
        b = Int(f[k].dropLast())
      }
      if let b, b > 0, e > 0 { return (60 * a / b, e) }
    }
    // 2.5 hours
    if isNum(j), w(j + 1) == ".", glued(j + 1), isNum(j + 2), glued(j + 2), let a = num(j),
      let frac = num(j + 2), digits(j + 2) == 1,
      let e = hourWord(j + 3)
    {
      return (a * 60 + frac * 6, e)
    }
    // 2 and an half hours, 2 more minutes
    if let c = count(j), !c.vague {
      if w(c.end) == "and", w(c.end + 1) == "an" || w(c.end + 1) == "a", w(c.end + 2) == "half",
        let e = hourWord(c.end + 3)
      {
        return (c.value * 60 + 30, e)
      }
      if w(c.end) == "more", let u = lex(c.end + 1).unit, u == .minute || u == .hour {
        return (u == .hour ? c.value * 60 : c.value, c.end + 2)
      }
      // 15' (minutes) and 1" (seconds)
      if isNum(j), w(c.end) == "'" { return (c.value, c.end + 1) }
      if isNum(j), w(c.end) == "\"" { return (0, c.end + 1) }
    }
    // 1h, 2h
    if j < n, tokens[j].kind == .alphanumeric, f[j].hasSuffix("h"), let v = Int(f[j].dropLast()) {
      return (v * 60, j + 1)
    }
    return nil
  }

  /// `3 fridays from now`, `2 thursdays ago`, `two sundays from now`, `two monday later`.
  func weekdaysAway(_ i: Int) -> Parsed? {
    guard let c = count(i), !c.vague, c.value >= 1, c.value < 60, let wd = lex(c.end).weekday else {
      return nil
    }
    var k = c.end + 1
    let dir = w(k)
    let today = CivilDate.weekday(refDay)
    if dir == "ago" || dir == "back" {
      var back = today - wd
      if back <= 0 { back += 7 }
      return Parsed(end: k + 1, span: .day(refDay - back - 7 * (c.value - 1)), valueStart: i)
    }
    if dir == "from", w(k + 1) == "now" || w(k + 1) == "today" {
      k += 1
    } else if dir != "later" && dir != "hence" {
      return nil
    }
    var fwd = wd - today
    if fwd <= 0 { fwd += 7 }
    return Parsed(end: k + 1, span: .day(refDay + fwd + 7 * (c.value - 1)), valueStart: i)
  }

  /// A vague time (`a few years ago`): a when value with no interval.
  func vagueMatch(_ i: Int, _ end: Int) -> Parsed {
    Parsed(end: end, span: TimeSpan(start: nil, end: nil, grain: .vague), valueStart: i, score: 0.6)
  }

  /// The anchor after `3 days from …`: `now`, `today`, `tomorrow`, a date, a weekday, a holiday.
  func anchorAfterDuration(_ i: Int) -> (start: Minute, end: Int)? {
    if w(i) == "now" { return (refMinute, i + 1) }
    var forward = self
    forward.past = false
    forward.memo = ParseMemo(count: n)
    if let p = forward.coreDate(i) ?? forward.holidayDate(i) {
      return (p.span.start ?? refMinute, p.end)
    }
    return nil
  }

  /// `last 3 months`, `past two years`, `next 5 days`, `within 3 years`, `the next 2 weeks`,
  /// `3 next weeks`, `the last day`.
  func countedPeriod(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    var within = false
    if w(j) == "within" || w(j) == "during" || w(j) == "over" || w(j) == "for" {
      within = w(j) == "within"
      j += 1
      if w(j) == "the" { j += 1 }
    }
    var rel: Relation? = nil
    if let (r, k) = relation(j), r != .this {
      rel = r
      j = k
    }
    if w(j) == "upcoming" {
      j += 1
      rel = .next
    }
    var d0 = duration(j, stopBeforeAgo: true)
    if d0 == nil, rel == nil, let c = count(j),
      let (r, rk) = relation(w(c.end) == "past" ? c.end : c.end), r != .this,
      let unit = lex(rk).unit
    {
      // `3 next weeks`, `the 5 past years`, `10 previous weeks`
      rel = r
      d0 = ([(unit, c.value)], rk + 1, c.vague)
    }
    guard var d = d0 else { return nil }
    // `the next couple weeks` is two; only `a couple of weeks ago` is vague (rule 17)
    if d.vague, w(j) == "couple" || w(j + 1) == "couple" { d.vague = false }
    if rel == nil && !within {
      // `3 next weeks`
      return nil
    }
    if d.vague { return vagueMatch(i, d.end) }
    let isPast = rel == .last || rel == .pastOne
    if d.parts.count == 1,
      d.parts[0].0 == .quarter || d.parts[0].0 == .decade || d.parts[0].0 == .century,
      let current = unitPeriod(d.parts[0].0, shift: 0), let cs = current.start, let ce = current.end
    {
      // whole quarters and decades: the N before the current one, or the N after it
      let (u, c) = d.parts[0]
      let span =
        isPast
        ? TimeSpan(start: apply([(u, c)], to: cs, sign: -1), end: cs, grain: .span)
        : TimeSpan(start: ce, end: apply([(u, c)], to: ce, sign: 1), grain: .span)
      return Parsed(end: d.end, span: span, valueStart: i)
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
      let (u, c) = d.parts[0]
      let span =
        isPast
        ? TimeSpan(start: apply([(u, c)], to: cs, sign: -1), end: cs, grain: .span)
        : TimeSpan(start: ce, end: apply([(u, c)], to: ce, sign: 1), grain: .span)
      return Parsed(end: d.end, span: span, valueStart: i)
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
}
