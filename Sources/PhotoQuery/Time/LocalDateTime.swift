import Foundation

/// A wall-clock date and time with no time zone: what a person means by "1 June 2025, 00:00".
///
/// Photo search compares capture times as local wall-clock times (the contract's section 6), so
/// intervals are kept in this form and turned into absolute `Date`s only at the edges.
public struct LocalDateTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// Year, e.g. 2025.
  public var year: Int
  /// Month, 1–12.
  public var month: Int
  /// Day of the month, 1–31.
  public var day: Int
  /// Hour, 0–23.
  public var hour: Int
  /// Minute, 0–59.
  public var minute: Int
  /// Second, 0–59.
  public var second: Int

  /// Creates a wall-clock date-time; the fields are taken as given (use ``normalized(in:)`` to carry over).
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The wall-clock reading of `date` in `timeZone`.
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    self.init(
      year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0,
      minute: c.minute ?? 0, second: c.second ?? 0)
  }

  /// Parses `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, or `YYYY-MM-DDTHH:MM:SS` (a space may stand for `T`;
  /// fractional seconds and a zone suffix are ignored).
  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    func number(_ from: Int, _ count: Int) -> Int? {
      guard from + count <= bytes.count else { return nil }
      var value = 0
      for b in bytes[from..<(from + count)] {
        guard b >= 48, b <= 57 else { return nil }
        value = value * 10 + Int(b - 48)
      }
      return value
    }
    guard let y = number(0, 4), bytes.count >= 10, bytes[4] == 45, bytes[7] == 45,
      let m = number(5, 2), let d = number(8, 2), (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    var h = 0
    var mi = 0
    var s = 0
    if bytes.count >= 16, bytes[10] == 84 || bytes[10] == 32 {
      guard let hh = number(11, 2), bytes[13] == 58, let mm = number(14, 2) else { return nil }
      h = hh
      mi = mm
      if bytes.count >= 19, bytes[16] == 58, let ss = number(17, 2) { s = ss }
    }
    self.init(year: y, month: m, day: d, hour: h, minute: mi, second: s)
  }

  /// `YYYY-MM-DDTHH:MM:SS`.
  public var iso: String {
    func pad(_ v: Int, _ width: Int) -> String {
      let s = String(v)
      return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
    return
      "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
  }

  /// `YYYY-MM-DD`.
  public var isoDate: String { String(iso.prefix(10)) }

  /// The ISO form.
  public var description: String { iso }

  /// Orders by date then time.
  public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
    (a.year, a.month, a.day, a.hour, a.minute, a.second)
      < (b.year, b.month, b.day, b.hour, b.minute, b.second)
  }

  /// The instant this wall-clock time names in `timeZone` (the earlier one in a DST overlap; in a
  /// DST gap, the first instant after it).
  public func date(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// Encodes as the ISO string.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iso)
  }

  /// Decodes from the ISO string.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = LocalDateTime(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an ISO local date-time: \(text)")
    }
    self = value
  }
}
