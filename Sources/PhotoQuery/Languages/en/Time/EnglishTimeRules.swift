/// The English time rules, one entry each, with the examples that run as tests
/// (`TimeRuleExampleTests`). Reference for every example unless it says otherwise:
/// Wednesday 2026-07-15 10:00, en_US, looking back (photo search).
///
/// A rule is one entry: its starts (the gate: the words, classes, digits or glued forms it is tried
/// at), its matcher (`.core { $0.method($1) }`, a `TimeParser` method in `Sources/PhotoQuery/Time`
/// holding the pattern and resolution) and its examples. The order of the list is the order rules
/// are tried: expression rules in turn (the first reading wins), core rules at a position by
/// length (on a tie the earlier). Adding a rule is one entry in one of the lists below; the
/// first-word tables and gates are derived from the starts (``TimeRuleIndex``). Forms read inside
/// another rule say which (`within:`).
enum EnglishTimeRules {
  typealias E = TimeRuleExample

  static let all: [TimeRule] =
    offsets + datesWithYears + bounds + ranges + notDates + established + placedDays + fourthRound
    + written

  // MARK: 1. compact and spoken relative offsets

  static let offsets: [TimeRule] = [
    TimeRule(
      name: "signed-offset", family: "relative offsets",
      summary: "`+` and a duration: that long from now (`signedOffset`)",
      starts: ["+"],
      matcher: .expression { $0.signedOffsetExpression($1) },
      examples: [
        E("+15min", "2026-07-15T10:15..2026-07-15T10:16"),
        E("+3h", "2026-07-15T13:00..2026-07-15T13:01"),
        E("+ 2 days", "2026-07-17..2026-07-18"),
        E("+1 week", "2026-07-22..2026-07-23"),
        E("+2d", "2026-07-17..2026-07-18"),
      ]),
    TimeRule(
      name: "date-offset", family: "relative offsets",
      summary: "a date, then `+` or a glued `-` and a duration (`offsetAfter`)",
      starts: ["<date>"],
      within: "day-with-time",
      examples: [
        E("next friday +2 days", "2026-07-26..2026-07-27"),
        E("2024-03-10 -3days", "2024-03-07..2024-03-08"),
      ]),
    TimeRule(
      name: "compact-duration", family: "relative offsets",
      summary: "a count glued to its unit (`15min`, `2h`, `3d`, `2wks`) wherever a duration stands",
      starts: ["<number+unit>", "in"],
      within: "duration-relative",
      examples: [
        E("15min ago", "2026-07-15T09:45..2026-07-15T09:46"),
        E("3d ago", "2026-07-12..2026-07-13"),
        E("2wks ago", "2026-07-01..2026-07-02"),
        E("in 2h", "2026-07-15T12:00..2026-07-15T12:01"),
        E("2d 4h ago", "2026-07-13T06:00..2026-07-13T06:01"),
        E("5m 30s ago", "2026-07-15T09:55..2026-07-15T09:56"),
        E("2hrs ago", "2026-07-15T08:00..2026-07-15T08:01"),
        E("45 mins ago", "2026-07-15T09:15..2026-07-15T09:16"),
        E("10min later", "2026-07-15T10:10..2026-07-15T10:11"),
        E("in 90s", "1990-01-01..2000-01-01"),  // the decade, not 90 seconds
      ]),
    TimeRule(
      name: "duration-relative", family: "relative offsets",
      summary: "a duration before or after now or a date (`durationRelative`)",
      starts: ["<count>", "in", "after", "<number>", "<alphanumeric>", "the"],
      matcher: .core { $0.durationRelative($1) },
      examples: [
        E("5 days later", "2026-07-20..2026-07-21"),
        E("3 days ago", "2026-07-12..2026-07-13"),
        E("in 2 weeks", "2026-07-29..2026-07-30"),
        E("2 weeks from tomorrow", "2026-07-30..2026-07-31"),
        E("a few days ago", "vague"),
        E("a couple of weeks ago", "vague"),
        E("10 minutes before", "2026-07-15T09:50..2026-07-15T09:51"),
        E("an hour after", "2026-07-15T11:00..2026-07-15T11:01"),
        E("3 days out", "2026-07-18..2026-07-19"),
        E("the min before", "2026-07-15T09:59..2026-07-15T10:00"),
        E("in 1 mon", "2026-08-15..2026-08-16"),
      ]),
    TimeRule(
      name: "within-duration", family: "relative offsets",
      summary: "`within N units`: from today through N units on (`countedPeriod`)",
      starts: ["within"],
      within: "counted-period",
      examples: [
        E("within 3 days", "2026-07-15..2026-07-18"),
        E("within 5 years", "2026-07-15..2031-07-15"),
        E("within the next day and 5 hours", "2026-07-15T10:00..2026-07-16T15:00"),
      ]),
    TimeRule(
      name: "deictic-day", family: "relative offsets",
      summary: "`today`, `tomorrow`, `yesterday`, `the day after tomorrow` (`deictic`)",
      starts: ["the", "<relation>", .table("deictic word", TimeWords.deicticStarts)],
      matcher: .core { $0.deictic($1) },
      examples: [
        E("today", "2026-07-15..2026-07-16"),
        E("yesterday", "2026-07-14..2026-07-15"),
        E("the day after tomorrow", "2026-07-17..2026-07-18"),
        E("the day before yesterday", "2026-07-13..2026-07-14"),
      ]),
    TimeRule(
      name: "glued-relation", family: "relative offsets",
      summary: "a relation glued to its unit, read as the two words (`gluedRelation`)",
      starts: [.table("glued relation", Set(TimeLexicon.gluedRelations.keys))],
      matcher: .core { $0.gluedRelation($1) },
      examples: [
        E("lastmonth", "2026-06-01..2026-07-01"),
        E("nextweek", "2026-07-19..2026-07-26"),
        E("thisyear", "2026-01-01..2027-01-01"),
        E("lastnight", "2026-07-14T21:00..2026-07-15T05:00"),
        E("lastfriday", "2026-07-10..2026-07-11"),
        E("lastsummer", "2025-06-01..2025-09-01"),
        E("nextyear", "2027-01-01..2028-01-01"),
      ]),
    TimeRule(
      name: "business-day", family: "relative offsets",
      summary: "`next weekday`, `last business day`: the nearest Monday–Friday (`businessDay`)",
      starts: ["the", "<relation>", "in"],
      matcher: .core { $0.businessDay($1) },
      examples: [
        E("next weekday", "2026-07-16..2026-07-17"),
        E("last weekday", "2026-07-14..2026-07-15"),
        E("next business day", "2026-07-16..2026-07-17"),
        E("the following working day", "2026-07-16..2026-07-17"),
        E("next weekday", "2026-07-20..2026-07-21", now: "2026-07-17T10:00:00"),
        E("next 3 business days", "2026-07-16..2026-07-21"),
        E("the previous 2 working days", "2026-07-13..2026-07-15"),
        E("in 5 business days", "2026-07-22..2026-07-23"),
      ]),
  ]

