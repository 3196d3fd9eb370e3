extension EnglishTimeRules {
  /// What an expression can start with, in the order tried; the first that reads wins.
  static let expressionRules: [ExpressionRule] = [
    ExpressionRule("signed-offset", .signedOffset),
    ExpressionRule("open-ended", .openEnded),
    ExpressionRule("explicit-range", .explicitRange),
    ExpressionRule("day-number-range", .dayNumberRange),
    ExpressionRule("month-then-day-range", .monthThenDayRange),
    ExpressionRule("day-with-time", .dateWithTime),
    ExpressionRule("hour-filter", .hourFilter),
  ]

  /// The core date rules, in the order they are tried at a word; the longest reading wins, and on
  /// a tie the earlier rule. Each name has its examples in ``all``. Adding a rule: one entry here
  /// (classes and first words), its reading as a `TimeParser` method, its examples in ``all``.
  static let coreRules: [CoreRule] = [
    CoreRule("numeric-date", [.month], .numericDate),
    CoreRule("month-day-year", [.month], .monthLed),
    CoreRule("weekday-date", [.weekday], .weekdayLed),
    CoreRule("weekday-around-date", [.the, .weekday, .ordinal], .weekdayAroundDate),
    CoreRule("closest-to-date", [.the, .ordinal], TimeWords.closestWords, .closestToDate),
    CoreRule("season", [.season], .season),
    CoreRule("holiday", [.the, .holiday], .holidayDate),
    CoreRule("deictic-day", [.the, .relation], TimeWords.deicticStarts, .deictic),
    CoreRule("relative-period", [.the, .relation], .relativePeriod),
    CoreRule("parts-of-periods", [.the], TimeWords.partStarts, .partOfPeriod),
    CoreRule("rest-of-period", [], TimeWords.restStarts, .restOfPeriod),
    CoreRule("counted-period", [.the, .relation, .count], TimeWords.countedStarts, .countedPeriod),
    CoreRule("duration-relative", [.count], ["in", "after"], .durationRelative),
    CoreRule("duration-from-start", [], ["for"], .durationFromStart),
    CoreRule("week-of-period", [.the, .ordinal], ["last"], .weekOfPeriod),
    CoreRule("day-of-period", [.the, .ordinal], .dayOfPeriod),
    CoreRule("units-of-period", [.the, .ordinal], ["first", "last"], .unitsOfPeriod),
    CoreRule("week-of", [.the], ["week", "w", "month"], .weekOf),
    CoreRule("weekend-of-holiday", [.the], ["weekend"], .weekendOfHoliday),
    CoreRule("quarter", [.the, .ordinal], ["last"], .quarter),
    CoreRule("century", [.the, .ordinal], .century),
    CoreRule("decade", [.the, .apostrophe, .decadeWord, .cardinal], .decade),
    CoreRule("day-month-year", [.the, .ordinal, .cardinal], .dayLed),
    CoreRule(
      "bare-year", [.the, .apostrophe, .cardinal], ["year", "calendar", "cy", "ad"], .bareYear),
    CoreRule("bare-day-of-month", [.the, .afterOn], .bareDayOfMonth),
    CoreRule("day-part", [], TimeWords.dayPartStarts, .dayPart),
    CoreRule("current-period", [.the], TimeWords.currentStarts, .currentPeriod),
    CoreRule("bounded-duration", [], ["more", "less", "within", "over"], .boundedDuration),
    CoreRule("weekdays-away", [.count], .weekdaysAway),
    CoreRule("business-day", [.the, .relation], ["in"], .businessDay),
    CoreRule("glued-relation", [], Set(TimeLexicon.gluedRelations.keys), .gluedRelation),
    CoreRule("same-day-offset", [.the], ["this", "same"], .sameDayOffset),
  ]

  /// The rules tried at a number, in order, after the guards (`$5`, `at 1530`), the ISO date-time
  /// and the numeric date (`isoDateTime`, `numericDate`, in `coreDateUncached`).
  static let numberRules: [CoreRule] = [
    CoreRule("quarter", [], .quarter),
    CoreRule("season", [], .season),
    CoreRule("day-month-year", [], .dayLed),
    CoreRule("year-month-day", [], .yearLed),
    CoreRule("decade", [], .decade),
    CoreRule("duration-relative", [], .durationRelative),
    CoreRule("weekdays-away", [], .weekdaysAway),
    CoreRule("bare-year", [], .bareYear),
    CoreRule("counted-period", [], .countedPeriod),
  ]

  /// The rules tried at digits glued to letters (`4th`, `dec31`, `15min`, `q3`), in order.
  static let alphanumericRules: [CoreRule] = [
    CoreRule("glued-month-day", [], .gluedMonthDay),
    CoreRule("duration-relative", [], .durationRelative),
    CoreRule("day-month-year", [], .dayLed),
    CoreRule("decade", [], .decade),
    CoreRule("quarter", [], .quarter),
    CoreRule("century", [], .century),
    CoreRule("week-of-period", [], .weekOfPeriod),
    CoreRule("day-of-period", [], .dayOfPeriod),
    CoreRule("weekday-around-date", [], .weekdayAroundDate),
    CoreRule("closest-to-date", [], .closestToDate),
    CoreRule("bare-day-of-month", [], .bareDayOfMonth),
    CoreRule("bare-year", [], .bareYear),
  ]
}
