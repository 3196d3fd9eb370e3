/// The English rules for things that are not dates (issue 9, family 5), with their examples (see
/// ``EnglishTimeRules``).
extension EnglishTimeRules {
  // MARK: 5. things that are not dates

  static let notDates: [TimeRule] = [
    TimeRule(
      name: "impossible-date", family: "not dates",
      summary: "a month and day that never occur together (`impossibleMonthDate`)",
      starts: ["<month>", "<day>"],
      within: "<not a date>",
      examples: [
        E("February 29, 2022", ""),
        E("June 10 - 31", ""),
        E("31st of June 2021", ""),
        E("April 31st", ""),
        E("February 29, 2024", "2024-02-29..2024-03-01"),
        E("September 35, 2018", ""),
        E("34 May", ""),
        E("June 31", ""),
        E("Feb 30 2020", ""),
        E("30th February", ""),
      ]),
    TimeRule(
      name: "version-number", family: "not dates",
      summary: "dotted version numbers (`versionNumber`)",
      starts: ["<number>", "version", "v"],
      within: "<not a date>",
      examples: [
        E("1.1.30", ""),
        E("version 1.1.30", ""),
        E("v2.1.0", ""),
        E("1.2.3.4", ""),
        E("version 2.0", ""),
        E("iOS 17.2.1", ""),
      ]),
    TimeRule(
      name: "count-or-score", family: "not dates",
      summary: "counts and scores: `101 points`, `1-2`, `3-2 win` (`smallNumberPair`)",
      starts: ["<number>"],
      within: "<not a date>",
      examples: [
        E("101 points", ""),
        E("1-2", ""),
        E("3-2 win", ""),
        E("score 3-1", ""),
      ]),
    TimeRule(
      name: "path-segment", family: "not dates",
      summary: "digits that are whole segments of a web address or path (`pathPart`)",
      starts: ["<number>"],
      within: "<not a date>",
      examples: [
        E("http://example.com/2019/05/page", ""),
        E("www.example.com/users/12345/archive-2018-09-23-page-01", "2018-09-23..2018-09-24"),
      ]),
    TimeRule(
      name: "lone-unit-word", family: "not dates",
      summary: "`the day`, `for the year`: a unit word with nothing placing it (`loneUnitWord`)",
      starts: ["the", "for"],
      within: "<not a date>",
      examples: [
        E("the day", ""),
        E("for the year", ""),
        E("the day we met", ""),
        E("photos from the day before yesterday", "2026-07-13..2026-07-14"),
        E("the day after tomorrow", "2026-07-17..2026-07-18"),
        E("the year 2008", "2008-01-01..2009-01-01"),
        E("it is the day that marks the start", ""),
        E("the day on which the count goes up", ""),
        E("the year in which we moved", ""),
        E("the day of the wedding", ""),
      ]),
    TimeRule(
      name: "unit-adjective", family: "not dates",
      summary: "a unit glued by a hyphen to `long`, `round`, `old`: an adjective (`TimeCompounds`)",
      starts: ["<unit>"],
      within: "<not a date>",
      examples: [
        E("the end of the month-long fast", ""),
        E("a day-long hike", ""),
        E("year-round", ""),
        E("a week-long festival in May", "2026-05-01..2026-06-01"),
        E("a 2-year-old", ""),
      ]),
  ]
}
