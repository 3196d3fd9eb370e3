/// The English time rules that predate issue 9, with their examples (see ``EnglishTimeRules``).
extension EnglishTimeRules {
  // MARK: established rules (before issue 9)

  static let established: [TimeRule] = [
    TimeRule(
      name: "relative-period", family: "periods",
      summary: "`this/last/next` + unit, weekday, month, season (`relativePeriod`)",
      starts: ["the", "<relation>"],
      matcher: .core { $0.relativePeriod($1) },
      examples: [
        E("last week", "2026-07-05..2026-07-12"),
        E("this summer", "2026-06-01..2026-09-01"),
        E("next Friday", "2026-07-24..2026-07-25"),
        E("last Saturday", "2026-07-11..2026-07-12"),
        E("the coming weekend", "2026-07-18..2026-07-20"),
        E("this upcoming weekend", "2026-07-18..2026-07-20"),
        E("coming weekend", "2026-07-25..2026-07-27", now: "2026-07-18T10:00:00"),
        E("next weekend", "2026-07-25..2026-07-27"),
        E("last monsoon", "vague", locale: "en_IN"),
        E("last Christmas", "2025-12-25..2025-12-26"),
      ]),
    TimeRule(
      name: "counted-period", family: "periods",
      summary: "`last 3 months`, `past two years`: through today (`countedPeriod`)",
      starts: [
        "the", "<relation>", "<count>", .table("counted word", TimeWords.countedStarts), "<number>",
      ],
      matcher: .core { $0.countedPeriod($1) },
      examples: [
        E("last 3 months", "2026-04-15..2026-07-16"),
        E("past two years", "2024-07-15..2026-07-16"),
        E("3 upcoming days", "2026-07-16..2026-07-19"),
        E("only 3 next week", "2026-07-19..2026-07-26"),
      ]),
    TimeRule(
      name: "parts-of-periods", family: "periods",
      summary: "`earlier this year`, `end of 2019`, `early May` (`partOfPeriod`)",
      starts: ["the", .table("part word", TimeWords.partStarts)],
      matcher: .core { $0.partOfPeriod($1) },
      examples: [
        E("earlier this year", "2026-01-01..2026-07-01"),
        E("end of 2019", "2019-09-01..2020-01-01"),
        E("by the end of month", "-..2026-08-01"),
        E("BOM", "2026-07-01..2026-07-11"),
      ]),
    TimeRule(
      name: "rest-of-period", family: "periods",
      summary: "`rest of the month`, `the remainder of the week` (`restOfPeriod`)",
      starts: [.table("rest word", TimeWords.restStarts)],
      matcher: .core { $0.restOfPeriod($1) },
      examples: [
        E("rest of the month", "2026-07-15..2026-07-31"),
        E("rest of the week", "2026-07-15..2026-07-18"),
      ]),
    TimeRule(
      name: "week-of-period", family: "periods",
      summary: "`the first week of May`, `the last week of 2019` (`weekOfPeriod`)",
      starts: ["the", "<ordinal>", "last", "<alphanumeric>"],
      matcher: .core { $0.weekOfPeriod($1) },
      examples: [
        E("the first week of May", "2026-05-03..2026-05-10"),
        E("the last week of 2019", "2019-12-22..2019-12-29"),
        E("the second week next month", "2026-08-09..2026-08-16"),
        E("the first weekend of June", "2026-06-06..2026-06-08"),
        E("last weekend of October 2017", "2017-10-28..2017-10-30"),
        E("the second wkend in May", "2026-05-09..2026-05-11"),
        E("last weekend", "2026-07-11..2026-07-13"),
      ]),
    TimeRule(
      name: "day-of-period", family: "periods",
      summary: "`the 3rd day of May` (`dayOfPeriod`)",
      starts: ["the", "<ordinal>", "<alphanumeric>"],
      matcher: .core { $0.dayOfPeriod($1) },
      examples: [E("the 3rd day of May", "2026-05-03..2026-05-04")]),
    TimeRule(
      name: "units-of-period", family: "periods",
      summary: "`the first 3 months of 2019` (`unitsOfPeriod`)",
      starts: ["the", "<ordinal>", "first", "last"],
      matcher: .core { $0.unitsOfPeriod($1) },
      examples: [E("the first 3 months of 2019", "2019-01-01..2019-04-01")]),
    TimeRule(
      name: "week-of", family: "periods",
      summary: "`the week of June 8`, `week of May 4th` (`weekOf`)",
      starts: ["the", "week", "w", "month"],
      matcher: .core { $0.weekOf($1) },
      examples: [
        E("the week of June 8", "2026-06-07..2026-06-14"),
        E("week of May 4th", "2026-05-03..2026-05-10"),
        E("booked for the last 2 weeks of this year", "2026-12-20..2027-01-03"),
        E("week of september.16th", "2025-09-14..2025-09-21"),
        E("the month of March 3rd", "2026-03-01..2026-04-01"),
      ]),
    TimeRule(
      name: "weekend-of-holiday", family: "holidays",
      summary: "`the weekend of Easter` (`weekendOfHoliday`)",
      starts: ["the", "weekend"],
      matcher: .core { $0.weekendOfHoliday($1) },
      examples: [E("the weekend of Easter", "2026-04-04..2026-04-06")]),
    TimeRule(
      name: "quarter", family: "period names",
      summary: "`Q3 2019`, `the 2nd quarter of 2019`, `last quarter` (`quarter`)",
      starts: ["the", "<ordinal>", "last", "<number>", "<alphanumeric>"],
      matcher: .core { $0.quarter($1) },
      examples: [
        E("Q3 2019", "2019-07-01..2019-10-01"),
        E("the 2nd quarter of 2019", "2019-04-01..2019-07-01"),
        E("last quarter", "2026-04-01..2026-07-01"),
        E("2019h1", "2019-01-01..2019-07-01"),
      ]),
    TimeRule(
      name: "century", family: "period names",
      summary: "`the 21st century` (`century`)",
      starts: ["the", "<ordinal>", "<alphanumeric>"],
      matcher: .core { $0.century($1) },
      examples: [E("the 21st century", "2000-01-01..2100-01-01")]),
    TimeRule(
      name: "decade", family: "period names",
      summary: "`the 90s`, `the nineties`, `'90s` (`decade`)",
      starts: ["the", "'", "<decade word>", "<cardinal>", "<number>", "<alphanumeric>"],
      matcher: .core { $0.decade($1) },
      examples: [
        E("the 90s", "1990-01-01..2000-01-01"),
        E("the nineties", "1990-01-01..2000-01-01"),
        E("'90s", "1990-01-01..2000-01-01"),
        E("the nineteen-eighties", "1980-01-01..1990-01-01"),
        E("the two thousand and twenties", "2020-01-01..2030-01-01"),
        E("the two thousands", "2000-01-01..2010-01-01"),
      ]),
    TimeRule(
      name: "bare-year", family: "period names",
      summary: "`2019`, `the year 2008`, `'19` (`bareYear`)",
      starts: [
        "the", "'", "<cardinal>", "year", "calendar", "cy", "ad", "<number>", "<alphanumeric>",
      ],
      matcher: .core { $0.bareYear($1) },
      examples: [
        E("2019", "2019-01-01..2020-01-01"),
        E("the year 2008", "2008-01-01..2009-01-01"),
        E("'19", "2019-01-01..2020-01-01"),
        E("year 312", "0312-01-01..0313-01-01"),
        E("the year nine hundred and eleven", "0911-01-01..0912-01-01"),
        E("one thousand nine hundred and ninety", "1990-01-01..1991-01-01"),
        E("cy21", "2021-01-01..2022-01-01"),
      ]),
    TimeRule(
      name: "season", family: "period names",
      summary: "`summer`, `summer 2019`, `winter 2019` (winter belongs to the year it starts in) "
        + "(`season`)",
      starts: ["<season>", "<number>"],
      matcher: .core { $0.season($1) },
      examples: [
        E("summer", "2026-06-01..2026-09-01"),
        E("summer 2019", "2019-06-01..2019-09-01"),
        E("winter 2019", "2019-12-01..2020-03-01"),
        E("summer 2019", "2019-12-01..2020-03-01", locale: "en_AU"),
      ]),
    TimeRule(
      name: "weekday-date", family: "dates",
      summary: "`Friday`, `Friday the 22nd`, `Tue May 9` (`weekdayLed`)",
      starts: ["<weekday>"],
      matcher: .core { $0.weekdayLed($1) },
      examples: [
        E("Friday", "2026-07-10..2026-07-11"),
        E("Friday the 22nd", "2026-05-22..2026-05-23"),
        E("Tue May 9", "2026-05-09..2026-05-10"),
      ]),
    TimeRule(
      name: "weekday-in-week", family: "dates",
      summary: "a weekday and a relative day or week beside it: that weekday in that week "
        + "(`weekdayInAnchorWeek`, decision 9.1)",
      starts: ["<weekday>", "<relative day>"],
      within: "day-with-time",
      examples: [
        E("Friday afternoon next week", "2026-07-24T12:00..2026-07-24T17:00"),
        E("Monday, next week", "2026-07-20..2026-07-21"),
        E("Saturday three weeks from now", "2026-08-08..2026-08-09"),
        E("in 10 days on Tuesday", "2026-07-21..2026-07-22"),
        E("2 weeks ago on Thursday", "2026-07-02..2026-07-03"),
        E("Thursday, week 30", "2026-07-09..2026-07-10 | 2026-07-20..2026-07-27"),
      ]),
    TimeRule(
      name: "bare-day-of-month", family: "dates",
      summary: "`the 21st`, `on the 21st`: this month's if it has come (`bareDayOfMonth`)",
      starts: ["the", "<after on>", "<alphanumeric>"],
      matcher: .core { $0.bareDayOfMonth($1) },
      examples: [
        E("the 21st", "2026-06-21..2026-06-22"),
        E("on the 21st", "2026-06-21..2026-06-22"),
        E("the 3rd next month", "2026-08-03..2026-08-04"),
        E("the 20th last month", "2026-06-20..2026-06-21"),
      ]),
    TimeRule(
      name: "current-period", family: "periods",
      summary: "`this year`, `at the moment`, `year to date` (`currentPeriod`)",
      starts: ["the", .table("current word", TimeWords.currentStarts)],
      matcher: .core { $0.currentPeriod($1) },
      examples: [
        E("this year", "2026-01-01..2027-01-01"),
        E("at the moment", "2026-07-15..2026-07-16"),
        E("year to date", "2026-01-01..2026-07-15"),
        E("the weekend", "2026-07-11..2026-07-13"),
        E("the weekend", "2026-07-18..2026-07-20", direction: .future),
        E("the weekend before last", "2026-07-04..2026-07-06"),
        E("the month before last", "2026-05-01..2026-06-01"),
      ]),
    TimeRule(
      name: "bounded-duration", family: "relative offsets",
      summary: "`more than 2 weeks before today`, `less than 3 days after tomorrow` "
        + "(`boundedDuration`)",
      starts: ["more", "less", "within", "over"],
      matcher: .core { $0.boundedDuration($1) },
      examples: [
        E("more than 2 weeks before today", "-..2026-07-01"),
        E("less than 3 days after tomorrow", "2026-07-16..2026-07-19"),
      ]),
    TimeRule(
      name: "weekdays-away", family: "relative offsets",
      summary: "`3 fridays from now`, `2 thursdays ago` (`weekdaysAway`)",
      starts: ["<count>", "<number>"],
      matcher: .core { $0.weekdaysAway($1) },
      examples: [
        E("3 fridays from now", "2026-07-31..2026-08-01"),
        E("2 thursdays ago", "2026-07-02..2026-07-03"),
      ]),
    TimeRule(
      name: "day-part", family: "times of day",
      summary: "`tonight`, `this morning`, `last night` (`dayPart`)",
      starts: [.table("day-part word", TimeWords.dayPartStarts)],
      matcher: .core { $0.dayPart($1) },
      examples: [
        E("tonight", "2026-07-15T21:00..2026-07-16T05:00"),
        E("this morning", "2026-07-15T05:00..2026-07-15T12:00"),
        E("last night", "2026-07-14T21:00..2026-07-15T05:00"),
      ]),
    TimeRule(
      name: "holiday", family: "holidays",
      summary: "holidays by the locale's country (`holidayDate`)",
      starts: ["the", "<holiday word>"],
      matcher: .core { $0.holidayDate($1) },
      examples: [
        E("Christmas 2019", "2019-12-25..2019-12-26"),
        E("Thanksgiving", "2025-11-27..2025-11-28"),
        E("after Christmas", "2025-12-25..-"),
        E("the weekend of Easter", "2026-04-04..2026-04-06"),
        E("ugadi 2025", "2025-03-30..2025-03-31"),
        E("valmiki jayanti 2024", "2024-10-17..2024-10-18"),
        E("guru ravidas jayanti 2023", "2023-02-05..2023-02-06"),
        E("rath yatra 2022", "2022-07-01..2022-07-02"),
        E("mahavir jayanti 2019", "2019-04-17..2019-04-18"),
        E("parsi new year", "2025-08-15..2025-08-16"),
        E("earth hour 2024", "2024-03-23..2024-03-24"),
        E("earth hour 2021", "2021-03-27..2021-03-28"),
      ]),
    TimeRule(
      name: "day-with-time", family: "times of day",
      summary: "a day with a part of the day or a clock (`withTimeAfter`, `dayPart`)",
      starts: [.note("<date>"), .note("<clock>")],
      matcher: .expression { $0.dateWithTimeExpression($1) },
      examples: [
        E("yesterday afternoon", "2026-07-14T12:00..2026-07-14T17:00"),
        E("8am this morning", "2026-07-15T08:00..2026-07-15T09:00"),
        E("tonight at 8", "2026-07-15T20:00..2026-07-15T21:00"),
        E("eight tonight", "2026-07-15T20:00..2026-07-15T21:00"),
      ]),
    TimeRule(
      name: "hour-filter", family: "times of day",
      summary: "a bare part of the day or clock time: an hour filter, no interval",
      starts: [
        .table("clock start", TimeWords.clockStarts),
        .table("part of day", Set(TimeWords.partOfDayWords.keys)), .note("<number>"), "@",
      ],
      matcher: .expression { $0.hourFilterExpression($1) },
      examples: [
        E("at night", "hours 21-5"),
        E("at 5pm", "hours 17-18"),
        E("morning", "hours 5-12"),
      ]),
  ]
}
