/// Things that look like dates but are not: impossible dates (`February 29, 2022`, `June 10 - 31`),
/// version numbers (`1.1.30`, `v2.10`), parts of web addresses and paths
/// (`example.com/2019/05/page`), small number pairs (`1-2`) and lone unit words (`the day`,
/// `for the year`, `the day we met`). The recogniser skips such a stretch whole, so no part of it is read as a time.
extension TimeParser {
  /// The end of a stretch at `i` that must not be read as a time, or nil.
  /// Cheap: it only looks further at month words, numbers and `the`/`for`.
  func notADate(_ i: Int) -> Int? {
    guard i < n else { return nil }
    switch tokens[i].kind {
    case .word:
      let info = lexInfo[i]
      if info.month != nil { return impossibleMonthDate(i) }
      // one bit for the few other words that can start a non-date (`the day`, `version 1.2`)
      guard info.flags & WordInfo.notDateStart != 0 else { return nil }
      if f[i] == "the" || f[i] == "for" { return loneUnitWord(i) }
      if f[i] == "version" || f[i] == "ver" || f[i] == "v" || f[i] == "release" {
        if let e = versionNumber(i + 1) { return e }
      }
      return nil
    case .number:
      if let e = fractionOrIdiom(i) { return e }
      if let e = footAndInches(i) { return e }
      if let e = versionNumber(i) { return e }
      if let e = pathPart(i) { return e }
      if let e = smallNumberPair(i) { return e }
      return impossibleDayMonthDate(i)
    case .alphanumeric:
      // `v1.2.3`
      if f[i].utf8.first == UInt8(ascii: "v"), w(i + 1) == ".", glued(i + 1), isNum(i + 2) {
        var k = i + 2
        while isNum(k), w(k + 1) == ".", glued(k + 1), isNum(k + 2), glued(k + 2) { k += 2 }
        return k + 1
      }
      return impossibleDayMonthDate(i)
    case .punctuation:
      return nil
    }
  }

  /// `February 29, 2022`, `Feb 30`, `June 10 - 31`, `April 31st`: a month and day that never
  /// occur together (in that year, when one is given), or a day range whose end the month lacks.
  func impossibleMonthDate(_ i: Int) -> Int? {
    guard let (m, j) = monthWord(i) else { return nil }
    if let e = overflowDay(j) { return e }
    guard let d = dayAfterMonth(j) else { return nil }
    var k = d.end
    if w(k) == ",", k + 1 < n { k += 1 }
    if let y = yearNumber(k), !CivilDate.isValid(y.year, m, d.day) { return y.end }
    if !CivilDate.isValid(2000, m, d.day) { return d.end }
    // June 10 - 31
    if w(d.end) == "-" || w(d.end) == "to" || w(d.end) == "through", isNum(d.end + 1),
      digits(d.end + 1) <= 2, let e = num(d.end + 1), lex(d.end + 2).month == nil,
      w(d.end + 2) != ":", w(d.end + 2) != "/"
    {
      if !CivilDate.isValid(2000, m, e) || e < d.day { return d.end + 2 }
    }
    return nil
  }

  /// `31st of June 2021`, `29 February 2022`: an impossible day-led date.
  func impossibleDayMonthDate(_ i: Int) -> Int? {
    if let e = overflowDay(i), lex(e).month != nil || (w(e) == "of" && lex(e + 1).month != nil) {
      // `32 August 2014`
      var k = w(e) == "of" ? e + 2 : e + 1
      if w(k) == "." && glued(k) { k += 1 }
      if w(k) == ",", k + 1 < n { k += 1 }
      return yearNumber(k)?.end ?? k
    }
    guard let d = dayOfMonth(i), !(isNum(i) && digits(i) > 2) else { return nil }
    var k = d.end
    if w(k) == "of" { k += 1 }
    guard let (m, me) = monthWord(k) else { return nil }
    var e = me
    if w(e) == ",", e + 1 < n { e += 1 }
    if let y = yearNumber(e) {
      return CivilDate.isValid(y.year, m, d.day) ? nil : y.end
    }
    return CivilDate.isValid(2000, m, d.day) ? nil : me
  }

  /// A day number just past any month's last day (32–39) where a day stands (`August 32, 2014`):
  /// the end of the number and of a year after it. Larger numbers after a month are two-digit
  /// years (`August 99`).
  func overflowDay(_ i: Int) -> Int? {
    guard isNum(i), digits(i) == 2, let v = num(i), v >= 32, v <= 39 else { return nil }
    if i + 1 < n, glued(i + 1), !isPunct(i + 1) || w(i + 1) == ":" { return nil }
    var k = i + 1
    if w(k) == ",", k + 1 < n, let y = yearNumber(k + 1) { k = y.end }
    return k
  }

  /// A dotted version number: `1.1.30`, `2.0.1`, `10.15.7` (three or more glued dotted parts
  /// where the first is one digit and no part is a four-digit year), or any dotted run after
  /// `version`.
  func versionNumber(_ i: Int) -> Int? {
    guard isNum(i), w(i + 1) == ".", glued(i + 1), isNum(i + 2), glued(i + 2) else { return nil }
    var k = i
    var parts = 1
    var fourDigits = false
    while w(k + 1) == ".", glued(k + 1), isNum(k + 2), glued(k + 2) {
      if digits(k) == 4 { fourDigits = true }
      k += 2
      parts += 1
    }
    if digits(k) == 4 { fourDigits = true }
    let cued = i > 0 && (f[i - 1] == "version" || f[i - 1] == "ver" || f[i - 1] == "v")
    if cued { return k + 1 }
    // a dotted date has a four-digit year or two-digit day and month (`05.07.19`)
    guard parts >= 3, !fourDigits, digits(i) == 1 || parts >= 4 else { return nil }
    return k + 1
  }

