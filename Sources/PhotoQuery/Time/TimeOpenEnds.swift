/// Open-ended periods: `before 2010`, `after Christmas`, `since March`, `until 2012`, `by tomorrow`,
/// `no later than Friday`, `2012 or after`, `2019 onwards`.
extension TimeParser {
  /// `before 2010`, `after Christmas`, `since March`, `until 2012`, `by tomorrow`, `no later than
  /// Friday`, `starting January 7th`, `> 2019`, `till date`, `to date`.
  func openEnded(_ i: Int) -> Parsed? {
    var j = i
    enum Side { case before, beforeInclusive, after, afterInclusive, since }
    var side: Side
    let s = w(i)
    switch s {
    case "to"
    where w(i + 1) == "date"
      && !(i > 0 && (f[i - 1] == "up" || f[i - 1] == "-" || f[i - 1] == "equals"))
      && (i + 2 >= n || isPunct(i + 2)):
      return Parsed(
        end: i + 2, span: TimeSpan(start: nil, end: refDay * CivilDate.dayMinutes, grain: .span),
        valueStart: i)
    case "before", "prior", "earlier", "sooner", "until", "till", "til", "by", "ending", "up", "<",
      "no", "not", "on", "at", "<=":
      side = .before
      j += 1
      if s == "prior" || s == "earlier" || s == "sooner" {
        guard w(j) == "to" || w(j) == "than" else { return nil }
        j += 1
      } else if s == "ending" {
        guard w(j) == "with" || w(j) == "on" else { return nil }
        j += 1
      } else if s == "up" {
        guard w(j) == "to" || w(j) == "until" || w(j) == "till" else { return nil }
        j += 1
      } else if s == "no" || s == "not" {
        guard w(j) == "later", w(j + 1) == "than" else { return nil }
        j += 2
      } else if s == "on" || s == "at" {
        guard w(j) == "or",
          w(j + 1) == "before" || w(j + 1) == "earlier" || w(j + 1) == "after"
            || w(j + 1) == "later"
        else { return nil }
        if w(j + 1) == "after" || w(j + 1) == "later" { side = .afterInclusive }
        j += 2
        if w(j) == "than" { j += 1 }
      } else if s == "<", w(j) == "=" {
        side = .beforeInclusive
        j += 1
      } else if s == "<=" {
        side = .beforeInclusive
      }
      if s == "before", w(j) == "or", w(j + 1) == "on" || w(j + 1) == "in" || w(j + 1) == "at" {
        side = w(j + 1) == "in" ? .beforeInclusive : .before
        j += 2
      }
      if s == "until" || s == "till" || s == "to",
        w(j) == "date" || (w(j) == "current" && w(j + 1) == "date")
      {
        let e = w(j) == "date" ? j + 1 : j + 2
        return Parsed(
          end: e, span: TimeSpan(start: nil, end: refDay * CivilDate.dayMinutes, grain: .span),
          valueStart: i)
      }
    case "greater", "newer":
      guard w(j + 1) == "than" else { return nil }
      side = .after
      j += 2
    case "as" where (w(j + 1) == "late" || w(j + 1) == "early") && w(j + 2) == "as":
      let late = w(j + 1) == "late"
      j += 3
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
    case "after", "later", "since", "starting", "beginning", "commencing", "from", ">", "as", ">=",
      "=>":
      side = s == "after" || s == "later" || s == ">" ? .after : .since
      j += 1
      if s == "after", w(j) == "or", w(j + 1) == "on" {
        side = .afterInclusive
        j += 2
      }
      if s == "later" {
        guard w(j) == "than" else { return nil }
        j += 1
        if w(j) == "or", w(j + 1) == "at" || w(j + 1) == "in" || w(j + 1) == "on" {
          side = .afterInclusive
          j += 2
        }
      }
      if s == "after", w(j) == "or", w(j + 1) == "equal" || w(j + 1) == "on" || w(j + 1) == "at" {
        side = .afterInclusive
        j += w(j + 1) == "equal" ? (w(j + 2) == "to" ? 3 : 2) : 2
      }
      if s == ">", w(j) == "=" {
        side = .afterInclusive
        j += 1
      }
      if s == "as" {
        guard w(j) == "of" else { return nil }
        j += 1
      }
      if s == "starting" || s == "beginning" || s == "commencing" {
        if w(j) == "from" || w(j) == "on" || w(j) == "in" { j += 1 }
      }
      if s == "from" {
        // `from` alone is just a preposition unless a range follows (handled by the caller); before a
        // bare clock time (`from 2 pm`) it opens a period
        guard let c = clockPhrase(j), c.end == nil, !Self.rangeJoiners.contains(w(c.endIndex)),
          coreDate(j) == nil,
          let t = timeOfDayOnly(j), let st = t.span.start,
          !Self.rangeJoiners.contains(w(t.end))
        else { return nil }
        return Parsed(end: t.end, span: TimeSpan(start: st, end: nil, grain: .span), valueStart: i)
      }
    case "=":
      guard let p = expressionCore(i + 1) else { return nil }
      return Parsed(end: p.end, span: p.span, valueStart: i)
    default:
      return nil
    }
    if w(j) == "the", w(j + 1) == "year", isNum(j + 2) { j += 2 }
    let beforeSide = side == .before || side == .beforeInclusive
    let pointWords = TimeWords.startPointWords
    let usePoint =
      beforeSide || pointWords.contains(w(j)) || (w(j) == "the" && pointWords.contains(w(j + 1)))
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
    if (s == "until" || s == "till") && x.span.grain == .day && false { span.end = x.span.end }
    return Parsed(end: x.end, span: span, valueStart: i)
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
