extension HolidayNames {
  /// Days of the Western and Orthodox church years, counted from Easter. One line a holiday.
  static func addChurch(_ add: ([String], HolidayRule) -> Void) {
    add(["easter", "easter sunday", "easter day"], .easter(offset: 0))
    add(["good friday"], .easter(offset: -2))
    add(["holy saturday", "easter saturday"], .easter(offset: -1))
    add(["easter monday"], .easter(offset: 1))
    add(["maundy thursday", "holy thursday"], .easter(offset: -3))
    add(["palm sunday"], .easter(offset: -7))
    // Palm Sunday to Holy Saturday.
    add(["holy week", "semana santa"], .span(.easter(offset: -7), days: 7))
    add(["ash wednesday"], .easter(offset: -46))
    add(["shrove tuesday", "mardi gras", "pancake day", "fat tuesday"], .easter(offset: -47))
    add(["pentecost", "whitsun", "whit sunday"], .easter(offset: 49))
    add(["carnival", "carnaval", "rio carnival"], .span(.easter(offset: -51), days: 5))
    add(["ascension day", "ascension"], .easter(offset: 39))
    add(["orthodox easter"], .orthodoxEaster(offset: 0))
    add(["easter mon"], .easter(offset: 1))
    add(
      ["covenant thu", "covenant thursday", "thu of mysteries", "thursday of mysteries"],
      .easter(offset: -3))
    add(["white sunday", "whitsunday"], .easter(offset: 49))
    add(
      ["whit monday", "monday of the holy spirit", "pentecost monday", "whitmonday"],
      .easter(offset: 50))
    add(["branch sunday"], .easter(offset: -7))
    add(["trinity sunday"], .easter(offset: 56))
    add(["lent"], .span(.easter(offset: -46), days: 46))
    add(["orthodox good friday", "orthodox great friday"], .orthodoxEaster(offset: -2))
    add(
      ["clean monday", "orthodox shrove monday", "ash monday", "pure monday"],
      .orthodoxEaster(offset: -48))
    add(["lazarus saturday"], .orthodoxEaster(offset: -8))
    add(["great fast", "great lent"], .span(.orthodoxEaster(offset: -48), days: 40))
  }
}
