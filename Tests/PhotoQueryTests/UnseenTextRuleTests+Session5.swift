import Foundation
import Testing

@testable import PhotoQuery

/// The rules added after the eighth blind set (issue 14, fifth round), on sentences of our own.
@Suite("Rules for unseen text: statements, compounds, places typed bare")
struct UnseenTextRuleTestsSession5 {
  @Test("a statement about photos with nothing asked is not a search")
  func statements() {
    #expect(
      !EngineTestSupport.read("Gran's photos of Rotorua on her wall are lovely").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the Breakfast Show had some great clips of the parade").isPhotoSearch
    )
    // a clause inside the request describes the photos asked for
    #expect(EngineTestSupport.read("photos of Milo when he was tiny").isPhotoSearch)
    #expect(EngineTestSupport.read("pics of the curry we had in Leeds").isPhotoSearch)
    // a relayed request is still one
    #expect(
      EngineTestSupport.read("Nora was asking about the clips from the regatta").isPhotoSearch)
    // someone has something, and nothing is asked
    #expect(
      !EngineTestSupport.read("Dad's pics from Galway are class, he's got an eye").isPhotoSearch)
  }

  @Test("someone named posting photos is their post, even first in the sentence")
  func namedPoster() {
    #expect(!EngineTestSupport.read("Kavya posted heaps of pics from Hampi on insta").isPhotoSearch)
  }

  @Test("a singular cue before a common noun in a message is a compound, not photos")
  func cueCompounds() {
    #expect(
      !EngineTestSupport.read("the video wall at the airport in Changi was down today")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("selfie point near the fort was so crowded").isPhotoSearch)
    // a word for a set of photos keeps the cue
    #expect(EngineTestSupport.read("send me the photo dump from Phuket").isPhotoSearch)
    // a search box keeps the kind
    #expect(EngineTestSupport.read("selfie beach", .search).mediaKinds == ["selfies"])
  }

  @Test("burst as a verb is no media kind")
  func burstVerb() {
    #expect(
      !EngineTestSupport.read("the water main burst on Tuesday and flooded Main St").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the burst of the dog jumping").mediaKinds == ["bursts"])
  }

  @Test("places typed bare: compass regions, owned heads, place leads, hyphenated names")
  func barePlaces() {
    #expect(
      EngineTestSupport.read("cycling east coast", .search, locale: "en_SG").whereTexts == [
        "east coast"
      ])
    #expect(
      EngineTestSupport.read("kayaking hanlan's point", .search, locale: "en_CA").whereTexts == [
        "hanlan's point"
      ])
    #expect(
      EngineTestSupport.read("mt ruapehu skiing", .search, locale: "en_NZ").whereTexts == [
        "mt ruapehu"
      ])
    #expect(
      EngineTestSupport.read("pics of the sunset in ile-ife", locale: "en_US").whereTexts
        .contains("ile-ife"))
  }

  @Test("a run of capitals splits at a place the gazetteer knows at either end")
  func runsSplitAtPlaces() {
    let reading = EngineTestSupport.read("Aoife Doherty Galway 2022", .search, locale: "en_IE")
    #expect(reading.whoTexts == ["Aoife Doherty"])
    #expect(reading.whereTexts == ["Galway"])
  }

  @Test("an excluded first kind leaves the request before it; no + kind before a comma")
  func exclusionsFirst() {
    let reading = EngineTestSupport.read("send me everything from the regatta except the clips")
    #expect(reading.whatTexts == ["regatta"])
    #expect(reading.excludedMediaKinds == ["videos"])
    let leading = EngineTestSupport.read("no screenshots, just the photos of the lake")
    #expect(leading.excludedMediaKinds == ["screenshots"])
    #expect(leading.mediaKinds.isEmpty)
    #expect(!EngineTestSupport.read("no videos allowed at the ceremony").isPhotoSearch)
  }

  @Test("photos promised or framed later are photos that exist; a time ahead is the sending")
  func promisedPhotos() {
    #expect(EngineTestSupport.read("gonna print the pics of Ruth from the reunion").isPhotoSearch)
    #expect(!EngineTestSupport.read("I'll send the photos tomorrow").isPhotoSearch)
    #expect(!EngineTestSupport.read("I'll take pics of the kids at the fair").isPhotoSearch)
  }

  @Test("a doubled letter is a typo of a four-letter cue; what about asks")
  func cueTypos() {
    #expect(EngineTestSupport.read("any vidss from the gala?").mediaKinds == ["videos"])
    #expect(EngineTestSupport.read("what about the photos from the regatta").isPhotoSearch)
  }

  @Test("the little ones are the children; a name before the and a pet word is the pet")
  func childrenAndPets() {
    #expect(EngineTestSupport.read("pics of the wee ones at the farm").whoTexts == ["wee ones"])
    let pet = EngineTestSupport.read("Waffles the cat", .search)
    #expect(pet.whoTexts == ["Waffles"])
    #expect(pet.whatTexts == ["cat"])
    #expect(EngineTestSupport.read("Thandiwe Mokoena", .search).whoTexts == ["Thandiwe Mokoena"])
  }

  @Test("a verb told to the listener before me or us is no subject")
  func imperatives() {
    #expect(!EngineTestSupport.read("show me the pictures").isPhotoSearch)
    #expect(EngineTestSupport.read("show us the pics of the show").whatTexts == ["show"])
  }

  @Test("raw at the end of a search field query is the file kind")
  func trailingRaw() {
    #expect(EngineTestSupport.read("milford sound raw", .search).mediaKinds == ["raw"])
    #expect(EngineTestSupport.read("raw oysters", .search).mediaKinds.isEmpty)
  }

  @Test("a capitalised noun after a person's possessive is their event, not a place")
  func ownedCapitalisedNouns() {
    let reading = EngineTestSupport.read("photos from Aoibhe's Graduation in May")
    #expect(reading.whoTexts == ["Aoibhe"])
    #expect(reading.whatTexts == ["Graduation"])
  }

  @Test("Hinglish light verbs and auxiliaries are never values (decision 24)")
  func hinglishVerbs() {
    let reading = EngineTestSupport.read(
      "Goa trip ki pics bhejo na, jo liye the beach pe, send kar do", locale: "en_IN")
    #expect(reading.whatTexts.allSatisfy { !["liye", "kar"].contains($0) })
    #expect(
      EngineTestSupport.read("pics kahapon sa mall", locale: "en_PH").whenTexts == ["kahapon"])
  }

  @Test("one capitalised occasion noun after the is the event; a landmark named by a thing stays")
  func capitalisedOccasions() {
    let regatta = EngineTestSupport.read("pics of the twins at the Regatta", locale: "en_GB")
    #expect(regatta.whatTexts == ["Regatta"])
    #expect(regatta.whereTexts.isEmpty)
    #expect(
      EngineTestSupport.read("photos from the Shard", locale: "en_GB").whereTexts == ["Shard"])
    #expect(EngineTestSupport.read("the March photos").whenTexts == ["March"])
  }

  @Test("a search field keeps nouns side by side as one subject, unless the sky, weather or a room")
  func searchFieldCompounds() {
    #expect(EngineTestSupport.read("pony ride", .search).whatTexts == ["pony ride"])
    #expect(EngineTestSupport.read("lake sunrise", .search).whatTexts == ["lake", "sunrise"])
    #expect(EngineTestSupport.read("cake kitchen", .search).whatTexts == ["cake", "kitchen"])
  }

  @Test("a bare season or part of the day before a noun names a kind of thing")
  func periodCompounds() {
    let reading = EngineTestSupport.read("pics of the evening market in Hoi An")
    #expect(reading.whatTexts == ["evening market"])
    #expect(reading.whenTexts.isEmpty)
    #expect(EngineTestSupport.read("winter coats", .search).whatTexts == ["winter coats"])
    #expect(EngineTestSupport.read("photos from last winter").whenTexts == ["last winter"])
    #expect(EngineTestSupport.read("winter break photos", .search).whenTexts == ["winter break"])
  }

  @Test("where the photos go, a relative clause and a new clause after a comma are no values")
  func clauseEnds() {
    #expect(
      EngineTestSupport.read("upload the videos from the recital to the shared album").whatTexts
        == ["recital"])
    #expect(
      EngineTestSupport.read("send the pics from our trip to Fiji").whereTexts == ["Fiji"])
    #expect(
      EngineTestSupport.read("any pics of the possum that raided the bins").whatTexts == [
        "possum"
      ])
    #expect(
      EngineTestSupport.read("pics of Gran from her 90th, Uncle Tom is making a card").whoTexts
        == ["Gran"])
  }

  @Test("a noun phrase after a question goes on naming the photos")
  func fragmentsAfterQuestions() {
    let reading = EngineTestSupport.read("any pics from the wedding? the cake and the band")
    #expect(reading.whatTexts == ["wedding", "cake", "band"])
    #expect(
      EngineTestSupport.read("any pics from the wedding? the kids want some").whoTexts.isEmpty)
  }

  @Test("a cue inside a capitalised name, and what a picture shows, are no search")
  func namesAndDepictions() {
    #expect(!EngineTestSupport.read("is Boots Photo in Leeds open on Sunday?").isPhotoSearch)
    #expect(!EngineTestSupport.read("the mural in Fitzroy is a picture of a whale").isPhotoSearch)
  }

  @Test("coordinated with a person or doing something, an unknown capital is a person")
  func peopleByContext() {
    #expect(
      EngineTestSupport.read("photos of Tama and Wiremu at the marae", locale: "en_NZ").whoTexts
        == ["Tama", "Wiremu"])
    #expect(
      EngineTestSupport.read("photos of Rotorua and Taupo", locale: "en_NZ").whereTexts == [
        "Rotorua", "Taupo",
      ])
  }

  @Test("a titled owner is one where value with the place")
  func titledOwners() {
    #expect(
      EngineTestSupport.read("pics from Aunty Mei's house", locale: "en_SG").whereTexts == [
        "Aunty Mei's house"
      ])
    #expect(
      EngineTestSupport.read("pics of the rangoli at Sharma uncle's place", locale: "en_IN")
        .whereTexts == ["Sharma uncle's place"])
  }

  @Test("a given name that is also a month, before a surname, is the person; downtown is a thing")
  func namesAndDowntown() {
    #expect(EngineTestSupport.read("photos of Jun Hao at the zoo").whoTexts == ["Jun Hao"])
    let downtown = EngineTestSupport.read("pics from downtown Ottawa", locale: "en_CA")
    #expect(downtown.whatTexts == ["downtown"])
    #expect(downtown.whereTexts == ["Ottawa"])
    #expect(
      EngineTestSupport.read("pics from the barbecue at the Nguyens'").whereTexts == ["Nguyens'"])
    let split = EngineTestSupport.read("selfies with Aroha Rotorua", .search, locale: "en_NZ")
    #expect(split.whoTexts == ["Aroha"])
    #expect(split.whereTexts == ["Rotorua"])
  }

  @Test("a named place after a period of life ends it and is the place")
  func lifePeriodThenPlace() {
    let reading = EngineTestSupport.read("pics from when we lived in the flat in Leeds")
    #expect(reading.whereTexts == ["Leeds"])
    let uni = EngineTestSupport.read("photos from when I was at college in Galway", locale: "en_IE")
    #expect(uni.whenTexts == ["when I was at college"])
    #expect(uni.whereTexts == ["Galway"])
  }

  @Test("more ways to leave something out (decision 30)")
  func exclusionPhrasings() {
    #expect(
      EngineTestSupport.read("pics from the gala but skip the selfies").excludedMediaKinds == [
        "selfies"
      ])
    #expect(
      EngineTestSupport.read("photos of the cousins, no Kieran").excludedWho.map(\.text) == [
        "Kieran"
      ])
    #expect(
      EngineTestSupport.read("pics from the fete except for the ones of Trevor").excludedWho.map(
        \.text) == ["Trevor"])
    #expect(
      EngineTestSupport.read("pics from Rome, don't need the videos").excludedMediaKinds == [
        "videos"
      ])
  }

  @Test("a search field holds no verbs; st opens a place; a possessed capital is an event")
  func searchNounsAndSaints() {
    #expect(
      EngineTestSupport.read("boxing day haul", .search, locale: "en_GB").whatTexts == ["haul"])
    #expect(
      EngineTestSupport.read("st ives surfing", .search, locale: "en_GB").whereTexts == ["st ives"])
    #expect(
      EngineTestSupport.read("photos of Niamh's Debut from June", locale: "en_IE").whatTexts == [
        "Debut"
      ])
  }

  @Test("holidays and school breaks the blind sets named, each one line in a table")
  func namedDays() {
    #expect(
      EngineTestSupport.read("stephens day swim", .search, locale: "en_IE").whenTexts == [
        "stephens day"
      ])
    #expect(
      EngineTestSupport.read("remembrance sunday parade", .search, locale: "en_GB").whenTexts == [
        "remembrance sunday"
      ])
    #expect(
      EngineTestSupport.read("bloomsday 2019", .search, locale: "en_IE").whenTexts == [
        "bloomsday 2019"
      ])
    #expect(
      EngineTestSupport.read("pics from holy week", locale: "en_PH").whenTexts == ["holy week"])
    #expect(
      EngineTestSupport.read("pics from the easter break", locale: "en_AU").whenTexts == [
        "easter break"
      ])
  }
}
