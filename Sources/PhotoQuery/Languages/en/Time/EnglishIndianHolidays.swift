extension HolidayNames {
  /// Hindu, Sikh and Buddhist festivals: dates from the generated festival table
  /// (`FestivalTable`, decision 9.6), or fixed. One line a holiday.
  static func addIndian(_ add: ([String], HolidayRule) -> Void) {
    add(
      ["diwali", "deepavali", "divali", "deepawali"],
      .byCountry(["SG": .table(key: "deepavali_sg")], fallback: .table(key: "diwali")))
    add(["lakshmi puja", "laxmi puja"], .table(key: "diwali"))
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
    add(["lohri"], .shifted(.table(key: "makar_sankranti"), days: -1))
    add(
      ["kaanum pongal", "kanni pongal", "kanum pongal"], .shifted(.table(key: "pongal"), days: 2))
    add(
      ["makara sankranthi", "makara sankranti", "makar sankranthi", "uttarayan"],
      .table(key: "makar_sankranti"))
    add(["vasakhi", "vaishakhi", "baisakhi", "vaisakhi"], .table(key: "vaisakhi"))
    add(["gokulashtami", "krishna jayanti"], .table(key: "janmashtami"))
    add(["thiru onam", "thiruvonam", "onam"], .table(key: "onam"))
    add(["vaisakha", "buddha jayanti"], .table(key: "vesak"))
    add(["rabindra jayanti", "rabindranath jayanti"], .fixed(month: 5, day: 9))
    add(["holi"], .table(key: "holi"))
    add(["dussehra", "dasara", "vijayadashami"], .table(key: "dussehra"))
    add(
      ["navratri", "navaratri", "sharad navratri"], .span(.table(key: "sharad_navratri"), days: 9))
    add(["ganesh chaturthi", "vinayaka chaturthi"], .table(key: "ganesh_chaturthi"))
    add(["janmashtami", "krishna janmashtami"], .table(key: "janmashtami"))
    add(["raksha bandhan", "rakhi"], .table(key: "raksha_bandhan"))
    add(["pongal", "thai pongal"], .table(key: "pongal"))
    add(["makar sankranti", "sankranti"], .table(key: "makar_sankranti"))
    add(
      ["maha shivaratri", "mahashivratri", "shivaratri", "maha shivratri"],
      .table(key: "maha_shivaratri"))
    add(["karwa chauth", "karva chauth"], .table(key: "karwa_chauth"))
    add(["chhath puja", "chhath"], .table(key: "chhath_puja"))
    add(["guru nanak jayanti", "gurpurab"], .table(key: "guru_nanak_jayanti"))
    add(["ram navami", "rama navami"], .table(key: "ram_navami"))
    add(
      ["vesak", "vesak day", "wesak", "wesak day"],
      .byCountry(["SG": .table(key: "vesak_sg")], fallback: .table(key: "vesak")))
    add(["buddha day", "buddha purnima"], .table(key: "vesak"))
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
  }
}
