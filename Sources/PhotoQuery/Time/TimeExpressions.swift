/// How the rule families combine: a core date, times of day around it, ranges, open ends, and the
/// prepositions and hedges in front that the match consumes but the value drops.
extension TimeParser {
  /// Every word at which some rule can start, derived from the rules' starts: the words that start
  /// a core date (``leadingWords``) and the expression rules' words (bound phrases, `to date`, range
  /// starts, clock and part-of-day words), with the lead-ins and hedges the match consumes.
  static let startWords: Set<String> = leadingWords.union(TimeRuleIndex.english.expressionWords)
    .union(TimeWords.leadIns).union(TimeWords.hedgeStarts)

  /// Symbols at which a rule can start.
  static let startSymbols = TimeWords.startSymbols

  /// Whether a core date could start at `i`.
  func mayStart(_ i: Int) -> Bool {
    guard i < n else { return false }
    switch tokens[i].kind {
    case .number, .alphanumeric: return true
    case .punctuation: return f[i] == "'"
    case .word: return lexInfo[i].flags & WordInfo.leading != 0
    }
  }

  /// The longest atomic date expression at `i`.
  func coreDate(_ i: Int) -> Parsed? {
    guard mayStart(i) else { return nil }
    // `the` starts a time only before a time word (`the 90s`, `the week`, `the first …`, `the min`)
    if f[i] == "the", !(i + 1 < n && (startable[i + 1] || lexInfo[i + 1].unit != nil)) {
      return nil
    }
    if let known = memo.core(at: i) { return known }
    let result = coreDateUncached(i)
    memo.keepCore(result, at: i)
    return result
  }

  func coreDateUncached(_ i: Int) -> Parsed? {
    var best: Parsed? = nil
    @inline(__always) func consider(_ p: Parsed?) {
      guard let p else { return }
      if best == nil || p.end > best!.end { best = p }
    }
    let kind = tokens[i].kind
    if kind == .number {
      if digits(i) == 8, let v = Int(f[i]), v / 10000 >= 1900, v / 10000 <= 2099,
        CivilDate.isValid(v / 10000, v / 100 % 100, v % 100)
      {
        let spec = DateSpec(year: v / 10000, month: v / 100 % 100, day: v % 100)
        return Parsed(end: i + 1, span: resolve(spec)!, spec: spec, valueStart: i)
      }
      if i > 0, f[i - 1] == "$" || f[i - 1] == "€" || f[i - 1] == "£" { return nil }
      if let p = isoDateTime(i) ?? isoWeek(i) { return p }
      if i > 0, TimeWords.clockPrepositions.contains(f[i - 1]), digits(i) == 4, let v = num(i),
        v % 100 < 60,
        v / 100 < 24,
        !(i + 1 < n && tokens[i + 1].kind == .word && lex(i + 1).month != nil)
      {
        return nil
      }
      consider(numericDate(i))
      if best == nil, let e = runEnd(i), e > i + 1, decimalDuration(i) == nil {
        // a glued run that is no date (a phone number, `2015-1-32`)
        return nil
      }
      for read in Self.numberReads { consider(read(self, i)) }
      return best
    }
    if kind == .alphanumeric {
      for read in Self.alphanumericReads { consider(read(self, i)) }
      return best
    }
    // a word: the core rules whose classes or first words fit, in their order
    let classes = startClasses(i).rawValue
    let starts = lexInfo[i].ruleStarts
    let masks = Self.coreClassMasks
    let reads = Self.coreReads
    for k in masks.indices where masks[k] & classes != 0 || starts & (1 << UInt32(k)) != 0 {
      consider(reads[k](self, i))
    }
    return best
  }

