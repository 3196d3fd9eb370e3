/// The rules added in issue 9's fourth round (branch `time4`), each with its examples (reference:
/// Wednesday 2026-07-15 10:00, en_US, looking back, unless an example says otherwise).
extension EnglishTimeRules {
  static let fourthRound: [TimeRule] = [
    TimeRule(
      name: "fractional-duration", family: "relative offsets",
      summary:
        "a duration with a half or a tenth: `half an hour`, `a year and a half`, `1.5 hours` "
        + "(`halfUnit`, `andAHalf`, `decimalDuration`)",
      starts: ["half", "<count>", "<number>"],
      within: "duration-relative",
      examples: [
        E("half an hour ago", "2026-07-15T09:30..2026-07-15T09:31"),
        E("a year and a half ago", "2025-01-15..2025-01-16"),
        E("an hour and a half ago", "2026-07-15T08:30..2026-07-15T08:31"),
        E("two and a half weeks ago", "2026-06-27T22:00..2026-06-27T22:01"),
        E("1.5 hours ago", "2026-07-15T08:30..2026-07-15T08:31"),
        E("2.5 years ago", "2024-01-15..2024-01-16"),
        E("half a day later", "2026-07-15T22:00..2026-07-15T22:01"),
        E("in 1.5 hours", "2026-07-15T11:30..2026-07-15T11:31"),
      ]),
    TimeRule(
      name: "duration-since-date", family: "relative offsets",
      summary:
        "a duration counted from a date after `since`: `two years since 2011` (`durationRelative`)",
      starts: ["<count>", "in"],
      within: "duration-relative",
      examples: [
        E("two years since 2011", "2013-01-01..2013-01-02"),
        E("in two weeks since the year 2011", "2011-01-15..2011-01-16"),
        E("3 days since Christmas 2019", "2019-12-28..2019-12-29"),
      ]),
    TimeRule(
      name: "duration-before-day", family: "relative offsets",
      summary: "a duration `prior` (`to` a date), or `ago` and the day it is counted from "
        + "(`durationRelative`)",
      starts: ["<count>"],
      within: "duration-relative",
      examples: [
        E("two weeks prior", "2026-07-01..2026-07-02"),
        E("3 days prior to Christmas 2019", "2019-12-22..2019-12-23"),
        E("a month ago today", "2026-06-15..2026-06-16"),
        E("one week ago yesterday", "2026-07-07..2026-07-08"),
      ]),
    TimeRule(
      name: "same-day-offset", family: "relative offsets",
      summary: "`this time | same day` and `last | next` a unit: that day (`sameDayOffset`)",
      starts: ["the", "this", "same"],
      matcher: .core { $0.sameDayOffset($1) },
      examples: [
        E("this time last year", "2025-07-15..2025-07-16"),
        E("same day last year", "2025-07-15..2025-07-16"),
        E("the same time last month", "2026-06-15..2026-06-16"),
        E("this day next week", "2026-07-22..2026-07-23"),
        E("this time", ""),
      ]),
    TimeRule(
      name: "iso-week", family: "dates with a year",
      summary: "an ISO week date, Monday to Sunday: `2019-W10`, `2019-W10-3` (`isoWeek`)",
      starts: ["<four digits>"],
      within: "<number>",
      examples: [
        E("2019-W10", "2019-03-04..2019-03-11"),
        E("2019-W10-3", "2019-03-06..2019-03-07"),
        E("2020-W53", "2020-12-28..2021-01-04"),
        E("2021-W01", "2021-01-04..2021-01-11"),
        E("2019-W60", ""),
      ]),
    TimeRule(
      name: "fraction-or-idiom", family: "not dates",
      summary: "a fraction before a measure or `of` and a word (`1/2 cup`), and `24/7` "
        + "(`fractionOrIdiom`)",
      starts: ["<number>"],
      within: "<not a date>",
      examples: [
        E("1/2 cup", ""),
        E("3/4 of the cake", ""),
        E("24/7", ""),
        E("open 24-7", ""),
        E("photos from 3/4", "2026-03-04..2026-03-05"),
        E("3/4 of last year", "2026-03-04..2026-03-05 | 2025-01-01..2026-01-01"),
      ]),
    TimeRule(
      name: "clock-bound-before-day", family: "before/after",
      summary: "`before | after` a clock, then its day: that part of the day, as the day first "
        + "(decision 9.20, `openEnded`)",
      starts: ["before", "after"],
      within: "day-with-time",
      examples: [
        E("before 5pm tomorrow", "-..2026-07-16T17:00"),
        E("after 6pm yesterday", "2026-07-14T18:00..-"),
        E("before 10am on Monday", "-..2026-07-13T10:00"),
        E("after 2pm but before 5pm yesterday", "2026-07-14T14:00..2026-07-14T17:00"),
        E("before Monday", "-..2026-07-13"),
      ]),
    TimeRule(
      name: "bound-prefix", family: "before/after",
      summary:
        "`pre-2010`, `pre 2010`, `post-2015` (`post` only with its hyphen) and a bound before "
        + "`the` and a period (`openEnded`, `endpoint`)",
      starts: ["pre", "post", "before", "after", "since"],
      within: "open-ended",
      examples: [
        E("pre-2010", "-..2010-01-01"),
        E("post-2015", "2016-01-01..-"),
        E("blog post 2019", "2019-01-01..2020-01-01"),
        E("before the summer", "-..2026-06-01"),
        E("since the spring", "2026-03-01..-"),
      ]),
    TimeRule(
      name: "foot-and-inches", family: "not dates",
      summary: "a height in feet and inches: `5'11\"` (`footAndInches`)",
      starts: ["<number>"],
      within: "<not a date>",
      examples: [E("5'11\"", ""), E("he is 6'2", ""), E("summer of '11", "2011-06-01..2011-09-01")]),
  ]
}
