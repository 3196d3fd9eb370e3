/// Compact and machine-written forms: `+15min`, `3d ago`, `lastmonth`, `next weekday`,
/// `1994-11-05T13:15:30`, `05/31/2024.14:15`.
extension TimeParser {
  /// A count glued to its unit in one token: `15min` → (.minute, 15). `continuing` also reads
  /// seconds (`49s`), which alone would be a decade (`90s`).
  func compactDuration(_ k: Int, continuing: Bool = false) -> (TimeUnit, Int)? {
    guard k < n, k >= 0, tokens[k].kind == .alphanumeric else { return nil }
    let u = f[k].utf8
    var v = 0
    var digitsSeen = 0
    var idx = u.startIndex
    while idx != u.endIndex, let c = Optional(u[idx]), c >= 48, c <= 57 {
      guard digitsSeen < 5 else { return nil }
      v = v * 10 + Int(c - 48)
      digitsSeen += 1
      idx = u.index(after: idx)
    }
    guard digitsSeen > 0, idx != u.endIndex else { return nil }
    let suffix = String(f[k][idx...])
    if continuing, suffix == "s" { return (.second, v) }
    guard let unit = TimeLexicon.compactUnits[suffix] else { return nil }
    return (unit, v)
  }

  /// Compact parts in a row, after a first one: `1d 21 h 25m`, `3m 49s`.
  func compactDurationRun(_ k: Int) -> (parts: [(TimeUnit, Int)], end: Int)? {
    guard let first = compactDuration(k) else { return nil }
    var parts = [first]
    var e = k + 1
    while true {
      if let c = compactDuration(e, continuing: true) {
        parts.append(c)
        e += 1
      } else if isNum(e), digits(e) <= 3, let v = num(e), let u = lex(e + 1).unit {
        parts.append((u, v))
        e += 2
      } else {
        break
      }
    }
    return (parts, e)
  }

  /// A signed offset after a date: `next tuesday +10 days`, `2023-12-29 -10days`.
  func offsetAfter(_ p: Parsed) -> Parsed? {
    let k = p.end
    let s = w(k)
    guard s == "+" || (s == "-" && !glued(k) && glued(k + 1)), let base = p.span.start,
      p.span.grain == .day
    else { return nil }
    guard let d = duration(k + 1), !d.vague else { return nil }
    var q = p
    q.span = landing(d.parts, from: base, sign: s == "+" ? 1 : -1)
    q.end = d.end
    q.spec = nil
    return q
  }

  /// `+15min`, `+2 days`, `+ 3 weeks`: that long from now.
  func signedOffset(_ i: Int) -> Parsed? {
    guard w(i) == "+", i + 1 < n else { return nil }
    // not a sum or a phone number: the offset stands after a space or at the start
    if i > 0, glued(i), tokens[i - 1].kind != .punctuation { return nil }
    guard let d = duration(i + 1), !d.vague else { return nil }
    return Parsed(end: d.end, span: landing(d.parts, from: refMinute, sign: 1), valueStart: i)
  }

  /// `lastmonth`, `nextweek`, `thisyear`, `lastnight`: a relation glued to its unit, read as the
  /// two words would be.
  func gluedRelation(_ i: Int) -> Parsed? {
    guard let split = TimeLexicon.gluedRelations[f[i]] else { return nil }
    let subTokens = Tokenizer().tokens(of: split)
    var sub = TimeParser(tokens: subTokens, context: context)
    sub.past = past
    sub.memo = ParseMemo(count: subTokens.count)
    guard let p = sub.coreDate(0), p.end == subTokens.count else { return nil }
    return Parsed(end: i + 1, span: p.span, valueStart: i)
  }

