import Testing

@testable import PhotoQuery

/// The table of section 3 of the contract and the time rules of section 7, reference 2026-07-15
/// (a Wednesday).
@Suite("Contract time semantics")
struct TimeContractTests {
  static let now = "2026-07-15T10:00:00"

  @Test(
    "section 3 table",
    arguments: [
      ("2019", "2019-01-01", "2020-01-01"),
      ("March", "2026-03-01", "2026-04-01"),
      ("December", "2025-12-01", "2026-01-01"),
      ("last summer", "2025-06-01", "2025-09-01"),
      ("this summer", "2026-06-01", "2026-09-01"),
      ("summer 2019", "2019-06-01", "2019-09-01"),
      ("winter 2019", "2019-12-01", "2020-03-01"),
      ("last week", "2026-07-05", "2026-07-12"),
      ("last weekend", "2026-07-11", "2026-07-13"),
      ("yesterday", "2026-07-14", "2026-07-15"),
      ("last month", "2026-06-01", "2026-07-01"),
      ("last year", "2025-01-01", "2026-01-01"),
      ("two weeks ago", "2026-07-01", "2026-07-02"),
      ("the 90s", "1990-01-01", "2000-01-01"),
      ("Christmas 2019", "2019-12-25", "2019-12-26"),
      ("Christmas", "2025-12-25", "2025-12-26"),
      ("last 3 months", "2026-04-15", "2026-07-16"),
    ])
  func table(text: String, start: String, end: String) {
    let find = onlyTime(text, now: Self.now)
    #expect(find?.start == midnight(start), "\(text): \(String(describing: find))")
    #expect(find?.end == midnight(end), "\(text): \(String(describing: find))")
  }

  @Test("en_GB weeks start on Monday")
  func britishWeek() {
    let find = onlyTime("last week", now: Self.now, locale: "en_GB")
    #expect(find?.start == midnight("2026-07-06") && find?.end == midnight("2026-07-13"))
  }

  @Test("a bare part of the day is an hour filter with no interval")
  func partOfDay() {
    let night = onlyTime("photos at night", now: Self.now)
    #expect(night?.granularity == .timeOfDay && night?.start == nil && night?.end == nil)
    #expect(night?.hourFilter == HourRange(start: 21, end: 5))
    #expect(night?.value == "night")
    let five = onlyTime("at 5pm", now: Self.now)
    #expect(five?.granularity == .timeOfDay && five?.hourFilter == HourRange(start: 17, end: 18))
  }

  @Test("a date with a part of the day is that part of that day; last night is yesterday's night")
  func datedPartOfDay() {
    let afternoon = onlyTime("yesterday afternoon", now: Self.now)
    #expect(afternoon?.start == "2026-07-14T12:00:00" && afternoon?.end == "2026-07-14T17:00:00")
    let night = onlyTime("last night", now: Self.now)
    #expect(night?.start == "2026-07-14T21:00:00" && night?.end == "2026-07-15T05:00:00")
  }

  @Test(
    "rule 12: a bare month or weekday includes the current one; rule 13: last is the one that ended"
  )
  func rules12and13() {
    #expect(onlyTime("July", now: Self.now)?.start == midnight("2026-07-01"))
    #expect(onlyTime("Wednesday", now: Self.now)?.start == midnight("2026-07-15"))
    #expect(onlyTime("last Wednesday", now: Self.now)?.start == midnight("2026-07-08"))
    #expect(onlyTime("summer", now: "2026-10-02T10:00:00")?.start == midnight("2026-06-01"))
    #expect(onlyTime("last summer", now: "2026-10-02T10:00:00")?.start == midnight("2026-06-01"))
  }

  @Test("rule 17: vague counts have no interval but are still a when value")
  func vague() {
    for text in ["a few years ago", "a couple of weeks ago", "2 summers ago"] {
      let find = onlyTime(text, now: Self.now)
      #expect(find?.granularity == .vague && find?.start == nil && find?.end == nil, "\(text)")
    }
    #expect(onlyTime("like 2 summers ago", now: Self.now)?.value == "2 summers ago")
  }

  @Test("rule 18: decades are the most recent of that name that has started")
  func decades() {
    #expect(onlyTime("the 20s", now: Self.now)?.start == midnight("2020-01-01"))
    #expect(onlyTime("the 2000s", now: Self.now)?.end == midnight("2010-01-01"))
    #expect(onlyTime("the nineties", now: Self.now)?.start == midnight("1990-01-01"))
    #expect(onlyTime("1990s", now: Self.now)?.start == midnight("1990-01-01"))
  }

  @Test("southern-hemisphere locales swap seasons; a season belongs to the year it starts in")
  func southernSeasons() {
    let summer = onlyTime("summer 2019", now: Self.now, locale: "en_AU")
    #expect(summer?.start == midnight("2019-12-01") && summer?.end == midnight("2020-03-01"))
    let winter = onlyTime("last winter", now: Self.now, locale: "en_NZ")
    #expect(winter?.start == midnight("2025-06-01"))
  }
}
