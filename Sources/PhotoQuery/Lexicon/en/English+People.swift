extension English {
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
    var all = singular.union(plurals)
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

  /// Titles that make one person value with the following name (decision 6: `Aunt Carol`).
  static let personTitles = words(
    """
    aunt auntie aunty uncle grandma grandpa granny grandad granddad gran nan nana nanna cousin
    mr mrs ms miss dr sir lady lord saint st prof professor coach captain
    """)

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
