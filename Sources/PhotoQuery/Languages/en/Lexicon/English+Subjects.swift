extension English {
  /// Seasons and parts of the day that, bare before a noun, name a kind of thing with it (rule 8:
  /// `dawn service`, `autumn leaves`, `fall colours`, `night market`). Weekdays are left out: a
  /// weekday before a noun is most often the day and the thing (`Saturday brunch`), and a holiday
  /// may end on one (`Remembrance Sunday`).
  static let periodModifiers = words(
    "summer winter spring autumn fall morning evening night dawn dusk midnight")

  /// Nouns after a season or weekday that make a time of it, not a thing (decision 27: `summer
  /// holidays`, `winter break`, `spring term`).
  static let periodHeads = words(
    "holiday holidays hols break breaks term terms vacation vacay weekend weekends semester")

  /// Personal events and common subject nouns the contract names (rule 3 and section 2).
  static let eventNouns = words(
    """
    birthday birthdays wedding weddings graduation graduations concert concerts party parties
    vacation vacations trip trips holiday holidays honeymoon anniversary anniversaries recital
    recitals game games match matches reunion reunions picnic picnics barbecue barbecues bbq
    festival festivals parade parades ceremony ceremonies prom baptism christening shower
    showers brunch dinner dinners lunch breakfast feast hike hikes hiking camping campout
    sleepover playdate play show shows gig gigs tournament race races marathon performance
    recital quiz wedding reception engagement funeral retirement housewarming launch
    beach mountains mountain lake park zoo garden sunset sunrise snow fireworks food city
    museum pool temple church market restaurant cafe pub bar farm forest desert river waterfall
    """
  ).union(regionalSubjects)

  /// Things, places and events of the English of the ten locales that WordNet does not know as
  /// nouns (or knows in another sense: `bach` as a verb): subjects (rule 1, decision 22).
  static let regionalSubjects = words(
    """
    bach baches crib marae hui hangi tangi haka kapa powhiri waka
    braai braais potjie bioscope stoep naartjie bakkie kombi
    schoolies formal muck-up esky ute servo barbie arvo-tea footy
    ceilidh hooley feis hurling camogie gaa sesh trad debs
    haldi mehndi mehendi sangeet baraat pheras puja pooja mela garba dandiya aarti
    visarjan rangoli kolam pandal satsang
    debut fiesta lechon merienda pasalubong simbang gabi karaoke videoke despedida binyag
    kopitiam hawker void-deck pasar malam steamboat makan
    """)

  /// Modifiers that narrow a subject and stay with their noun (rule 8: `red car`, `frozen lake`).
  static let subjectModifiers = words(
    """
    red blue green yellow orange purple pink black white grey gray brown golden silver frozen
    snowy sunny rainy foggy misty cloudy stormy icy autumnal wooden vintage classic
    first second third fourth fifth sixth seventh eighth ninth tenth last big small tall
    huge giant baby wild northern southern eastern western full half surprise school family
    high middle elementary primary secondary junior senior
    birthday christmas wedding dance bike road beach summer winter spring autumn fall
    """)

  /// Holiday + noun compounds that name a kind of thing (decision 8), as folded token sequences.
  static let holidayCompounds = words(
    """
    christmas_tree christmas_trees christmas_lights christmas_market christmas_markets
    christmas_card christmas_cards christmas_jumper christmas_jumpers christmas_sweater
    christmas_sweaters christmas_decorations christmas_ornaments christmas_cookies
    christmas_stocking christmas_stockings christmas_wreath christmas_presents christmas_gifts
    christmas_village christmas_pudding christmas_cake easter_egg easter_eggs easter_basket
    easter_baskets easter_bunny easter_bonnet halloween_costume halloween_costumes
    halloween_decorations halloween_pumpkin halloween_pumpkins halloween_candy
    valentine_card valentines_card diwali_lamps diwali_lights diwali_sweets
    hanukkah_candles menorah_candles summer_camp summer_holidays winter_wonderland
    """)

  /// Adjectives about the photo itself, never values (rule 8).
  static let photoAdjectives = words(
    """
    best favorite favourite favorites favourites fav fave favs faves blurry blurred sharp good great nice bad
    worst old older oldest recent latest newest new cute funny lovely beautiful pretty nice
    amazing awesome dark bright overexposed underexposed grainy random all any some every
    those these that this few more most other others ones one whole hidden deleted edited
    unedited original duplicate duplicates similar top starred hearted liked shared saved
    recently perfect gorgeous stunning incredible fantastic wonderful brilliant epic lekker
    magnificent spectacular breathtaking
    """)
}

extension English {
  /// Words that belong to time phrases; the time recogniser reads them and subjects never take them.
  static let timeWords = words(
    """
    january february march april may june july august september october november december jan feb
    mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter monday tuesday
    wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun last
    next this past previous ago yesterday today tonight tomorrow morning afternoon evening night
    nights midnight noon dawn dusk weekend weekends week weeks month months year years day days
    decade decades century early late mid earlier later recently christmas xmas easter halloween
    thanksgiving diwali holi eid hanukkah passover ramadan navratri pongal carnival new years
    eve valentine valentine's o'clock am pm season seasons hour hours minute minutes quarter
    """)
}
