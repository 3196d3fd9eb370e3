/// A weekday placed by a day or week written next to it: `Wednesday evening next week`,
/// `Tuesday, next week`, `Monday two weeks from now`, `in 3 days on Friday`,
/// `3 weeks after Christmas on Friday`, `1st week of Oct. on Friday`. The value is that weekday in
/// the locale's week holding the other day (decision 33).
extension TimeParser {
  /// The weekday of `p` moved into the week of the day or week after it, or the weekday after
  /// `on` placed in the week of `p`; `nil` when neither is written.
  func weekdayInAnchorWeek(_ p: Parsed) -> Parsed? {
    if let wd = p.weekday {
      var k = p.end
      if w(k) == "," { k += 1 }
      guard isRelativeStart(k), let anchor = coreDate(k), isWeekAnchor(anchor),
        let anchorDay = anchor.span.startDay
      else { return nil }
      var q = moved(p, toDay: day(ofWeekday: wd, inWeekOf: anchorDay))
      q.end = anchor.end
      q.weekday = nil
      return q
    }
    guard isWeekAnchor(p), w(p.end) == "on", let wd = lex(p.end + 1).weekday,
      let anchorDay = p.span.startDay
    else { return nil }
    var e = p.end + 2
    if w(e) == ".", glued(e) { e += 1 }
    let weekday = Parsed(
      end: e, span: .day(day(ofWeekday: wd, inWeekOf: anchorDay)), valueStart: p.valueStart)
    return withTimeAfter(weekday)
  }

  /// Whether `p` can place a weekday: a relative day or week (`next week`, `in 3 days`,
  /// `2 weeks after Christmas`), not a weekday, a bare day of the month or a longer period.
  func isWeekAnchor(_ p: Parsed) -> Bool {
    guard p.weekday == nil, !p.isBareDay, !p.isClock else { return false }
    return p.span.grain == .day || p.span.grain == .week
  }

  /// Whether a relative day or week can start at `k` (`next week`, `two weeks from now`,
  /// `tomorrow`); a numbered week (`Thursday, week 23`) or a date is a value of its own.
  func isRelativeStart(_ k: Int) -> Bool {
    let info = lex(k)
    return isNum(k) || info.cardinal != nil || w(k) == "in" || w(k) == "the"
      || info.flags & (WordInfo.relation | WordInfo.countWord) != 0
      || TimeWords.deicticStarts.contains(w(k))
  }

  /// ISO weekday `wd` in the locale's week holding `day`.
  func day(ofWeekday wd: Int, inWeekOf day: Int) -> Int {
    CivilDate.weekStart(day, firstWeekday: firstWeekday) + (wd - firstWeekday + 7) % 7
  }

  /// `p` with its span moved, times of day kept, so that it starts on `day`.
  func moved(_ p: Parsed, toDay day: Int) -> Parsed {
    guard let from = p.span.startDay else { return p }
    let shift = (day - from) * CivilDate.dayMinutes
    var q = p
    q.span.start = p.span.start.map { $0 + shift }
    q.span.end = p.span.end.map { $0 + shift }
    return q
  }
}
