/// Integer calendar arithmetic on the proleptic Gregorian calendar: day numbers counted from
/// 1970-01-01 (day 0), with no `Calendar` in the hot path (H. Hinnant's days-from-civil).
enum CivilDate {
  /// The day number of `year-month-day`; out-of-range months carry into years, days are added as-is.
  static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
    var y = year
    var m = month
    if m < 1 || m > 12 {
      let shift = (m - 1) >= 0 ? (m - 1) / 12 : -((12 - m) / 12)
      y += shift
      m -= shift * 12
    }
    y -= m <= 2 ? 1 : 0
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (m + 9) % 12
    let doy = (153 * mp + 2) / 5
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468 + day - 1
  }

  /// The `(year, month, day)` of a day number.
  static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let doe = z - era * 146097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// ISO weekday of a day number: 1 = Monday … 7 = Sunday.
  static func weekday(_ days: Int) -> Int {
    let w = (days + 3) % 7  // 1970-01-01 was a Thursday (ISO 4)
    return (w < 0 ? w + 7 : w) + 1
  }

  /// Whether `year` is a Gregorian leap year.
  static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  /// Number of days in `month` of `year`.
  static func daysInMonth(_ year: Int, _ month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether the fields name a real date.
  static func isValid(_ year: Int, _ month: Int, _ day: Int) -> Bool {
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  }

  /// The day `months` months after `day` (clamped to the month's last day, as calendars do).
  static func addMonths(_ day: Int, _ months: Int) -> Int {
    let c = civil(day)
    let total = c.year * 12 + (c.month - 1) + months
    let y = total >= 0 ? total / 12 : (total - 11) / 12
    let m = total - y * 12 + 1
    return days(y, m, min(c.day, daysInMonth(y, m)))
  }

  /// The start of the week containing `day`, weeks starting on ISO weekday `firstWeekday`.
  static func weekStart(_ day: Int, firstWeekday: Int) -> Int {
    var back = weekday(day) - firstWeekday
    if back < 0 { back += 7 }
    return day - back
  }

  /// The `n`th (1-based; negative counts from the end) ISO `weekday` of `month`.
  static func nthWeekday(_ n: Int, _ weekdayISO: Int, year: Int, month: Int) -> Int {
    if n > 0 {
      let first = days(year, month, 1)
      var offset = weekdayISO - weekday(first)
      if offset < 0 { offset += 7 }
      return first + offset + (n - 1) * 7
    }
    let last = days(year, month, daysInMonth(year, month))
    var offset = weekday(last) - weekdayISO
    if offset < 0 { offset += 7 }
    return last - offset + (n + 1) * 7
  }

  /// Western Easter Sunday of `year` (anonymous Gregorian computus).
  static func easter(_ year: Int) -> Int {
    let a = year % 19
    let b = year / 100
    let c = year % 100
    let d = b / 4
    let e = b % 4
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30
    let i = c / 4
    let k = c % 4
    let l = (32 + 2 * e + 2 * i - h - k) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31
    let day = (h + l - 7 * m + 114) % 31 + 1
    return days(year, month, day)
  }

  /// Orthodox Easter Sunday of `year` (Julian computus, converted to Gregorian; 1900–2099).
  static func orthodoxEaster(_ year: Int) -> Int {
    let a = year % 4
    let b = year % 7
    let c = year % 19
    let d = (19 * c + 15) % 30
    let e = (2 * a + 4 * b - d + 34) % 7
    let month = (d + e + 114) / 31
    let day = (d + e + 114) % 31 + 1
    let julianOffset = year / 100 - year / 400 - 2
    return days(year, month, day) + julianOffset
  }
}

/// Minutes since 1970-01-01T00:00 local wall-clock time: the unit of every interval inside the recogniser.
typealias Minute = Int

extension CivilDate {
  /// Minutes in a day.
  static let dayMinutes = 1440

  /// The wall-clock reading of a minute count.
  static func local(_ minute: Minute) -> LocalDateTime {
    let d = minute >= 0 ? minute / dayMinutes : (minute - dayMinutes + 1) / dayMinutes
    let rest = minute - d * dayMinutes
    let c = civil(d)
    return LocalDateTime(
      year: c.year, month: c.month, day: c.day, hour: rest / 60, minute: rest % 60)
  }

  /// The minute count of a wall-clock reading (seconds dropped).
  static func minute(_ t: LocalDateTime) -> Minute {
    days(t.year, t.month, t.day) * dayMinutes + t.hour * 60 + t.minute
  }
}
