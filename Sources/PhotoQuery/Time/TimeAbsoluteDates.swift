/// Absolute calendar dates: `July 4th 2019`, `4 July 2019`, `the 4th of July`, `7/4/2019`,
/// `2019-07-04`, `Dec31`, `March 2019`, `2019`, `Friday the 22nd`.
extension TimeParser {
  /// Words before an ambiguous month word (`may`, `march`) that make it a month.
  static let monthCueWords = TimeWords.monthCueWords

  /// The month named at `i` (with a glued abbreviation dot skipped): value and end index.
  func monthWord(_ i: Int) -> (month: Int, end: Int)? {
    guard i < n, tokens[i].kind == .word, let m = lex(i).month else { return nil }
    if i > 0, glued(i), f[i - 1] == "$" { return nil }
    var e = i + 1
    if w(e) == ".", glued(e), f[i].utf8.count <= 4 { e += 1 }
    return (m, e)
  }

  /// Whether an ambiguous month word at `i` has date context around it (or is unambiguous).
  func monthIsCued(_ i: Int, end: Int) -> Bool {
    guard TimeLexicon.ambiguousMonths.contains(f[i]) else { return true }
    if f[i] == "may" || f[i] == "march" {
      // the modal verb / the verb: a month only when what follows cannot be a verb phrase
      let next = w(end)
      let okNext = TimeWords.afterMonthWords
      guard okNext.contains(next) || isNum(end) else { return false }
      if next == "'" { return false }
      if end < n, isPunct(end), !(i > 0 && Self.monthCueWords.contains(f[i - 1])), n > 2 {
        return false
      }
    }
    if i > 0, Self.monthCueWords.contains(f[i - 1]) { return true }
    if i > 0, dayOfMonth(i - 1) != nil, f[i] != "may" { return true }
    if n == 1 { return true }
    if f[i] != "may" && f[i] != "march", tokens[i].isCapitalized || n <= 2 { return true }
    if f[i] == "march", tokens[i].isCapitalized, i > 0 { return true }
    return false
  }

