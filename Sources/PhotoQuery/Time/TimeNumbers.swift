/// Numbers as people type them in dates: digits, `4th`, `twenty-first`, `nineteen ninety six`.
extension TimeParser {
  /// A small number at `i` (digits, `4th`, cardinal or ordinal words up to 99).
  /// Returns the value, the end index and whether it was an ordinal.
  func smallNumber(_ i: Int) -> (value: Int, end: Int, ordinal: Bool)? {
    guard i < n, i >= 0 else { return nil }
    if let known = memo.smallNumber(at: i) { return known.map { ($0.value, $0.end, $0.ordinal) } }
    let r = smallNumberUncached(i)
    memo.keepSmallNumber(
      r.map { SmallNumber(value: $0.value, end: $0.end, ordinal: $0.ordinal) }, at: i)
    return r
  }

  func smallNumberUncached(_ i: Int) -> (value: Int, end: Int, ordinal: Bool)? {
    let t = tokens[i]
    switch t.kind {
    case .number:
      guard let v = num(i), f[i].utf8.count <= 2 else { return nil }
      if i + 1 < n, glued(i + 1), TimeLexicon.ordinalSuffixes.contains(f[i + 1]) {
        return (v, i + 2, true)
      }
      return (v, i + 1, false)
    case .alphanumeric:
      let s = f[i]
      let u = Array(s.utf8)
      var k = 0
      var v = 0
      while k < u.count, k < 3, u[k] >= 48, u[k] <= 57 {  // at most 3 digits: no overflow
        v = v * 10 + Int(u[k] - 48)
        k += 1
      }
      guard k > 0, k <= 2, k < u.count else { return nil }
      let suffix = String(decoding: u[k...], as: UTF8.self)
      if TimeLexicon.ordinalSuffixes.contains(suffix) { return (v, i + 1, true) }
      return nil
    case .word:
      if let o = lex(i).ordinal { return (o, i + 1, true) }
      if let c = lex(i).cardinal, c <= 90, f[i] != "oh" {
        if c >= 20, c % 10 == 0 {
          var j = i + 1
          if w(j) == "-" { j += 1 }
          if let o = lex(j).ordinal, o < 10 { return (c + o, j + 1, true) }
          if let u = lex(j).cardinal, u >= 1, u < 10 { return (c + u, j + 1, false) }
        }
        return (c, i + 1, false)
      }
      return nil
    default:
      return nil
    }
  }

  /// A day of the month 1…31 at `i`.
  func dayOfMonth(_ i: Int) -> (day: Int, end: Int, ordinal: Bool)? {
    guard let r = smallNumber(i), r.value >= 1, r.value <= 31 else { return nil }
    return (r.value, r.end, r.ordinal)
  }

  /// A year written in digits (`2019`), as `'19`, or in words (`nineteen ninety six`,
  /// `two thousand and fifteen`). `fourDigitsOnly` rejects two-digit years.
  func yearNumber(_ i: Int, allowTwoDigits: Bool = false) -> (year: Int, end: Int)? {
    guard i < n else { return nil }
    if isNum(i) {
      let d = digits(i)
      // an era label in capitals (`AD`, `BE`) or with its dots (`a.d.`)
      if i + 1 < n, tokens[i + 1].isCapitalized || w(i + 2) == ".", let era = eraAfter(i + 1),
        let v = num(i), v >= 1, d <= 4
      {
        // `1066 AD`, `88 CE`, `2555 BE` (the Buddhist era runs 543 years ahead)
        if era.offset == 0 { return (v, era.end) }
        if v >= 2400 { return (v + era.offset, era.end) }
      }
      if d == 4, let v = num(i), v >= 1000, v <= 2999 { return (v, i + 1) }
      if d == 2, allowTwoDigits, let v = num(i) { return (twoDigitYear(v), i + 1) }
      return nil
    }
    if f[i] == "'", isNum(i + 1), digits(i + 1) == 2, let v = num(i + 1) {
      return (twoDigitYear(v), i + 2)
    }
    if let (v, e) = yearWords(i) { return (v, e) }
    return nil
  }

