import Foundation

/// Whether an ambiguous date ("March", "Friday", "Christmas") means the most recent past one
/// (photo search, the default) or the next one (calendars, reminders).
public enum TimeDirection: String, Sendable, Hashable, Codable {
  /// The most recent occurrence that has started (or ended, after `last`).
  case past
  /// The next occurrence.
  case future
}

/// A named part of the day, used as an hour-of-day filter when no date goes with it.
public enum PartOfDay: String, Sendable, Hashable, Codable, CaseIterable {
  /// 05:00–12:00.
  case morning
  /// 12:00–17:00.
  case afternoon
  /// 17:00–21:00.
  case evening
  /// 21:00–05:00.
  case night

  /// The local hours `[start, end)`; night wraps past midnight (21 → 5).
  public var hours: (start: Int, end: Int) {
    switch self {
    case .morning: return (5, 12)
    case .afternoon: return (12, 17)
    case .evening: return (17, 21)
    case .night: return (21, 5)
    }
  }
}

/// How coarse a resolved time is.
public enum TimeGranularity: String, Sendable, Hashable, Codable {
  case second, minute, hour, partOfDay, day, weekend, week, month, season, quarter, halfYear, year,
    decade, century
  /// A span made of two ends (`between 2015 and 2018`, `the last 3 months`).
  case span
  /// Only an hour-of-day filter, no calendar interval (`at night`, `at 5pm`).
  case timeOfDay
  /// Vague: understood as a time, but with no fixed interval (`a few years ago`).
  case vague
}

/// What a time expression resolves to: a half-open local interval `[start, end)`, possibly open on
/// one side (`before 2010`, `since March`), or only an hour-of-day filter (`at night`).
public struct TimeResolution: Sendable, Hashable, Codable {
  /// Inclusive start; `nil` when open on the left or when there is no interval.
  public var start: LocalDateTime?
  /// Exclusive end; `nil` when open on the right or when there is no interval.
  public var end: LocalDateTime?
  /// How coarse the expression is.
  public var granularity: TimeGranularity
  /// An hour-of-day filter `[start, end)` in local hours (may wrap, e.g. 21→5), for parts of the day
  /// and clock times without a date.
  public var hourFilter: HourRange?

  /// Creates a resolution.
  public init(
    start: LocalDateTime?, end: LocalDateTime?, granularity: TimeGranularity,
    hourFilter: HourRange? = nil
  ) {
    self.start = start
    self.end = end
    self.granularity = granularity
    self.hourFilter = hourFilter
  }

  /// True when the expression fixes a calendar interval (on at least one side).
  public var hasInterval: Bool { start != nil || end != nil }

  /// The absolute interval in `timeZone`, when both ends are known.
  public func dateInterval(in timeZone: TimeZone) -> DateInterval? {
    guard let start, let end else { return nil }
    let s = start.date(in: timeZone)
    let e = end.date(in: timeZone)
    return e >= s ? DateInterval(start: s, end: e) : nil
  }
}

/// Local hours `[start, end)`, wrapping past midnight when `end <= start` (night: 21 → 5).
public struct HourRange: Sendable, Hashable, Codable {
  /// First hour included, 0–23.
  public var start: Int
  /// First hour no longer included, 0–24.
  public var end: Int
  /// Creates an hour range.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }
  /// Whether a local hour falls in the range.
  public func contains(hour: Int) -> Bool {
    start < end ? (hour >= start && hour < end) : (hour >= start || hour < end)
  }
}
