import Foundation
import Testing

@testable import PhotoQuery

@Suite("Holidays computed by rule")
struct TimeHolidayTests {
  /// The day `name` (with a year) resolves to in `locale`, as `YYYY-MM-DD`.
  func day(_ name: String, _ year: Int, locale: String = "en_US") -> String? {
    onlyTime("\(name) \(year)", now: "2030-06-15T12:00:00", locale: locale)?.start.map {
      String($0.prefix(10))
    }
  }

  @Test(
    "holidays fall on their known dates for several years",
    arguments: [
      // fixed dates
      ("Christmas", "en_US", ["2019-12-25", "2020-12-25", "2024-12-25"]),
      ("New Year's Eve", "en_US", ["2019-12-31", "2021-12-31"]),
      ("Halloween", "en_US", ["2018-10-31", "2023-10-31"]),
      ("Valentine's Day", "en_US", ["2020-02-14", "2025-02-14"]),
      ("4th of July", "en_US", ["2019-07-04", "2022-07-04"]),
      ("Independence Day", "en_IN", ["2019-08-15", "2024-08-15"]),
      // nth-weekday rules by country
      ("Thanksgiving", "en_US", ["2019-11-28", "2020-11-26", "2021-11-25", "2024-11-28"]),
      ("Thanksgiving", "en_CA", ["2019-10-14", "2020-10-12", "2023-10-09"]),
      ("Mother's Day", "en_US", ["2019-05-12", "2020-05-10", "2024-05-12"]),
      ("Mother's Day", "en_GB", ["2019-03-31", "2020-03-22", "2024-03-10"]),
      ("Father's Day", "en_US", ["2019-06-16", "2020-06-21", "2024-06-16"]),
      ("Father's Day", "en_AU", ["2019-09-01", "2020-09-06", "2024-09-01"]),
      ("Labor Day", "en_US", ["2019-09-02", "2020-09-07", "2024-09-02"]),
      ("Memorial Day", "en_US", ["2019-05-27", "2020-05-25", "2024-05-27"]),
      ("MLK Day", "en_US", ["2018-01-15", "2024-01-15"]),
      // computus
      ("Easter", "en_US", ["2019-04-21", "2020-04-12", "2021-04-04", "2024-03-31"]),
      ("Good Friday", "en_US", ["2019-04-19", "2024-03-29"]),
      ("Easter Monday", "en_GB", ["2019-04-22", "2024-04-01"]),
      // Foundation calendars
      (
        "Chinese New Year", "en_US",
        ["2019-02-05", "2020-01-25", "2021-02-12", "2024-02-10", "2025-01-29"]
      ),
      ("Mid-Autumn Festival", "en_US", ["2019-09-13", "2020-10-01", "2024-09-17"]),
      ("Rosh Hashanah", "en_US", ["2019-09-30", "2020-09-19", "2024-10-03"]),
      ("Hanukkah", "en_US", ["2019-12-23", "2020-12-11", "2024-12-26"]),
      ("Passover", "en_US", ["2019-04-20", "2020-04-09", "2024-04-23"]),
      ("Eid al-Fitr", "en_US", ["2019-06-04", "2020-05-24", "2021-05-13", "2024-04-10"]),
      ("Eid al-Adha", "en_US", ["2019-08-11", "2020-07-31", "2024-06-16"]),
      // generated table
      ("Diwali", "en_IN", ["2019-10-27", "2020-11-14", "2021-11-04", "2022-10-24", "2023-11-12"]),
      ("Holi", "en_IN", ["2019-03-21", "2020-03-10", "2021-03-29", "2022-03-18", "2023-03-08"]),
    ])
  func knownDates(name: String, locale: String, dates: [String]) {
    for expected in dates {
      let year = Int(expected.prefix(4))!
      #expect(day(name, year, locale: locale) == expected, "\(name) \(year) in \(locale)")
    }
  }