  /// Numbers that are whole segments of a web address or path: `example.com/2019/05/page`.
  func pathPart(_ i: Int) -> Int? {
    guard i > 1, f[i - 1] == "/", glued(i), glued(i - 1) else { return nil }
    let before = tokens[i - 2].kind
    guard before == .word || before == .alphanumeric else { return nil }
    // whole path segments of digits (`/2019/05/`); a dated slug (`archive-2018-09-23`) stays a date
    var k = i
    while w(k + 1) == "/", glued(k + 1), isNum(k + 2), glued(k + 2) { k += 2 }
    if k + 1 < n, glued(k + 1), w(k + 1) != "/" { return nil }
    return k + 1
  }

  /// `1/2 cup`, `3/4 of the cake`: a fraction before a measure or `of` and a word that is no
  /// time; `24/7`: an idiom (``TimeWords/numberIdioms``).
  func fractionOrIdiom(_ i: Int) -> Int? {
    let sep = w(i + 1)
    guard sep == "/" || sep == "-", glued(i + 1), isNum(i + 2), glued(i + 2),
      !(w(i + 3) == sep && isNum(i + 4))
    else { return nil }
    if TimeWords.numberIdioms.contains(f[i] + sep + f[i + 2]) { return i + 3 }
    guard sep == "/", digits(i) == 1, digits(i + 2) <= 2, let a = num(i), let b = num(i + 2),
      a >= 1, a < b, b <= 16
    else { return nil }
    let next = w(i + 3)
    if TimeWords.measureNouns.contains(next) { return i + 3 }
    if next == "of", i + 4 < n, tokens[i + 4].kind == .word, lex(i + 4).month == nil,
      lex(i + 4).flags & (WordInfo.relation | WordInfo.deicticStart) == 0
    {
      return i + 3
    }
    return nil
  }

  /// `5'11"`, `6' 2`: feet and inches, not a year (`'11`).
  func footAndInches(_ i: Int) -> Int? {
    guard digits(i) == 1, w(i + 1) == "'", glued(i + 1), isNum(i + 2), digits(i + 2) <= 2,
      let inches = num(i + 2), inches < 12
    else { return nil }
    return w(i + 3) == "\"" && glued(i + 3) ? i + 4 : i + 3
  }

  /// `1-2`, `3-4` alone: a score or count pair, not a month and day (single digits on both sides,
  /// no year, no clock mark after).
  func smallNumberPair(_ i: Int) -> Int? {
    guard digits(i) == 1, w(i + 1) == "-", glued(i + 1), isNum(i + 2), glued(i + 2),
      digits(i + 2) == 1
    else { return nil }
    let after = w(i + 3)
    if after == "-" || after == "/" || after == ":" || after == "." && isNum(i + 4) { return nil }
    if meridiem(i + 3) != nil || partOfDayPhrase(i + 3) != nil { return nil }
    // a month word after (`1-8 september`) or before (`June 1-2`) makes it a date
    if lex(i + 3).month != nil || w(i + 3) == "of" || (i > 0 && lex(i - 1).month != nil) {
      return nil
    }
    if i > 0, lex(i - 1).weekday != nil || isPunct(i - 1) && f[i - 1] == "," { return nil }
    if i > 0, TimeWords.clockPhraseLeads.contains(f[i - 1]) || f[i - 1] == "between" { return nil }
    // `6-8 next Monday`: hours before a day
    let next = lex(i + 3)
    if next.weekday != nil
      || next.flags & (WordInfo.relation | WordInfo.deicticStart | WordInfo.dayPartStart) != 0
    {
      return nil
    }
    return i + 3
  }

  /// `the day`, `for the year`, `the month`: a unit word after `the` with nothing that places it
  /// (`the week` stays this week, as every peer reads it; decision 9.23).
  func loneUnitWord(_ i: Int) -> Int? {
    var j = i
    if f[j] == "for" { j += 1 }
    guard w(j) == "the", let u = lex(j + 1).unit, u == .day || u == .year || u == .month,
      !w(j + 1).hasSuffix("s")
    else { return nil }
    let next = w(j + 2)
    // `the day after tomorrow`, `the year 2008`, `the month of May`, `the day before` read on;
    // `the day we met`: a clause, not a time word, follows
    let ends = next.isEmpty || next == "." || next == "," || next == "!" || next == "?"
    let clause =
      j + 2 < n && tokens[j + 2].kind == .word && !startable[j + 2]
      && lex(j + 2).unit == nil
    // `the day that marks …`, `the day on which …`: a relative clause names which day
    let relative =
      TimeWords.relativeWords.contains(next)
      || (TimeWords.relativePrepositions.contains(next) && w(j + 3) == "which")
    guard ends || clause || relative else { return nil }
    return j + 2
  }
}
