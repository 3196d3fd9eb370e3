extension English {
  /// Words of size or age before `one` / `ones` that name the children (decision 24: `the small
  /// ones`, `the little ones`, `lil one`, `the wee ones`).
  static let childModifiers = words("little lil small wee young tiny littlest smallest younger")

  /// Kinship, roles and groups of people (section 2: who values), with plural forms.
  static let peopleWords: Set<String> = {
    let singular = words(
      """
      mom mum mother mommy mummy mama mamma ma momma dad father daddy papa pa pop grandma grandpa
      grandmother grandfather granny grandad granddad gramps gran nan nana nanna nanny nonna nonno
      abuela abuelo oma opa grandparent grandchild grandkid grandson granddaughter wife husband
      spouse partner boyfriend girlfriend fiance fiancee bf gf hubby wifey son daughter kid child
      baby babies toddler brother sister sibling bro sis cousin aunt auntie aunty uncle niece
      nephew parent stepmom stepdad stepson stepdaughter stepbrother stepsister godmother godfather
      godson goddaughter godchild family families friend bestie bff buddy pal mate team teammate
      classmate colleague coworker roommate flatmate housemate neighbour neighbor boss student
      teacher coach bride groom bridesmaid groomsman twin triplet girl boy guy lady gentleman
      appa amma achan amma ammachi paati thatha nani nana dadi dada chacha chachi mausi bua
      bhaiya didi bhai behen akka anna tata baba babushka everyone everybody crew gang squad
      folks people guys ladies gals newborn infant teen teenager youngster grandbaby lad lads
      lass lasses missus missis fam bros kiddies littles bub bubs bairn bairns
      """)
    let plurals = words(
      """
      moms mums mothers dads fathers grandmas grandpas grandmothers grandfathers grannies
      grandparents grandchildren grandkids grandsons granddaughters wives husbands partners
      boyfriends girlfriends sons daughters kids children kiddos toddlers brothers sisters
      siblings cousins aunts aunties uncles nieces nephews parents friends besties buddies pals
      mates teammates classmates colleagues coworkers roommates flatmates neighbours neighbors
      students teachers twins triplets girls boys bridesmaids groomsmen in-laws inlaws relatives
      relations nephews godchildren guests
      """)
    var all = singular.union(plurals).union(kinWordsOfOtherLanguages).union(kinTableWords)
    // Hokkien and Cantonese kin terms of Singapore and Malaysia, written as two words.
    for kin in ["ma", "gong", "po", "pa", "mah", "yi", "kong", "boy", "girl", "ma ma"] {
      all.insert("ah " + kin)
    }
    // Vietnamese grandparents by side, written as two words: `bà nội`, `ông ngoại`.
    // Folded forms, as the lookup sees them (no tone marks).
    for elder in ["ba", "ong"] {
      for side in ["noi", "ngoai"] { all.insert(elder + " " + side) }
    }
    // Hyphenated kin: `great-grandma`, `step-dad`, `half-sister`, `great-great-grandpa`.
    for base in [
      "grandma", "grandpa", "grandmother", "grandfather", "granny", "grandad", "gran", "nan",
      "aunt", "auntie", "uncle", "grandparents", "grandkids", "grandchildren", "grandson",
      "granddaughter", "nana", "nanna",
    ] {
      all.insert("great - " + base)
      all.insert("great - great - " + base)
    }
    for base in [
      "mom", "mum", "dad", "mother", "father", "brother", "sister", "son", "daughter", "kids",
      "parent", "parents", "sibling", "siblings",
    ] {
      all.insert("step - " + base)
      all.insert("half - " + base)
    }
    all.insert("in - laws")
    all.insert("in - law")
    all.insert("mother - in - law")
    all.insert("father - in - law")
    all.insert("sister - in - law")
    all.insert("brother - in - law")
    all.insert("grand - kids")
    all.insert("grand - children")
    return all
  }()

  /// Kin and address words of languages spoken alongside English in the ten locales (decision
  /// 24): who values when they name people in the photos. Folded, multi-word forms as tokens.
  static let kinWordsOfOtherLanguages = words(
    """
    lola lolo lolas lolos tita tito titas titos kuya ading inay itay nanay tatay
    ninang ninong apo pinsan bunso bata anak barkada tropa kumare kumpare
    primo prima primos primas hermano hermana hermanos hermanas sobrino sobrina nieto nieta
    nietos nietas tíos tías tios tias familia
    ouma oupa tannie oom boet sussie wean weans bairn ex exes
    gogo mkhulu ugogo umkhulu makhulu malume sisi bhuti mama tata baba
    kuia koro nanny whanau whānau tamariki mokopuna moko mokos tuakana teina matua whaea
    mam mammy mams granda grandda da laaitie laaities laaitjie laaitjies lighties
    nenek atuk datuk opah abah abang kakak adik makcik pakcik
    popo gonggong yeye nainai laolao laoye waipo waigong mama baba gege jiejie didi meimei
    ahma ahgong ahpa ahpo ahmah ahyi ahboy ahgirl shushu ayi
    amma appa paati thatha achan ammachi appachan ammamma ammumma patti thaatha
    nani nana dadi dada nanu chacha chachi mausi mausa bua fufa mami mama masi
    bhaiya didi bhai behen bhabhi jiju paaji paji veerji dadaji dadiji naniji nanaji chachu
    chommie chommies chom
    akka anna thambi thangachi
    mamó daideó seanmháthair mamo daideo nain taid
    babcia dziadek babushka dedushka oma opa omi opi nonna nonno abuela abuelo abuelita abuelito
    tia tio tía tío vovó vovô avó avô yaya papou yiayia giagia pappou pappous papous teta jiddo
    sitti bibi babu bà ông mémère memere pépère pepere mémé pépé
    halmeoni harabeoji halmoni obaachan ojiichan baachan jiichan
    """)

  /// Titles that make one person value with the following name (decision 6: `Aunt Carol`),
  /// English and the kin titles of other languages (`Tito Ben`, `Tannie Marie`, `Nanay Luz`, and
  /// the Hokkien and Cantonese `Ah` of `Ah Ling`).
  static let personTitles = words(
    """
    aunt auntie aunty uncle grandma grandpa granny grandad granddad gran nan nana nanna cousin
    mr mrs ms miss dr sir lady lord prof professor coach captain fr rev revd pastor
    tito tita tio tia lola lolo kuya ate ninang ninong nanay tatay tannie oom tante onkel
    makcik pakcik mak cik datuk tok nenek aunty-ji uncle-ji chacha chachi mama mausi bua
    didi akka chechi chetta bhabhi jiju paaji paji veerji bhaiya ah
    """
  ).union(kinTableTitles)

  /// Pronouns for the owner or the owner's group.
  static let selfPronouns = words("me myself us ourselves")

  /// Words after which `me` / `us` is a person in the photo rather than a recipient.
  static let selfPronounLeads = words(
    "of with and & , featuring including both just only plus alongside without except excluding")

  /// Pet species (decision: a pet's name is who, the species what).
  static let petWords = words(
    """
    dog dogs puppy puppies pup pups doggy doggo cat cats kitten kittens kitty hamster rabbit bunny
    horse pony parrot bird fish turtle tortoise guinea pig ferret goldfish lizard snake chicken
    chickens goat
    """)

  /// Non-narrowing modifiers of people, dropped from values (decision 6).
  static let nonNarrowingModifiers = words(
    "little lil whole entire dear sweet lovely beautiful cute darling wee tiny young baby's")
}
