/// Clock times in the forms around the plain ones: `half three`, `a quarter past 3pm`, `20 to 5`,
/// `at 1030`, `330 p.m.`, `at 3 15`, `3 oclock pm`, `3 in the morning`.
extension TimeParser {
  /// A clock time at `i`: minute of the day, end, and whether it was explicit.
  func clock(_ i: Int) -> (minute: Int, end: Int, explicit: Bool)? {
    guard i < n else { return nil }
    // a clock starts with a number, a number word, or one of a few words
    if tokens[i].kind == .word, lexInfo[i].cardinal == nil,
      lexInfo[i].flags & WordInfo.clockStart == 0
    {
      return nil
    }
    if tokens[i].kind == .punctuation { return nil }
    // half three, a quarter past 3pm, 15 past 3, 20 to 5, quarter till noon
    var j = i
    var offset: Int? = nil
    if w(j) == "half" {
      offset = 30
      j += 1
      if w(j) == "past" { j += 1 }
    } else if w(j) == "a", w(j + 1) == "quarter" {
      offset = 15
      j += 2
    } else if w(j) == "quarter" {
      offset = 15
      j += 1
    } else if let m = smallNumber(j), !m.ordinal, m.value >= 1, m.value < 60,
      TimeWords.clockOffsetRelations.contains(w(m.end)), !isUnitAfter(m.end),
      !isHourRangeStart(i, value: m.value, end: m.end)
    {
      offset = m.value
      j = m.end
      if w(j) == "minutes" || w(j) == "min" { j += 1 }
    }
    if let off = offset {
      let rel = w(j)
      // `ten of five`, `20 minutes of 5`: digits before `of` without a minute word are a count
      // (`1 of 2`)
      let ofCount = rel == "of" && isNum(i) && j == i + 1
      if rel == "past" || rel == "after"
        || ((rel == "to" || rel == "till" || rel == "before" || rel == "of") && w(i) != "half"
          && !ofCount)
      {
        if let h = clockCore(j + 1) {
          let m = rel == "past" || rel == "after" ? h.minute + off : h.minute - off
          return ((m + 1440) % 1440, h.end, true)
        }
      } else if w(i) == "half",
        let h = clockCore(j)
          ?? lex(j).cardinal.flatMap({ $0 >= 1 && $0 <= 12 ? ($0 * 60, j + 1, false) : nil })
      {
        return ((h.minute + 30) % 1440, h.end, true)
      }
    }
    // 1030, 815, 330 p.m. (with a cue word before or a meridiem after)
    if isNum(i), digits(i) == 3 || digits(i) == 4, let v = num(i), v % 100 < 60, v / 100 <= 23,
      !(i + 1 < n && glued(i + 1) && isPunct(i + 1) && isNum(i + 2))
    {
      let cue = i > 0 && TimeWords.clockCueWords.contains(f[i - 1])
      if let m = meridiem(i + 1) {
        guard let h = hour24(v / 100, pm: m.pm) else { return nil }
        return (h * 60 + v % 100, m.end, true)
      }
      if cue, !isUnitAfter(i + 1) { return (v / 100 * 60 + v % 100, i + 1, true) }
      return nil
    }
    guard var c = clockCore(i) else { return nil }
    // `at 3 15`
    if !c.explicit, i > 0, f[i - 1] == "at", c.minute % 60 == 0, isNum(c.end), digits(c.end) == 2,
      let mm = num(c.end), mm < 60
    {
      c = (c.minute + mm, c.end + 1, true)
    }
    // `3 oclock pm`, `3ish pm`
    if let m = meridiem(c.end), c.minute < 13 * 60, c.explicit || f[i].hasSuffix("ish") {
      let h = c.minute / 60
      if let hh = hour24(h == 0 ? 12 : h, pm: m.pm) { c = (hh * 60 + c.minute % 60, m.end, true) }
    }
    // `3 in the morning`, `3 in the AM`
    var k = c.end
    if w(k) == "in", w(k + 1) == "the" {
      k += 2
      let s = w(k)
      if s == "am" || s == "morning" || s == "pm" || s == "afternoon" || s == "evening" {
        let pm = s != "am" && s != "morning"
        let h = c.minute / 60
        if h <= 12, let hh = hour24(h == 0 ? 12 : h, pm: pm) {
          return (hh * 60 + c.minute % 60, k + 1, true)
        }
      }
    }
    return c
  }

  /// `7 to 9am`, `10 till 11`, `13 to 15`: an hour in digits before `to`/`till`/`until` and a
  /// later hour is the start of a clock range, not minutes before the hour (`20 to 5`, `10 to 9`
  /// and `ten to nine` stay minutes before it).
  func isHourRangeStart(_ i: Int, value: Int, end: Int) -> Bool {
    guard isNum(i), value <= 24, w(end) == "to" || w(end) == "till" || w(end) == "until",
      let h = clockCore(end + 1)
    else { return false }
    // a 24-hour end (`13 to 15`) compares as written, a 12-hour one on the dial
    let endHour = h.minute / 60 > 12 ? h.minute / 60 : (h.minute / 60 + 11) % 12 + 1
    return value < endHour
  }
}
