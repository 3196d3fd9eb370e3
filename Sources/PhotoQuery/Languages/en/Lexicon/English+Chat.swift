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
    add("you", "u yu youse yous")
    add("your", "ur yr yer")
    add("before", "b4 bfr")
    add("of", "o'")
    add("please", "plz pls plss pleaseee")
    add("about", "abt bout")
    add("at", "@")
    add("because", "bc bcoz coz cos cuz")
    add("thanks", "thx tnx ty tysm thnx thnks tq ta cheers")
    add("have", "hv hav")
    add("are", "r")
    add("just", "jus jst")
    add("what", "wat wut")
    add("that", "dat")
    add("could", "cud")
    add("would", "wud")
    add("should", "shud")
    add("ok", "k kk okie okies")
    add("really", "tbh ngl fr")
    add("want", "wanna")
    add("give", "gimme")
    add("let", "lemme")
    add("night", "nite")
    // Hinglish (en_IN): postpositions read as the English preposition they translate; the
    // particles and copulas of a Hindi sentence (`hai`, `yaar`, `na`) as English fillers.
    add("of", "ki ka ke")
    add("from", "se")
    add("in", "mein")
    add("and", "aur")
    add("with", "saath")
    add("please", "na ji mujhe jaldi")
    // exclamations and particles that ask nothing (`Virat's pics are so cute yaar`)
    add("wow", "yaar haan accha acha achha bas toh")
    add("is", "hai hain tha thi")
    add("ones", "wala wale wali waale waali")
    add("also", "bhi")
    add("very", "bahut bohot")
    add("all", "sab saare")
    add("what", "kya")
    add("where", "kahan kidhar kahaan")
    add("not", "nahi nahin")
    add("here", "yahan")
    add("there", "wahan")
    add("send", "bhejo bhej bhejna bhejdo bhejde bhejiye pakisend paki-send")
    add("send", "dikhao dikha dikhana dikhade dikhaiye")  // `show` is also an event noun
    add("our", "hamare humare apne natin namin")
    add("my", "mere meri mera")
    // Hinglish light verbs and auxiliaries (`send karo`, `pics liye the`, `mil gaye`, `bhiga raha
    // hai`): the verb of the sentence, never a value.
    add("do", "karo kar karna kardo karde kardena")
    add("took", "liye liya li")
    add("is", "raha rahi rahe")
    add("went", "gaye gaya gayi")
    add("found", "mil mila mile mili")
    add("said", "bola boli bole")
    add("finished", "khatam")
    add("all", "sabko")
    add("which", "jisme jismein jinme jo")
    add("on", "pe par")
    // Taglish (en_PH): `sa` marks a place or time, `ng` and `ni` a possessor, `nung` a past time.
    add("at", "sa")
    add("of", "ng ni kay")
    add("the", "yung ung ang mga")
    add("during", "nung noong")
    add("but", "pero")
    add("please", "po naman ba din rin lang nga sige")
    add("wow", "talaga grabe uy")
    add("my", "ko")
    add("his", "nya niya")
    add("you", "kayo ikaw niyo nyo ka")
    add("earlier", "kanina")
    add("we", "tayo kami")
    add("they", "sila")
    add("i", "ako")
    add("here", "dito")
    add("there", "doon dun")
    add("new", "bagong bago")
    add("nothing", "wala hindi")
    add("tomorrow", "bukas")
    add("yesterday", "kahapon")
    add("today", "ngayon")
    add("how", "paano")
    add("later", "mamaya")
    add("thanks", "salamat")
    // Taglish person markers and common verbs of a sentence (`kasama si Migs`, `meron ka?`,
    // `nawala lahat`): `si` marks a name as `ni` does; none of these is ever a value.
    add("with", "kasama")
    add("of", "si")
    add("have", "meron mayroon may-roon")
    add("lost", "nawala")
    add("broke", "nasira")
    add("all", "lahat")
    add("wow", "sulit ganda ang-ganda")
    // South African English and Afrikaans.
    add("please", "asseblief ja nee baie")
    add("thanks", "dankie")
    add("for", "vir")
    // Scots and Irish English.
    add("from", "fae frae")
    add("with", "wi")
    add("of", "o")
    add("the", "th'")
    add("yes", "aye")
    // Te reo Māori greetings in New Zealand English.
    add("hello", "kia ora")
    add("thanks", "mihi")
    return forms
  }()
}
