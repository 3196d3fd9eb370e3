import Foundation

/// Everything a time expression is resolved against: the reference moment as local wall-clock time,
/// the time zone, the locale (date order, first weekday, hemisphere, holidays by country) and the
/// direction for ambiguous dates.
public struct TimeContext: Sendable {
  /// "Now", as wall-clock time in ``timeZone``.
  public var reference: LocalDateTime
  /// The person's time zone.
  public var timeZone: TimeZone
  /// The person's locale, e.g. `en_US`, `en_GB`, `en_AU`.
  public var locale: Locale {
    didSet { localeFacts = LocaleFacts(locale) }
  }
  /// What the locale decides for dates, worked out once.
  var localeFacts: LocaleFacts
  /// Ambiguous dates resolve to the past (photo search) or the future.
  public var direction: TimeDirection
  /// First day of the week as an ISO weekday (1 = Monday … 7 = Sunday); `nil` = the locale's
  /// (contract rule 16).
  public var firstWeekday: Int? = nil
  /// How an explicit range `A to B` ends: through the end of `B` (default) or at the start of `B`.
  public var rangeEnds: RangeEndReading = .throughLast

  /// Creates a context from a wall-clock reference.
  public init(
    reference: LocalDateTime, timeZone: TimeZone = .current,
    locale: Locale = Locale(identifier: "en_US"),
    direction: TimeDirection = .past
  ) {
    self.reference = reference
    self.timeZone = timeZone
    self.locale = locale
    self.localeFacts = LocaleFacts(locale)
    self.direction = direction
  }

  /// Creates a context from an absolute moment, read as wall-clock time in `timeZone`.
  public init(
    now: Date, timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US"),
    direction: TimeDirection = .past
  ) {
    self.init(
      reference: LocalDateTime(now, in: timeZone), timeZone: timeZone, locale: locale,
      direction: direction)
  }
}

/// How the end of an explicit range (`from 2014 to 2018`, `between 3 and 12 of Sept`) is read.
public enum RangeEndReading: String, Sendable, Hashable, Codable {
  /// Through the end of the last period: `2014 to 2018` = 2014-01-01 – 2019-01-01 (what people mean).
  case throughLast
  /// Up to the start of the last period: `2014 to 2018` = 2014-01-01 – 2018-01-01 (Recognizers-Text).
  case startOfLast
}
