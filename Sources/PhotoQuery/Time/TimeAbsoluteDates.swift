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
    // `Sept.`, and a dot between a month and its day (`september.16th`)
    if w(e) == ".", glued(e),
      f[i].utf8.count <= 4 || (glued(e + 1) && dayOfMonth(e + 1) != nil)
    {
      e += 1
    }
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
    if i > 0, Self.monthCueWords.contains(f[i - 1]) {
      // a joining word (`April and May`, `June or may`) cues a month only after a time word;
      // `duties and may at its discretion` is the verb
      guard f[i - 1] == "and" || f[i - 1] == "or" else { return true }
      return i > 1 && (isNum(i - 2) || tokens[i - 2].kind == .alphanumeric || isTimeWord(i - 2))
    }
    if i > 0, dayOfMonth(i - 1) != nil, f[i] != "may" { return true }
    if n == 1 { return true }
    if f[i] != "may" && f[i] != "march", tokens[i].isCapitalized || n <= 2 { return true }
    if f[i] == "march", tokens[i].isCapitalized, i > 0 { return true }
    // `What will happen May to March`: a capitalised `May` that opens a range to a month
    if tokens[i].isCapitalized, Self.rangeJoiners.contains(w(end)), lex(end + 1).month != nil {
      return true
    }
    return false
  }

  /// Whether the word at `k` names a calendar unit of its own: a month, weekday, season or the
  /// first word of a holiday.
  func isTimeWord(_ k: Int) -> Bool {
    let info = lex(k)
    return info.month != nil || info.weekday != nil || info.season != nil
      || info.flags & WordInfo.holiday != 0
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

  /// Whether a bare number that can be a year, before a count noun that can be its subject, is
  /// that year (`costumes 2020 kids`, `2019 photos`) and not a count: no quantity word before it.
  func isYearBeforeItsSubject(_ j: Int, end: Int, year: Int) -> Bool {
    (1900...2099).contains(year) && TimeWords.yearSubjectNouns.contains(w(end))
      && !TimeWords.quantityWords.contains(w(j - 1))
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
    // `2016 10 16`: year, month and day as spaced numbers (a valid date, no count after it)
    if isNum(k), digits(k) <= 2, isNum(k + 1), digits(k + 1) <= 2, let m = num(k),
      let d = num(k + 1), tokens[k].spaceBefore, tokens[k + 1].spaceBefore, digits(i) == 4,
      CivilDate.isValid(y, m, d), !isUnitAfter(k + 2),
      w(k + 2) != "-", w(k + 2) != "/",
      w(k + 2) != ":", !(w(k + 2) == "." && isNum(k + 3))
    {
      let spec = DateSpec(year: y, month: m, day: d)
      return Parsed(end: k + 2, span: .day(CivilDate.days(y, m, d)), spec: spec, valueStart: i)
    }
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
  /// `cy18`, `CY2018`: a calendar year code (``TimeWords/calendarYearPrefixes``).
  func calendarYearCode(_ k: Int) -> Int? {
    let s = f[k]
    for prefix in TimeWords.calendarYearPrefixes where s.hasPrefix(prefix) {
      let rest = s.dropFirst(prefix.count)
      guard rest.count == 2 || rest.count == 4, let v = Int(rest) else { return nil }
      return rest.count == 2 ? twoDigitYear(v) : v
    }
    return nil
  }

  /// A year before 1000 after `year`: three digits or words (`247`, `two hundred and sixty seven`).
  func earlyYear(_ k: Int) -> (year: Int, end: Int)? {
    if isNum(k), digits(k) == 3, let v = num(k), v >= 100, !isUnitAfter(k + 1) { return (v, k + 1) }
    if let h = hundreds(k) { return (h.value, h.end) }
    return nil
  }

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
    if j < n, tokens[j].kind == .alphanumeric, let y = calendarYearCode(j) {
      return Parsed(
        end: j + 1, span: yearSpan(y), spec: DateSpec(year: y), valueStart: i, score: 0.95)
    }
    if cued, yearNumber(j) == nil, let y = earlyYear(j) {
      // `year 247`, `the year two hundred and sixty seven`
      return Parsed(
        end: y.end, span: yearSpan(y.year), spec: DateSpec(year: y.year), valueStart: i,
        score: 0.9)
    }
    guard let y = yearNumber(j, allowTwoDigits: false) else {
      return nil
    }
    if isNum(j) {
      // not a quantity, not part of a longer number
      if isUnitAfter(y.end), !isYearBeforeItsSubject(j, end: y.end, year: y.year) { return nil }
      if j > 0, glued(j), !["(", "'", "\"", "[", "=", "~"].contains(f[j - 1]),
        !(f[j - 1] == "-" && TimeWords.hyphenedBounds.contains(w(j - 2)))
      {
        return nil
      }
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

}
