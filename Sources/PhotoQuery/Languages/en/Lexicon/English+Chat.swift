extension English {
  /// Chat spellings of English function words, and the function words of languages mixed into
  /// English chat (Hinglish, Taglish, Scots, Irish English), each read as the English word it
  /// stands for (decision 24). Only lowercase tokens are read this way (`SA` stays South
  /// Australia); content words are never here: kin and address words are people words.
  static let chatForms: [String: String] = {
    var forms: [String: String] = [:]
    func add(_ english: String, _ spellings: String) {
      for spelling in words(spellings) { forms[spelling] = english }
    }
    // Text-speak (`w/` is read as `with` by the query text).
    add("from", "frm fm frum")
    add("with", "wid wth wiv")
    add("the", "d da teh tha")
    add("and", "n nd an'")
    add("you", "u yu")
    add("your", "ur yr")
    add("before", "b4 bfr")
    add("of", "o'")
    add("please", "plz pls plss pleaseee")
    add("about", "abt")
    add("at", "@")
    add("because", "bc bcoz coz cos cuz")
    add("thanks", "thx tnx ty tysm")
        add("have", "hv hav")
    add("are", "r")
        // Hinglish (en_IN): postpositions read as the English preposition they translate.
    add("of", "ki ka ke")
    add("from", "se")
    add("in", "mein")
    add("and", "aur")
    add("with", "saath")
    add("please", "yaar na haan ji")
    add("send", "bhejo bhej bhejna bhejdo")
    add("show", "dikhao dikha dikhana")
    add("our", "hamare humare apne natin namin")
    add("my", "mere meri mera")
    add("you", "kayo ikaw niyo nyo")
    // Taglish (en_PH): `sa` marks a place or time, `ng` and `ni` a possessor.
    add("at", "sa")
    add("of", "ng ni")
    add("the", "yung ung ang mga")
    add("but", "pero")
    add("please", "po naman ba din rin lang")
    add("my", "ko")
        // Scots and Irish English.
    add("from", "fae frae")
    add("with", "wi")
    add("of", "o")
    add("the", "th'")
        return forms
  }()
}