  // MARK: 2. dates with the year in every order and form

  static let datesWithYears: [TimeRule] = [
    TimeRule(
      name: "day-month-year", family: "dates with a year",
      summary: "day, month, year, the year in two or four digits (`dayLed`)",
      starts: ["the", "<ordinal>", "<cardinal>", "<number>", "<alphanumeric>"],
      matcher: .core { $0.dayLed($1) },
      examples: [
        E("3rd Feb 82", "1982-02-03..1982-02-04"),
        E("3 Feb 82", "1982-02-03..1982-02-04"),
        E("4 July 2019", "2019-07-04..2019-07-05"),
        E("the 4th of July", "2026-07-04..2026-07-05"),
        E("3 June 9 o'clock", "2026-06-03T09:00..2026-06-03T10:00"),
        E("5th March 99", "1999-03-05..1999-03-06"),
      ]),
    TimeRule(
      name: "month-day-year", family: "dates with a year",
      summary: "month, day, year (`monthLed`)",
      starts: ["<month>"],
      matcher: .core { $0.monthLed($1) },
      examples: [
        E("Feb 3rd, 82", "1982-02-03..1982-02-04"),
        E("July 4th 2019", "2019-07-04..2019-07-05"),
        E("March 2019", "2019-03-01..2019-04-01"),
        E("May 99", "1999-05-01..1999-06-01"),
        E("March 5th '99", "1999-03-05..1999-03-06"),
        E("the kids and may at some point", ""),
        E("April and May", "2026-04-01..2026-05-01 | 2026-05-01..2026-06-01"),
      ]),
    TimeRule(
      name: "year-month-day", family: "dates with a year",
      summary: "year first, then the month (and day) (`yearLed`)",
      starts: ["<number>"],
      matcher: .core { $0.yearLed($1) },
      examples: [
        E("2017 april", "2017-04-01..2017-05-01"),
        E("2019 March 3", "2019-03-03..2019-03-04"),
        E("2016, nov", "2016-11-01..2016-12-01"),
        E("2019 03 05", "2019-03-05..2019-03-06"),
        E("2019 3 45", "2019-01-01..2020-01-01"),
      ]),
    TimeRule(
      name: "glued-month-day", family: "dates",
      summary: "a month glued to its day (`gluedMonthDay`)",
      starts: ["<alphanumeric>"],
      matcher: .core { $0.gluedMonthDay($1) },
      examples: [E("Dec31", "2025-12-31..2026-01-01")]),
    TimeRule(
      name: "ctime", family: "dates with a year",
      summary: "weekday, month, day, clock, year (`weekdayLed` with the time after)",
      starts: ["<weekday>"],
      within: "day-with-time",
      examples: [
        E("Thu Oct 26 11:00:09 2023", "2023-10-26T11:00..2023-10-26T12:00"),
        E("Sat Aug 17 2013 18:40:39 GMT+0900", "2013-08-17T18:40..2013-08-17T19:40"),
        E(
          "Sat Mar 2 09:30:00 2019", "2019-03-02T09:30..2019-03-02T10:30",
          now: "2016-10-01T08:00:00"),
      ]),
    TimeRule(
      name: "iso-date-time", family: "dates with a year",
      summary: "`YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]` (`isoDateTime`)",
      starts: ["<four digits>"],
      within: "<number>",
      examples: [
        E("1994-11-05T13:15:30", "1994-11-05T13:15..1994-11-05T13:16"),
        E("2014-10-08T08:00:00.000+09:00", "2014-10-08T08:00..2014-10-08T08:01"),
        E("2019-03-05 10:00", "2019-03-05T10:00..2019-03-05T11:00"),
        E("2019-07-04", "2019-07-04..2019-07-05"),
      ]),
    TimeRule(
      name: "numeric-date", family: "dates with a year",
      summary: "digits and separators, a clock glued by a dot (`numericDate`, `gluedClock`)",
      starts: ["<month>", .note("<number>: before the number rules")],
      matcher: .core { $0.numericDate($1) },
      examples: [
        E("05/31/2024.14:15", "2024-05-31T14:15..2024-05-31T14:16"),
        E("7/4/2019", "2019-07-04..2019-07-05"),
        E("13.5.2015", "2015-05-13..2015-05-14"),
        E("photos from 2019/05", "2019-05-01..2019-06-01"),
      ]),
    TimeRule(
      name: "era-year", family: "dates with a year",
      summary:
        "a year with an era label: AD, A.D., CE, BE (Buddhist, 543 years ahead) (`eraAfter`)",
      starts: ["<number>", "AD"],
      within: "bare-year",
      examples: [
        E("1066 AD", "1066-01-01..1067-01-01"),
        E("AD 1066", "1066-01-01..1067-01-01"),
        E("10 August 2555 BE", "2012-08-10..2012-08-11"),
        E("10 August 88 AD", "0088-08-10..0088-08-11"),
        E("1990 AD March", "1990-03-01..1990-04-01"),
        E("2562 BE", "2019-01-01..2020-01-01"),
        E("300 BC", ""),  // before year 1: no interval in the calendar used
        E("in 14 a.d.", "0014-01-01..0015-01-01"),
      ]),
  ]