  @Test("spans: Hanukkah and Passover last eight days, Ramadan a month")
  func spans() {
    let hanukkah = onlyTime("Hanukkah 2020", now: "2030-01-01T00:00:00")
    #expect(hanukkah?.start == midnight("2020-12-11") && hanukkah?.end == midnight("2020-12-19"))
    let passover = onlyTime("Passover 2024", now: "2030-01-01T00:00:00")
    #expect(passover?.end == midnight("2024-05-01"))
    let ramadan = onlyTime("Ramadan 2024", now: "2030-01-01T00:00:00")
    #expect(ramadan?.start == midnight("2024-03-11") && ramadan?.end == midnight("2024-04-10"))
  }

  @Test("a bare holiday is the most recent one that has started; last is the one before")
  func direction() {
    #expect(onlyTime("Christmas", now: "2026-07-15T10:00:00")?.start == midnight("2025-12-25"))
    #expect(onlyTime("Christmas", now: "2026-12-25T10:00:00")?.start == midnight("2026-12-25"))
    #expect(onlyTime("last Christmas", now: "2026-12-25T10:00:00")?.start == midnight("2025-12-25"))
    #expect(
      onlyTime("Christmas", now: "2026-07-15T10:00:00", direction: .future)?.start
        == midnight("2026-12-25"))
    #expect(
      onlyTime("Easter last year", now: "2026-07-15T10:00:00")?.start == midnight("2025-04-20"))
  }

  @Test("a holiday before a compound noun is no time (Christmas tree, Easter egg)")
  func compounds() {
    for text in [
      "photos of the Christmas tree", "Easter egg hunt pictures", "my Halloween costume",
    ] {
      #expect(findTimes(text, now: "2026-07-15T10:00:00").isEmpty, "\(text)")
    }
    // a holiday before another noun is still a time
    #expect(onlyTime("Christmas party photos", now: "2026-07-15T10:00:00")?.value == "Christmas")
    let tokens = Tokenizer().tokens(of: "Christmas tree")
    #expect(TimeRecognizer.isHolidayCompound(tokens, at: 0))
  }

  @Test(
    "Foundation's lunar calendars agree with the licensed table (Chinese, Hebrew exactly; Islamic ±1)"
  )
  func lunarAgainstTable() throws {
    guard let shared = sharedFolder() else {
      print("SKIP: ../shared not found")
      return
    }
    let text = try String(
      contentsOf: shared.appendingPathComponent("data/raw/holidays/festival_dates_1950_2050.tsv"),
      encoding: .utf8)
    let rules: [String: HolidayRule] = [
      "lunar_new_year": HolidayNames.chineseNewYear,
      "mid_autumn": HolidayNames.rules["mid autumn festival"]!,
      "rosh_hashanah": HolidayNames.rules["rosh hashanah"]!, "eid_al_fitr": HolidayNames.eidFitr,
    ]
    var total = [String: Int]()
    var exact = [String: Int]()
    var close = [String: Int]()
    for line in text.split(separator: "\n") {
      let p = line.split(separator: "\t").map(String.init)
      guard p.count >= 3, let rule = rules[p[0]], let t = LocalDateTime(iso: p[2]), t.year >= 1990,
        t.year <= 2040
      else { continue }
      let want = CivilDate.days(t.year, t.month, t.day)
      let got = rule.occurrences(in: t.year, country: "US").map(\.day)
      total[p[0], default: 0] += 1
      if got.contains(want) { exact[p[0], default: 0] += 1 }
      if got.contains(where: { abs($0 - want) <= 1 }) { close[p[0], default: 0] += 1 }
    }
    #expect(exact["lunar_new_year"] == total["lunar_new_year"])
    #expect(exact["mid_autumn"] == total["mid_autumn"])
    #expect(Double(exact["rosh_hashanah"] ?? 0) >= 0.98 * Double(total["rosh_hashanah"] ?? 1))
    #expect(Double(close["eid_al_fitr"] ?? 0) >= 0.95 * Double(total["eid_al_fitr"] ?? 1))
  }
}
