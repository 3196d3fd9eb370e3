/// Dates written with digits and separators: `7/4/2019`, `2019-07-04`, `13.5.2015`, `Oct/2`,
/// `05-Aug-2016`, `2015-12`, `11/2016`, `2014-2018`, `5/1-5/7/2020`. A run of glued numbers that
/// fits no pattern (a phone number, `2015-1-32`) is skipped whole.
extension TimeParser {
  /// One element of a glued numeric run.
  struct Element {
    var value: Int
    var digits: Int
    var isMonthWord: Bool
  }

  /// The glued run at `i`: its elements, separators and end. Nil when `i` does not start one.
  func numericRun(_ i: Int) -> (elements: [Element], seps: [String], end: Int)? {
    guard i < n else { return nil }
    var elements: [Element] = []
    var seps: [String] = []
    var k = i
    while k < n {
      if isNum(k), digits(k) <= 4, let v = num(k) {
        elements.append(Element(value: v, digits: digits(k), isMonthWord: false))
      } else if tokens[k].kind == .word, let m = lex(k).month, !elements.isEmpty || glued(k + 1) {
        elements.append(Element(value: m, digits: 0, isMonthWord: true))
      } else {
        break
      }
      k += 1
      let s = w(k)
      let spaced = k < n && tokens[k].spaceBefore
      if (s == "/" || s == "-" || s == "." || s == "~") && k + 1 < n {
        let nextGlued = !tokens[k + 1].spaceBefore
        // allow `2016 - 11`, `11 / 2016` style spacing only on both sides at once
        let symmetricSpace = spaced && !nextGlued
        // `2016 -11`, `11- 2016`: lopsided spacing only between a four-digit year and a month number
        let yearMonth =
          elements.count == 1 && (s == "/" || s == "-") && isNum(k + 1)
          && (elements[0].digits == 4 || digits(k + 1) == 4)
          && !(k + 2 < n && glued(k + 2) && isPunct(k + 2))
        // `05/31/2024.14:15`: the dot before a clock ends the date
        if s == ".", elements.count == 3, w(k + 2) == ":" { break }
        if (!spaced && nextGlued) || (symmetricSpace && elements.count == 1 && (isNum(k + 1)))
          || yearMonth
        {
          if s == "." && elements.last!.isMonthWord { break }
          seps.append(s)
          k += 1
          continue
        }
      }
      break
    }
    guard elements.count >= 2 else { return nil }
    return (elements, seps, k)
  }

  /// A numeric date, month, year range or date range at `i`; `skip` is set to the run's end when the run
  /// matches nothing (so its numbers are not read as years).
  func numericDate(_ i: Int) -> Parsed? {
    guard let run = numericRun(i) else { return nil }
    let e = run.elements
    let end = run.end
    // a following `, 2020` or `,2015` completes a month/day
    func withYearAfter(_ spec: DateSpec, _ k: Int) -> (DateSpec, Int) {
      var s = spec
      if s.year == nil, w(k) == ",", let y = yearNumber(k + 1, allowTwoDigits: glued(k + 1)) {
        s.year = y.year
        return (s, y.end)
      }
      return (s, k)
    }
    switch e.count {
    case 2:
      // `10 - 11 at night`, `3-4 pm`: hours, not a month and day
      if run.seps[0] == "-", !e[0].isMonthWord, !e[1].isMonthWord, e[0].digits <= 2,
        e[1].digits <= 2, meridiem(end) != nil || partOfDayPhrase(end) != nil
      {
        return nil
      }
      if let spec = twoElementDate(e[0], e[1], sep: run.seps[0]) {
        let (s, k) = withYearAfter(spec, end)
        guard let span = resolve(s) else { return nil }
        return Parsed(end: k, span: span, spec: s, valueStart: i)
      }
      // year range 2014-2018
      if e[0].digits == 4, e[1].digits == 4, run.seps[0] == "-" || run.seps[0] == "~",
        e[0].value >= 1000, e[0].value < e[1].value, e[1].value <= 2999
      {
        return Parsed(
          end: end, span: rangeSpan(yearSpan(e[0].value), yearSpan(e[1].value)), valueStart: i)
      }
      return nil
    case 3:
      guard run.seps[0] == run.seps[1] || e.contains(where: { $0.isMonthWord }) else { return nil }
      guard let spec = threeElementDate(e[0], e[1], e[2], seps: run.seps), let span = resolve(spec)
      else {
        return nil
      }
      return gluedClock(after: Parsed(end: end, span: span, spec: spec, valueStart: i))
    case 4, 5, 6:
      // date range: M/D-M/D[/Y], M/D/Y-M/D/Y, D-M-Y-D-M-Y: try each dash as the split
      for dash in run.seps.indices where run.seps[dash] == "-" || run.seps[dash] == "~" {
        let left = Array(e[0...dash])
        let right = Array(e[(dash + 1)...])
        guard left.count >= 2, left.count <= 3, right.count >= 2, right.count <= 3 else { continue }
        let lseps = Array(run.seps[0..<dash])
        let rseps = Array(run.seps[(dash + 1)...])
        let ls =
          left.count == 3
          ? threeElementDate(left[0], left[1], left[2], seps: lseps)
          : twoElementDate(left[0], left[1], sep: lseps[0])
        let rs0 =
          right.count == 3
          ? threeElementDate(right[0], right[1], right[2], seps: rseps)
          : twoElementDate(right[0], right[1], sep: rseps[0])
        guard let ls, var rs = rs0, (ls.day == nil) == (rs.day == nil) else { continue }
        var k = end
        if rs.year == nil {
          let (s2, k2) = withYearAfter(rs, end)
          rs = s2
          k = k2
        }
        guard let la = resolve(ls), let rb = resolve(rs) else { continue }
        let pa = Parsed(end: end, span: la, spec: ls, valueStart: i)
        let pb = Parsed(end: k, span: rb, spec: rs, valueStart: i)
        guard let (sa, sb) = completed(pa, pb), let s0 = sa.start, let e0 = sb.start, s0 <= e0
        else { continue }
        return Parsed(end: k, span: rangeSpan(sa, sb), valueStart: i)
      }
      return nil
    default:
      return nil
    }
  }

