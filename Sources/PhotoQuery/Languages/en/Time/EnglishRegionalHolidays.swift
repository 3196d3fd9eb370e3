extension HolidayNames {
  /// Regional holidays and events by the locale's country (decisions 26 and 27): one line a
  /// holiday; `.undated` for days that have no date under the locale (sub-national holidays,
  /// long weekends, school breaks).
  static func addRegional(_ add: ([String], HolidayRule) -> Void) {
    // South Africa.
    add(
      ["freedom day"],
      .byCountry(["ZA": .fixed(month: 4, day: 27)], fallback: .fixed(month: 6, day: 19)))
    add(["heritage day", "braai day", "national braai day"], .fixed(month: 9, day: 24))
    add(
      ["women day", "womens day", "national women day", "national womens day"],
      .byCountry(["ZA": .fixed(month: 8, day: 9)], fallback: .fixed(month: 3, day: 8)))
    add(["international women day", "international womens day"], .fixed(month: 3, day: 8))
    add(["day of reconciliation", "reconciliation day"], .fixed(month: 12, day: 16))
    add(
      ["youth day"],
      .byCountry(["ZA": .fixed(month: 6, day: 16)], fallback: .fixed(month: 8, day: 12)))
    add(
      ["human rights day"],
      .byCountry(["ZA": .fixed(month: 3, day: 21)], fallback: .fixed(month: 12, day: 10)))
    add(["day of goodwill"], .fixed(month: 12, day: 26))
    // New Zealand and Australia.
    add(["matariki"], .table(key: "matariki"))
    add(
      ["king birthday", "kings birthday", "queen birthday", "queens birthday"],
      .byCountry(["NZ": .nthWeekday(n: 1, weekday: 1, month: 6)], fallback: .undated))
    add(["grand final day"], .undated)
    add(["melbourne cup day"], .nthWeekday(n: 1, weekday: 2, month: 11))
    // Britain and Ireland.
    add(
      ["burns night", "burns day", "burns supper", "robert burns day"], .fixed(month: 1, day: 25))
    add(["guy fawkes"], .fixed(month: 11, day: 5))
    add(["paddys day", "st paddys day", "paddy's day"], .fixed(month: 3, day: 17))
    // The Philippines.
    add(["undas", "todos los santos"], .fixed(month: 11, day: 1))
    add(["rizal day"], .fixed(month: 12, day: 30))
    add(["araw ng kalayaan", "philippine independence day"], .fixed(month: 6, day: 12))
    add(["bonifacio day"], .fixed(month: 11, day: 30))
    add(["noche buena", "nochebuena"], .fixed(month: 12, day: 24))
    add(["media noche"], .fixed(month: 12, day: 31))
    // Poland and other European traditions.
    add(["wigilia"], .fixed(month: 12, day: 24))
    // Singapore and China.
    add(
      ["national day"],
      .byCountry(
        ["SG": .fixed(month: 8, day: 9), "CN": .fixed(month: 10, day: 1)], fallback: .undated))
    // North America.
    add(["american thanksgiving", "us thanksgiving", "american thanksgiving day"], usThanksgiving)
    add(
      ["canadian thanksgiving", "canadian thanksgiving day"],
      .nthWeekday(n: 2, weekday: 1, month: 10))
    add(["family day"], .undated)
    add(["civic holiday", "august long weekend", "may long weekend", "may two four"], .undated)
    // Long weekends and school breaks, in every English locale (decision 27).
    add(
      [
        "long weekend", "bank holiday", "bank holiday weekend", "bank holiday monday",
        "labour weekend", "easter long weekend", "school holidays", "school holiday", "half term",
        "spring break", "march break", "winter break", "summer break", "summer holidays",
        "christmas break", "christmas holidays", "easter holidays", "mid term", "midterm break",
        "mid term break", "half term break",
        "reading week", "puja holidays", "sem break", "summer hols", "easter break", "easter hols",
        "christmas hols", "half term hols", "winter hols",
        // school and university terms (`last term`, `this semester`, Taglish `sembreak`)
        "term", "school term", "semester", "trimester", "sembreak",
      ], .undated)
    // Numbered school terms and their breaks (`term 2`, `Term 3 holidays`).
    for term in 1...4 {
      add(
        ["term \(term)", "term \(term) holidays", "term \(term) break", "term \(term) hols"],
        .undated)
    }
    // School breaks named by their month (`the June holidays` in Singapore and South Africa).
    for month in [
      "january", "march", "april", "june", "july", "september", "october", "november", "december",
    ] {
      add([month + " holidays", month + " hols", month + " school holidays"], .undated)
    }
    // Regional seasons (decision 27): time values without an interval.
    add(
      [
        "monsoon", "monsoons", "monsoon season", "rainy season", "wet season", "dry season",
        "typhoon season", "cyclone season", "hurricane season", "harmattan",
      ], .undated)
  }
}
