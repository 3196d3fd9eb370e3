extension HolidayNames {
  /// Jewish holidays on the Hebrew calendar (Foundation's; month 1 is Tishrei, 7 Adar, 8 Nisan,
  /// 12 Av). Each is its first full day (decision 9.11); spans as decided for issue 3. One line a
  /// holiday.
  static func addJewish(_ add: ([String], HolidayRule) -> Void) {
    add(
      ["hanukkah", "chanukah", "hanukah", "chanukkah", "channukah", "hannukkah", "hanukka"],
      .span(.lunar(LunarDate(calendar: .hebrew, month: 3, day: 25)), days: 8))
    add(
      ["passover", "pesach"],
      .span(.lunar(LunarDate(calendar: .hebrew, month: 8, day: 15)), days: 8))
    add(
      ["rosh hashanah", "rosh hashana", "rosh hashanna", "jewish new year"],
      .lunar(LunarDate(calendar: .hebrew, month: 1, day: 1)))
    add(["yom kippur"], .lunar(LunarDate(calendar: .hebrew, month: 1, day: 10)))
    add(["purim"], .lunar(LunarDate(calendar: .hebrew, month: 7, day: 14)))
    add(
      [
        "sukkot", "succos", "sukkos", "feast of tabernacles", "feast of booths",
        "feast of the ingathering",
      ],
      .span(.lunar(LunarDate(calendar: .hebrew, month: 1, day: 15)), days: 7))
    add(["shemini atzeret"], .lunar(LunarDate(calendar: .hebrew, month: 1, day: 22)))
    add(["simchat torah", "simhat torah"], .lunar(LunarDate(calendar: .hebrew, month: 1, day: 23)))
    add(
      ["tu bishvat", "tu bshvat", "tu b'shvat"],
      .lunar(LunarDate(calendar: .hebrew, month: 5, day: 15)))
    add(
      ["lag baomer", "lag bomer", "lag b'omer"],
      .lunar(LunarDate(calendar: .hebrew, month: 9, day: 18)))
    add(["tisha bav", "tisha b'av"], .lunar(LunarDate(calendar: .hebrew, month: 12, day: 9)))
    add(["shavuot"], .lunar(LunarDate(calendar: .hebrew, month: 10, day: 6)))
  }
}