  /// A month-led date: `July 4th 2019`, `July the 4th`, `May twenty nine`, `Dec. 31 , 1994`,
  /// `March 2019`, `Dec, 2018`, `june of 1992`, `March`.
  func monthLed(_ i: Int) -> Parsed? {
    guard let (m, j0) = monthWord(i) else { return nil }
    var j = j0
    if tokens.indices.contains(j), tokens[j].kind == .word, let (y, ye) = yearWords(j), ye > j + 1 {
      return Parsed(
        end: ye, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
    }
    if w(j) == "of", isNum(j + 1), digits(j + 1) == 2, !isUnitAfter(j + 2), let v = num(j + 1) {
      let y = twoDigitYear(v)
      return Parsed(
        end: j + 2, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
    }
    if let d = dayAfterMonth(j) {
      var k = d.end
      var spec = DateSpec(year: nil, month: m, day: d.day)
      var k2 = k
      if w(k2) == "," { k2 += 1 }
      if w(k2) == "of" || w(k2) == "in" { k2 += 1 }
      if let y = yearNumber(
        k2, allowTwoDigits: w(k) == "," || (digits(k2) == 2 && !isUnitAfter(k2 + 1)))
      {
        if !(digits(k2) == 2
          && (w(k2 + 1) == ":" || TimeLexicon.ordinalSuffixes.contains(w(k2 + 1))))
        {
          spec.year = y.year
          k = y.end
        }
      }
      guard let span = resolve(spec) else { return nil }
      if spec.year == nil, w(k) == ",", let wd = lex(k + 1).weekday,
        let day = nearestYear(m, d.day, wd)
      {
        return Parsed(end: k + 2, span: .day(day), spec: spec, valueStart: i)
      }
      return Parsed(end: k, span: span, spec: spec, valueStart: i)
    }
    // month + year
    var k = j
    if w(k) == "," || w(k) == "of" || w(k) == "in" || ((w(k) == "-" || w(k) == "/") && glued(k)) {
      k += 1
    }
    if let y = yearNumber(
      k, allowTwoDigits: k == j && digits(k) == 2 && !isUnitAfter(k + 1) && w(k + 1) != ":")
    {
      let spec = DateSpec(year: y.year, month: m, day: nil)
      return Parsed(end: y.end, span: monthSpan(y.year, m), spec: spec, valueStart: i)
    }
    if let shift = yearShiftAfter(j), w(j) == "in" {
      // `March in 1 year`
      let y = shift.year
      return Parsed(
        end: shift.end, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
    }
    if w(j) == "after", w(j + 1) == "next" {
      let cur = context.reference.month
      let y = context.reference.year + (m > cur ? 1 : 2)
      return Parsed(
        end: j + 2, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
    }
    if let (rel, re) = relation(j), w(re) == "year", rel != .coming {
      let y = context.reference.year + (rel == .this ? 0 : (rel == .next ? 1 : -1))
      return Parsed(
        end: re + 1, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
    }
    guard monthIsCued(i, end: j) else { return nil }
    j = j0
    let spec = DateSpec(year: nil, month: m, day: nil)
    guard let span = resolve(spec) else { return nil }
    return Parsed(end: j, span: span, spec: spec, valueStart: i, score: 0.85)
  }

  /// Whether a unit or count noun follows (so a number is a count, not a date part).
  func isUnitAfter(_ i: Int) -> Bool {
    lex(i).unit != nil || Self.countNouns.contains(w(i))
  }

  /// Nouns after which a number is a quantity.
  static let countNouns = TimeWords.countNouns

  /// The day after a month word: `4`, `4th`, `the 4th`, `twenty nine`, `-2` / `/2` (glued).
  func dayAfterMonth(_ j: Int) -> (day: Int, end: Int)? {
    var k = j
    if w(k) == ",", let d = dayOfMonth(k + 1), d.ordinal, !isUnitAfter(d.end) {
      return (d.day, d.end)
    }
    if (w(k) == "-" || w(k) == "/" || w(k) == ".") && glued(k) && isNum(k + 1) && glued(k + 1) {
      k += 1
    }
    if w(k) == "the" { k += 1 }
    guard let d = dayOfMonth(k) else { return nil }
    // `May 2019` is a year, `5:30` a clock, `4 days` a count
    if isNum(k), digits(k) > 2 { return nil }
    if w(d.end) == ":"
      || (w(d.end) == "." && isNum(d.end + 1) && digits(d.end + 1) == 2 && !d.ordinal)
    {
      return nil
    }
    if isUnitAfter(d.end), !d.ordinal { return nil }
    if let c = w(d.end).first, TimeWords.meridiemWords.contains(w(d.end)), c.isLetter { return nil }
    return (d.day, d.end)
  }

  /// A day-led date: `4 July 2019`, `the 4th of July`, `second of Aug`, `12 of Nov`, `16. Nov. 2016`.
  func dayLed(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    guard let d = dayOfMonth(j) else { return nil }
    if isNum(j), digits(j) > 2 { return nil }
    var k = d.end
    if w(k) == "." && glued(k) { k += 1 }
    if w(k) == "of" { k += 1 }
    if (w(k) == "-" || w(k) == "/") && glued(k) { k += 1 }
    if w(k - 1) == "of", let r = relativePeriod(k), r.span.grain == .month, let ms = r.span.startDay
    {
      let c = CivilDate.civil(ms)
      guard CivilDate.isValid(c.year, c.month, d.day) else { return nil }
      return Parsed(
        end: r.end, span: .day(ms + d.day - 1),
        spec: DateSpec(year: c.year, month: c.month, day: d.day), valueStart: i)
    }
    guard let (m, me) = monthWord(k) else { return nil }
    if TimeLexicon.ambiguousMonths.contains(f[k]), !d.ordinal, !isNum(j), k == d.end { return nil }
    var spec = DateSpec(year: nil, month: m, day: d.day)
    var e = me
    var k2 = me
    if w(k2) == "," { k2 += 1 }
    if w(k2) == "of" || w(k2) == "in" { k2 += 1 }
    if (w(k2) == "-" || w(k2) == "/") && glued(k2) { k2 += 1 }
    // `3rd Feb 82`, `4 July of 19`: a two-digit year right after the month (not a clock, a count)
    let twoDigitYearHere =
      (w(k2 - 1) == "of" || k2 == me || w(k2 - 1) == ",") && !isUnitAfter(k2 + 1)
      && w(k2 + 1) != ":" && w(k2 + 1) != "." && meridiem(k2 + 1) == nil
      && !(w(k2 + 1) == "o" || w(k2 + 1) == "o'clock" || w(k2 + 1) == "oclock")
      && partOfDayPhrase(k2 + 1) == nil && !(w(k2 + 1) == "-" && isNum(k2 + 2))
    if let y = yearNumber(k2, allowTwoDigits: twoDigitYearHere) {
      spec.year = y.year
      e = y.end
    }
    guard let span = resolve(spec) else { return nil }
    return Parsed(end: e, span: span, spec: spec, valueStart: i)
  }

  /// A year-led month or date: `2017 april`, `2016, nov`, `2019 March 3`.
  func yearLed(_ i: Int) -> Parsed? {
    guard isNum(i), let yn = yearNumber(i), yn.year >= 1, digits(i) <= 4 else { return nil }
    let y = yn.year
    var k = yn.end
    if w(k) == "," { k += 1 }
    guard let (m, me) = monthWord(k) else { return nil }
    if let d = dayAfterMonth(me) {
      let spec = DateSpec(year: y, month: m, day: d.day)
      guard let span = resolve(spec) else { return nil }
      return Parsed(end: d.end, span: span, spec: spec, valueStart: i)
    }
    return Parsed(end: me, span: monthSpan(y, m), spec: DateSpec(year: y, month: m), valueStart: i)
  }

  /// A bare four-digit year (`2019`, `in 2019`), a spelled year, or `the year 2008`.
  func bareYear(_ i: Int) -> Parsed? {
    var j = i
    var cued = false
    if w(j) == "the", w(j + 1) == "year" {
      j += 2
      cued = true
    } else if w(j) == "ad", j < n, tokens[j].isCapitalized, isNum(j + 1) {
      // `AD 1066`
      j += 1
      cued = true
    } else if w(j) == "year" || w(j) == "calendar" || w(j) == "cy" {
      j += w(j) == "calendar" && w(j + 1) == "year" ? 2 : 1
      cued = true
    }
    if w(j) == "of", cued { j += 1 }
    guard let y = yearNumber(j, allowTwoDigits: false) else {
      return nil
    }
    if isNum(j) {
      // not a quantity, not part of a longer number
      if isUnitAfter(y.end) { return nil }
      if j > 0, glued(j), !["(", "'", "\"", "[", "=", "~"].contains(f[j - 1]) { return nil }
      if y.end < n, glued(y.end),
        ![".", ",", ")", "!", "?", ";", "'s", "'", "\"", "]", "s", ":"].contains(f[y.end])
      {
        return nil
      }
      if (w(y.end) == "-" || w(y.end) == "/" || w(y.end) == "." || w(y.end) == ":") && glued(y.end)
        && isNum(y.end + 1)
      {
        return nil
      }
    }
    let score = cued ? 0.95 : (isNum(j) ? 0.7 : 0.8)
    return Parsed(
      end: y.end, span: yearSpan(y.year), spec: DateSpec(year: y.year), valueStart: i, score: score)
  }

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
    // `Monday 3-8`, `Monday 12-4`: hours, unless the month-day falls on that weekday (`Friday 7-6`)
    var hoursFollow = false
    if isNum(k), w(k + 1) == "-", isNum(k + 2), let a = num(k), let b = num(k + 2), a <= 12,
      b <= 12,
      digits(k + 2) <= 2, !(w(k + 3) == "-" || w(k + 3) == "/")
    {
      if let d = resolve(DateSpec(month: a, day: b)), CivilDate.weekday(d.startDay!) == wd {
        return Parsed(end: k + 3, span: d, spec: DateSpec(month: a, day: b), valueStart: i)
      }
      hoursFollow = true
    }
    if !hoursFollow, let date = numericDate(k) ?? monthLed(k) ?? dayLed(k),
      date.spec?.day != nil || date.spec == nil
    {
      if w(k) != "the" || date.spec != nil {
        if let spec = date.spec, spec.year == nil, let m = spec.month, let d = spec.day,
          let ds = date.span.startDay,
          CivilDate.weekday(ds) != wd
        {
          // `Fri, Jul 18`: the nearest year in which that day is that weekday
          let y0 = context.reference.year
          for delta in [0, 1, -1] where CivilDate.isValid(y0 + delta, m, d) {
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
    if let d = dayOfMonth(k2), !(isNum(k2) && digits(k2) > 2), w(d.end) != ":", !isUnitAfter(d.end),
      !TimeWords.clockMarks.contains(w(d.end)), k2 > k || isNum(k2) || d.ordinal
    {
      if let day = dayWithWeekday(d.day, wd) {
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

  /// The day-of-month `d` that falls on weekday `wd`: this month's if it does, else the nearest
  /// month before (past) or after (future) where it does.
  func dayWithWeekday(_ d: Int, _ wd: Int) -> Int? {
    let r = context.reference
    var y = r.year
    var m = r.month
    for step in 0..<28 {
      if CivilDate.isValid(y, m, d) {
        let day = CivilDate.days(y, m, d)
        if CivilDate.weekday(day) == wd { return day }
      }
      _ = step
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
    if i > 0, f[i - 1] == "on", let d = dayOfMonth(i), d.ordinal, !isUnitAfter(d.end),
      let span = resolve(DateSpec(day: d.day))
    {
      var p = Parsed(end: d.end, span: span, spec: DateSpec(day: d.day), valueStart: i, score: 0.7)
      p.isBareDay = true
      return p
    }
    guard w(i) == "the", let d = dayOfMonth(i + 1) else { return nil }
    if isNum(i + 1), digits(i + 1) > 2 { return nil }
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
