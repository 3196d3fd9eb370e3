/// Parts of the day and clock times: `morning`, `at night`, `at 5pm`, `8:00am`, `noon`,
/// `yesterday afternoon`, `tomorrow 8:00am`, `8am this morning`, `Monday 8-9am`.
extension TimeParser {
  /// ``TimeWords/partOfDayWords`` for one lookup per word (``WordTable``).
  static let partOfDayWords = WordMap(TimeWords.partOfDayWords)

  /// The part of the day named at `i` (`morning`, `afternoons`, `night`).
  func partOfDayWord(_ i: Int) -> (PartOfDay, Int)? {
    guard let part = Self.partOfDayWords[w(i)] else { return nil }
    // `eve` is the evening only at the start (`Christmas eve` is the holiday's)
    if w(i) == "eve", i != 0 { return nil }
    return (part, i + 1)
  }

  /// `in the morning`, `at night`, `the afternoon`, `morning`, `during the evening`.
  func partOfDayPhrase(_ i: Int) -> (PartOfDay, Int)? {
    var j = i
    if w(j) == "in" || w(j) == "at" || w(j) == "during" || w(j) == "for" { j += 1 }
    if w(j) == "the" { j += 1 }
    return partOfDayWord(j)
  }

  /// The span of a part of day on day `d` (night runs to 05:00 the next day).
  func partSpan(_ p: PartOfDay, day d: Int) -> TimeSpan {
    let h = p.hours
    let s = d * CivilDate.dayMinutes + h.start * 60
    let e = (h.end > h.start ? d : d + 1) * CivilDate.dayMinutes + h.end * 60
    return TimeSpan(start: s, end: e, grain: .partOfDay)
  }

  /// A meridiem at `i` (`am`, `pm`, `a.m.`, `p m`, `a`, `p`): true for pm, with its end.
  func meridiem(_ i: Int) -> (pm: Bool, end: Int)? {
    let s = w(i)
    switch s {
    case "am", "a":
      if s == "a", w(i + 1) == "m" || (w(i + 1) == "." && w(i + 2) == "m") {
        var e = w(i + 1) == "." ? i + 3 : i + 2
        if w(e) == "." { e += 1 }
        return (false, e)
      }
      if s == "a", !glued(i) { return nil }
      return (false, w(i + 1) == "." && s == "am" ? i + 2 : i + 1)
    case "pm", "p":
      if w(i + 1) == "m" || (w(i + 1) == "." && w(i + 2) == "m") {
        var e = w(i + 1) == "." ? i + 3 : i + 2
        if w(e) == "." { e += 1 }
        return (true, e)
      }
      if s == "p", !glued(i) { return nil }
      return (true, i + 1)
    default: return nil
    }
  }

  /// Applies a meridiem to an hour.
  func hour24(_ h: Int, pm: Bool?) -> Int? {
    guard let pm else { return h <= 24 ? h % 24 : nil }
    guard h >= 1, h <= 12 else { return nil }
    return pm ? (h == 12 ? 12 : h + 12) : (h == 12 ? 0 : h)
  }

