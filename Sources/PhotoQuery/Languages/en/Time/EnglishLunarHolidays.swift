extension HolidayNames {
  /// Days of the Chinese lunisolar calendar (Foundation's). One line a holiday.
  static func addChinese(_ add: ([String], HolidayRule) -> Void) {
    // Tết: Vietnam's public-holiday date in every locale.
    add(
      ["tet", "tet holiday", "tet nguyen dan"],
      .byCountry(["VN": .table(key: "tet_vn")], fallback: .table(key: "tet_vn")))
    add(["chinese new year", "lunar new year", "spring festival", "cny"], chineseNewYear)
    add(["lantern festival"], .lunar(LunarDate(calendar: .chinese, month: 1, day: 15)))
    add(
      [
        "mid autumn festival", "mid autumn", "moon festival", "mooncake festival", "mid autumn day",
      ], .lunar(LunarDate(calendar: .chinese, month: 8, day: 15)))
    add(
      ["dragon boat festival", "duanwu"], .lunar(LunarDate(calendar: .chinese, month: 5, day: 5)))
    add(
      ["double ninth festival", "chongyang festival"],
      .lunar(LunarDate(calendar: .chinese, month: 9, day: 9)))
    add(
      [
        "chinese new year day", "chinese new years", "chinese new years day",
        "chinese lunar new year", "chinese lunar new year day", "lunar new year day",
      ], chineseNewYear)
  }

  /// Days of the Islamic calendar (Umm al-Qura, decision 9.11). One line a holiday.
  static func addIslamic(_ add: ([String], HolidayRule) -> Void) {
    // Hari Raya: the public-holiday date of Singapore and Malaysia, else the Eid.
    add(
      ["hari raya puasa", "hari raya aidilfitri", "hari raya"],
      .byCountry(
        ["SG": .table(key: "hari_raya_puasa_sg"), "MY": .table(key: "hari_raya_puasa_my")],
        fallback: eidFitr))
    add(
      ["hari raya haji", "hari raya aidiladha", "hari raya qurban"],
      .byCountry(
        ["SG": .table(key: "hari_raya_haji_sg"), "MY": .table(key: "hari_raya_haji_my")],
        fallback: eidAdha))
    add(
      [
        "eid", "eid al fitr", "eid ul fitr", "eid al-fitr", "eid mubarak",
        "festival of breaking the fast", "eid el fitr", "eidul fitr", "lesser eid", "bayram",
      ], eidFitr)
    add(
      [
        "eid al adha", "eid ul adha", "eid al azha", "eidul azha", "eid ul azha", "bakrid",
        "bakri eid", "festival of sacrifice", "greater eid", "eid el adha", "eidul adha",
        "kurban bayram",
      ], eidAdha)
    add(
      ["ramadan", "ramazan", "ramzan", "ramadhan", "ramadaan"],
      .lunarMonth(LunarDate(calendar: .islamic, month: 9, day: 1)))
    add(
      ["islamic new year", "hijri new year", "arabic new year", "muharram"],
      .lunar(LunarDate(calendar: .islamic, month: 1, day: 1)))
    add(["ashura"], .lunar(LunarDate(calendar: .islamic, month: 1, day: 10)))
    add(
      ["mawlid", "milad un nabi", "prophet birthday"],
      .lunar(LunarDate(calendar: .islamic, month: 3, day: 12)))
    add(
      ["id ul adha", "id ul-adha", "sacrifice feast", "bakr id", "bakra eid", "eid ul-adha"],
      eidAdha)
    add(
      [
        "laylat al kadr", "laylat al qadr", "laylat al-qadr", "laylat al-kadr", "night of measures",
        "night of power", "lailat al qadr",
      ], .lunar(LunarDate(calendar: .islamic, month: 9, day: 27)))
    add(
      [
        "jamat ul vida", "jamat ul-vida", "jumu'atul wida", "jumu'atul-wida", "jumuatul wida",
        "jummah tul wida",
      ], .lastWeekdayOfLunarMonth(LunarDate(calendar: .islamic, month: 9, day: 1), weekday: 5))
    add(
      [
        "isra and mi'raj", "isra and miraj", "the prophet ascension", "prophet ascension",
        "the night journey", "night journey", "ascension to heaven", "lailat al miraj",
        "shab e miraj",
      ], .lunar(LunarDate(calendar: .islamic, month: 7, day: 27)))
    add(["amun jadid"], .lunar(LunarDate(calendar: .islamic, month: 1, day: 1)))
    add(
      ["mawlid al nabawi", "mawlid al-nabawi", "mawlid an nabi", "eid e milad"],
      .lunar(LunarDate(calendar: .islamic, month: 3, day: 12)))
  }
}
