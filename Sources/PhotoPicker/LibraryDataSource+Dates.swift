import Foundation

/// Capture times as the index stores them, read back as `Date`s.
enum LibraryDates {
  /// The UTC time when known (`2023-07-14T18:30:00Z`), else the local wall-clock time read as
  /// UTC (`2023-07-14T18:30:00`): right to the day, which is what the picker shows.
  static func date(utc: String?, local: String?) -> Date? {
    if let utc, let date = parse(utc) { return date }
    if let local, let date = parse(local) { return date }
    return nil
  }

  /// Parses `YYYY-MM-DD[Thh:mm[:ss[.fff]]][Z]` with integer arithmetic (no formatter).
  static func parse(_ text: String) -> Date? {
    let digits = text.utf8.map { $0 }
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= digits.count else { return nil }
      var value = 0
      for byte in digits[start..<(start + count)] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    let hour = number(11, 2) ?? 0
    let minute = number(14, 2) ?? 0
    let second = number(17, 2) ?? 0
    // days from civil (Howard Hinnant)
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}