  /// A clock time at `i`: minute of the day, end, and whether it was explicit (has `:`, am/pm,
  /// `o'clock`, `noon`) rather than a bare number.
  func clockCore(_ i: Int) -> (minute: Int, end: Int, explicit: Bool)? {
    guard i < n else { return nil }
    let s = f[i]
    if s == "noon" || s == "midday" { return (12 * 60, i + 1, true) }
    if s == "midnight" { return (0, i + 1, true) }
    if tokens[i].kind == .alphanumeric {
      // 5pm, 9a, 12am, 17h
      let u = Array(s.utf8)
      var k = 0
      var v = 0
      while k < u.count, k < 3, u[k] >= 48, u[k] <= 57 {  // at most 3 digits: no overflow
        v = v * 10 + Int(u[k] - 48)
        k += 1
      }
      guard k > 0, k <= 2 else { return nil }
      let suffix = String(decoding: u[k...], as: UTF8.self)
      if suffix == "am" || suffix == "a" || suffix == "pm" || suffix == "p" {
        guard let h = hour24(v, pm: suffix.hasPrefix("p")) else { return nil }
        var e = i + 1
        if w(e) == "." && glued(e) { e += 1 }
        return (h * 60, e, true)
      }
      if suffix == "h", v <= 24 { return (v % 24 * 60, i + 1, true) }
      // 15h00, 3h18
      if suffix.hasPrefix("h"), suffix.count == 3, let mm = Int(suffix.dropFirst()), mm < 60,
        v <= 24
      {
        return (v % 24 * 60 + mm, i + 1, true)
      }
      // 3ish
      if suffix == "ish", v >= 1, v <= 12 { return (v * 60, i + 1, false) }
      return nil
    }
    if isNum(i), digits(i) <= 2, let h = num(i) {
      var k = i + 1
      if (w(k) == "-" || w(k) == "/") && glued(k) && isNum(k + 1) && glued(k + 1) && w(k + 2) != ""
        && (w(k + 2) == "-" || w(k + 2) == "/")
      {
        return nil
      }
      if w(k) == "/" && glued(k) { return nil }
      var minute = 0
      var explicit = false
      // 5:30, 5:30pm, 17:49:19, 8.30pm, 8:45a
      if (w(k) == ":" || w(k) == ".") && glued(k) && k + 1 < n && glued(k + 1) {
        let t = tokens[k + 1]
        let sep = w(k)
        if t.kind == .number, digits(k + 1) == 2, let mm = num(k + 1), mm < 60 {
          minute = mm
          k += 2
          explicit = sep == ":"
          if w(k) == ":" && glued(k) && isNum(k + 1) { k += 2 }
        } else if t.kind == .alphanumeric {
          let ss = f[k + 1]
          let digitsPart = ss.prefix { $0.isNumber }
          let rest = ss.dropFirst(digitsPart.count)
          guard digitsPart.count == 2, let mm = Int(digitsPart), mm < 60,
            TimeWords.meridiemWords.contains(String(rest))
          else {
            return nil
          }
          guard let hh = hour24(h, pm: rest.hasPrefix("p")) else { return nil }
          return (hh * 60 + mm, k + 2, true)
        } else {
          return nil
        }
        if sep == "." && meridiem(k) == nil
          && !(i > 0 && (w(i - 1) == "at" || w(i - 1) == "around"))
        {
          return nil
        }
        explicit = true
      }
      if let m = meridiem(k) {
        guard let hh = hour24(h, pm: m.pm) else { return nil }
        return (hh * 60 + minute, m.end, true)
      }
      if w(k) == "o'clock" || w(k) == "oclock"
        || (w(k) == "o" && w(k + 1) == "'" && w(k + 2) == "clock")
      {
        guard h <= 24 else { return nil }
        return ((h % 24) * 60, w(k) == "o" ? k + 3 : k + 1, true)
      }
      guard h <= 24 else { return nil }
      return ((h % 24) * 60 + minute, k, explicit)
    }
    // six pm, nine a m, one thirty p m, five-thirty, twelve oh three
    if let c = lex(i).cardinal, c >= 1, c <= 12 {
      var k = i + 1
      var minute = 0
      if w(k) == "-" { k += 1 }
      if TimeWords.zeroWords.contains(w(k)),
        let u = TimeLexicon.cardinals[w(k + 1) == "-" ? w(k + 2) : w(k + 1)], u >= 1, u <= 9
      {
        minute = u
        k += w(k + 1) == "-" ? 3 : 2
      } else if let mm = smallNumber(k), !mm.ordinal, mm.value >= 10, mm.value < 60, !isNum(k) {
        minute = mm.value
        k = mm.end
      } else if w(k) == "thirty" {
        minute = 30
        k += 1
      } else {
        k = i + 1
      }
      if let m = meridiem(k) {
        guard let hh = hour24(c, pm: m.pm) else { return nil }
        return (hh * 60 + minute, m.end, true)
      }
      if w(k) == "o'clock" || w(k) == "oclock" { return ((c % 24) * 60, k + 1, true) }
      if minute > 0 { return (c * 60 + minute, k, true) }
      // `eight tonight`: a word hour before `tonight` (the part of the day sets am/pm)
      if TimeWords.tonightWords.contains(w(k)) { return (c * 60, k, false) }
    }
    return nil
  }

  /// A clock range: `3-8pm`, `8-9am`, `10am to 12pm`, `9:30 and 3:00 pm` (after `between`).
  func clockRange(_ i: Int) -> (start: Int, end: Int, endIndex: Int)? {
    guard let a = clock(i) else { return nil }
    var k = a.end
    let sep = w(k)
    guard sep == "-" || sep == "to" || sep == "and" || sep == "till" || sep == "until" || sep == "~"
    else { return nil }
    k += 1
    guard let b = clock(k) else { return nil }
    guard a.explicit || b.explicit || sep == "and" || sep == "-" else { return nil }
    var s = a.minute
    var e = b.minute
    // `3-8pm`: the meridiem of the end applies to the start
    if e >= 12 * 60, s < 12 * 60, s + 12 * 60 < e, !hasMeridiem(i, a.end) { s += 12 * 60 }
    if e <= s, e < 12 * 60, e + 12 * 60 <= s || (s >= 12 * 60 && hasMeridiem(a.end + 1, b.end)) {
      // `10pm - 1am`, `22:00 - 01:00`, `11pm-2am`: past midnight, into the next day
      return (s, e + 24 * 60, b.end)
    }
    if e <= s { e += 12 * 60 }
    if e > 24 * 60 { e = 24 * 60 }
    return (s, e, b.end)
  }

