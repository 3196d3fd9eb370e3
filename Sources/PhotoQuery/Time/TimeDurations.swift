/// Durations and where they land: `3 days ago`, `in 2 weeks`, `2 weeks from tomorrow`,
/// `half an hour`, `more than 2 weeks before today`, `3 fridays from now`.
extension TimeParser {
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
      if let h = halfUnit(k) {
        // `half an hour`, `half a day`
        parts.append(h.part)
        k = h.end
      } else if let d = decimalDuration(k) {
        // `1.5 hours`
        parts += d.parts
        k = d.end
      } else {
        guard let c = count(k) else { break }
        var u = c.end
        // `two and a half weeks`
        let halfBefore = lex(c.end + 3).unit.flatMap { andAHalf(c.end, of: $0) }
        if halfBefore != nil { u = c.end + 3 }
        if w(u) == "-" { u += 1 }
        // `in 1 mon`: after a digit count `mon` is months, not Monday (decision 9.36)
        guard let unit = lex(u).unit ?? (w(u) == "mon" && isNum(k) ? .month : nil) else { break }
        if w(u) == "second", c.value == 2, !isNum(k) { break }
        parts.append((unit, c.value))
        vague = vague || c.vague
        k = u + 1
        // `a year and a half`
        if let h = halfBefore ?? andAHalf(k, of: unit) {
          parts.append(h.part)
          if halfBefore == nil { k = h.end }
        }
      }
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
    guard let d = duration(j) ?? theClockUnitAlone(j) else { return nil }
    var k = d.end
    let word = w(k)
    let clockOnly = d.parts.allSatisfy { $0.0 == .hour || $0.0 == .minute || $0.0 == .second }
    if word == "since", !d.vague, let base = anchorAfterDuration(k + 1) {
      // `two years since 2011`, `in two weeks since the year 2011`: counted from the date
      return Parsed(end: base.end, span: landing(d.parts, from: base.start, sign: 1), valueStart: i)
    }
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
    if clockOnly, let sign = TimeWords.clockOffsetWords[word], let a = clockAnchor(k + 1) {
      // `15 minutes past 3pm`, `20 minutes before 5pm yesterday`
      if d.vague { return vagueMatch(i, a.end) }
      return Parsed(end: a.end, span: landing(d.parts, from: a.start, sign: sign), valueStart: i)
    }
    switch word {
    case "ago", "back", "earlier", "before", "prior":
      // `prior to Christmas` is `before Christmas`
      let anchorAt = word == "prior" && w(k + 1) == "to" ? k + 2 : k + 1
      if word == "ago", !d.vague, let offset = TimeWords.deicticDays[w(k + 1)], w(k + 1) != "now" {
        // `a month ago today`, `one week ago yesterday`: counted back from that day
        let base = refMinute + offset * CivilDate.dayMinutes
        return Parsed(end: k + 2, span: landing(d.parts, from: base, sign: -1), valueStart: i)
      }
      if word == "before" || word == "earlier" || word == "prior" {
        if let base = anchorAfterDuration(anchorAt) {
          if d.vague { return vagueMatch(i, base.end) }
          return Parsed(
            end: base.end, span: landing(d.parts, from: base.start, sign: -1), valueStart: i)
        }
        // `15 minute before`, `a min before`: before now, when nothing follows
        if word == "before" || anchorAt > k + 1, !(k + 1 >= n || isPunct(k + 1)) { return nil }
      }
      if d.vague || d.parts.contains(where: { $0.0 == .season }) { return vagueMatch(i, k + 1) }
      return Parsed(end: k + 1, span: landing(d.parts, from: refMinute, sign: -1), valueStart: i)
    case "later", "hence", "after", "from", "out":
      // `30 minutes later this week`: `later this week` is the period (`restOfPeriod`)
      if word == "later", let (_, re) = relation(k + 1), lex(re).unit != nil { return nil }
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

  /// `the min before`, `the hour after` with nothing after them: one of that clock unit, counted
  /// from now (decision 9.36; `the day before` is mostly followed by its event and stays unread).
  func theClockUnitAlone(_ j: Int) -> (parts: [(TimeUnit, Int)], end: Int, vague: Bool)? {
    guard w(j) == "the", let unit = lex(j + 1).unit, [.minute, .second, .hour].contains(unit),
      w(j + 2) == "before" || w(j + 2) == "after", j + 3 >= n || isPunct(j + 3)
    else { return nil }
    return ([(unit, 1)], j + 2, false)
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
}
