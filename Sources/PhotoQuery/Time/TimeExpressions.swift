/// How the rule families combine: a core date, times of day around it, ranges, open ends, and the
/// prepositions and hedges in front that the match consumes but the value drops.
extension TimeParser {
  /// Words whose first token can start a core date expression (cheap pre-check).
  static let leadingWords: Set<String> = {
    var s: Set<String> = [
      "the", "this", "last", "next", "previous", "past", "coming", "upcoming", "following", "current",
      "present", "prior", "preceding", "today", "tomorrow", "yesterday", "tmrw", "tmr", "tdy", "otd",
      "now", "right", "tonight", "tonite", "early", "mid", "late", "beginning", "start", "middle", "end",
      "eoy", "eod", "eom", "eow", "week", "w", "year", "calendar", "cy", "in", "within", "a", "an",
      "couple", "few", "several", "earlier", "later", "rest", "remaining", "remainder", "day", "'",
      "first", "second", "third", "fourth", "fifth", "tomorow", "tommorow", "tommorrow", "yday",
      "during", "over", "for", "that", "my", "same", "at", "ytd", "more", "less",
    ]
    s.formUnion(TimeLexicon.months.keys)
    s.formUnion(TimeLexicon.weekdays.keys)
    s.formUnion(TimeLexicon.seasons.keys)
    s.formUnion(TimeLexicon.cardinals.keys)
    s.formUnion(TimeLexicon.ordinals.keys)
    s.formUnion(TimeLexicon.decadeWords.keys)
    s.formUnion(HolidayNames.firstWords)
    return s
  }()

  /// Whether a core date could start at `i`.
  func mayStart(_ i: Int) -> Bool {
    guard i < n else { return false }
    switch tokens[i].kind {
    case .number, .alphanumeric: return true
    case .punctuation: return f[i] == "'"
    case .word: return Self.leadingWords.contains(f[i])
    }
  }

  /// The longest atomic date expression at `i`.
  func coreDate(_ i: Int) -> Parsed? {
    guard mayStart(i) else { return nil }
    var best: Parsed? = nil
    @inline(__always) func consider(_ p: Parsed?) {
      guard let p else { return }
      if best == nil || p.end > best!.end { best = p }
    }
    let s = f[i]
    let kind = tokens[i].kind
    if kind == .number {
      if digits(i) == 8, let v = Int(f[i]), v / 10000 >= 1900, v / 10000 <= 2099,
        CivilDate.isValid(v / 10000, v / 100 % 100, v % 100)
      {
        let spec = DateSpec(year: v / 10000, month: v / 100 % 100, day: v % 100)
        return Parsed(end: i + 1, span: resolve(spec)!, spec: spec, valueStart: i)
      }
      if i > 0, f[i - 1] == "$" || f[i - 1] == "€" || f[i - 1] == "£" { return nil }
      consider(numericDate(i))
      if best == nil, let e = runEnd(i), e > i + 1 {
        // a glued run that is no date (a phone number, `2015-1-32`)
        return nil
      }
      consider(quarter(i))
      consider(season(i))
      consider(dayLed(i))
      consider(yearLed(i))
      consider(decade(i))
      consider(durationRelative(i))
      consider(bareYear(i))
      return best
    }
    if kind == .alphanumeric {
      consider(gluedMonthDay(i))
      consider(dayLed(i))
      consider(decade(i))
      consider(quarter(i))
      consider(century(i))
      consider(weekOfPeriod(i))
      consider(dayOfPeriod(i))
      return best
    }
    if TimeLexicon.months[s] != nil {
      consider(numericDate(i))
      consider(monthLed(i))
    }
    if TimeLexicon.weekdays[s] != nil { consider(weekdayLed(i)) }
    if TimeLexicon.seasons[s] != nil { consider(season(i)) }
    if HolidayNames.firstWords.contains(s) || s == "the" {
      consider(holidayDate(i))
    }
    consider(deictic(i))
    consider(relativePeriod(i))
    consider(partOfPeriod(i))
    consider(restOfPeriod(i))
    consider(countedPeriod(i))
    consider(durationRelative(i))
    consider(weekOfPeriod(i))
    consider(dayOfPeriod(i))
    consider(weekOf(i))
    consider(weekendOfHoliday(i))
    consider(quarter(i))
    consider(century(i))
    consider(decade(i))
    consider(dayLed(i))
    consider(bareYear(i))
    consider(bareDayOfMonth(i))
    consider(dayPart(i))
    consider(currentPeriod(i))
    consider(boundedDuration(i))
    return best
  }

