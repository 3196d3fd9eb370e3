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
  public var locale: Locale
  /// Ambiguous dates resolve to the past (photo search) or the future.
  public var direction: TimeDirection

  /// Creates a context from a wall-clock reference.
  public init(
    reference: LocalDateTime, timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US"),
    direction: TimeDirection = .past
  ) {
    self.reference = reference
    self.timeZone = timeZone
    self.locale = locale
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