  /// Two glued elements: `2015-12`, `12-2015`, `4/22`, `22/04`, `Oct/2`, `05-Aug`, `Dec-2018`.
  func twoElementDate(_ a: Element, _ b: Element, sep: String) -> DateSpec? {
    if a.isMonthWord && b.isMonthWord { return nil }
    if a.isMonthWord {
      if b.digits == 4 { return DateSpec(year: b.value, month: a.value) }
      if b.digits <= 2, b.value >= 1, b.value <= 31 {
        return DateSpec(month: a.value, day: b.value)
      }
      return nil
    }
    if b.isMonthWord {
      if a.digits == 4 { return DateSpec(year: a.value, month: b.value) }
      if a.digits <= 2, a.value >= 1, a.value <= 31 {
        return DateSpec(month: b.value, day: a.value)
      }
      return nil
    }
    if sep == "~" { return nil }
    if a.digits == 4, b.digits <= 2 {
      return (1...12).contains(b.value) && a.value >= 1000
        ? DateSpec(year: a.value, month: b.value) : nil
    }
    if b.digits == 4, a.digits <= 2 {
      return (1...12).contains(a.value) && b.value >= 1000
        ? DateSpec(year: b.value, month: a.value) : nil
    }
    guard a.digits <= 2, b.digits <= 2, a.digits >= 1 else { return nil }
    if sep == "." && b.digits == 1 { return nil }
    let monthFirst = !dayFirst || sep == "."
    if monthFirst, CivilDate.isValid(2000, a.value, b.value) {
      return DateSpec(month: a.value, day: b.value)
    }
    if CivilDate.isValid(2000, b.value, a.value) { return DateSpec(month: b.value, day: a.value) }
    if !monthFirst, CivilDate.isValid(2000, a.value, b.value) {
      return DateSpec(month: a.value, day: b.value)
    }
    return nil
  }

  /// Three glued elements: `2019-07-04`, `7/4/2019`, `4/7/19`, `13.5.2015`, `05-Aug-2016`, `2020/23/Sep`.
  func threeElementDate(_ a: Element, _ b: Element, _ c: Element, seps: [String]) -> DateSpec? {
    let all = [a, b, c]
    if let mi = all.firstIndex(where: { $0.isMonthWord }) {
      let others = all.enumerated().filter { $0.offset != mi }.map(\.element)
      var yi = others.firstIndex(where: { $0.digits == 4 })
      if yi == nil, mi == 1, others[0].digits <= 2, others[1].digits == 2 { yi = 1 }
      guard let yi else { return nil }
      let y = others[yi].digits == 4 ? others[yi].value : twoDigitYear(others[yi].value)
      let d = others[1 - yi]
      guard d.digits <= 2, CivilDate.isValid(y, all[mi].value, d.value) else { return nil }
      return DateSpec(year: y, month: all[mi].value, day: d.value)
    }
    if a.digits == 4 {
      guard b.digits <= 2, c.digits <= 2, CivilDate.isValid(a.value, b.value, c.value) else {
        return nil
      }
      return DateSpec(year: a.value, month: b.value, day: c.value)
    }
    guard a.digits <= 2, b.digits <= 2, c.digits == 4 || c.digits == 2 else { return nil }
    let y = c.digits == 4 ? c.value : twoDigitYear(c.value)
    let dotted = seps.first == "."
    let dayFirstHere = dayFirst || dotted
    if !dayFirstHere, CivilDate.isValid(y, a.value, b.value) {
      return DateSpec(year: y, month: a.value, day: b.value)
    }
    if CivilDate.isValid(y, b.value, a.value) {
      return DateSpec(year: y, month: b.value, day: a.value)
    }
    if dayFirstHere, CivilDate.isValid(y, a.value, b.value) {
      return DateSpec(year: y, month: a.value, day: b.value)
    }
    return nil
  }

  /// Whether a glued run starts at `i` (used to skip a run that fits no date pattern).
  func runEnd(_ i: Int) -> Int? {
    guard isNum(i), let run = numericRun(i) else { return nil }
    return run.end
  }
}
