/// ISO 8601 week dates: `2019-W10` (Monday to Sunday, whatever the locale's first weekday) and
/// `2019-W10-3` (a day of it).
extension TimeParser {
  /// The ISO week date at `i` (`2019-W10`, `2019-W10-3`).
  func isoWeek(_ i: Int) -> Parsed? {
    guard digits(i) == 4, let y = num(i), w(i + 1) == "-", glued(i + 1), i + 2 < n, glued(i + 2),
      tokens[i + 2].kind == .alphanumeric
    else { return nil }
    let u = Array(f[i + 2].utf8)
    guard u.count == 2 || u.count == 3, u[0] == UInt8(ascii: "w"),
      u.dropFirst().allSatisfy({ $0 >= 48 && $0 <= 57 })
    else { return nil }
    let week = u.dropFirst().reduce(0) { $0 * 10 + Int($1 - 48) }
    guard week >= 1, week <= Self.isoWeeks(in: y) else { return nil }
    let monday = Self.isoWeekOneMonday(y) + 7 * (week - 1)
    if w(i + 3) == "-", glued(i + 3), isNum(i + 4), glued(i + 4), digits(i + 4) == 1,
      let d = num(i + 4), d >= 1, d <= 7
    {
      return Parsed(end: i + 5, span: .day(monday + d - 1), valueStart: i)
    }
    return Parsed(end: i + 3, span: .days(monday, monday + 7, .week), valueStart: i)
  }

  /// The Monday of ISO week 1 of `year`: the week holding 4 January.
  static func isoWeekOneMonday(_ year: Int) -> Int {
    let jan4 = CivilDate.days(year, 1, 4)
    return jan4 - (CivilDate.weekday(jan4) - 1)
  }

  /// 52 or 53.
  static func isoWeeks(in year: Int) -> Int {
    (isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / 7
  }
}
