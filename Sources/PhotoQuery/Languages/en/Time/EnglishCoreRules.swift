extension EnglishTimeRules {
  /// The core date rules, in the order they are tried at a word; the longest reading wins, and on
  /// a tie the earlier rule. Each name has its examples in ``all``. Adding a rule: one entry here
  /// (classes and first words), its reading as a `TimeParser` method, its examples in ``all``.
  static let coreRules: [CoreRule] = [
    CoreRule("numeric-date", [.month]) { $0.numericDate($1) },
    CoreRule("month-day-year", [.month]) { $0.monthLed($1) },
    CoreRule("weekday-date", [.weekday]) { $0.weekdayLed($1) },
    CoreRule("season", [.season]) { $0.season($1) },
    CoreRule("holiday", [.the, .holiday]) { $0.holidayDate($1) },
    CoreRule("deictic-day", [.the, .relation], TimeWords.deicticStarts) { $0.deictic($1) },
    CoreRule("relative-period", [.the, .relation]) { $0.relativePeriod($1) },
    CoreRule("parts-of-periods", [.the], TimeWords.partStarts) { $0.partOfPeriod($1) },
    CoreRule("rest-of-period", [], TimeWords.restStarts) { $0.restOfPeriod($1) },
    CoreRule("counted-period", [.the, .relation, .count], TimeWords.countedStarts) {
      $0.countedPeriod($1)
    },
    CoreRule("duration-relative", [.count], ["in", "after"]) { $0.durationRelative($1) },
    CoreRule("week-of-period", [.the, .ordinal], ["last"]) { $0.weekOfPeriod($1) },
    CoreRule("day-of-period", [.the, .ordinal]) { $0.dayOfPeriod($1) },
    CoreRule("units-of-period", [.the, .ordinal], ["first", "last"]) { $0.unitsOfPeriod($1) },
    CoreRule("week-of", [.the], ["week", "w"]) { $0.weekOf($1) },
    CoreRule("weekend-of-holiday", [.the], ["weekend"]) { $0.weekendOfHoliday($1) },
    CoreRule("quarter", [.the, .ordinal], ["last"]) { $0.quarter($1) },
    CoreRule("century", [.the, .ordinal]) { $0.century($1) },
    CoreRule("decade", [.the, .apostrophe, .decadeWord, .cardinal]) { $0.decade($1) },
    CoreRule("day-month-year", [.the, .ordinal, .cardinal]) { $0.dayLed($1) },
    CoreRule("bare-year", [.the, .apostrophe, .cardinal], ["year", "calendar", "cy", "ad"]) {
      $0.bareYear($1)
    },
    CoreRule("bare-day-of-month", [.the, .afterOn]) { $0.bareDayOfMonth($1) },
    CoreRule("day-part", [], TimeWords.dayPartStarts) { $0.dayPart($1) },
    CoreRule("current-period", [.the], TimeWords.currentStarts) { $0.currentPeriod($1) },
    CoreRule("bounded-duration", [], ["more", "less", "within", "over"]) {
      $0.boundedDuration($1)
    },
    CoreRule("weekdays-away", [.count]) { $0.weekdaysAway($1) },
    CoreRule("business-day", [.the, .relation]) { $0.businessDay($1) },
    CoreRule("glued-relation", [], Set(TimeLexicon.gluedRelations.keys)) { $0.gluedRelation($1) },
  ]

  /// The rules tried at a number, in order, after the guards (`$5`, `at 1530`), the ISO date-time
  /// and the numeric date (`isoDateTime`, `numericDate`, in `coreDateUncached`).
  static let numberRules: [CoreRule] = [
    CoreRule("quarter", []) { $0.quarter($1) },
    CoreRule("season", []) { $0.season($1) },
    CoreRule("day-month-year", []) { $0.dayLed($1) },
    CoreRule("year-month-day", []) { $0.yearLed($1) },
    CoreRule("decade", []) { $0.decade($1) },
    CoreRule("duration-relative", []) { $0.durationRelative($1) },
    CoreRule("weekdays-away", []) { $0.weekdaysAway($1) },
    CoreRule("bare-year", []) { $0.bareYear($1) },
  ]

  /// The rules tried at digits glued to letters (`4th`, `dec31`, `15min`, `q3`), in order.
  static let alphanumericRules: [CoreRule] = [
    CoreRule("glued-month-day", []) { $0.gluedMonthDay($1) },
    CoreRule("duration-relative", []) { $0.durationRelative($1) },
    CoreRule("day-month-year", []) { $0.dayLed($1) },
    CoreRule("decade", []) { $0.decade($1) },
    CoreRule("quarter", []) { $0.quarter($1) },
    CoreRule("century", []) { $0.century($1) },
    CoreRule("week-of-period", []) { $0.weekOfPeriod($1) },
    CoreRule("day-of-period", []) { $0.dayOfPeriod($1) },
    CoreRule("bare-day-of-month", []) { $0.bareDayOfMonth($1) },
  ]
}
