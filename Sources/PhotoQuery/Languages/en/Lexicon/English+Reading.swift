extension English {
  /// The words the engine reads to find the photo-search part and join subject words.
  static let readingWords = ReadingWords(
    subjectPronouns: words("i we he she they it you mum"),
    clauseVerbs: words(
      """
      is are was were 's 're has have had wants want needs need will would can could says said
      asked asks loves made
      """),
    destinationLeads: words("to on onto into in"),
    puttingVerbs: words(
      """
      send post upload share forward email airdrop put add move copy save transfer chuck flick
      whatsapp text
      """),
    photoHolders: words(
      """
      group chat gc drive album folder calendar story feed wall fridge cloud computer laptop
      phone whatsapp insta instagram facebook fb dropbox icloud gdrive frame slideshow
      scrapbook website site page blog newsletter card email thread channel server tv
      """),
    travelNouns: words(
      """
      trip trips visit holiday holidays vacation drive flight journey move excursion outing
      cruise ride walk hike way road back
      """),
    postpositions: words("ki ka ke wale wala wali waale"),
    ingNouns: words(
      """
      building painting ceiling clothing evening morning wedding icing stuffing frosting ring
      string king spring swing wing thing pudding dumpling bedding railing lighting landing
      carving filling topping housewarming offering sibling earring earrings ceiling dressing
      sing outing gathering meeting christening opening reading tasting viewing fishing hiking
      camping skiing sailing shopping wedding boxing
      """),
    eventHeads: words(
      """
      party parties trip trips wedding birthday vacation holiday concert game match recital
      show festival parade picnic reunion ceremony dinner lunch brunch breakfast bbq barbecue
      hike race tournament day night class lesson camp practice
      """),
    sceneOverheadConcepts: words("sky weather interior"),
    activityConcepts: words("sport event celebration party"),
    hedgeWords: words("think reckon guess believe maybe probably pretty sure"),
    motionVerbs: words(
      """
      went go goes going gone travelled traveled drove flew headed moved came walked hiked
      sailed cycled rode
      """),
    pronounContractions: words(
      "i'm im they're theyre we're he's she's i'd we'd they'd i'll we'll they'll we've they've"),
    questionAuxiliaries: words("did do does can could is are have has will would"),
    clauseLinks: words("when where that which while who"))
}
