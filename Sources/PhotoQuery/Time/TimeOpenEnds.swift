/// Which side of its point an open-ended period lies on.
enum BoundSide: Sendable {
  /// Up to the start of the point (`before 2010`, `until Friday`).
  case before
  /// Up to the end of the point (`before or in 2016`, `<= 2019`).
  case beforeInclusive
  /// After the point (`after Christmas`, `later than 2018`).
  case after
  /// From the point on, the point included (`on or after May 1`).
  case afterInclusive
  /// From the start of the point (`since March`, `starting January 7th`).
  case since
}

/// Open-ended periods: `before 2010`, `after Christmas`, `since March`, `until 2012`, `by tomorrow`,
/// `no later than Friday`, `2012 or after`, `2019 onwards`. The bound words are a table of the
/// language (``TimeWords/boundPhrases``).
extension TimeParser {
  /// `before 2010`, `after Christmas`, `since March`, `until 2012`, `by tomorrow`, `no later than
  /// Friday`, `starting January 7th`, `> 2019`, `till date`, `to date`.
  func openEnded(_ i: Int) -> Parsed? {
    let s = w(i)
    if TimeWords.toDateWords.contains(s), let e = toDateEnd(i) {
      return Parsed(
        end: e, span: TimeSpan(start: nil, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    }
    if s == "as", let p = asLateOrEarlyAs(i) { return p }
    if s == "from" { return fromClock(i) }
    if s == "=" {
      guard let p = expressionCore(i + 1) else { return nil }
      return Parsed(end: p.end, span: p.span, valueStart: i)
    }
    guard let (side, phraseEnd) = boundPhrase(i) else { return nil }
    var j = phraseEnd
    // `pre-2010`, `pre 2010`, `post-2015` (`post` only glued by a hyphen: `blog post 2019`)
    if s == "pre" || s == "post" {
      if w(j) == "-", glued(j) {
        j += 1
      } else if s == "post" {
        return nil
      }
    }
    if w(j) == "the", w(j + 1) == "year", isNum(j + 2) { j += 2 }
    let beforeSide = side == .before || side == .beforeInclusive
    let pointWords = TimeWords.startPointWords
    let usePoint =
      beforeSide || pointWords.contains(w(j)) || (w(j) == "the" && pointWords.contains(w(j + 1)))
    if !beforeSide, let c = clockPhrase(j), c.end == nil, coreDate(j) == nil,
      TimeWords.boundJoiners.contains(w(c.endIndex)),
      let both = closedByEnd(
        refDay * CivilDate.dayMinutes + c.start, clockOnly: true, i, c.endIndex)
    {
      // a bare clock is an hour filter, unless an end with a day follows (`after 2pm but before
      // 5pm yesterday`)
      return both
    }
    guard let x = usePoint ? endpoint(j) : (timedDate(j) ?? endpoint(j)),
      x.span.grain != .timeOfDay,
      x.span.grain != .vague
    else { return nil }
    let hasClock = x.span.grain == .hour || x.span.grain == .minute || x.span.grain == .partOfDay
    var span: TimeSpan
    if s == "by", !past, let e = x.span.end {
      // looking forward, `by Friday` runs from now to the end of Friday
      return Parsed(
        end: x.end, span: TimeSpan(start: refDay * CivilDate.dayMinutes, end: e, grain: .span),
        valueStart: i)
    }
    switch side {
    case .before: span = TimeSpan(start: nil, end: x.span.start ?? x.span.end, grain: .span)
    case .beforeInclusive: span = TimeSpan(start: nil, end: x.span.end, grain: .span)
    case .after:
      if x.span.start == nil {
        span = TimeSpan(start: x.span.end, end: nil, grain: .span)
      } else {
        // after a day includes the day (as Recognizers-Text reads it); after a longer period starts after it
        let fromStart = hasClock || x.span.grain == .day
        span = TimeSpan(
          start: fromStart ? x.span.start : (x.span.end ?? x.span.start), end: nil, grain: .span)
      }
    case .afterInclusive, .since:
      span = TimeSpan(start: x.span.start ?? x.span.end, end: nil, grain: .span)
    }
    if let s = span.start, span.end == nil {
      let clockOnly = clockPhrase(j).map { $0.endIndex == x.end } ?? false
      if let both = closedByEnd(s, clockOnly: clockOnly, i, x.end) { return both }
    }
    return Parsed(end: x.end, span: span, valueStart: i)
  }

  /// `after 2pm but before 5pm`, `later than 9:30 but before 11:00 on Thursday`: an open start
  /// joined to an open end is the span between them; a start that is only a clock time takes the
  /// day of the end (decision 9.14).
  func closedByEnd(_ start: Minute, clockOnly: Bool, _ i: Int, _ k: Int) -> Parsed? {
    guard TimeWords.boundJoiners.contains(w(k)), let (side, _) = boundPhrase(k + 1),
      side == .before || side == .beforeInclusive,
      let b = openEnded(k + 1), b.span.start == nil, let e = b.span.end
    else { return nil }
    var s = start
    if clockOnly {
      let day = CivilDate.dayMinutes
      s = floorDiv(e - 1, day) * day + (s - floorDiv(s, day) * day)
    }
    guard s < e else { return nil }
    return Parsed(end: b.end, span: TimeSpan(start: s, end: e, grain: .span), valueStart: i)
  }

  /// The bound phrase at `i` (``TimeWords/boundPhrases``), the longest one: its side and end.
  func boundPhrase(_ i: Int) -> (BoundSide, Int)? {
    guard TimeWords.boundFirstWords.contains(w(i)) else { return nil }
    var key = ""
    var best: (BoundSide, Int)? = nil
    var k = i
    while k < n, k < i + TimeWords.boundPhraseMaxTokens {
      key = key.isEmpty ? f[k] : key + " " + f[k]
      k += 1
      if let side = TimeWords.boundPhrases[key] { best = (side, k) }
      if !TimeWords.boundPrefixes.contains(key) { break }
    }
    return best
  }

  /// The end of `to date`, `till date`, `until current date` at `i` (`to date` only at the end of
  /// a clause and not after `up`, `-`, `equals`).
  func toDateEnd(_ i: Int) -> Int? {
    var j = i + 1
    if w(i) == "to" {
      guard w(j) == "date",
        !(i > 0 && (f[i - 1] == "up" || f[i - 1] == "-" || f[i - 1] == "equals")),
        i + 2 >= n || isPunct(i + 2)
      else { return nil }
      return j + 1
    }
    if w(j) == "current" { j += 1 }
    return w(j) == "date" ? j + 1 : nil
  }

  /// `as late as tomorrow`, `as early as next year's first quarter`: open at the other end.
  func asLateOrEarlyAs(_ i: Int) -> Parsed? {
    guard w(i + 1) == "late" || w(i + 1) == "early", w(i + 2) == "as" else { return nil }
    let late = w(i + 1) == "late"
    let j = i + 3
    var x: Parsed? = nil
    if let (rel, re) = relation(j), w(re) == "year", w(re + 1) == "'s" || w(re + 1) == "'" {
      x = quarter(re + 2).map { q in
        var y = q
        let yy = context.reference.year + (rel == .next ? 1 : (rel == .last ? -1 : 0))
        let qs = CivilDate.civil(q.span.startDay!)
        let len = q.span.endDay! - q.span.startDay!
        let s = CivilDate.days(yy, qs.month, 1)
        y.span = .days(s, s + len, .quarter)
        return y
      }
    }
    guard let t = x ?? timedDate(j) else { return nil }
    return Parsed(
      end: t.end,
      span: late
        ? TimeSpan(start: nil, end: t.span.start ?? t.span.end, grain: .span)
        : TimeSpan(start: t.span.start, end: nil, grain: .span),
      valueStart: i)
  }

  /// `from 2 pm`: `from` alone is a preposition unless a range follows (the range rules read
  /// that); before a bare clock time it opens a period.
  func fromClock(_ i: Int) -> Parsed? {
    let j = i + 1
    guard let c = clockPhrase(j), c.end == nil, !Self.rangeJoiners.contains(w(c.endIndex)),
      coreDate(j) == nil
    else { return nil }
    let today = refDay * CivilDate.dayMinutes
    if let (span, end) = forDurationAfter(c.endIndex, start: today + c.start) {
      // `from 4pm for thirty minutes`: today's
      return Parsed(end: end, span: span, valueStart: i)
    }
    guard let t = timeOfDayOnly(j), let st = t.span.start, !Self.rangeJoiners.contains(w(t.end))
    else { return nil }
    return Parsed(end: t.end, span: TimeSpan(start: st, end: nil, grain: .span), valueStart: i)
  }

  /// `2012 or after`, `2018 or later`, `2019 onwards`, `2010 or earlier`.
  func postfixBound(_ p: Parsed) -> Parsed {
    var k = p.end
    if w(k) == "or" || w(k) == "and" {
      let conj = w(k)
      k += 1
      let s = w(k)
      if conj == "and", !(k + 1 >= n || isPunct(k + 1)) { return p }
      if s == "later" || s == "after" || s == "beyond" || s == "onwards" || s == "greater"
        || s == "newer"
      {
        var q = p
        q.end = k + 1
        if w(q.end) == "on" || w(q.end) == "in" {
          // `3 pm or later on Monday` — not handled
        }
        q.span = TimeSpan(start: p.span.start, end: nil, grain: .span)
        return q
      }
      if s == "earlier" || s == "before" || s == "sooner" {
        var q = p
        q.end = k + 1
        q.span = TimeSpan(start: nil, end: p.span.end, grain: .span)
        return q
      }
      return p
    }
    if w(k) == "onwards" || w(k) == "onward" || (w(k) == "on" && (k + 1 >= n || isPunct(k + 1))) {
      var q = p
      q.end = k + 1
      q.span = TimeSpan(start: p.span.start, end: nil, grain: .span)
      return q
    }
    return p
  }
}
