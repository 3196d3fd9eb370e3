import Foundation
import PhotoLibrary
import PhotoQuery

/// Turns resolved when values into interval filters and hour filters, with the widenings a
/// search documents (docs/decisions.md, "Search"): `N days | weeks | months | years ago` names one
/// day, which a search widens by a day, three days, a week or two weeks on each side; a bare
/// `night` filters 18:00–06:00 (after dark) rather than 21:00–05:00.
enum TimeFilterResolver {
  /// What one when value adds to a query.
  enum Outcome: Equatable {
    /// A period.
    case interval(TimeFilter)
    /// A bare part of the day.
    case hours(HourRange)
    /// Understood as a time but without a fixed interval (`a few years ago`): not filtered on.
    case vague
  }

  /// The night as a search filters it.
  static let searchNight = HourRange(start: 18, end: 6)

  static func outcome(
    value: String, start: LocalDateTime?, end: LocalDateTime?, granularity: TimeGranularity,
    hours: HourRange?
  ) -> Outcome {
    if start == nil && end == nil {
      guard let hours else { return .vague }
      return .hours(hours == HourRange(start: 21, end: 5) ? searchNight : hours)
    }
    var start = start
    var end = end
    let widening = widenDays(value: value, granularity: granularity)
    if widening > 0 {
      start = start.map { $0.addingDays(-widening) }
      end = end.map { $0.addingDays(widening) }
    }
    return .interval(TimeFilter(value: value, start: start, end: end))
  }

  /// Days added on each side of a point-like `… ago` day.
  static func widenDays(value: String, granularity: TimeGranularity) -> Int {
    guard granularity == .day else { return 0 }
    let words = LibraryPeopleDirectory.key(value).split(separator: " ")
    guard words.last == "ago", words.count >= 2 else { return 0 }
    let unit = words[words.count - 2]
    if unit.hasPrefix("day") { return 1 }
    if unit.hasPrefix("week") { return 3 }
    if unit.hasPrefix("month") { return 7 }
    if unit.hasPrefix("year") { return 14 }
    return 0
  }
}

extension LocalDateTime {
  /// The same wall-clock time `days` days later (earlier when negative).
  func addingDays(_ days: Int) -> LocalDateTime {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: year, month: month, day: day)
    guard let date = calendar.date(from: components),
      let moved = calendar.date(byAdding: .day, value: days, to: date)
    else { return self }
    let c = calendar.dateComponents([.year, .month, .day], from: moved)
    return LocalDateTime(
      year: c.year ?? year, month: c.month ?? month, day: c.day ?? day, hour: hour,
      minute: minute, second: second)
  }
}