  /// `next weekday`, `last business day`, `the following working day`: the nearest Monday–Friday
  /// after (or before) today.
  func businessDay(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    if w(j) == "in" {
      // `in 4 business days`: the 4th business day after today
      guard let c = smallNumber(j + 1), !c.ordinal, c.value >= 1, c.value <= 400,
        let e = businessDaysEnd(c.end)
      else { return nil }
      return Parsed(
        end: e, span: .day(businessDay(counting: c.value, from: refDay, step: 1)), valueStart: i)
    }
    guard let (rel, k) = relation(j), rel == .next || rel == .last || rel == .coming else {
      return nil
    }
    if let c = smallNumber(k), !c.ordinal, c.value >= 1, c.value <= 400,
      let e = businessDaysEnd(c.end)
    {
      // `next 4 business days`: from the first business day after today through the 4th;
      // `previous 4 business days`: the 4 business days before today
      if rel == .last {
        let first = businessDay(counting: c.value, from: refDay, step: -1)
        return Parsed(end: e, span: .days(first, refDay, .span), valueStart: i)
      }
      let first = businessDay(counting: 1, from: refDay, step: 1)
      let last = businessDay(counting: c.value, from: refDay, step: 1)
      return Parsed(end: e, span: .days(first, last + 1, .span), valueStart: i)
    }
    var e: Int
    if w(k) == "weekday" {
      e = k + 1
    } else if TimeWords.businessDayWords.contains(w(k)), w(k + 1) == "day" {
      e = k + 2
    } else {
      return nil
    }
    let step = rel == .last ? -1 : 1
    var d = refDay + step
    while CivilDate.weekday(d) > 5 { d += step }
    if w(e) == "'s" { e += 1 }
    return Parsed(end: e, span: .day(d), valueStart: i)
  }

  /// The end of `business days` / `working days` / `weekdays` at `k`.
  func businessDaysEnd(_ k: Int) -> Int? {
    if w(k) == "weekdays" { return k + 1 }
    guard TimeWords.businessDayWords.contains(w(k)), w(k + 1) == "days" || w(k + 1) == "day"
    else { return nil }
    return k + 2
  }

  /// The `count`th Monday-to-Friday day after (`step` 1) or before (`step` -1) `day`.
  func businessDay(counting count: Int, from day: Int, step: Int) -> Int {
    var d = day
    var left = count
    while left > 0 {
      d += step
      if CivilDate.weekday(d) <= 5 { left -= 1 }
    }
    return d
  }

  /// `1994-11-05T13:15:30`, `2012-08-10T12:00Z`, `2014-10-08T08:00:00.000+09:00`: an ISO date
  /// with a time (the zone is read as local, like the rest of the text).
  func isoDateTime(_ i: Int) -> Parsed? {
    guard digits(i) == 4, let y = num(i), w(i + 1) == "-", glued(i + 1), isNum(i + 2),
      digits(i + 2) == 2, let m = num(i + 2), w(i + 3) == "-", glued(i + 3), i + 4 < n,
      glued(i + 4), tokens[i + 4].kind == .alphanumeric
    else { return nil }
    // `05t13`: the day, `t`, the hour
    let u = Array(f[i + 4].utf8)
    guard u.count == 5, u[2] == UInt8(ascii: "t"), u[0] >= 48, u[0] <= 57, u[1] >= 48, u[1] <= 57,
      u[3] >= 48, u[3] <= 57, u[4] >= 48, u[4] <= 57
    else { return nil }
    let d = Int(u[0] - 48) * 10 + Int(u[1] - 48)
    let h = Int(u[3] - 48) * 10 + Int(u[4] - 48)
    guard CivilDate.isValid(y, m, d), h < 24 else { return nil }
    var k = i + 5
    var minute = 0
    if w(k) == ":", glued(k), isNum(k + 1), glued(k + 1), digits(k + 1) == 2, let mi = num(k + 1),
      mi < 60
    {
      minute = mi
      k += 2
      // seconds, fractions and a zone: consumed, not used
      if w(k) == ":", glued(k), k + 1 < n, glued(k + 1) { k += 2 }
      if w(k) == ".", glued(k), k + 1 < n, glued(k + 1), tokens[k + 1].kind != .punctuation {
        k += 2
      }
      if w(k) == "z", glued(k) { k += 1 }
      if w(k) == "+" || w(k) == "-", glued(k), isNum(k + 1), glued(k + 1) {
        k += 2
        if w(k) == ":", glued(k), isNum(k + 1), glued(k + 1) { k += 2 }
      }
    }
    let t = CivilDate.days(y, m, d) * CivilDate.dayMinutes + h * 60 + minute
    return Parsed(
      end: k, span: TimeSpan(start: t, end: t + 1, grain: .minute),
      spec: DateSpec(year: y, month: m, day: d), valueStart: i)
  }

  /// A clock glued to a date by a dot (`05/31/2024.14:15`): the date's day at that time.
  func gluedClock(after p: Parsed) -> Parsed {
    let k = p.end
    guard w(k) == ".", glued(k), glued(k + 1), isNum(k + 1), w(k + 2) == ":", p.span.grain == .day,
      let day = p.span.startDay, let c = clock(k + 1), c.explicit
    else { return p }
    var q = p
    let t = day * CivilDate.dayMinutes + c.minute
    q.span = TimeSpan(start: t, end: t + 1, grain: .minute)
    q.end = c.end
    return q
  }
}
