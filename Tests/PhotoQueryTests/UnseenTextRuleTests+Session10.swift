import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the tenth round (issue 14; set V read, set U written blind and held out), on
/// sentences of our own.
@Suite("Rules for unseen text: broadcasts, exclamations and captures in other languages")
struct UnseenTextRuleTestsSession10 {
  @Test("footage on a channel, or a channel's acronym before footage, is a broadcast told of")
  func channelFootage() {
    #expect(
      !EngineTestSupport.read("the footage on ITV of the floods in York was grim").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("saw the pictures on Sky News, stay safe up there").isPhotoSearch)
    #expect(!EngineTestSupport.read("SABC footage of the storm in Durban is wild").isPhotoSearch)
    #expect(!EngineTestSupport.read("eTV footage of the parade was long").isPhotoSearch)
    // a request still asks for them, and a place the gazetteer knows is no channel
    #expect(EngineTestSupport.read("send me the footage on ITV of the floods").isPhotoSearch)
    #expect(EngineTestSupport.read("the photos on Bondi from last summer").isPhotoSearch)
    // a text in capitals has no acronyms, and a holiday before footage keeps its time
    #expect(EngineTestSupport.read("THE FOOTAGE FROM LISBON LAST WEEKEND").isPhotoSearch)
    #expect(
      EngineTestSupport.read("CNY footage with Ah Ma at Bishan", locale: "en_SG").whenTexts
        == ["CNY"])
  }

  @Test("a cue said as an exclamation before a comma asks for nothing; a later request still does")
  func snapAsExclamation() {
    #expect(!EngineTestSupport.read("snap, we booked the same flight to Perth").isPhotoSearch)
    #expect(!EngineTestSupport.read("oh snap! forgot the tickets at Jess's").isPhotoSearch)
    let later = EngineTestSupport.read("snap, same shoes. send me the pics from Napier tho")
    #expect(later.isPhotoSearch)
    #expect(later.whereTexts == ["Napier"])
    #expect(!EngineTestSupport.read("lol snap, I got the same jersey").isPhotoSearch)
    // a snap that shows something is a photo
    #expect(EngineTestSupport.read("the snaps from Brighton, please").isPhotoSearch)
  }

  @Test("photos said to come soon are promised, not searched, unless someone is to send them")
  func photosSoon() {
    #expect(!EngineTestSupport.read("Happy Diwali!! pics soon, still full of sweets").isPhotoSearch)
    #expect(EngineTestSupport.read("I'll send the photos from Rotorua soon").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the pics from Bali as soon as you can").isPhotoSearch)
  }

  @Test("best and a singular cue showing nothing is an award's category")
  func awardCategory() {
    #expect(
      !EngineTestSupport.read("Anora took best picture and best actress, called it").isPhotoSearch)
    #expect(!EngineTestSupport.read("who do you reckon wins best picture this year?").isPhotoSearch)
    // someone's best picture of something, or the best photo from a day, is a photo
    #expect(EngineTestSupport.read("send me your best picture of the kids from Bali").isPhotoSearch)
    #expect(EngineTestSupport.read("the best photo from the wedding in Napier").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the best photo ever of the kids in Bali").isPhotoSearch)
  }

  /// Captures said with the verb after the cue (no search), and the close texts that ask for
  /// photos already taken: the past form, and `we` after the cue in English, which is no verb.
  static let captureCases: [(text: String, locale: String, isSearch: Bool)] = [
    ("ek photo khicho na, Marine Drive pe", "en_IN", false),
    ("didi selfie le lo mere saath at Lodhi Garden", "en_IN", false),
    ("picture-picture tayo sa Intramuros mamaya", "en_PH", false),
    ("mag-selfie muna tayo sa Rizal Park", "en_PH", false),
    ("magpapa-picture kami sa Luneta bukas", "en_PH", false),
    ("skiet a few pics of the stoep for the listing", "en_ZA", false),
    ("woh photos bhejo jo Shimla mein khinchi thi", "en_IN", true),
    ("send the photos we took in Cebu", "en_PH", true),
  ]

  @Test(
    "a verb of taking after the cue, as Hinglish and Taglish put it, asks for a new photo",
    arguments: captureCases)
  func captureAfterTheCue(_ example: (text: String, locale: String, isSearch: Bool)) {
    #expect(
      EngineTestSupport.read(example.text, locale: example.locale).isPhotoSearch
        == example.isSearch)
  }
}

@Suite("Rules for unseen text: ranges between holidays")
struct UnseenTextRuleTestsSession10Ranges {
  /// The first when value of `text` and its interval, read at the contract's reference.
  func when(_ text: String, locale: String = "en_US") -> (String?, LocalDateTime?, LocalDateTime?) {
    let value = EngineTestSupport.read(text, locale: locale).when.first
    guard case .time(let resolution)? = value?.resolution else { return (value?.text, nil, nil) }
    return (value?.text, resolution.start, resolution.end)
  }

  @Test("a holiday alone at the start of a range takes the end's year, or the year before")
  func holidayRangeTakesTheEndsYear() {
    // the contract's reference: Wednesday 15 July 2026
    let dated = when("videos from between Halloween and Christmas 2019")
    #expect(dated.0 == "between Halloween and Christmas 2019")
    #expect(dated.1 == LocalDateTime(year: 2019, month: 10, day: 31))
    #expect(dated.2 == LocalDateTime(year: 2019, month: 12, day: 26))
    // Heritage Day (24 September) last fell in 2025, so Mandela Day (18 July) is 2025's
    let bare = when("pics between Mandela Day and Heritage Day", locale: "en_ZA")
    #expect(bare.0 == "between Mandela Day and Heritage Day")
    #expect(bare.1 == LocalDateTime(year: 2025, month: 7, day: 18))
    // a start that would fall after the end is the year before's
    #expect(
      when("photos between Christmas and New Year 2020").1
        == LocalDateTime(year: 2019, month: 12, day: 25)
    )
  }
}

@Suite("Rules for unseen text: kin words and events named by a capitalised word")
struct UnseenTextRuleTestsSession10Names {
  @Test("Greek, French-Canadian and Vietnamese grandparents are people")
  func kinWordsOfOtherLanguages() {
    let greek = EngineTestSupport.read("pics of Yiayia and Pappou at Easter", locale: "en_AU")
    #expect(greek.whoTexts == ["Yiayia", "Pappou"])
    #expect(
      EngineTestSupport.read("photos with Mémère at the cottage", locale: "en_CA").whoTexts
        == ["Mémère"])
    #expect(
      EngineTestSupport.read("photos of Bà Nội at Tết", locale: "en_AU").whoTexts == ["Bà Nội"])
  }

  @Test("a capitalised word before a capitalised head that names one event is its name")
  func capitalisedWordNamesTheEvent() {
    let fair = EngineTestSupport.read("Ballinasloe Fair pics from Galway", .search, locale: "en_IE")
    #expect(fair.whatTexts == ["Ballinasloe Fair"])
    let puck = EngineTestSupport.read("Puck Fair videos with Niamh", .search, locale: "en_IE")
    #expect(puck.whatTexts == ["Puck Fair"])
    // a longer capitalised run names the event whole
    #expect(
      EngineTestSupport.read("photos of Thabo at the Cape Town Jazz Festival").whatTexts
        == ["Cape Town Jazz Festival"])
  }
}
