/// How a holiday's date is found in a given Gregorian year.
indirect enum HolidayRule: Sendable, Hashable {
  /// The same month and day every year.
  case fixed(month: Int, day: Int)
  /// The `n`th ISO weekday of a month (`n` < 0 counts from the end: -1 = last).
  case nthWeekday(n: Int, weekday: Int, month: Int)
  /// Western Easter Sunday plus `offset` days (Good Friday −2, Easter Monday +1).
  case easter(offset: Int)
  /// Orthodox Easter Sunday plus `offset` days.
  case orthodoxEaster(offset: Int)
  /// A day of a lunisolar or lunar calendar (Foundation's Chinese, Hebrew, Islamic Umm al-Qura).
  case lunar(LunarDate)
  /// A day from the generated festival table (Hindu and Sikh festivals).
  case table(key: String)
  /// Another rule, moved by `days`.
  case shifted(HolidayRule, days: Int)
  /// Another rule, lasting `days` days.
  case span(HolidayRule, days: Int)
  /// A rule by the locale's country, with a fallback.
  case byCountry([String: HolidayRule], fallback: HolidayRule)
  /// No date for the locale's country: a sub-national holiday under a national locale, a long
  /// weekend, a school break (decision 27). Still a time value, with no interval.
  case undated
  /// The whole month of a lunar calendar (Ramadan).
  case lunarMonth(LunarDate)
  /// A fixed date moved to the nearest weekday when it falls on a weekend (Saturday → Friday,
  /// Sunday → Monday), as Boss's Day is observed.
  case nearestWeekday(month: Int, day: Int)
  /// A fixed date moved back a day when it falls on a Sunday (King's Day).
  case sundayBack(month: Int, day: Int)
  /// The last given ISO weekday inside a lunar month (Jumu'atul-Wida: the last Friday of Ramadan).
  case lastWeekdayOfLunarMonth(LunarDate, weekday: Int)
  /// Another rule, a week earlier when it falls in Holy Week (Palm Sunday to Easter Sunday), as
  /// Earth Hour moves off Holy Saturday.
  case outsideHolyWeek(HolidayRule)
}

/// A month and day of a non-Gregorian calendar.
struct LunarDate: Sendable, Hashable {
  /// Which calendar.
  enum Calendar: Sendable, Hashable { case chinese, hebrew, islamic }
  var calendar: Calendar
  var month: Int
  var day: Int
  /// For the Hebrew calendar: whether the month counts from Nisan in a leap year (Adar II shifts).
  var isLeapMonth: Bool = false
}

extension HolidayRule {
  /// The days (day numbers) this rule falls on in Gregorian `year`, with their length in days.
  func occurrences(in year: Int, country: String) -> [(day: Int, length: Int)] {
    switch self {
    case .fixed(let m, let d):
      guard CivilDate.isValid(year, m, d) else { return [] }
      return [(CivilDate.days(year, m, d), 1)]
    case .nthWeekday(let n, let wd, let m):
      return [(CivilDate.nthWeekday(n, wd, year: year, month: m), 1)]
    case .easter(let offset):
      return [(CivilDate.easter(year) + offset, 1)]
    case .orthodoxEaster(let offset):
      return [(CivilDate.orthodoxEaster(year) + offset, 1)]
    case .lunar(let date):
      return LunarCalendars.shared.days(of: date, inGregorianYear: year).map { ($0, 1) }
    case .lunarMonth(let date):
      return LunarCalendars.shared.monthSpans(of: date, inGregorianYear: year)
    case .table(let key):
      return FestivalTable.shared.days(key, year: year).map { ($0, 1) }
    case .undated:
      return []
    case .shifted(let rule, let days):
      return rule.occurrences(in: year, country: country).map { ($0.day + days, $0.length) }
    case .span(let rule, let days):
      return rule.occurrences(in: year, country: country).map { ($0.day, days) }
    case .byCountry(let rules, let fallback):
      return (rules[country] ?? fallback).occurrences(in: year, country: country)
    case .nearestWeekday(let m, let d):
      let day = CivilDate.days(year, m, d)
      switch CivilDate.weekday(day) {
      case 6: return [(day - 1, 1)]
      case 7: return [(day + 1, 1)]
      default: return [(day, 1)]
      }
    case .sundayBack(let m, let d):
      let day = CivilDate.days(year, m, d)
      return [(CivilDate.weekday(day) == 7 ? day - 1 : day, 1)]
    case .outsideHolyWeek(let rule):
      let easter = CivilDate.easter(year)
      return rule.occurrences(in: year, country: country).map { o in
        (o.day >= easter - 7 && o.day <= easter ? o.day - 7 : o.day, o.length)
      }
    case .lastWeekdayOfLunarMonth(let date, let wd):
      return LunarCalendars.shared.monthSpans(of: date, inGregorianYear: year).map { span in
        let last = span.day + span.length - 1
        return (last - (CivilDate.weekday(last) - wd + 7) % 7, 1)
      }
    }
  }
}
