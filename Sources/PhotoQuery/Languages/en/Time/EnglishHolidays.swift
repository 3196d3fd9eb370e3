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
    add(["christmas", "xmas", "christmas day", "xmas day", "x mas"], .fixed(month: 12, day: 25))
    add(["christmas eve", "xmas eve"], .fixed(month: 12, day: 24))
    add(["boxing day", "st stephen day", "saint stephen day"], .fixed(month: 12, day: 26))
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
    add(["groundhog day"], .fixed(month: 2, day: 2))
    add(["pi day"], .fixed(month: 3, day: 14))
    add(["ides of march", "the ides of march"], .fixed(month: 3, day: 15))
    add(["flag day"], .fixed(month: 6, day: 14))
    add(["cinco de mayo"], .fixed(month: 5, day: 5))
    add(["st andrew day", "saint andrew day"], .fixed(month: 11, day: 30))
    add(["st david day", "saint david day"], .fixed(month: 3, day: 1))
    add(["st george day", "saint george day"], .fixed(month: 4, day: 23))
    add(["epiphany", "three kings day"], .fixed(month: 1, day: 6))
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
    add(["easter", "easter sunday", "easter day"], .easter(offset: 0))
    add(["good friday"], .easter(offset: -2))
    add(["holy saturday", "easter saturday"], .easter(offset: -1))
    add(["easter monday"], .easter(offset: 1))
    add(["maundy thursday", "holy thursday"], .easter(offset: -3))
    add(["palm sunday"], .easter(offset: -7))
    add(["ash wednesday"], .easter(offset: -46))
    add(["shrove tuesday", "mardi gras", "pancake day", "fat tuesday"], .easter(offset: -47))
    add(["pentecost", "whitsun", "whit sunday"], .easter(offset: 49))
    add(["carnival", "carnaval", "rio carnival"], .span(.easter(offset: -51), days: 5))
    add(["ascension day", "ascension"], .easter(offset: 39))
    add(["orthodox easter"], .orthodoxEaster(offset: 0))
    add(["chinese new year", "lunar new year", "spring festival", "cny", "tet"], chineseNewYear)
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
    addJewish(add)
    add(
      [
        "eid", "eid al fitr", "eid ul fitr", "eid al-fitr", "eid mubarak",
        "festival of breaking the fast", "eid el fitr", "eidul fitr", "lesser eid", "hari raya",
        "hari raya aidilfitri", "bayram",
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
      ["diwali", "deepavali", "divali", "deepawali", "lakshmi puja", "laxmi puja"],
      .table(key: "diwali"))
    add(["dhanteras", "dhanatrayodashi"], .shifted(.table(key: "diwali"), days: -2))
    add(
      ["choti diwali", "chhoti diwali", "kali chaudas", "naraka chaturdashi"],
      .shifted(.table(key: "diwali"), days: -1))
    add(["bhai dooj", "bhau beej", "bhai tika"], .shifted(.table(key: "diwali"), days: 2))
    add(["govardhan puja"], .shifted(.table(key: "diwali"), days: 1))
    add(
      ["holika dahan", "chhoti holi", "choti holi", "kamudu pyre"],
      .shifted(.table(key: "holi"), days: -1))
    add(["dhulandi", "phagwah", "dhuleti", "rangwali holi"], .table(key: "holi"))
    add(["maha saptami", "durga saptami"], .shifted(.table(key: "dussehra"), days: -3))
    add(["maha ashtami", "durga ashtami"], .shifted(.table(key: "dussehra"), days: -2))
    add(["maha navami"], .shifted(.table(key: "dussehra"), days: -1))
    add(["dala puja", "surya shashthi", "surya sashti"], .table(key: "chhath_puja"))
    add(
      ["bhogi", "bogi", "bogi pandigai", "bhogi pandigai"],
      .shifted(.table(key: "pongal"), days: -1))
    add(["maattu pongal", "mattu pongal"], .shifted(.table(key: "pongal"), days: 1))
    add(
      ["kaanum pongal", "kanni pongal", "kanum pongal"], .shifted(.table(key: "pongal"), days: 2))
    add(
      ["makara sankranthi", "makara sankranti", "makar sankranthi", "uttarayan"],
      .table(key: "makar_sankranti"))
    add(["vasakhi", "vaishakhi", "baisakhi", "vaisakhi"], .table(key: "vaisakhi"))
    add(["gokulashtami", "krishna jayanti"], .table(key: "janmashtami"))
    add(["thiru onam", "thiruvonam"], .table(key: "onam"))
    add(["vaisakha", "buddha jayanti"], .table(key: "vesak"))
    add(["rabindra jayanti", "rabindranath jayanti"], .fixed(month: 5, day: 9))
    add(
      ["boss day", "bosses day", "boss", "national boss day"], .nearestWeekday(month: 10, day: 16))
    add(["koningsdag", "king day", "kings day"], .sundayBack(month: 4, day: 27))
    add(["world vegan day"], .fixed(month: 11, day: 1))
    add(
      [
        "civil rights day", "martin luther kings day", "martin luther king day",
        "martin luther kings jr day",
      ], .nthWeekday(n: 3, weekday: 1, month: 1))
    add(["easter mon"], .easter(offset: 1))
    add(
      ["covenant thu", "covenant thursday", "thu of mysteries", "thursday of mysteries"],
      .easter(offset: -3))
    add(["white sunday", "whit sunday", "whitsunday"], .easter(offset: 49))
    add(
      ["whit monday", "monday of the holy spirit", "pentecost monday", "whitmonday"],
      .easter(offset: 50))
    add(["branch sunday", "palm sunday"], .easter(offset: -7))
    add(["trinity sunday"], .easter(offset: 56))
    add(["lent"], .span(.easter(offset: -46), days: 46))
    add(["orthodox good friday", "orthodox great friday"], .orthodoxEaster(offset: -2))
    add(
      ["clean monday", "orthodox shrove monday", "ash monday", "pure monday"],
      .orthodoxEaster(offset: -48))
    add(["lazarus saturday"], .orthodoxEaster(offset: -8))
    add(["great fast", "great lent"], .span(.orthodoxEaster(offset: -48), days: 40))
    add(
      [
        "chinese new year day", "chinese new years", "chinese new years day",
        "chinese lunar new year", "chinese lunar new year day", "lunar new year day",
      ], chineseNewYear)
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
      ["mawlid al nabawi", "mawlid al-nabawi", "mawlid an nabi", "milad un nabi", "eid e milad"],
      .lunar(LunarDate(calendar: .islamic, month: 3, day: 12)))
    add(["holi"], .table(key: "holi"))
    add(["dussehra", "dasara", "vijayadashami"], .table(key: "dussehra"))
    add(
      ["navratri", "navaratri", "sharad navratri"], .span(.table(key: "sharad_navratri"), days: 9))
    add(["ganesh chaturthi", "vinayaka chaturthi"], .table(key: "ganesh_chaturthi"))
    add(["janmashtami", "krishna janmashtami"], .table(key: "janmashtami"))
    add(["raksha bandhan", "rakhi"], .table(key: "raksha_bandhan"))
    add(["onam"], .table(key: "onam"))
    add(["pongal"], .table(key: "pongal"))
    add(["makar sankranti", "sankranti"], .table(key: "makar_sankranti"))
    add(
      ["maha shivaratri", "mahashivratri", "shivaratri", "maha shivratri"],
      .table(key: "maha_shivaratri"))
    add(["karwa chauth", "karva chauth"], .table(key: "karwa_chauth"))
    add(["chhath puja", "chhath"], .table(key: "chhath_puja"))
    add(["vaisakhi", "baisakhi"], .table(key: "vaisakhi"))
    add(["guru nanak jayanti", "gurpurab"], .table(key: "guru_nanak_jayanti"))
    add(["ram navami", "rama navami"], .table(key: "ram_navami"))
    add(["vesak", "wesak", "buddha day", "buddha purnima"], .table(key: "vesak"))
    addRegional(add)
    return r
  }()

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
    // Singapore, Malaysia, Vietnam: the country's public-holiday date where it sets one.
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
      ["deepavali", "diwali", "divali", "deepawali"],
      .byCountry(["SG": .table(key: "deepavali_sg")], fallback: .table(key: "diwali")))
    add(
      ["vesak", "vesak day", "wesak", "wesak day"],
      .byCountry(["SG": .table(key: "vesak_sg")], fallback: .table(key: "vesak")))
    add(
      ["national day"],
      .byCountry(
        ["SG": .fixed(month: 8, day: 9), "CN": .fixed(month: 10, day: 1)], fallback: .undated))
    add(
      ["tet", "tet holiday", "tet nguyen dan"],
      .byCountry(["VN": .table(key: "tet_vn")], fallback: .table(key: "tet_vn")))
    // India.
    add(["thai pongal", "pongal"], .table(key: "pongal"))
    add(["thiruvonam", "onam"], .table(key: "onam"))
    add(["durga puja", "pujo", "durga pujo"], .undated)
    add(
      ["ugadi", "yugadi", "gudi padwa", "samvatsaradi", "chaitra sukladi", "chaitra sukhladi"],
      .table(key: "ugadi"))
    add(
      [
        "guru gobind singh jayanti", "guru govind singh jayanti", "guru gobind singh birthday",
        "guru govind singh birthday",
      ],
      .table(key: "guru_gobind_singh_jayanti"))
    add(
      [
        "guru ravidas jayanti", "guru ravidass jayanti", "guru ravidas birthday",
        "guru ravidass birthday", "ravidas jayanti",
      ],
      .table(key: "guru_ravidas_jayanti"))
    add(
      ["valmiki jayanti", "maharishi valmiki jayanti", "pargat diwas", "valmiki pargat diwas"],
      .table(key: "valmiki_jayanti"))
    add(["parsi new year"], .table(key: "parsi_new_year"))
    add(["rath yatra", "ratha yatra", "rathayatra"], .table(key: "rath_yatra"))
    add(
      [
        "mahavir jayanti", "mahaveer jayanti", "mahavira jayanti", "mahavir janma kalyanak",
        "mahaveer janma kalyanak",
      ],
      .table(key: "mahavir_jayanti"))
    add(["maghi", "maghi sangrand"], .table(key: "makar_sankranti"))
    // North America.
    add(["american thanksgiving", "us thanksgiving", "american thanksgiving day"], usThanksgiving)
    add(
      ["canadian thanksgiving", "canadian thanksgiving day"],
      .nthWeekday(n: 2, weekday: 1, month: 10))
    add(["family day"], .undated)
    add(["civic holiday", "august long weekend", "may long weekend", "may two-four"], .undated)
    // Long weekends and school breaks, in every English locale (decision 27).
    add(
      [
        "long weekend", "bank holiday", "bank holiday weekend", "bank holiday monday",
        "labour weekend", "easter long weekend", "school holidays", "school holiday", "half term",
        "spring break", "march break", "winter break", "summer break", "summer holidays",
        "christmas break", "christmas holidays", "easter holidays", "mid term", "midterm break",
        "reading week", "puja holidays", "sem break",
      ], .undated)
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
    "menorah", "dreidel", "mooncake", "mooncakes", "envelope", "envelopes", "rangoli", "diya",
    "diyas",
  ]
}
