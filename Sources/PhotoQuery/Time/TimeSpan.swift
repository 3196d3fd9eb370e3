/// An interval inside the recogniser, in ``Minute``s, with the facts rules combine on.
struct TimeSpan: Sendable, Hashable {
  /// Inclusive start, or nil when open on the left (or no interval).
  var start: Minute?
  /// Exclusive end, or nil when open on the right (or no interval).
  var end: Minute?
  /// How coarse it is.
  var grain: TimeGranularity
  /// Hour-of-day filter, for parts of the day without a date.
  var hourFilter: HourRange? = nil

  /// A whole-day span `[first, last + 1)` in day numbers.
  static func days(_ first: Int, _ endDay: Int, _ grain: TimeGranularity) -> TimeSpan {
    TimeSpan(start: first * CivilDate.dayMinutes, end: endDay * CivilDate.dayMinutes, grain: grain)
  }

  /// One day.
  static func day(_ d: Int) -> TimeSpan { days(d, d + 1, .day) }

  /// Whether either end is known.
  var hasBounds: Bool { start != nil || end != nil }

  /// The first day (floor of the start).
  var startDay: Int? { start.map { floorDiv($0, CivilDate.dayMinutes) } }
  /// The day after the last instant (ceiling of the end).
  var endDay: Int? { end.map { -floorDiv(-$0, CivilDate.dayMinutes) } }

  /// The public form.
  var resolution: TimeResolution {
    TimeResolution(
      start: start.map(CivilDate.local), end: end.map(CivilDate.local), granularity: grain,
      hourFilter: hourFilter)
  }
}

/// Floor division for negative numerators too.
@inline(__always) func floorDiv(_ a: Int, _ b: Int) -> Int {
  a >= 0 ? a / b : (a - b + 1) / b
}

/// A calendar date with parts left out (`July 4th` has no year), resolved later by direction or by
/// the other end of a range.
struct DateSpec: Sendable, Hashable {
  var year: Int?
  var month: Int?
  var day: Int?
}