  // MARK: 3. ranges across months, written-out ordinals, clock ranges past midnight

  static let ranges: [TimeRule] = [
    TimeRule(
      name: "explicit-range", family: "ranges",
      summary: "`between A and B`, `from A to B` (`explicitRange`)",
      starts: [.table("range start", TimeWords.rangeStarts.all)],
      matcher: .expression { $0.explicitRange($1) },
      examples: [
        E("between 2015 and 2018", "2015-01-01..2019-01-01"),
        E("from May to July 2020", "2020-05-01..2020-08-01"),
        E("2017-2019", "2017-01-01..2020-01-01"),
        E("this Saturday to this Tuesday", "2026-07-18..2026-07-22"),
        E("What happened May to March", "2026-05-01..2027-04-01"),
        E("between Canada Day and Labor Day 2019", "2019-07-01..2019-09-03"),
        E("between Christmas and New Year", "2025-12-25..2026-01-02"),
      ]),
    TimeRule(
      name: "day-range-month-before", family: "ranges",
      summary: "a bare start day after the end's day is in the month before the end's "
        + "(`completed`, decision 9.40)",
      starts: [.table("range start", TimeWords.rangeStarts.all)],
      within: "explicit-range",
      examples: [
        E("from the 27th to the 3rd of April", "2026-03-27..2026-04-04"),
        E("from the twenty-seventh to the third of april", "2026-03-27..2026-04-04"),
        E("between the 28th and the 2nd of January 2020", "2019-12-28..2020-01-03"),
        E("from the 3rd to the 27th of April", "2026-04-03..2026-04-28"),
      ]),
    TimeRule(
      name: "cross-month-range", family: "ranges",
      summary: "`A - B` where each end has its own month (`implicitRange`)",
      starts: ["<date>"],
      within: "day-with-time",
      examples: [
        E("10 August - 12 September", "2025-08-10..2025-09-13"),
        E("10 August - 12 September 2012", "2012-08-10..2012-09-13"),
        E("Nov 18-Dec 19, 2015", "2015-11-18..2015-12-20"),
        E("June first - third, 2011", "2011-06-01..2011-06-04"),
        E("from 10 August to 12 September", "2025-08-10..2025-09-13"),
        E("July 30 - August 2", "2025-07-30..2025-08-03"),
        E("Dec 28 - Jan 3", "2025-12-28..2026-01-04"),
        E("Sat Aug 8 - 10, 09:30:00 2020", "2020-08-08..2020-08-11"),
        E("03-01-2021 - 03-15-2021", "2021-03-01..2021-03-16"),
      ]),
    TimeRule(
      name: "day-number-range", family: "ranges",
      summary: "two days, then the month: digits or written ordinals (`dayNumberRange`)",
      starts: ["<number>", "<alphanumeric>", .note("<ordinal word>")],
      matcher: .expression { $0.dayNumberRangeExpression($1) },
      examples: [
        E("eighth to eleventh May 2010", "2010-05-08..2010-05-12"),
        E("8th to 11th August 2012", "2012-08-08..2012-08-12"),
        E("1-8 september", "2025-09-01..2025-09-09"),
        E("eighth - eleventh May", "2026-05-08..2026-05-12"),
        E("from the 8th to the 11th of May 2010", "2010-05-08..2010-05-12"),
        E("from 9 to 11 May", "2026-05-09..2026-05-12"),
        E("12 and 14 March", "2026-03-12..2026-03-13 | 2026-03-14..2026-03-15"),
      ]),
    TimeRule(
      name: "month-then-day-range", family: "ranges",
      summary: "a month, then `between`/`from` two days (`monthThenDayRange`)",
      starts: [.note("<month>")],
      matcher: .expression { $0.monthThenDayRange($1) },
      examples: [
        E("November between 19 and 20", "2025-11-19..2025-11-21"),
        E("Feb between 2-7 2018", "2018-02-02..2018-02-08"),
      ]),
    TimeRule(
      name: "clock-range", family: "ranges",
      summary: "two clock times; past midnight into the next day; a part of the day sets am/pm "
        + "(`clockRange`, `hourFilterOnly`)",
      starts: ["<number>"],
      within: "hour-filter",
      examples: [
        E("10pm - 1am", "hours 22-1"),
        E("22:00 - 01:00", "hours 22-1"),
        E("11pm-2am", "hours 23-2"),
        E("between 11pm and 1am", "hours 23-1"),
        E("8pm - 12", "hours 20-24"),
        E("10 - 11 at night", "hours 22-23"),
        E("5-7 in the evening", "hours 17-19"),
        E("3-4pm", "hours 15-16"),
        E("March 3rd 2019 at 10pm - 1am", "2019-03-03T22:00..2019-03-04T01:00"),
        E("6-8 next Monday", "2026-07-20T06:00..2026-07-20T08:00"),
        E("Tuesday 2 to 4pm", "2026-07-14T14:00..2026-07-14T16:00"),
        E("yesterday 9 to 11am", "2026-07-14T09:00..2026-07-14T11:00"),
        E("friday 7 till 10pm", "2026-07-10T19:00..2026-07-10T22:00"),
        E("yesterday at 10 to 9", "2026-07-14T08:50..2026-07-14T09:50"),
      ]),
  ]