  /// A date with times of day around it: `yesterday afternoon`, `8am this morning`,
  /// `from 3-8pm yesterday afternoon`, `12:30 PM on Fri`, `tonight at 8`.
  func timedDate(_ i: Int) -> Parsed? {
    // clock first, then the date
    if let c = clockPhrase(i),
      c.explicit || w(i) == "between" || w(i) == "from" || w(c.endIndex) == "tonight"
        || w(c.endIndex) == "tonite"
    {
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
        return weekdayTimeStarted(d, q)
      }
    }
    guard let d = coreDate(i) else { return nil }
    if var spec = d.spec, spec.year == nil || !d.yearWritten, spec.day != nil {
      var q = withTimeAfter(d)
      if q.end > d.end, let y = yearNumber(q.end),
        let day = resolve(DateSpec(year: y.year, month: spec.month, day: spec.day))
      {
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

  /// Whether the first token after a run of function words (and `or`, `and`, `than`, `equal`) can
  /// carry a time.
  func strongSoon(_ k: Int) -> Bool {
    var j = k
    while j < n && j < k + 6 {
      if tokens[j].kind != .word {
        if tokens[j].kind != .punctuation || startable[j] { return true }
        if f[j] != "'s" && f[j] != "'" && f[j] != "-" { return false }
      } else {
        let flags = lexInfo[j].flags
        if lexInfo[j].unit != nil || flags & WordInfo.timeNoun != 0 { return true }
        if startable[j] && flags & WordInfo.function == 0 { return true }
        if flags & (WordInfo.function | WordInfo.connector) == 0 { return false }
      }
      j += 1
    }
    return false
  }

  /// Whether tokens `[from, to)` hold an am/pm mark.
  func hasMeridiem(_ from: Int, _ to: Int) -> Bool {
    for k in from..<min(to, n) {
      let s = f[k]
      if s == "am" || s == "pm" || s.hasSuffix("am") || s.hasSuffix("pm") || s == "a" || s == "p" {
        return true
      }
      if s == "morning" || s == "afternoon" || s == "evening" || s == "night" { return true }
      if tokens[k].kind == .alphanumeric, s.hasSuffix("a") || s.hasSuffix("p") || s.contains("h") {
        return true
      }
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
    guard i < n, startable[i] else { return nil }
    // a function word (`in`, `of`, `the`, `at` …) starts a time only with a time word right after it
    // (or starts a holiday name: `half term`, `mid term`)
    if lexInfo[i].flags & WordInfo.function != 0, !strongSoon(i + 1),
      lexInfo[i].flags & WordInfo.holiday == 0 || holiday(i) == nil
    {
      return nil
    }
    if let known = memo.expression(at: i) { return known }
    let result = expressionCoreUncached(i)
    memo.keepExpression(result, at: i)
    return result
  }

  func expressionCoreUncached(_ i: Int) -> Parsed? {
    for read in Self.expressionReads {
      if let p = read(self, i) { return p }
    }
    return nil
  }

  /// The expression rules' readings in their order (``TimeRuleIndex/expressionReads``).
  static let expressionReads: [TimeRule.Call] = TimeRuleIndex.english.expressionReads

  /// `+` and a duration (rule `signed-offset`).
  func signedOffsetExpression(_ i: Int) -> Parsed? {
    tokens[i].kind == .punctuation && f[i] == "+" ? signedOffset(i) : nil
  }

  /// Two day numbers (or ordinal words) and their month (rule `day-number-range`).
  func dayNumberRangeExpression(_ i: Int) -> Parsed? {
    // (`twenty-first to twenty-third of June`: a compound ordinal word)
    guard
      isNum(i) || tokens[i].kind == .alphanumeric || lexInfo[i].ordinal != nil
        || (lexInfo[i].cardinal != nil && lex(w(i + 1) == "-" ? i + 2 : i + 1).ordinal != nil),
      let dr = dayNumberRange(i)
    else { return nil }
    // `18 and 19 June`: two days are two values (contract rule 4); the first ends at `and`
    if let a = dayOfMonth(i), w(a.end) == "and", let s = dr.span.start {
      return Parsed(end: a.end, span: .day(floorDiv(s, CivilDate.dayMinutes)), valueStart: i)
    }
    return Parsed(end: dr.end, span: dr.span, valueStart: i)
  }

  /// A date with its times of day, then what may follow it: an offset, the rest of a range,
  /// `or later` (rule `day-with-time`).
  func dateWithTimeExpression(_ i: Int) -> Parsed? {
    guard var p = timedDate(i) else { return nil }
    if let q = isoInterval(p) ?? weekdayRangeAfterWeek(p) { return q }
    if let q = weekdayInAnchorWeek(p) { p = q }
    if let q = offsetAfter(p) { p = q }
    if let q = dateForDuration(p) { return q }
    if let r = implicitRange(p) { return r }
    return postfixBound(p)
  }

  /// A bare clock time or part of the day (rule `hour-filter`).
  func hourFilterExpression(_ i: Int) -> Parsed? {
    // `at 18 and 19 June`: day numbers before their month, not a clock
    if TimeWords.clockPrepositions.contains(f[i]), dayNumberRange(i + 1) != nil { return nil }
    return timeOfDayOnly(i)
  }

  /// Words in front of a time that the match consumes but the value drops.
  static let leadIns = WordSet(TimeWords.leadIns)

  /// All matches, left to right, never overlapping.
  func recognize() -> [TimeMatch] {
    var result: [TimeMatch] = []
    var i = 0
    while i < n {
      var lead = i
      var k = i
      // consume lead-ins (`from`, `in`, `like`), trying the longest expression
      var found: Parsed? = nil
      var skipTo: Int? = nil
      while k < n {
        if tokens[k].kind != .punctuation, let e = notADate(k) {
          skipTo = e
          break
        }
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
      if let e = skipTo {
        i = max(e, k + 1)
        continue
      }
      guard var p = found else {
        i = (lead == k ? i + 1 : lead + 1)
        if let e = runEnd(lead), e > lead + 1, numericDate(lead) == nil { i = e }
        continue
      }
      if k > lead, p.valueStart > k { lead = k }
      // the value drops determiners and possessives in front
      var v = p.valueStart
      while v < p.end - 1, TimeWords.determiners.contains(f[v]),
        f[v] != "this"
          || !(v + 1 < n
            && (lex(v + 1).unit != nil || lex(v + 1).season != nil || lex(v + 1).month != nil
              || lex(v + 1).weekday != nil || HolidayNames.firstWords.contains(f[v + 1])
              || partOfDayWord(v + 1) != nil))
      {
        if f[v] == "a" || f[v] == "an" { break }
        if f[v] == "the", v + 1 < n, f[v + 1] == "other" { break }
        v += 1
      }
      p.valueStart = v
      if p.end <= lead {
        i = lead + 1
        continue
      }
      result.append(
        TimeMatch(
          tokenRange: lead..<p.end, valueTokenRange: p.valueStart..<p.end,
          resolution: p.span.resolution,
          score: p.score))
      i = p.end
    }
    return result
  }
}
