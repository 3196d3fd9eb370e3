/// Named periods: seasons (`summer 2019`), decades (`the 90s`, `the nineties`, `1990s`), centuries
/// (`the 21st century`), quarters and halves (`Q1 2019`, `2019 H2`, `the first quarter of 2013`).
extension TimeParser {
  /// `summer`, `summer 2019`, `summer of 2019`, `2019 summer`.
  func season(_ i: Int) -> Parsed? {
    if isNum(i), digits(i) == 4, let y = num(i), let s = lex(i + 1).season, !w(i + 1).hasSuffix("s")
    {
      return Parsed(end: i + 2, span: seasonSpan(s, year: y), valueStart: i)
    }
    guard let s = lex(i).season, !w(i).hasSuffix("s") else { return nil }
    var k = i + 1
    if w(k) == "of" || w(k) == "," { k += 1 }
    if let y = yearNumber(k, allowTwoDigits: false) {
      return Parsed(end: y.end, span: seasonSpan(s, year: y.year), valueStart: i)
    }
    // Decision 28: `the winter before last` is the winter before `last winter`.
    if w(k) == "before", w(k + 1) == "last" {
      return Parsed(end: k + 2, span: seasonByDirection(s, ended: true, offset: -1), valueStart: i)
    }
    // `fall` is a season after a time cue, or as `the fall` not followed by `of` (`pics from the
    // fall`, `in the fall`); otherwise it is the verb or a tumble (`the fall of Rome`).
    let theSeason = i > 0 && f[i - 1] == "the" && w(i + 1) != "of" && w(i + 1) != "from"
    if w(i) == "fall", !(i > 0 && Self.monthCueWords.contains(f[i - 1])), !theSeason {
      return nil
    }
    return Parsed(end: i + 1, span: seasonByDirection(s), valueStart: i, score: 0.85)
  }

  /// `the 90s`, `90s`, `the '90s`, `1990s`, `1990 s`, `the nineties`, `the 1990's`.
  func decade(_ i: Int) -> Parsed? {
    var j = i
    let hadThe = w(j) == "the"
    if hadThe { j += 1 }
    if w(j) == "'" { j += 1 }
    var value: Int? = nil
    var end = j + 1
    if let d = TimeLexicon.decadeWords[w(j)] {
      if w(j) == "tens" || w(j) == "teens", !hadThe { return nil }
      value = d
      if let c = lex(j - 1).cardinal, c == 19 || c == 20, j - 1 >= i {
        value = c * 100 + d
      }
    } else if let words = decadeInWords(j) {
      value = words.value
      end = words.end
    } else if j < n, tokens[j].kind == .alphanumeric, f[j].hasSuffix("s") {
      let digitsPart = f[j].dropLast()
      if let v = Int(digitsPart), digitsPart.count == 2 || digitsPart.count == 4, v % 10 == 0 {
        value = v
      }
    } else if isNum(j), let v = num(j), v % 10 == 0, digits(j) == 2 || digits(j) == 4,
      w(j + 1) == "s" || w(j + 1) == "'s" || (w(j + 1) == "'" && w(j + 2) == "s")
    {
      value = v
      end = w(j + 1) == "'" ? j + 3 : j + 2
    }
    guard var v = value else { return nil }
    if v < 100 {
      // the most recent decade of that name that has started
      let y = context.reference.year
      var c = (y / 100) * 100 + v
      if c > y { c -= 100 }
      v = c
    }
    return Parsed(
      end: end, span: .days(CivilDate.days(v, 1, 1), CivilDate.days(v + 10, 1, 1), .decade),
      valueStart: i)
  }

  /// A decade written out with its century: `twenty-tens`, `nineteen nineties`, `two thousand and
  /// tens`, `two thousands` (the decade 2000–2009).
  func decadeInWords(_ j: Int) -> (value: Int, end: Int)? {
    guard let c = lex(j).cardinal else { return nil }
    var k = j + 1
    let base: Int
    if c == 19 || c == 20 {
      base = c * 100
    } else if c == 2, w(k) == "thousands" {
      return (2000, k + 1)
    } else if c == 2, w(k) == "thousand" {
      base = 2000
      k += 1
      if w(k) == "and" { k += 1 }
    } else {
      return nil
    }
    if w(k) == "-" { k += 1 }
    guard let d = TimeLexicon.decadeWords[w(k)], d < 100 else { return nil }
    return (base + d, k + 1)
  }

