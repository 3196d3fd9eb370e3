/// The third round's English rules (issue 9, decisions 9.13–9.16), with their examples. Reference
/// as in ``EnglishTimeRules``: Wednesday 2026-07-15 10:00, en_US, looking back.
extension EnglishTimeRules {
  static let placedDays: [TimeRule] = [
    TimeRule(
      name: "weekday-around-date", family: "days placed by a date",
      summary: "the Nth weekday before or after a date or holiday (`weekdayAroundDate`)",
      starts: ["the", "<weekday>", "<ordinal>", "<alphanumeric>"],
      matcher: .core { $0.weekdayAroundDate($1) },
      examples: [
        E("the Sunday before Christmas", "2025-12-21..2025-12-22"),
        E("the first Monday after Easter", "2026-04-06..2026-04-07"),
        E("third tuesday after christmas 2014", "2015-01-13..2015-01-14"),
        E("the Friday before July 4th", "2026-07-03..2026-07-04"),
        E("2nd Saturday after Thanksgiving 2019", "2019-12-07..2019-12-08"),
        E("Thursday before 5pm", "2026-07-09..2026-07-09T17:00"),
      ]),
    TimeRule(
      name: "closest-to-date", family: "days placed by a date",
      summary: "the Nth closest weekday or holiday to a date (`closestToDate`)",
      starts: [
        "the", "<ordinal>", .table("closest word", TimeWords.closestWords), "<alphanumeric>",
      ],
      matcher: .core { $0.closestToDate($1) },
      examples: [
        E("the closest Monday to Oct 5th", "2025-10-06..2025-10-07"),
        E("the second closest Mon to October fifth", "2025-09-29..2025-09-30"),
        E("the closest xmas to today", "2026-12-25..2026-12-26"),
        E("the 3rd closest xmas to today", "2027-12-25..2027-12-26"),
        E("the nearest Sunday to May 1 2019", "2019-04-28..2019-04-29"),
      ]),
    TimeRule(
      name: "bounds-joined", family: "before/after",
      summary: "an open start joined by `but`/`and` to an open end: the span between "
        + "(`closedByEnd`)",
      starts: ["after", "later", "since"],
      within: "open-ended",
      examples: [
        E("after 2pm but before 5pm yesterday", "2026-07-14T14:00..2026-07-14T17:00"),
        E(
          "later than 3:30pm but before 6pm", "2026-07-15T15:30..2026-07-15T18:00",
          direction: .future),
        E("after 2015 but before 2018", "2016-01-01..2018-01-01"),
        E("after 2015 and before 2018", "2016-01-01..- | -..2018-01-01"),
        E("since May 2019 but before June 2020", "2019-05-01..2020-06-01"),
      ]),
    TimeRule(
      name: "duration-in-direction", family: "relative offsets",
      summary: "`N units in the future | past`: the next or last N units (`countedPeriod`)",
      starts: ["<count>"],
      within: "counted-period",
      examples: [
        E("4 weeks in the future", "2026-07-16..2026-08-13"),
        E("two days in the past", "2026-07-13..2026-07-16"),
        E("30 minutes later this week", "2026-07-15..2026-07-19"),
      ]),
    TimeRule(
      name: "duration-from-start", family: "relative offsets",
      summary: "a duration laid from a start: `from D for N units`, `for N units from D`; "
        + "`D for N units` stays D (`durationFromStart`, `dateForDuration`)",
      starts: ["for"],
      matcher: .core { $0.durationFromStart($1) },
      examples: [
        E("from 18th Dec for 10 days", "2025-12-18..2025-12-28"),
        E("18th Dec for 10 days", "2025-12-18..2025-12-19"),
        E("for 10 days from 18th Dec", "2025-12-18..2025-12-28"),
        E("set OOO for 1 week, from 20th dec", "2025-12-20..2025-12-27"),
        E("from 4pm for thirty minutes", "2026-07-15T16:00..2026-07-15T16:30"),
        E("for 30' starting from 4pm", "2026-07-15T16:00..2026-07-15T16:30"),
        E("Monday for 2 hours", "2026-07-13..2026-07-14"),
      ]),
    TimeRule(
      name: "part-of-period-hedged", family: "parts of periods",
      summary: "a hedge between `of` and the period (`the end of around next week`) "
        + "(`partOfPeriod`)",
      starts: ["the", "<part word>"],
      within: "parts-of-periods",
      examples: [
        E("beginning of around next week", "2026-07-19..2026-07-22"),
        E("the end of about next month", "2026-08-16..2026-09-01"),
      ]),
    TimeRule(
      name: "weekend-abbreviation", family: "relative periods",
      summary: "`wkend` and `week-end` are `weekend` (units table; a glued hyphen compound is "
        + "read as one word, `TimeCompounds`)",
      starts: ["<relation>"],
      within: "relative-period",
      examples: [
        E("last wkend", "2026-07-11..2026-07-13"),
        E("last week-end", "2026-07-11..2026-07-13"),
        E("this week-end", "2026-07-18..2026-07-20"),
        E("last week-end in October", "2025-10-25..2025-10-27"),
        E("the week-end of Easter", "2026-04-04..2026-04-06"),
        E("week - end", ""),  // spaced: no compound, and a lone `week` is no time
      ]),
    TimeRule(
      name: "weekdays-in-named-week", family: "ranges",
      summary: "a range of two weekdays in the week named before or after it "
        + "(`weekdayRangeAfterWeek`, `weekdayInEndWeek`)",
      starts: ["<relation>", "between", "from"],
      within: "day-with-time",
      examples: [
        E("next week between Wednesday and Friday", "2026-07-22..2026-07-25"),
        E("between Wednesday and Friday next week", "2026-07-22..2026-07-25"),
        E("last week from Monday to Thursday", "2026-07-06..2026-07-10"),
        E("from Monday to Friday", "2026-07-13..2026-07-18"),
      ]),
    TimeRule(
      name: "clock-to-dated-end", family: "ranges",
      summary: "a clock alone to an end with its day and clock: the start is today's "
        + "(`clockToDatedEnd`)",
      starts: ["from", "between"],
      within: "explicit-range",
      examples: [
        E("from 2pm till tomorrow 4:30pm", "2026-07-15T14:00..2026-07-16T17:30"),
        E("from 9am to friday 5pm", "2026-07-15T09:00..2026-07-17T18:00", direction: .future),
      ]),
    TimeRule(
      name: "iso-interval", family: "dates with a year",
      summary: "two dated clock times joined by a glued `/` (`isoInterval`)",
      starts: ["<four digits>"],
      within: "day-with-time",
      examples: [
        E("2015-03-28 17:00:00/2015-03-29 21:00:00", "2015-03-28T17:00..2015-03-29T21:00")
      ]),
    TimeRule(
      name: "clock-offset", family: "relative offsets",
      summary: "minutes or hours past, after, from or before a clock time (`clockAnchor`)",
      starts: ["<count>"],
      within: "hour-filter",
      examples: [
        E("15 minutes past 3pm", "2026-07-15T15:15..2026-07-15T15:16"),
        E("15 minutes from 1pm", "2026-07-15T13:15..2026-07-15T13:16"),
        E("20 minutes before 5pm yesterday", "2026-07-14T16:40..2026-07-14T16:41"),
        E("2 hours after 9:30am", "2026-07-15T11:30..2026-07-15T11:31"),
      ]),
    TimeRule(
      name: "nth-weekday-timed", family: "parts of periods",
      summary: "the Nth weekday with a time of day before its month (`nthWeekdayTimed`)",
      starts: ["the", "<ordinal>"],
      within: "week-of-period",
      examples: [
        E("the first Monday evening of next month", "2026-08-03T17:00..2026-08-03T21:00"),
        E("first Monday 1pm to 3pm of next month", "2026-08-03T13:00..2026-08-03T15:00"),
        E("the second Friday morning of September 2019", "2019-09-13T05:00..2019-09-13T12:00"),
      ]),
    TimeRule(
      name: "day-list-after-at", family: "ranges",
      summary: "`at` before two day numbers and their month is no clock (`hourFilter` guard)",
      starts: ["at"],
      within: "hour-filter",
      examples: [
        E("I am looking at 18 and 19 June", "2026-06-18..2026-06-19 | 2026-06-19..2026-06-20")
      ]),
    TimeRule(
      name: "jewish-holidays", family: "holidays",
      summary: "Hebrew-calendar days, each its first full day (`EnglishJewishHolidays.swift`)",
      starts: ["<holiday>"],
      within: "holiday",
      examples: [
        E("tisha b'av 2018", "2018-07-21..2018-07-22"),
        E("shemini atzeret 2018", "2018-10-01..2018-10-02"),
        E("simchat torah 2018", "2018-10-02..2018-10-03"),
        E("tu bishvat 2018", "2018-01-31..2018-02-01"),
        E("lag b'omer 2017", "2017-05-14..2017-05-15"),
        E("succos 2018", "2018-09-24..2018-10-01"),
        E("hannukkah 2018", "2018-12-03..2018-12-11"),
      ]),
  ]
}
