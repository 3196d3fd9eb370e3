/// Durations with a half or a decimal part: `half an hour`, `a year and a half`,
/// `two and a half weeks`, `1.5 hours`. The fraction becomes whole parts of a finer unit, so a
/// duration stays a list of whole parts (``TimeParser/duration(_:stopBeforeAgo:)``).
extension TimeParser {
  /// A unit's finer unit and how many of it make one (`hour` → 60 minutes).
  static func finerUnit(_ unit: TimeUnit) -> (TimeUnit, Int)? {
    switch unit {
    case .minute: return (.second, 60)
    case .hour: return (.minute, 60)
    case .day: return (.minute, 1440)
    case .week, .workweek: return (.minute, 10080)
    case .fortnight: return (.day, 14)
    case .month: return (.day, 30)
    case .quarter: return (.day, 91)
    case .year: return (.month, 12)
    case .decade: return (.year, 10)
    case .century: return (.year, 100)
    case .second, .weekend, .season: return nil
    }
  }

  /// `tenths` tenths of `unit` as whole parts of its finer unit (`0.5 year` = 6 months), or nil
  /// when the unit has no finer one or the fraction is not whole there.
  static func fraction(of unit: TimeUnit, tenths: Int) -> (TimeUnit, Int)? {
    guard let (finer, per) = finerUnit(unit), per * tenths % 10 == 0 else {
      // a year in tenths that are no whole month: days
      return unit == .year ? (.day, 365 * tenths / 10) : nil
    }
    return (finer, per * tenths / 10)
  }

  /// `half a|an <unit>` at `k`: the half and the end.
  func halfUnit(_ k: Int) -> (part: (TimeUnit, Int), end: Int)? {
    guard w(k) == "half", w(k + 1) == "a" || w(k + 1) == "an", let u = lex(k + 2).unit,
      let half = Self.fraction(of: u, tenths: 5)
    else { return nil }
    return (half, k + 3)
  }

  /// `and a half` at `k` after a duration part of `unit`: the half and the end.
  func andAHalf(_ k: Int, of unit: TimeUnit) -> (part: (TimeUnit, Int), end: Int)? {
    guard w(k) == "and", w(k + 1) == "a" || w(k + 1) == "an", w(k + 2) == "half",
      let half = Self.fraction(of: unit, tenths: 5)
    else { return nil }
    return (half, k + 3)
  }

  /// `1.5 hours`, `2.5 years` at `k`: the whole and tenth parts and the end (after the unit).
  func decimalDuration(_ k: Int) -> (parts: [(TimeUnit, Int)], end: Int)? {
    guard isNum(k), digits(k) <= 3, w(k + 1) == ".", glued(k + 1), isNum(k + 2), glued(k + 2),
      digits(k + 2) == 1, let whole = num(k), let tenths = num(k + 2), let u = lex(k + 3).unit,
      let part = Self.fraction(of: u, tenths: tenths)
    else { return nil }
    var parts: [(TimeUnit, Int)] = whole > 0 ? [(u, whole)] : []
    if part.1 > 0 { parts.append(part) }
    return parts.isEmpty ? nil : (parts, k + 4)
  }
}
