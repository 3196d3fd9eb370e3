extension English {
  /// Determiners and possessive pronouns (never part of a value; section 2).
  static let determiners = words(
    "the a an my our his her their your its this that these those some any all both every each th")

  /// Prepositions that may lead a filter phrase.
  static let prepositions = words(
    """
    of for from in at with during on near by around to into over under inside outside across through
    throughout since until till before after between featuring including about among amongst
    along beside behind above below within without except
    """)

  /// After these, a name is a place (rule 10).
  static let placePrepositions = words(
    "in from at near around to into inside outside across through throughout visiting")

  /// After these, a name is a person (rule 10).
  static let personPrepositions = words("with featuring including alongside plus")

  /// Words that exclude what follows (rule 9).
  static let exclusionWords = words("without except excluding minus sans")

  /// Phrases that exclude what follows (rule 9, decision 30), as folded token sequences.
  static let exclusionPhrases: [[String]] = [
    ["but", "not"], ["but", "no"], ["apart", "from"], ["other", "than"], ["except", "for"],
    ["aside", "from"], ["not", "including"], ["leave", "out"], ["leaving", "out"],
    ["that", "don't", "have"], ["that", "dont", "have"], ["that", "doesn't", "have"],
    ["that", "do", "not", "have"], ["with", "no"], ["just", "not"], ["only", "not"],
    ["with", "/", "of"],  // `w/o`, as the chat forms read it
    ["but", "skip"], ["skip", "the"], ["but", "none", "of"], ["none", "of"], ["don't", "need"],
    ["dont", "need"], ["do", "not", "need"], ["no", "need", "for"], ["leave", "off"],
    ["take", "out"], ["minus", "the"], ["not", "the", "ones"], ["none", "with"],
    ["but", "none", "with"], ["nothing", "with"],
    // the same said in the languages mixed into English, as the chat forms read them: Taglish
    // `wag (na) yung` (not the ones; `yung` reads as `the`, `na` as `please`), Spanish `sin los`
    // (without the), French `pas celles` (not those) and `sauf` (except)
    ["wag", "the"], ["wag", "please", "the"], ["huwag", "the"], ["huwag", "please", "the"],
    ["sin", "los"], ["sin", "las"], ["sin", "el"], ["sin", "la"], ["sin", "mi"], ["sin", "mis"],
    ["excepto"], ["pas", "celles"], ["pas", "ceux"], ["sauf"],
  ]

  /// Function words, chat words and fillers: never values.
  static let stopWords = words(
    """
    and or but nor & + , . ! ? ; : - / ( ) " ' 's i you he she it we they me him them u ya ye
    is are was were be been being am do does did done have has had having can could will would
    shall should may might must ought can't cannot couldn't won't wouldn't don't doesn't didn't
    isn't aren't wasn't weren't i'm i've i'll i'd you're you've you'll we're we've we'll they're
    whered wheres whats thats dont cant wont didnt doesnt isnt wasnt arent werent couldnt
    wouldnt shouldnt ive youre youve youll theyre theyve weve hes shes
    it's that's what's where's who's how's there's here's let's lets
    what where when who whom whose which why how there here then than so too very really just
    also even only still yet again ever never always not no yes yeah yep ok okay hey hi hello
    please pls plz thanks thank thx ty lol haha omg btw fyi tho though like um uh well oh ah
    anything something everything nothing anyone someone everyone one ones stuff things thing
    lot lots bunch couple few many much more most some such as if else per via etc
    mine yours hers ours theirs ugh wah aww aw ooh yay wow hehe hmm meh oi ay ayy eish lah leh lor eh
    sia hor alamak aiyo aiyah aiya hala naku uy ano ba naman nga po opo jeez gosh yikes oops
    haiya walao shiok lekker anot tsaka saka nina nila lmao rofl sure whenever wherever however whatever whoever damn freaking
    hella effing
    up out off down away back front top bottom side together
    insta instagram ig facebook fb twitter tiktok snapchat whatsapp icloud dropbox online web
    youtube worth phone phones iphone ipad android laptop computer gallery folder folders device
    devices storage
    """)

  /// Common verbs: they end the noun phrase around a cue and are never subject values.
  static let verbs = words(
    """
    send sent show showed shown find found get got give gave share shared pull dig look looking
    see saw seen want wants wanted need needs needed love loved like liked hate print printed
    crop cropped edit edited frame framed post posted upload uploaded email emailed text texted
    forward forwarded bring brought grab check make made put keep kept let help tell told ask
    asked say said remember forgot forget lost delete deleted save saved back backup came come
    go went gone going turn turned happen happened hold held know knew think thought try tried
    use used search searching pick picked choose select open download downloaded buy bought sell
    rent rented learn taking took make making sort organize organise move moved copy copied
    display play add added include included find bring lands land arrives arrive rolled keeps
    crashing crashed loading load sync synced stored store store wish hope miss missed post
    posting posted taken captured received uploading downloading backed getting having doing flick
    being coming giving putting
    """)

  /// Verbs that only carry the game, sport or dance named after them: the object is the subject
  /// (`Priya playing cricket` → `cricket`, `doing the haka` → `haka`).
  static let lightVerbs = words("playing doing")

  /// Nouns that stand for the photos already named: what comes after them narrows those photos
  /// (`not the ones from the casino`, `not the stuff from the pub`).
  static let placeholderNouns = words("one ones stuff bits")

  /// Adverbs that start a sentence still narrowing the photos asked for (`Just the ones without
  /// Dad in them`, `Only the ones from Sunday`).
  static let focusAdverbs = words("just only mainly mostly especially esp")

  /// Units of camera, phone and storage specifications, written after a number (`85mm`, `4K`,
  /// `240fps`, `200GB`) or alone (`kitne GB`): gear talk, not the person's photos (section 1).
  static let specUnits = words("mm fps gb tb mb mp megapixel megapixels k p hz mah")

  /// Verbs of making new photos: a cue after one is a capture, not a search (section 1).
  static let captureVerbs = words(
    """
    take takes taking film filming shoot shooting record recording snap snapping capture capturing
    photograph photographing click clicking screenshot screenshotting skiet prends prenez prendre
    """)

  /// Photography talk and services (section 1 negatives), as folded token sequences.
  static let talkPatterns: [[String]] = [
    ["how", "to"], ["how", "do"], ["how", "does"], ["how", "can"], ["how", "many"],
    ["how", "much"], ["how", "should"], ["how", "long"], ["tips"], ["ideas"], ["requirements"],
    ["tutorial"], ["lightroom"], ["photoshop"], ["canva"], ["snapseed"], ["vsco"],
    ["picsart"], ["bigger", "picture"], ["where", "can", "i", "get"],
    ["where", "can", "i", "print"],
    ["where", "can", "i", "buy"], ["where", "can", "i", "develop"], ["where", "to", "print"],
    ["where", "to", "get"], ["photography"], ["photographer"], ["photographers"], ["on", "sale"],
    ["for", "sale"], ["about"], ["camera", "settings"], ["best", "camera"], ["how", "come"],
    ["is", "on"], ["app"], ["apps"], ["editing"], ["editor"], ["software"], ["website"],
    // idioms with a cue word
    ["picture", "this"], ["worth", "a", "thousand"], ["out", "of", "the", "picture"],
    ["picture", "perfect"], ["get", "the", "picture"], ["big", "picture"],
    ["pretty", "as", "a", "picture"],
    ["in", "the", "picture", "now"], ["shots", "fired"], ["call", "the", "shots"], ["big", "shot"],
    ["spitting", "image"], ["in", "the", "picture"], ["still", "in", "the", "picture"],
    ["picture", "house"], ["picture", "houses"], ["the", "pictures", "last"],
    ["to", "the", "pictures"], ["at", "the", "pictures"], ["in", "my", "head"],
    ["out", "of", "my", "head"], ["in", "my", "mind"], ["mental", "image"], ["public", "image"],
    ["best", "picture", "award"], ["won", "best", "picture"], ["best", "picture", "at"],
    ["best", "picture", "oscar"], ["winning", "best", "picture"], ["wins", "best", "picture"],
    ["best", "shot", "at"], ["her", "best", "shot"],
    ["his", "best", "shot"], ["my", "best", "shot"], ["your", "best", "shot"],
    ["their", "best", "shot"], ["our", "best", "shot"], ["long", "shot"], ["cheap", "shot"],
    ["parting", "shot"], ["mug", "shot"], ["shots", "on", "goal"], ["shot", "on", "goal"],
    ["shots", "at", "goal"], ["shot", "at", "goal"], ["shot", "on", "target"],
    ["shots", "on", "target"], ["game", "of", "snap"], ["oh", "snap"], ["snap", "out", "of"],
    ["snap", "decision"], ["cold", "snap"], ["in", "a", "snap"], ["shot", "of", "whisky"],
    ["shot", "of", "tequila"], ["shot", "of", "vodka"], ["shots", "of", "tequila"],
    ["shots", "of", "espresso"], ["shot", "of", "espresso"], ["shots", "in", "my"],
    ["get", "the", "picture"], ["paint", "a", "picture"], ["paints", "a", "picture"],
    ["picture", "of", "health"], ["image", "is", "everything"], ["print", "photos", "on"],
    ["photos", "printed"], ["pictures", "printed"], ["pics", "printed"], ["photo", "printing"],
    ["id", "photo"], ["id", "photos"], ["id", "pictures"], ["id", "picture"], ["lens"],
    // the photo on an identity document
    // (a passport photo someone took is one of theirs: `the passport photo I took of Grandad`)
    ["ic", "photo"], ["ica", "photo"], ["nric", "photo"], ["licence", "photo"],
    ["license", "photo"],
    ["lenses"], ["what", "a", "shot"], ["what", "a", "picture"],
    ["what", "a", "snap"],
    // what a picture shows, said of a work or a scene (`that Banksy is a picture of a girl`)
    ["is", "a", "picture", "of"], ["is", "a", "photo", "of"], ["is", "an", "image", "of"],
    ["was", "a", "picture", "of"], ["was", "a", "photo", "of"], ["'s", "a", "picture", "of"],
    ["'s", "a", "photo", "of"], ["is", "a", "painting"], ["is", "a", "drawing"],
    // galleries, exhibitions and gear
    ["exhibition"], ["on", "display"], ["any", "good", "for"], ["better", "for"],
    ["is", "it", "worth"], ["worth", "it"], ["who", "did", "your"], ["recommend", "a"],
    ["book", "someone"], ["magkano"],
    // photos someone has seen: told of, not asked for
    ["did", "you", "see"], ["did", "u", "see"], ["have", "you", "seen"], ["have", "u", "seen"],
    ["you", "seen"], ["u", "seen"], ["is", "all", "over"], ["are", "all", "over"],
    ["was", "all", "over"], ["were", "all", "over"],
    // other people's photos: the news and the papers
    ["on", "the", "news"], ["in", "the", "news"], ["in", "the", "paper"], ["in", "the", "papers"],
    ["on", "the", "front", "of"], ["front", "page"], ["on", "tv"], ["on", "telly"],
    ["went", "viral"], ["gone", "viral"], ["ran", "a", "picture"], ["ran", "a", "photo"],
    ["had", "a", "picture"], ["had", "a", "photo"], ["give", "it", "a", "shot"],
    ["album", "drops"], ["new", "album"], ["album", "out"], ["better", "camera"],
    ["good", "camera"], ["photo", "centre"], ["photo", "center"], ["photo", "studio"],
    // the activity, not photos: `photo taking not allowed`, `a shop for photo scanning`
    ["photo", "taking"], ["picture", "taking"], ["photo", "scanning"], ["photo", "printing"],
    ["photo", "editing"], ["photo", "restoration"],
    // sport: the shot of a match
    ["shot", "of", "the", "tournament"], ["shot", "of", "the", "match"],
    ["shot", "of", "the", "game"],
    ["shot", "of", "the", "season"], ["shot", "of", "the", "series"],
    ["shot", "of", "the", "final"],
    // other people's media
    ["youtube"], ["tiktok"], ["netflix"], ["trailer"], ["cinema"], ["theater"], ["theatre"],
  ]

  /// Markers that put the photos in the future: they do not exist yet (section 1).
  static let futurePatterns: [[String]] = [
    ["i'll"], ["we'll"], ["ill", "send"], ["i", "will"], ["we", "will"], ["going", "to"],
    ["gonna"], ["tomorrow"], ["next"], ["upcoming"], ["incoming"], ["soon"], ["once", "the"],
    ["once", "we"],
    ["once", "they"], ["once", "i"], ["once", "you"], ["should"],
    ["when", "i", "get"],
    ["when", "we", "get"], ["let", "'s"], ["lets"], ["remember", "to"], ["don't", "forget"],
    ["dont", "forget"], ["need", "a", "new"], ["need", "new"], ["want", "to", "take"],
    ["make", "sure", "you", "get"], ["make", "sure", "to", "get"], ["be", "sure", "to", "get"],
    // photos a school or a studio will take, and prints to be ordered
    ["will", "take"], ["will", "be", "taken"], ["to", "be", "taken"], ["can", "be", "ordered"],
    ["be", "ordered"],
  ]

  /// Words that end the photo-search part (decision 4: purpose phrases, new clauses).
  static let clauseBreaks = words("for because cause so when while once if since i've ive")
}
