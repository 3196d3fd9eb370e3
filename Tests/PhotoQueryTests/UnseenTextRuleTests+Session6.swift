import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the sixth round (issue 14; blind set L read, set K held out), on sentences
/// of our own.
@Suite("Rules for unseen text: named events, brands, names of other cultures, promised photos")
struct UnseenTextRuleTestsSession6 {
  @Test("an event named after a person or with a holiday in its name is one subject")
  func namedEventsHoldingNames() {
    #expect(
      EngineTestSupport.read("pics from the Ed Sheeran concert").whatTexts == [
        "Ed Sheeran concert"
      ])
    #expect(
      EngineTestSupport.read("photos from the Royal Easter Show with Gran").whatTexts == [
        "Royal Easter Show"
      ])
    // a holiday alone before the head keeps its time
    let parade = EngineTestSupport.read("pics of the Christmas Day parade")
    #expect(parade.whatTexts == ["parade"])
    #expect(parade.whenTexts == ["Christmas Day"])
    // a place the gazetteer knows keeps its place
    let sydney = EngineTestSupport.read("photos from the Sydney concert")
    #expect(sydney.whereTexts == ["Sydney"])
    #expect(sydney.whatTexts == ["concert"])
  }

  @Test("a capitalised name after an article narrows the noun after it")
  func brandsAfterArticle() {
    #expect(
      EngineTestSupport.read("screenshots of the Uber receipts from May").whatTexts == [
        "Uber receipts"
      ])
    #expect(
      EngineTestSupport.read("photos of the Booking confirmation").whatTexts == [
        "Booking confirmation"
      ])
    // a family before an activity is who does it
    let family = EngineTestSupport.read("pics of the Morrisons sledding at the park")
    #expect(family.whoTexts == ["Morrisons"])
    #expect(family.whatTexts.contains("sledding"))
    // a known place before a personal event stays the place
    #expect(EngineTestSupport.read("pics of the Goa trip").whereTexts == ["Goa"])
  }

  @Test("a place name English does not use ends a lowercase search-field subject")
  func lowercasePlacesInSearchField() {
    let pools = EngineTestSupport.read("geysers rotorua", .search, locale: "en_NZ")
    #expect(pools.whereTexts == ["rotorua"])
    #expect(pools.whatTexts == ["geysers"])
    // a place head before it makes one name with it
    let lake = EngineTestSupport.read("kayaking lake taupō", .search, locale: "en_NZ")
    #expect(lake.whereTexts == ["lake taupō"])
  }

  @Test("a month word after a kin title is the name")
  func monthWordAfterTitle() {
    #expect(EngineTestSupport.read("tito jun karaoke", .search).whoTexts == ["tito jun"])
    let june = EngineTestSupport.read("lola june 2019", .search)
    #expect(june.whoTexts == ["lola"])
    #expect(june.whenTexts == ["june 2019"])
  }

  @Test("a Chinese given name of two syllables is one person")
  func chineseGivenNames() {
    #expect(
      EngineTestSupport.read("photos of Hui Min and Jia Wei at the zoo", locale: "en_SG")
        .whoTexts == ["Hui Min", "Jia Wei"])
    #expect(
      EngineTestSupport.read("xin yi east coast park", .search, locale: "en_SG").whoTexts == [
        "xin yi"
      ])
    // English words that are also syllables are not names
    #expect(!EngineTestSupport.read("long man beach", .search).whoTexts.contains("long man"))
    #expect(PinyinSyllables.contains("zhuang"))
    #expect(!PinyinSyllables.contains("bong"))
  }

  @Test("a light verb gives way to the game or dance it names")
  func lightVerbs() {
    let cricket = EngineTestSupport.read("pics of Arjun playing cricket at the park")
    #expect(cricket.whatTexts.contains("cricket"))
    #expect(!cricket.whatTexts.contains("playing cricket"))
    // alone it is the activity
    #expect(EngineTestSupport.read("videos of the kids playing").whatTexts == ["playing"])
  }

  @Test("placeholder nouns and focus adverbs carry an exclusion across a sentence")
  func exclusionsInNewSentences() {
    #expect(
      EngineTestSupport.read("photos from the hens party? Only the ones without Steph in them")
        .excludedWhoTexts == ["Steph"])
    #expect(
      EngineTestSupport.read("send the pics from the wedding, not the stuff from the afters")
        .excludedWhatTexts == ["afters"])
  }

  @Test("Taglish person markers and sentence verbs are never values")
  func taglishMarkers() {
    let reading = EngineTestSupport.read(
      "may pics ka ba ng beach trip? yung kasama si Bea", locale: "en_PH")
    #expect(reading.whoTexts == ["Bea"])
    #expect(!reading.whatTexts.contains("kasama"))
    #expect(
      !EngineTestSupport.read("nawala lahat ng photos ko, nasira yung phone", locale: "en_PH")
        .isPhotoSearch)
  }

  @Test("tonight is ahead only before it starts; promised photos keep their filters")
  func tonightAndPromises() {
    let evening = LocalDateTime(year: 2026, month: 7, day: 15, hour: 22)
    #expect(
      EngineTestSupport.read("pics from tonight", at: evening).whenTexts == ["tonight"])
    #expect(!EngineTestSupport.read("pics from tonight").isPhotoSearch)
    let promised = EngineTestSupport.read("I'll send you the pics from Taupo tomorrow")
    #expect(promised.isPhotoSearch)
    #expect(promised.whereTexts == ["Taupo"])
    #expect(promised.whenTexts.isEmpty)
    // the time of handling alone is no filter
    #expect(!EngineTestSupport.read("I'll send the photos this weekend").isPhotoSearch)
  }

  @Test("a holiday before a thing made for it is a time and a subject")
  func holidayBeforeThing() {
    let rangoli = EngineTestSupport.read("diwali rangoli", .search, locale: "en_IN")
    #expect(rangoli.whatTexts == ["rangoli"])
    #expect(rangoli.whenTexts == ["diwali"])
    let turkey = EngineTestSupport.read("thanksgiving turkey", .search)
    #expect(turkey.whatTexts == ["turkey"])
    #expect(turkey.whenTexts == ["thanksgiving"])
  }

  @Test("photos someone made are the person's: the photographer, the passport photo I took")
  func photosSomeoneMade() {
    let sent = EngineTestSupport.read(
      "Nan wants the pics the photographer sent from Mere's 21st at the marae")
    #expect(sent.isPhotoSearch)
    #expect(!sent.whoTexts.contains("photographer"))
    let passport = EngineTestSupport.read("can you find the passport photo I took of Grandpa")
    #expect(passport.whoTexts == ["Grandpa"])
    #expect(!passport.whatTexts.contains("passport"))
    // a passport photo to be made is still talk
    #expect(
      !EngineTestSupport.read("where can I get passport photos done in Hamilton").isPhotoSearch)
  }

  @Test("photos seen, gear, prices and galleries are told of, not asked for")
  func toldOfNotAsked() {
    #expect(!EngineTestSupport.read("did you see the pics Kim posted from Bali?").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the team photo from the final is all over Facebook").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("Air New Zealand has been posting shots of Milford Sound")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("is 128GB enough for 4K videos of the kids?").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the National Portrait Gallery has new portraits of the royals")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("is $300 fair for family photos at the beach?").isPhotoSearch)
    // a request keeps its specification
    #expect(EngineTestSupport.read("send me the 4K videos from the wedding").isPhotoSearch)
  }

  @Test("a capitalised cue in a title is a name; shots done in sport or at the bar are not photos")
  func titlesAndShots() {
    #expect(!EngineTestSupport.read("we watched Picture Day on Netflix last night").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("Google Photos keeps asking me for more storage").isPhotoSearch)
    #expect(
      EngineTestSupport.read("have you got the videos from the Picture This gig in Cork?")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("Kohli hit 6 shots to the boundary last night").isPhotoSearch)
    #expect(!EngineTestSupport.read("we did tequila shots at Maya's birthday").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("did you see the shots LeBron hit in the fourth?").isPhotoSearch)
    #expect(EngineTestSupport.read("send the shots Dad took at the match").isPhotoSearch)
    #expect(
      EngineTestSupport.read("the photo finish shots from sports day").whatTexts.contains(
        "photo finish"))
    // getting photos ahead is a capture; asking who got some is not
    #expect(
      !EngineTestSupport.read("we should stop at the falls so the kids can get pics").isPhotoSearch)
    #expect(EngineTestSupport.read("did anyone get photos at the lake last weekend?").isPhotoSearch)
  }

  @Test("the weekend looking back, the weekend before last, undated periods with their relation")
  func periodsLookingBack() {
    // the reference is Wednesday 15 July 2026
    #expect(
      EngineTestSupport.read("pics from the weekend before last").whenTexts == [
        "weekend before last"
      ])
    #expect(
      EngineTestSupport.read("photos from last monsoon in Kerala", locale: "en_IN").whenTexts == [
        "last monsoon"
      ])
    let spring = EngineTestSupport.read("spring break pics from Cabo")
    #expect(spring.whenTexts == ["spring break"])
    #expect(spring.whatTexts.isEmpty)
    let weekend = EngineTestSupport.read("photos from the weekend")
    guard case .time(let resolution)? = weekend.when.first?.resolution else {
      Issue.record("no time for the weekend")
      return
    }
    #expect(resolution.start == LocalDateTime(year: 2026, month: 7, day: 11))
  }

  @Test("Ah before a name is a title; praise is no subject")
  func ahTitleAndPraise() {
    #expect(
      EngineTestSupport.read("pics from Ah Hock's place", locale: "en_SG").whereTexts == [
        "Ah Hock's place"
      ])
    #expect(
      !EngineTestSupport.read("where ah? need the pics from the beach", locale: "en_SG").whoTexts
        .contains("ah"))
    #expect(EngineTestSupport.read("stunning sunset pics from Bondi").whatTexts == ["sunset"])
  }

  @Test("search boxes: keyboard runs, regions before place nouns, lowercase names with events")
  func searchBoxes() {
    #expect(!EngineTestSupport.read("asdfgh", .search).isPhotoSearch)
    #expect(!EngineTestSupport.read("zxcvb", .search).isPhotoSearch)
    let kerala = EngineTestSupport.read("kerala beach holiday", .search, locale: "en_IN")
    #expect(kerala.whereTexts == ["kerala"])
    // a town's beach is one named place
    #expect(
      EngineTestSupport.read("airlie beach sunset", .search, locale: "en_AU").whereTexts == [
        "airlie beach"
      ])
    let isabella = EngineTestSupport.read("isabella quinceanera", .search)
    #expect(isabella.whoTexts == ["isabella"])
    #expect(isabella.whatTexts == ["quinceanera"])
  }
}