  /// An era label after a year: `AD`, `A.D.`, `CE` (the common era) or `BE` (the Buddhist era,
  /// 543 years ahead); the offset to the common-era year and the end.
  func eraAfter(_ k: Int) -> (offset: Int, end: Int)? {
    switch w(k) {
    case "ad", "ce": return (0, k + 1)
    case "be": return (-543, k + 1)
    case "a" where w(k + 1) == "." && w(k + 2) == "d":
      return (0, w(k + 3) == "." ? k + 4 : k + 3)
    default: return nil
    }
  }

  /// Two-digit years: 00–29 → 2000s, 30–99 → 1900s (as Recognizers-Text reads them).
  func twoDigitYear(_ v: Int) -> Int { v < 30 ? 2000 + v : 1900 + v }

  /// `nineteen ninety six`, `two thousand (and) fifteen`, `twenty nineteen`, `nineteen zero one`.
  func yearWords(_ i: Int) -> (Int, Int)? {
    guard let first = lex(i).cardinal else { return nil }
    if first == 1 || first == 2, w(i + 1) == "thousand" {
      // `two thousand and fifteen`, `one thousand seven hundred and eighty nine`
      var j = i + 2
      if w(j) == "and" { j += 1 }
      if let h = hundreds(j) { return (first * 1000 + h.value, h.end) }
      if let r = smallNumber(j), !r.ordinal { return (first * 1000 + r.value, r.end) }
      return first == 2 ? (2000, i + 2) : nil
    }
    guard first >= 11, first <= 20 else { return nil }
    // century part: nineteen / twenty (a tens word alone is only 20)
    let century = first
    var j = i + 1
    if w(j) == "hundred" {
      var k = j + 1
      if w(k) == "and" { k += 1 }
      if let r = smallNumber(k), !r.ordinal { return (century * 100 + r.value, r.end) }
      return (century * 100, j + 1)
    }
    guard century >= 15 else { return nil }
    if w(j) == "zero" || w(j) == "oh", let u = lex(j + 1).cardinal, u < 10, century >= 19 {
      return (century * 100 + u, j + 2)
    }
    guard let r = smallNumber(j), !r.ordinal, r.value >= 10 else { return nil }
    j = r.end
    return (century * 100 + r.value, j)
  }

  /// A number from 100 to 999 in words: `seven hundred and eighty nine`, `two hundred sixty seven`.
  func hundreds(_ i: Int) -> (value: Int, end: Int)? {
    guard let c = lex(i).cardinal, c >= 1, c <= 9, w(i + 1) == "hundred" else { return nil }
    var j = i + 2
    if w(j) == "and" { j += 1 }
    if let r = smallNumber(j), !r.ordinal, r.value < 100 { return (c * 100 + r.value, r.end) }
    return (c * 100, i + 2)
  }

  /// A count before a unit: digits, number words, `a`, `an`, `a couple of`, `few`.
  /// `vague` is true for `a few`, `several`, `a couple of`.
  func count(_ i: Int) -> (value: Int, end: Int, vague: Bool)? {
    let s = w(i)
    if s == "a" || s == "an" || s == "one" {
      if w(i + 1) == "couple" { return (2, w(i + 2) == "of" ? i + 3 : i + 2, true) }
      if w(i + 1) == "few" { return (3, i + 2, true) }
      if w(i + 1) == "pair" { return (2, w(i + 2) == "of" ? i + 3 : i + 2, false) }
      return (1, i + 1, false)
    }
    if s == "couple" { return (2, w(i + 1) == "of" ? i + 2 : i + 1, true) }
    if s == "pair" { return (2, w(i + 1) == "of" ? i + 2 : i + 1, false) }
    if s == "few" || s == "several" { return (3, i + 1, true) }
    if isNum(i), digits(i) <= 4, let v = num(i) {
      if w(i + 1) == ".", isNum(i + 2) { return nil }
      return (v, i + 1, false)
    }
    if let r = smallNumber(i), !r.ordinal {
      if w(r.end) == "and", w(r.end + 1) == "half" { return (r.value, r.end + 2, false) }
      return (r.value, r.end, false)
    }
    return nil
  }
}
