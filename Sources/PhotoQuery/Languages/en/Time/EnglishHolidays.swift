/// Holiday names (folded, apostrophes, dots and hyphens dropped, words joined by one space) and
/// their rules; the locale's country picks between national variants (contract rule 19).
enum HolidayNames {
  static let thanksgiving = HolidayRule.byCountry(
    ["CA": .nthWeekday(n: 2, weekday: 1, month: 10)],
    fallback: .nthWeekday(n: 4, weekday: 4, month: 11))
  static let usThanksgiving = HolidayRule.nthWeekday(n: 4, weekday: 4, month: 11)
  static let mothersDay = HolidayRule.byCountry(
    ["GB": .easter(offset: -21), "IE": .easter(offset: -21), "UK": .easter(offset: -21)],
    fallback: .nthWeekday(n: 2, weekday: 7, month: 5))
  static let fathersDay = HolidayRule.byCountry(
    ["AU": .nthWeekday(n: 1, weekday: 7, month: 9), "NZ": .nthWeekday(n: 1, weekday: 7, month: 9)],
    fallback: .nthWeekday(n: 3, weekday: 7, month: 6))
  static let independenceDay = HolidayRule.byCountry(
    ["IN": .fixed(month: 8, day: 15), "PH": .fixed(month: 6, day: 12)],
    fallback: .fixed(month: 7, day: 4))
  /// Labour Day: a state holiday in Australia, so undated under en_AU (decision 27).
  static let laborDay = HolidayRule.byCountry(
    [
      "AU": .undated,
      "NZ": .nthWeekday(n: 4, weekday: 1, month: 10),
    ],
    fallback: .nthWeekday(n: 1, weekday: 1, month: 9))
  static let chineseNewYear = HolidayRule.lunar(LunarDate(calendar: .chinese, month: 1, day: 1))
  static let eidFitr = HolidayRule.lunar(LunarDate(calendar: .islamic, month: 10, day: 1))
  static let eidAdha = HolidayRule.lunar(LunarDate(calendar: .islamic, month: 12, day: 10))

  /// Name → rule.
  static let rules: [String: HolidayRule] = {
    var r: [String: HolidayRule] = [:]
    func add(_ names: [String], _ rule: HolidayRule) { for n in names { r[n] = rule } }
    addAll(add)
    return r
  }()

  /// Every holiday table of the language, in order; a later table overrides an earlier one.
  static func addAll(_ add: ([String], HolidayRule) -> Void) {
    addCivil(add)
    addChurch(add)
    addChinese(add)
    addJewish(add)
    addIslamic(add)
    addIndian(add)
    addRegional(add)
  }

  /// First words of holiday names, to skip the lookup quickly.
  static let firstWords: Set<String> = Set(rules.keys.map { String($0.split(separator: " ")[0]) })

  /// Every word prefix of every name (`new`, `new year`, `new year eve`), to stop reading early.
  static let prefixes: Set<String> = {
    var p = Set<String>()
    for name in rules.keys {
      let words = name.split(separator: " ")
      for k in 1...words.count { p.insert(words[0..<k].joined(separator: " ")) }
    }
    return p
  }()

  /// Longest name in words.
  static let maxWords: Int = rules.keys.map { $0.split(separator: " ").count }.max() ?? 1

  /// Nouns that make a holiday + noun compound a kind of thing, not a date (contract 7.8):
  /// `Christmas tree`, `Easter egg`, `Halloween costume`.
  static let compoundNouns: Set<String> = [
    "tree", "trees", "lights", "light", "market", "markets", "card", "cards", "jumper", "jumpers",
    "sweater", "sweaters", "egg", "eggs", "basket", "baskets", "bunny", "bunnies", "costume",
    "costumes", "decoration", "decorations", "ornament", "ornaments", "wreath", "wreaths",
    "stocking",
    "stockings", "pudding", "cake", "cookies", "cookie", "carol", "carols", "movie", "movies",
    "song", "songs", "lantern", "lanterns", "pumpkin", "pumpkins", "candy", "mask", "masks",
    "village", "lily", "lilies", "bonnet", "bonnets", "hunt", "cactus", "elf", "elves", "stars",
    "star", "crackers", "cracker", "hat", "hats", "pajamas", "pyjamas", "story", "stories",
    "menorah", "dreidel", "mooncake", "mooncakes", "envelope", "envelopes", "bazaar", "bazaars",
  ]
}
