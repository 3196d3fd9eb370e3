/// The reference day moved by one calendar unit: `this time last year`, `same day last month`,
/// `the same time next week`, `this day last year`.
extension TimeParser {
  /// `this | same | the same` + `time | day | date` + `last | next` + a unit: that day.
  func sameDayOffset(_ i: Int) -> Parsed? {
    var j = i
    if w(j) == "the" {
      guard w(j + 1) == "same" else { return nil }
      j += 1
    }
    guard w(j) == "this" || w(j) == "same", TimeWords.sameDayNouns.contains(w(j + 1)),
      let (rel, re) = relation(j + 2), rel == .last || rel == .next, let unit = lex(re).unit,
      unit == .week || unit == .month || unit == .year || unit == .fortnight || unit == .decade
    else { return nil }
    let moved = shifted(refDay * CivilDate.dayMinutes, unit, rel == .last ? -1 : 1)
    return Parsed(end: re + 1, span: .day(floorDiv(moved, CivilDate.dayMinutes)), valueStart: i)
  }
}
