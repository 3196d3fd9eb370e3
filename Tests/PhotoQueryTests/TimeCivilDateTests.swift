import Foundation
import Testing

@testable import PhotoQuery

@Suite("Integer calendar arithmetic")
struct TimeCivilDateTests {
  @Test("day numbers round-trip and match Foundation over four centuries")
  func roundTrip() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for day in stride(from: -134_000, through: 150_000, by: 97) {  // 1603…2380: Foundation is Julian before 1582
      let c = CivilDate.civil(day)
      #expect(CivilDate.days(c.year, c.month, c.day) == day)
      let date = Date(timeIntervalSince1970: Double(day) * 86_400)
      let f = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      #expect(f.year == c.year && f.month == c.month && f.day == c.day)
      // Foundation: 1 = Sunday; ISO: 7 = Sunday
      #expect((f.weekday! + 5) % 7 + 1 == CivilDate.weekday(day))
    }
  }

  @Test("month arithmetic clamps to the month's last day")
  func addMonths() {
    let jan31 = CivilDate.days(2024, 1, 31)
    #expect(CivilDate.civil(CivilDate.addMonths(jan31, 1)) == (2024, 2, 29))
    #expect(CivilDate.civil(CivilDate.addMonths(jan31, -2)) == (2023, 11, 30))
    #expect(CivilDate.civil(CivilDate.addMonths(jan31, 12)) == (2025, 1, 31))
  }

  @Test("nth and last weekday of a month")
  func nthWeekday() {
    // 4th Thursday of November 2024 is the 28th; last Monday of May 2024 is the 27th
    #expect(CivilDate.civil(CivilDate.nthWeekday(4, 4, year: 2024, month: 11)) == (2024, 11, 28))
    #expect(CivilDate.civil(CivilDate.nthWeekday(-1, 1, year: 2024, month: 5)) == (2024, 5, 27))
  }

  @Test("Easter by computus, Western and Orthodox")
  func easter() {
    let western = [
      2019: (4, 21), 2020: (4, 12), 2021: (4, 4), 2024: (3, 31), 2025: (4, 20), 2038: (4, 25),
    ]
    for (y, md) in western {
      let c = CivilDate.civil(CivilDate.easter(y))
      #expect(c.month == md.0 && c.day == md.1, "Easter \(y)")
    }
    let orthodox = [2019: (4, 28), 2020: (4, 19), 2024: (5, 5), 2025: (4, 20)]
    for (y, md) in orthodox {
      let c = CivilDate.civil(CivilDate.orthodoxEaster(y))
      #expect(c.month == md.0 && c.day == md.1, "Orthodox Easter \(y)")
    }
  }

  @Test("Easter matches the licensed festival table for 1950–2050")
  func easterAgainstTable() throws {
    guard let shared = sharedFolder() else {
      print("SKIP: ../shared not found")
      return
    }
    let text = try String(
      contentsOf: shared.appendingPathComponent("data/raw/holidays/festival_dates_1950_2050.tsv"),
      encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") {
      let p = line.split(separator: "\t")
      guard p.count >= 3, p[0] == "easter_western" || p[0] == "easter_orthodox",
        let t = LocalDateTime(iso: String(p[2]))
      else { continue }
      let day =
        p[0] == "easter_western" ? CivilDate.easter(t.year) : CivilDate.orthodoxEaster(t.year)
      #expect(day == CivilDate.days(t.year, t.month, t.day), "\(p[0]) \(t.year)")
      checked += 1
    }
    #expect(checked == 202)
  }
}