  // MARK: 4. before / after with a date

  static let bounds: [TimeRule] = [
    TimeRule(
      name: "open-ended", family: "before/after",
      summary: "`before`, `after`, `since`, `until` and a date (`openEnded`)",
      starts: [
        .table("bound word", TimeWords.boundFirstWords.all),
        .table("to-date word", TimeWords.toDateWords.all), "<", ">", "=",
      ],
      matcher: .expression { $0.openEnded($1) },
      examples: [
        E("after this year", "2027-01-01..-"),
        E("before 2010", "-..2010-01-01"),
        E("since March", "2026-03-01..-"),
        E("2012 or after", "2012-01-01..-"),
        E("before this year", "-..2026-01-01"),
        E("through 2014", "-..2015-01-01"),
        E("thru next week", "-..2026-07-26"),
      ]),
    TimeRule(
      name: "date-clock-bound", family: "before/after",
      summary: "a day, then `before`/`after`/`by` a clock time: that part of the day "
        + "(`withTimeAfter`)",
      starts: ["<date>"],
      within: "day-with-time",
      examples: [
        E("tomorrow before 4pm", "2026-07-16..2026-07-16T16:00"),
        E("today after 2pm", "2026-07-15T14:00..2026-07-16"),
        E("yesterday by 9am", "2026-07-14..2026-07-14T09:00"),
        E("yesterday before noon", "2026-07-14..2026-07-14T12:00"),
        E("Monday after 6pm", "2026-07-13T18:00..2026-07-14"),
      ]),
  ]
}
