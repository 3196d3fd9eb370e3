/// A duration laid from a start: `from 18th Dec for 10 days`, `18th Dec for 10 days`,
/// `from 4pm for thirty minutes`, `for 30' starting from 4pm`. The span runs from the start for
/// that long (decision 9.15); `3 days starting from next Monday` is read by `durationRelative`.
extension TimeParser {
  /// A duration that can be laid from a start: `10 days`, `thirty minutes`, `30'`, `half an hour`.
  func layableDuration(_ k: Int) -> (parts: [(TimeUnit, Int)], end: Int)? {
    if let d = duration(k), !d.vague { return (d.parts, d.end) }
    if let m = shortDuration(k), m.minutes > 0 { return ([(.minute, m.minutes)], m.end) }
    return nil
  }

  /// The span of `parts` from `start`: to the minute for clock units, else whole days.
  func laidSpan(_ parts: [(TimeUnit, Int)], from start: Minute) -> TimeSpan {
    let end = apply(parts, to: start, sign: 1)
    let finest = parts.last!.0
    if finest == .hour || finest == .minute || finest == .second {
      return TimeSpan(start: start, end: end, grain: .span)
    }
    let day = CivilDate.dayMinutes
    return .days(floorDiv(start, day), -floorDiv(-end, day), .span)
  }

  /// `[,] for <duration>` after a start that ends at `k`.
  func forDurationAfter(_ k: Int, start: Minute) -> (span: TimeSpan, end: Int)? {
    var j = k
    if w(j) == "," { j += 1 }
    guard w(j) == "for", let d = layableDuration(j + 1) else { return nil }
    return (laidSpan(d.parts, from: start), d.end)
  }

  /// A date (with its time) after `from` and followed by `for <duration>`: `from 18th Dec for 10
  /// days`. Without `from` the duration is how long something lasts (`a booking for the 9th of May
  /// for 2 days` is the 9th).
  func dateForDuration(_ p: Parsed) -> Parsed? {
    guard p.valueStart > 0, TimeWords.durationStartWords.contains(w(p.valueStart - 1)),
      let s = p.span.start, p.span.end != nil, p.span.grain != .vague,
      let (span, end) = forDurationAfter(p.end, start: s)
    else { return nil }
    // `Monday for 2 hours` is some two hours of Monday: a clock length needs a clock start
    let clockStart = [.hour, .minute, .second].contains(p.span.grain)
    if !clockStart, span.end! - s < CivilDate.dayMinutes { return nil }
    var q = p
    q.span = span
    q.end = end
    return q
  }

  /// `for <duration> [,] starting [from] | from | beginning <start>`: the start a date or a clock
  /// time (today's).
  func durationFromStart(_ i: Int) -> Parsed? {
    guard w(i) == "for", let d = layableDuration(i + 1) else { return nil }
    var s = d.end
    if w(s) == "," { s += 1 }
    guard TimeWords.durationStartWords.contains(w(s)) else { return nil }
    s += 1
    if w(s) == "from" || w(s) == "on" { s += 1 }
    if let a = timedDate(s), let st = a.span.start, a.span.end != nil, a.span.grain != .vague {
      return Parsed(end: a.end, span: laidSpan(d.parts, from: st), valueStart: i)
    }
    guard let c = clockPhrase(s), c.end == nil else { return nil }
    let st = refDay * CivilDate.dayMinutes + c.start
    return Parsed(end: c.endIndex, span: laidSpan(d.parts, from: st), valueStart: i)
  }
}