  /// `the 21st century`, `15th century`, `the nineteenth century`.
  func century(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" { j += 1 }
    guard let c = smallNumber(j), c.ordinal, c.value >= 1, c.value <= 30, w(c.end) == "century"
    else { return nil }
    let s = (c.value - 1) * 100
    return Parsed(
      end: c.end + 1, span: .days(CivilDate.days(s, 1, 1), CivilDate.days(s + 100, 1, 1), .century),
      valueStart: i)
  }

  /// Quarters and halves: `Q1 2019`, `2019 Q1`, `2017-q1`, `q3`, `H2 2019`, `the first quarter of 2013`.
  func quarter(_ i: Int) -> Parsed? {
    func code(_ k: Int) -> (months: Int, index: Int)? {
      guard k < n, tokens[k].kind == .alphanumeric else { return nil }
      let s = f[k]
      guard s.utf8.count == 2, let d = Int(s.dropFirst()) else {
        return nil
      }
      if s.hasPrefix("q"), (1...4).contains(d) { return (3, d) }
      if s.hasPrefix("h"), (1...2).contains(d) { return (6, d) }
      return nil
    }
    func span(_ y: Int, _ q: (months: Int, index: Int)) -> TimeSpan {
      let m = (q.index - 1) * q.months + 1
      return .days(
        CivilDate.days(y, m, 1), CivilDate.days(y, m + q.months, 1),
        q.months == 3 ? .quarter : .halfYear)
    }
    // 2018q4, 18q4, 2016h2
    if i < n, tokens[i].kind == .alphanumeric,
      let qi = f[i].firstIndex(where: { $0 == "q" || $0 == "h" }), qi != f[i].startIndex
    {
      let ys = f[i][..<qi]
      let qs = f[i][f[i].index(after: qi)...]
      let months = f[i][qi] == "q" ? 3 : 6
      if let y = Int(ys), let q = Int(qs), (1...(12 / months)).contains(q),
        ys.count == 4 || ys.count == 2
      {
        return Parsed(
          end: i + 1, span: span(ys.count == 2 ? twoDigitYear(y) : y, (months, q)), valueStart: i)
      }
    }
    // 2019 q1, 2019-Q1
    if isNum(i), digits(i) == 4, let y = num(i) {
      var k = i + 1
      if w(k) == "-" { k += 1 }
      if let q = code(k) { return Parsed(end: k + 1, span: span(y, q), valueStart: i) }
      return nil
    }
    if let q = code(i) {
      var k = i + 1
      if w(k) == "-" || w(k) == "of" || w(k) == "," { k += 1 }
      if let y = yearNumber(k) { return Parsed(end: y.end, span: span(y.year, q), valueStart: i) }
      return Parsed(end: i + 1, span: span(context.reference.year, q), valueStart: i, score: 0.7)
    }
    // the first quarter of 2013 / of the year / of next year
    var j = i
    if w(j) == "the" { j += 1 }
    guard let o = smallNumber(j), o.ordinal || w(j) == "last" else {
      return nil
    }
    let unit = w(o.end) == "qtr" ? "quarter" : w(o.end)
    guard unit == "quarter" || unit == "half" else { return nil }
    let months = unit == "quarter" ? 3 : 6
    guard o.value >= 1, o.value <= 12 / months else { return nil }
    var k = o.end + 1
    var year = context.reference.year
    if let y = yearNumber(k) {
      year = y.year
      k = y.end
    } else if w(k) == "of" || w(k) == "in" {
      k += 1
      if let y = yearNumber(k) {
        year = y.year
        k = y.end
      } else if let r = relativePeriod(k), r.span.grain == .year {
        year = CivilDate.local(r.span.start!).year
        k = r.end
      } else if w(k) == "the", w(k + 1) == "year" {
        k += 2
      } else if w(k) == "this", w(k + 1) == "year" {
        k += 2
      }
    }
    return Parsed(end: k, span: span(year, (months, o.value)), valueStart: i)
  }
}