  /// A date with times of day around it: `yesterday afternoon`, `8am this morning`,
  /// `from 3-8pm yesterday afternoon`, `12:30 PM on Fri`, `tonight at 8`.
  func timedDate(_ i: Int) -> Parsed? {
    // clock first, then the date
    if let c = clockPhrase(i), c.explicit || w(i) == "between" || w(i) == "from" {
      var k = c.endIndex
      if w(k) == "," { k += 1 }
      if w(k) == "on" || w(k) == "of" { k += 1 }
      if let d = coreDate(k) ?? dayPart(k), let ds = d.span.startDay,
        d.span.grain == .day || d.span.grain == .partOfDay
      {
        var q = withTimeAfter(d)
        var minute = c.start
        if d.span.grain == .partOfDay, let pod = podOf(d.span), !hasMeridiem(i, c.endIndex) {
          minute = clockStart(c.start, pod: pod) ?? minute
        }
        let base = ds * CivilDate.dayMinutes
        let len = c.end.map { $0 - c.start } ?? 60
        q.span = TimeSpan(start: base + minute, end: base + minute + max(len, 1), grain: .hour)
        q.valueStart = i
        return q
      }
    }
    guard let d = coreDate(i) else { return nil }
    if var spec = d.spec, spec.year == nil, spec.day != nil {
      var q = withTimeAfter(d)
      if q.end > d.end, let y = yearNumber(q.end), let day = resolve(DateSpec(year: y.year, month: spec.month, day: spec.day)) {
        spec.year = y.year
        let shift = (day.startDay! - d.span.startDay!) * CivilDate.dayMinutes
        q.span.start = q.span.start.map { $0 + shift }
        q.span.end = q.span.end.map { $0 + shift }
        q.spec = spec
        q.end = y.end
        return q
      }
    }
    if d.span.grain == .partOfDay, let ds = d.span.startDay {
      // tonight at 8, this morning at 9
      var k = d.end
      if w(k) == "," { k += 1 }
      if let c = clockPhrase(k), let pod = podOf(d.span) {
        var q = d
        let m = clockStart(c.start, pod: pod) ?? c.start
        let base = ds * CivilDate.dayMinutes
        q.span = TimeSpan(start: base + m, end: base + m + 60, grain: .hour)
        q.end = c.endIndex
        return q
      }
      return d
    }
    return withTimeAfter(d)
  }

  /// Whether tokens `[from, to)` hold an am/pm mark.
  func hasMeridiem(_ from: Int, _ to: Int) -> Bool {
    for k in from..<min(to, n) {
      let s = f[k]
      if s == "am" || s == "pm" || s.hasSuffix("am") || s.hasSuffix("pm") || s == "a" || s == "p" { return true }
    }
    return false
  }

  /// The part of the day a part-of-day span stands for.
  func podOf(_ span: TimeSpan) -> PartOfDay? {
    guard let s = span.start else { return nil }
    let h = (s - floorDiv(s, CivilDate.dayMinutes) * CivilDate.dayMinutes) / 60
    return PartOfDay.allCases.first { $0.hours.start == h }
  }

  /// An expression without the words in front: open-ended, explicit range, date (+ time) with an
  /// implicit range or an `or later` after it, or a bare time of day.
  func expressionCore(_ i: Int) -> Parsed? {
    if let p = openEnded(i) { return p }
    if let p = explicitRange(i) { return p }
    if isNum(i), let dr = dayNumberRange(i) { return Parsed(end: dr.end, span: dr.span, valueStart: i) }
    if let p = monthThenDayRange(i) { return p }
    if let p = timedDate(i) {
      if let r = implicitRange(p) { return r }
      return postfixBound(p)
    }
    return timeOfDayOnly(i)
  }

  /// Words in front of a time that the match consumes but the value drops.
  static let leadIns: Set<String> = [
    "in", "on", "at", "during", "from", "of", "for", "around", "about", "circa", "approximately",
    "like", "roughly", "sometime", "some", "throughout", "over", "within", "ca", "approx", "maybe",
  ]

  /// All matches, left to right, never overlapping.
  func recognize() -> [TimeMatch] {
    var result: [TimeMatch] = []
    var i = 0
    while i < n {
      var lead = i
      var k = i
      // consume lead-ins (`from`, `in`, `like`), trying the longest expression
      var found: Parsed? = nil
      while k < n {
        if let p = expressionCore(k) {
          found = p
          break
        }
        if Self.leadIns.contains(f[k]), k - lead < 2 {
          k += 1
          continue
        }
        break
      }
      guard var p = found else {
        i = (lead == k ? i + 1 : lead + 1)
        if let e = runEnd(lead), e > lead + 1, numericDate(lead) == nil { i = e }
        continue
      }
      if k > lead, p.valueStart > k { lead = k }
      // the value drops determiners and possessives in front
      var v = p.valueStart
      while v < p.end - 1, ["the", "my", "our", "a", "an", "his", "her", "their", "your", "this"].contains(f[v]),
        f[v] != "this" || !(v + 1 < n && (TimeLexicon.units[f[v + 1]] != nil || TimeLexicon.seasons[f[v + 1]] != nil || TimeLexicon.months[f[v + 1]] != nil || TimeLexicon.weekdays[f[v + 1]] != nil || HolidayNames.firstWords.contains(f[v + 1]) || partOfDayWord(v + 1) != nil))
      {
        if f[v] == "a" || f[v] == "an" { break }
        if f[v] == "the", v + 1 < n, ["last", "next", "past", "first", "end", "beginning", "start", "middle", "day", "week", "weekend", "year", "month"].contains(f[v + 1]) { break }
        v += 1
      }
      p.valueStart = v
      if p.end <= lead { 
        i = lead + 1
        continue
      }
      result.append(
        TimeMatch(
          tokenRange: lead..<p.end, valueTokenRange: p.valueStart..<p.end, resolution: p.span.resolution,
          score: p.score))
      i = p.end
    }
    return result
  }
}