  /// ``TimeWords/clockPhraseLeads`` for a lookup per token (``WordTable``).
  static let clockPhraseLeads = WordSet(TimeWords.clockPhraseLeads)

  /// A clock expression before a date, or standing alone: `at 5pm`, `8:00am`, `3-8pm`,
  /// `between 9:30 and 3:00 pm`, `from 10:30 to 3`, `around 7`.
  func clockPhrase(_ i: Int) -> (start: Int, end: Int?, endIndex: Int, explicit: Bool)? {
    var j = i
    var cue = false
    if Self.clockPhraseLeads.contains(w(j)) {
      cue = w(j) != "between" && w(j) != "from"
      j += 1
      if w(j) == "around" || w(j) == "about" { j += 1 }
    }
    if let r = clockRange(j) { return (r.start, r.end, r.endIndex, true) }
    guard let c = clock(j) else { return nil }
    return (c.minute, nil, c.end, c.explicit || cue)
  }

  /// A date followed by a time of day: `yesterday afternoon`, `tomorrow 8:00am`, `Monday at 2.30`,
  /// `tuesday in the morning`, `next Monday 1-3 pm`, `tomorrow night`, `today before 4pm`; a bare
  /// weekday and its time are the most recent that has started (``weekdayTimeStarted(_:_:)``).
  func withTimeAfter(_ p: Parsed) -> Parsed { weekdayTimeStarted(p, dayWithTimeAfter(p)) }

  /// ``withTimeAfter(_:)`` with the day as the date reads it.
  private func dayWithTimeAfter(_ p: Parsed) -> Parsed {
    guard p.span.grain == .day, let d = p.span.startDay else { return p }
    var k = p.end
    if w(k) == "," { k += 1 }
    // part of the day, optionally followed by a clock
    if let (pod, e) = partOfDayPhrase(k) {
      var q = p
      q.end = e
      q.span = partSpan(pod, day: d)
      if let c = clockPhrase(e) ?? clockPhrase(w(e) == "," ? e + 1 : e) {
        q.end = c.endIndex
        if let s = clockStart(c.start, pod: pod) {
          q.span = TimeSpan(
            start: d * CivilDate.dayMinutes + s,
            end: d * CivilDate.dayMinutes + s + (c.end.map { $0 - c.start } ?? 60), grain: .hour)
        }
      }
      return q
    }
    // open bounds by a clock: today before 4pm, 1/1/2015 after 2:00
    let bound = w(k)
    if TimeWords.dayClockBounds.contains(bound)
      || (bound == "no" && w(k + 1) == "later" && w(k + 2) == "than")
      || (bound == "later" && w(k + 1) == "than")
    {
      let ck = bound == "no" ? k + 3 : (bound == "later" ? k + 2 : k + 1)
      var cj = ck
      if w(cj) == "around" { cj += 1 }
      if let c = clock(cj), c.explicit || bound == "by" || bound == "after" {
        var e = c.end
        var minute = c.minute
        if let (pod, pe) = partOfDayPhrase(e), let s = clockStart(c.minute, pod: pod) {
          minute = s
          e = pe
        }
        // the bound cuts the day: `tomorrow before 4pm` = tomorrow until 4pm (decision 27)
        let dayStart = d * CivilDate.dayMinutes
        let t = dayStart + minute
        var q = p
        q.end = e
        q.span =
          (bound == "after" || bound == "later")
          ? TimeSpan(start: t, end: dayStart + CivilDate.dayMinutes, grain: .span)
          : TimeSpan(start: dayStart, end: t, grain: .span)
        return q
      }
    }
    if let c = clockPhrase(k),
      c.explicit || TimeWords.dayClockJoiners.contains(w(k)) || w(p.end) == "," || k == p.end
    {
      guard c.explicit || w(k) == "at" || w(k) == "@" || w(k) == "around" || c.end != nil else {
        return p
      }
      var q = p
      q.end = c.endIndex
      var start = c.start
      var e = c.endIndex
      if let (pod, pe) = partOfDayPhrase(e) {
        if let s = clockStart(c.start, pod: pod) { start = s }
        e = pe
        q.end = e
      }
      let base = d * CivilDate.dayMinutes
      let len = c.end.map { $0 - c.start } ?? 60
      q.span = TimeSpan(start: base + start, end: base + start + max(len, 1), grain: .hour)
      return q
    }
    return p
  }

