import Testing

@testable import PhotoQuery

/// The common English forms of each family, resolved at 2026-07-15 10:00 (a Wednesday), en_US.
@Suite("Time expression forms")
struct TimeFormsTests {
  static let now = "2026-07-15T10:00:00"

  func interval(_ text: String, locale: String = "en_US", ranges: RangeEndReading = .throughLast)
    -> String
  {
    guard let f = onlyTime(text, now: Self.now, locale: locale, ranges: ranges) else {
      return "no single find: \(findTimes(text, now: Self.now, locale: locale))"
    }
    return
      "\(f.start.map { String($0.prefix(10)) } ?? "-")..\(f.end.map { String($0.prefix(10)) } ?? "-")"
  }

  @Test(
    "absolute dates",
    arguments: [
      ("July 4th 2019", "2019-07-04..2019-07-05"),
      ("4 July 2019", "2019-07-04..2019-07-05"),
      ("the 4th of July 2019", "2019-07-04..2019-07-05"),
      ("2019-07-04", "2019-07-04..2019-07-05"),
      ("7/4/2019", "2019-07-04..2019-07-05"),
      ("March 2019", "2019-03-01..2019-04-01"),
      ("'19", "2019-01-01..2020-01-01"),
      ("the 21st century", "2000-01-01..2100-01-01"),
      ("Q3 2019", "2019-07-01..2019-10-01"),
    ])
  func absolute(text: String, expected: String) { #expect(interval(text) == expected, "\(text)") }

  @Test("numeric dates follow the locale's day/month order")
  func dateOrder() {
    #expect(interval("4/7/2019") == "2019-04-07..2019-04-08")
    #expect(interval("4/7/2019", locale: "en_GB") == "2019-07-04..2019-07-05")
    #expect(interval("4/7/2019", locale: "en_AU") == "2019-07-04..2019-07-05")
    #expect(interval("25/12/2019") == "2019-12-25..2019-12-26")
  }

  @Test(
    "relative periods",
    arguments: [
      ("today", "2026-07-15..2026-07-16"),
      ("this week", "2026-07-12..2026-07-19"),
      ("next month", "2026-08-01..2026-09-01"),
      ("3 days ago", "2026-07-12..2026-07-13"),
      ("in 2 weeks", "2026-07-29..2026-07-30"),
      ("past two years", "2024-07-15..2026-07-16"),
      ("earlier this year", "2026-01-01..2026-07-01"),
      ("last Saturday", "2026-07-11..2026-07-12"),
      ("this weekend", "2026-07-18..2026-07-20"),
      ("the other day", "2026-07-08..2026-07-14"),
    ])
  func relative(text: String, expected: String) { #expect(interval(text) == expected, "\(text)") }

  @Test(
    "parts of periods",
    arguments: [
      ("early 2020", "2020-01-01..2020-05-01"),
      // looking back a month splits in halves, its middle 10–20 (decision 9.34)
      ("mid-March", "2026-03-10..2026-03-21"),
      ("late March", "2026-03-16..2026-04-01"),
      ("late summer 2018", "2018-08-01..2018-09-01"),
      ("the end of last year", "2025-07-01..2026-01-01"),
    ])
  func parts(text: String, expected: String) { #expect(interval(text) == expected, "\(text)") }

  @Test(
    "ranges and open ends",
    arguments: [
      ("between 2015 and 2018", "2015-01-01..2019-01-01"),
      ("from May to July 2020", "2020-05-01..2020-08-01"),
      ("2017-2019", "2017-01-01..2020-01-01"),
      ("since March", "2026-03-01..-"),
      ("before 2010", "-..2010-01-01"),
      ("after Christmas", "2025-12-25..-"),
      ("Nov 18-Dec 19, 2015", "2015-11-18..2015-12-20"),
    ])
  func ranges(text: String, expected: String) { #expect(interval(text) == expected, "\(text)") }

  @Test("the first week of a month is the locale's week holding its first Thursday")
  func firstWeek() {
    #expect(interval("the first week of June", locale: "en_GB") == "2026-06-01..2026-06-08")
    #expect(interval("the first week of June") == "2026-05-31..2026-06-07")
    #expect(interval("the first week of October", locale: "en_GB") == "2025-09-29..2025-10-06")
  }

  @Test("Recognizers-Text's range reading ends at the start of the last period")
  func startOfLast() {
    #expect(interval("between 2015 and 2018", ranges: .startOfLast) == "2015-01-01..2018-01-01")
  }

  @Test("looking forward, ambiguous dates and bare clock times are the next ones")
  func future() {
    let march = onlyTime("March", now: Self.now, direction: .future)
    #expect(march?.start == midnight("2027-03-01"))
    let friday = onlyTime("friday", now: Self.now, direction: .future)
    #expect(friday?.start == midnight("2026-07-17"))
    let clock = onlyTime("at 9am", now: Self.now, direction: .future)
    #expect(clock?.start == "2026-07-16T09:00:00")
  }
}
