import Foundation

/// Lunar and lunisolar holiday dates through Foundation's Chinese, Hebrew and Islamic (Umm al-Qura)
/// calendars, which Foundation on Linux gets right (see `../shared/data/raw/holidays/README.md`).
/// Holidays are rare in queries, so results are cached per calendar date and Gregorian year.
///
/// `@unchecked Sendable`: the only mutable state is the cache dictionary, always used under `lock`.
final class LunarCalendars: @unchecked Sendable {
  /// The shared cache.
  static let shared = LunarCalendars()

  private let lock = NSLock()
  private var cache: [Key: [Int]] = [:]
  private var monthCache: [Key: [(day: Int, length: Int)]] = [:]

  private struct Key: Hashable {
    var date: LunarDate
    var year: Int
  }

  /// The Gregorian day numbers on which `date` falls in Gregorian `year` (0, 1 or 2 of them).
  func days(of date: LunarDate, inGregorianYear year: Int) -> [Int] {
    let key = Key(date: date, year: year)
    lock.lock()
    if let hit = cache[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let result = Self.compute(date, year)
    lock.lock()
    cache[key] = result
    lock.unlock()
    return result
  }

  /// The months starting on `date` (day 1 of a lunar month) in Gregorian `year`, with their lengths.
  func monthSpans(of date: LunarDate, inGregorianYear year: Int) -> [(day: Int, length: Int)] {
    let key = Key(date: date, year: year)
    lock.lock()
    if let hit = monthCache[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let starts = days(of: date, inGregorianYear: year)
    var next = date
    next.month += 1
    var result: [(day: Int, length: Int)] = []
    for s in starts {
      let ends = days(of: next, inGregorianYear: year) + days(of: next, inGregorianYear: year + 1)
      let end = ends.filter { $0 > s }.min() ?? (s + 30)
      result.append((s, end - s))
    }
    lock.lock()
    monthCache[key] = result
    lock.unlock()
    return result
  }

  private static func calendar(_ kind: LunarDate.Calendar) -> Calendar {
    var c: Calendar
    switch kind {
    case .chinese:
      c = Calendar(identifier: .chinese)
      c.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 8 * 3600)!
    case .hebrew:
      c = Calendar(identifier: .hebrew)
      c.timeZone = TimeZone(identifier: "UTC")!
    case .islamic:
      c = Calendar(identifier: .islamicUmmAlQura)
      c.timeZone = TimeZone(identifier: "UTC")!
    }
    return c
  }

  private static func compute(_ date: LunarDate, _ year: Int) -> [Int] {
    let lunar = calendar(date.calendar)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = lunar.timeZone
    guard let jan1 = gregorian.date(from: DateComponents(year: year, month: 1, day: 1)),
      let dec31 = gregorian.date(from: DateComponents(year: year, month: 12, day: 31))
    else { return [] }
    let first = lunar.dateComponents([.era, .year], from: jan1)
    let last = lunar.dateComponents([.era, .year], from: dec31)
    var result: [Int] = []
    var era = first.era ?? 0
    var lunarYear = first.year ?? 0
    for _ in 0..<3 {
      var comps = DateComponents(year: lunarYear, month: date.month, day: date.day)
      if date.calendar == .chinese { comps.era = era }
      if let d = lunar.date(from: comps) {
        let g = gregorian.dateComponents([.year, .month, .day], from: d)
        if let y = g.year, let m = g.month, let dd = g.day, y == year {
          let back = lunar.dateComponents([.month, .day], from: d)
          if back.month == date.month || date.calendar == .hebrew {
            result.append(CivilDate.days(y, m, dd))
          }
        }
      }
      if era == (last.era ?? 0) && lunarYear == (last.year ?? 0) { break }
      lunarYear += 1
      if date.calendar == .chinese, lunarYear > 60 {
        lunarYear = 1
        era += 1
      }
    }
    return Array(Set(result)).sorted()
  }
}
