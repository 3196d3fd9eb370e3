extension HolidayNames {
  /// Civil, national and observance days on the Gregorian calendar: fixed dates and nth weekdays
  /// (national variants by the locale's country, contract rule 19). One line a holiday.
  static func addCivil(_ add: ([String], HolidayRule) -> Void) {
    add(
      [
        "christmas", "xmas", "christmas day", "xmas day", "x mas", "pasko", "chrissy",
        "chrissy day",
      ],
      .fixed(month: 12, day: 25))
    add(["christmas eve", "xmas eve"], .fixed(month: 12, day: 24))
    add(
      ["boxing day", "st stephen day", "saint stephen day", "st stephens day", "stephens day"],
      .fixed(month: 12, day: 26))
    add(
      ["new year eve", "new years eve", "nye", "silvester", "hogmanay"], .fixed(month: 12, day: 31))
    add(
      ["new year day", "new years day", "new year", "new years", "yuandan", "new year's day"],
      .fixed(month: 1, day: 1))
    add(
      ["valentine day", "valentines day", "st valentine day", "saint valentine day", "valentines"],
      .fixed(month: 2, day: 14))
    add(["halloween", "hallowe'en", "all hallows eve"], .fixed(month: 10, day: 31))
    add(["all saints day"], .fixed(month: 11, day: 1))
    add(["day of the dead", "dia de los muertos"], .fixed(month: 11, day: 2))
    add(
      [
        "st patrick day", "saint patrick day", "st patricks day", "saint patricks day",
        "saint patrick", "st patrick", "st paddy day", "paddy day",
      ], .fixed(month: 3, day: 17))
    add(["april fool day", "april fools day", "april fools"], .fixed(month: 4, day: 1))
    add(["earth day"], .fixed(month: 4, day: 22))
    add(["earth hour"], .outsideHolyWeek(.nthWeekday(n: -1, weekday: 6, month: 3)))
    add(
      [
        "may day", "international workers day", "workers day", "int'l workers day",
        "intl workers day", "labour day international",
      ], .fixed(month: 5, day: 1))
    add(["juneteenth", "jubilee day", "emancipation day"], .fixed(month: 6, day: 19))
    add(
      [
        "independence day", "fourth of july", "4th of july", "july 4th", "the fourth of july",
        "the 4th of july",
      ], independenceDay)
    add(["canada day"], .fixed(month: 7, day: 1))
    add(["australia day"], .fixed(month: 1, day: 26))
    add(["anzac day"], .fixed(month: 4, day: 25))
    add(["bastille day"], .fixed(month: 7, day: 14))
    add(["guy fawkes night", "guy fawkes day", "bonfire night"], .fixed(month: 11, day: 5))
    add(
      ["veterans day", "veteran day", "armistice day", "remembrance day"],
      .fixed(month: 11, day: 11))
    add(["remembrance sunday"], .nthWeekday(n: 2, weekday: 7, month: 11))
    add(["bloomsday"], .fixed(month: 6, day: 16))
    add(["groundhog day"], .fixed(month: 2, day: 2))
    add(["pi day"], .fixed(month: 3, day: 14))
    add(["ides of march", "the ides of march"], .fixed(month: 3, day: 15))
    add(["flag day"], .fixed(month: 6, day: 14))
    add(["cinco de mayo"], .fixed(month: 5, day: 5))
    add(
      ["st andrew day", "saint andrew day", "st andrews day", "saint andrews day"],
      .fixed(month: 11, day: 30))
    add(["st david day", "saint david day"], .fixed(month: 3, day: 1))
    add(["st george day", "saint george day"], .fixed(month: 4, day: 23))
    add(
      [
        "epiphany", "three kings day", "little christmas", "women christmas", "womens christmas",
        "nollaig na mban",
      ],
      .fixed(month: 1, day: 6))
    add(["mandela day", "nelson mandela day"], .fixed(month: 7, day: 18))
    add(["republic day"], .fixed(month: 1, day: 26))
    add(["gandhi jayanti"], .fixed(month: 10, day: 2))
    add(["waitangi day"], .fixed(month: 2, day: 6))
    add(["thanksgiving", "thanksgiving day", "thanks giving", "thanks giving day"], thanksgiving)
    add(["black friday"], .shifted(usThanksgiving, days: 1))
    add(["cyber monday"], .shifted(usThanksgiving, days: 4))
    add(["mother day", "mothers day", "mom day", "moms day"], mothersDay)
    add(["mothering sunday"], .easter(offset: -21))
    add(["father day", "fathers day", "dad day", "dads day"], fathersDay)
    add(["labor day", "labour day"], laborDay)
    add(["memorial day", "decoration day"], .nthWeekday(n: -1, weekday: 1, month: 5))
    add(
      [
        "martin luther king day", "martin luther king jr day", "mlk day", "mlk",
        "martin luther king junior day",
      ], .nthWeekday(n: 3, weekday: 1, month: 1))
    add(
      ["presidents day", "president day", "washington birthday", "washingtons birthday"],
      .nthWeekday(n: 3, weekday: 1, month: 2))
    add(["columbus day", "indigenous peoples day"], .nthWeekday(n: 2, weekday: 1, month: 10))
    add(["victoria day"], .shifted(.nthWeekday(n: -1, weekday: 1, month: 5), days: -7))
    add(
      ["boss day", "bosses day", "boss", "national boss day"], .nearestWeekday(month: 10, day: 16))
    add(["koningsdag", "king day", "kings day"], .sundayBack(month: 4, day: 27))
    add(["world vegan day"], .fixed(month: 11, day: 1))
    add(
      [
        "civil rights day", "martin luther kings day", "martin luther kings jr day",
      ], .nthWeekday(n: 3, weekday: 1, month: 1))
  }
}