  /// A clock reading in a part of the day (`10 in the morning`, `3 in the afternoon`).
  func clockStart(_ minute: Int, pod: PartOfDay) -> Int? {
    switch pod {
    case .morning: return minute >= 12 * 60 ? minute - 12 * 60 : minute
    case .afternoon, .evening: return minute < 12 * 60 ? minute + 12 * 60 : minute
    case .night: return minute < 5 * 60 || minute >= 12 * 60 ? minute : minute + 12 * 60
    }
  }

  /// Day-relative parts of the day: `tonight`, `this morning`, `last night`, `tomorrow night`
  /// (through ``withTimeAfter(_:)``), `8am this morning`.
  func dayPart(_ i: Int) -> Parsed? {
    let s = w(i)
    if s == "tonight" || s == "tonite" {
      return Parsed(end: i + 1, span: partSpan(.night, day: refDay), valueStart: i)
    }
    if s == "next" || s == "following", let (pod, e) = partOfDayWord(i + 1) {
      return Parsed(end: e, span: partSpan(pod, day: refDay + 1), valueStart: i)
    }
    if s == "this" || s == "last" || s == "yesterday", let (pod, e) = partOfDayWord(i + 1) {
      let day = s == "this" ? refDay : refDay - 1
      if s == "last", pod != .night {
        return Parsed(end: e, span: partSpan(pod, day: refDay - 1), valueStart: i)
      }
      return Parsed(end: e, span: partSpan(pod, day: day), valueStart: i)
    }
    return nil
  }

  /// A bare part of the day or clock time: an hour filter with no interval (`morning`, `at night`,
  /// `at 5pm`). Looking forward (a calendar's direction), it is the next such time instead.
  func timeOfDayOnly(_ i: Int) -> Parsed? {
    guard var p = hourFilterOnly(i) else { return nil }
    if !past, let h = p.span.hourFilter {
      let today = refDay * CivilDate.dayMinutes
      var minute = h.start * 60
      var twelveHour = false
      if let c = clockPhrase(i), c.explicit {
        minute = c.start
        twelveHour = minute < 12 * 60 && minute >= 60 && !hasMeridiem(i, c.endIndex)
      }
      var start = today + minute
      if twelveHour, start < refMinute, start + 12 * 60 >= refMinute { start += 12 * 60 }
      let length =
        p.span.grain == .timeOfDay && partOfDayPhrase(i) != nil
        ? ((h.end - h.start + 24) % 24) * 60 : 60
      if partOfDayPhrase(i) != nil {
        if start + length <= refMinute { start += CivilDate.dayMinutes }
      } else if start < refMinute {
        start += CivilDate.dayMinutes
      }
      p.span = TimeSpan(start: start, end: start + max(length, 1), grain: .hour)
      p.isClock = false
    }
    return p
  }

  /// The hour filter of a bare part of the day or clock time.
  func hourFilterOnly(_ i: Int) -> Parsed? {
    if let (pod, e) = partOfDayPhrase(i) {
      let h = pod.hours
      var p = Parsed(
        end: e,
        span: TimeSpan(
          start: nil, end: nil, grain: .timeOfDay, hourFilter: HourRange(start: h.start, end: h.end)
        ), valueStart: i, score: 0.8)
      p.isClock = true
      let v = w(i) == "in" || w(i) == "at" || w(i) == "during" || w(i) == "for" ? i + 1 : i
      p.valueStart = w(v) == "the" ? v + 1 : v
      return p
    }
    if let c = clockPhrase(i), c.explicit {
      var startMinute = c.start
      var endMinute = c.end
      var endIndex = c.endIndex
      // `10 - 11 at night`, `5-7 in the evening`: the part of the day sets the half of the clock
      if let (pod, pe) = partOfDayPhrase(c.endIndex), !hasMeridiem(i, c.endIndex),
        let s = clockStart(c.start, pod: pod)
      {
        startMinute = s
        endMinute = c.end.flatMap { clockStart($0, pod: pod) }.map { $0 <= s ? $0 + 24 * 60 : $0 }
        endIndex = pe
      }
      let startHour = startMinute / 60
      let endHour = endMinute.map { ($0 + 59) / 60 } ?? startHour + 1
      var p = Parsed(
        end: endIndex,
        span: TimeSpan(
          start: nil, end: nil, grain: .timeOfDay,
          hourFilter: HourRange(
            start: startHour % 24, end: endHour % 24 == 0 && endHour > 0 ? 24 : endHour % 24)),
        valueStart: i, score: 0.7)
      p.isClock = true
      p.valueStart = TimeWords.hourFilterLeads.contains(w(i)) ? i + 1 : i
      return p
    }
    return nil
  }
}
