import Foundation
import PhotoPlaces
import Testing

@testable import PhotoQuery

/// The rules added in the fifteenth round (issue 14; sets AJ and AK read, set AI written blind
/// and held out), on sentences of our own.
@Suite("Rules for unseen text: the towns of the person's own country, long messages")
struct UnseenTextRuleTestsSession15 {
  @Test("a town below the recognition set is known by name in its own country only")
  func localTownLookup() throws {
    let tokens = Tokenizer().tokens(of: "raglan surf")
    let nz = try #require(
      Gazetteer.shared.longestLocalTown(in: tokens, from: 0, country: "NZ"))
    #expect(nz.length == 1)
    #expect(nz.places.allSatisfy { $0.countryCode == "NZ" && $0.population < 15_000 })
    #expect(Gazetteer.shared.longestLocalTown(in: tokens, from: 0, country: "ZA") == nil)
    // a name of two words
    let bay = Tokenizer().tokens(of: "fireworks marina bay")
    #expect(Gazetteer.shared.longestLocalTown(in: bay, from: 1, country: "SG")?.length == 2)
  }

  /// Search-box runs in the town's country: the town is the place, the rest the thing.
  static let ownCountryCases: [(text: String, locale: String, place: String, thing: String?)] = [
    ("kayaking raglan", "en_NZ", "raglan", "kayaking"),
    // (a small town lends its name to its harbour: the sixteenth round)
    ("dingle harbour dolphins", "en_IE", "dingle harbour", nil),
    ("clonakilty 2019", "en_IE", "clonakilty", nil),
    ("anjuna sunset", "en_IN", "anjuna", "sunset"),
    ("addo elephants", "en_ZA", "addo", "elephants"),
  ]

  @Test("an own-country town typed into a search box is the place", arguments: ownCountryCases)
  func ownCountryTown(_ example: (text: String, locale: String, place: String, thing: String?)) {
    let reading = EngineTestSupport.read(example.text, .search, locale: example.locale)
    #expect(reading.whereTexts.contains(example.place))
    if let thing = example.thing { #expect(reading.whatTexts == [thing]) }
  }

  @Test("the same name typed in another country is not a place")
  func foreignSmallTown() {
    #expect(EngineTestSupport.read("raglan surf", .search, locale: "en_US").whereTexts == [])
    #expect(EngineTestSupport.read("dingle 2019", .search, locale: "en_US").whereTexts == [])
    #expect(
      EngineTestSupport.read("dingle 2019", .search, locale: "en_IE").whereTexts == ["dingle"])
  }

  @Test("a town's name that is an ordinary word or a given name keeps that reading")
  func townNamedLikeAWord() {
    // `Lively`, `Jubilee` and `Oliver` are Canadian towns too small for the recognition set
    #expect(EngineTestSupport.read("lively", .search, locale: "en_CA").whereTexts == [])
    #expect(EngineTestSupport.read("jubilee", .search, locale: "en_CA").whereTexts == [])
    #expect(
      EngineTestSupport.read("pics of oliver at the beach", locale: "en_CA").whoTexts == ["oliver"])
  }

  @Test("a word that opens place names joins the town after it (`Lake Macquarie`)")
  func ledTown() {
    let reading = EngineTestSupport.read("Pictures of the girls at Lake Macquarie", locale: "en_AU")
    #expect(reading.whereTexts == ["Lake Macquarie"])
  }

  @Test("a time's name typed in capitals is no surname")
  func capitalsTimeName() {
    let reading = EngineTestSupport.read("GOA NYE PARTY", .search, locale: "en_IN")
    #expect(reading.whoTexts == [])
    #expect(reading.whereTexts == ["GOA"])
    #expect(reading.whenTexts == ["NYE"])
  }

  /// Long messages (set AK's families): notices, rules, photos sent or received, and requests
  /// after other business.
  static let messageCases: [(text: String, isSearch: Bool)] = [
    // a school's photo day, and photos a school or studio will take
    ("Reminder: Photo Day at Hillcrest Primary is Friday 12 June. Wear full uniform!", false),
    ("Heads up parents, Lifetouch will take class photos on Tuesday.", false),
    ("Prints can be ordered online, the photos will be taken in the hall", false),
    // photos ruled out, several media kinds at once, or by a subject that is no one
    ("Please, no photos or videos during the vows, the couple asks.", false),
    ("Gran asked that nobody posts any photos of the baby online.", false),
    // thanks and praise for photos received
    ("Thank you so much for the photos Auntie Joan, they are lovely!", false),
    ("The photos look amazing in the new frames, thank you!", false),
    // photos the person sent, asked whether they came
    ("just checking you got the photos I emailed on Sunday?", false),
    ("the pics I sent you of the christening in Athlone", true),
    // `about` far from any photos, or `about to`, is no talk about photos
    (
      "hey can you send me the videos from the hens in Galway last weekend, I'm about to ring"
        + " the hotel", true
    ),
    (
      "call the dentist about the invoice and find the photos of Nana at Bondi from last summer",
      true
    ),
    // a relayed request about photos with a filter
    ("Mum's been on at me all week about the photos from Uluru in July", true),
    // an emoji closes a sentence
    ("the kids loved the weekend 🥰 Did you get any videos of Jarrah at the jetty?", true),
  ]

  @Test("a long message is judged by its own request", arguments: messageCases)
  func messages(_ example: (text: String, isSearch: Bool)) {
    #expect(EngineTestSupport.read(example.text, locale: "en_AU").isPhotoSearch == example.isSearch)
  }

  @Test("a full stop after a time closes the sentence, not the value; a deadline is no value")
  func timeEdges() {
    let july = EngineTestSupport.read(
      "the clips you took of the leopard at Sabi Sands in July. Could you send them?",
      locale: "en_ZA")
    #expect(july.whenTexts == ["July"])
    let deadline = EngineTestSupport.read(
      "If you have any photos of the kids at the zoo, please upload them by Friday.",
      locale: "en_AU")
    #expect(deadline.isPhotoSearch)
    #expect(deadline.whenTexts == [])
    // an abbreviation keeps its full stop
    #expect(
      EngineTestSupport.read("photos from 3 May at 10 a.m.", locale: "en_US").whenTexts.first?
        .hasSuffix("a.m.") == true)
  }

  @Test("a contracted pronoun or `also` before a question ends the request in dictated text")
  func dictatedClauses() {
    let reading = EngineTestSupport.read(
      "can you send me the videos from the hens in Galway they're all blurry on my phone also did"
        + " you get the deposit back from the hotel", locale: "en_IE")
    #expect(reading.whereTexts == ["Galway"])
    #expect(reading.whatTexts == ["hens"])
    // a clause after `when` names the occasion, and one that asks for the ones goes on
    let bali = EngineTestSupport.read("photos from when we're in Bali", locale: "en_AU")
    #expect(bali.whereTexts == ["Bali"])
  }

  @Test("a rare given name that opens place names opens a place's name (`Lake Minnewanka`)")
  func placeLeadNames() {
    let lake = EngineTestSupport.read("the pics of Lake Minnewanka frozen over", locale: "en_CA")
    #expect(lake.whoTexts == [])
    #expect(lake.whereTexts == ["Lake Minnewanka"])
    // a common given name keeps its surname
    #expect(
      EngineTestSupport.read("photos with Glen Smith", locale: "en_GB").whoTexts == ["Glen Smith"])
  }

  /// A company's name before a thing narrows it (rule 8); a place inside the name is the
  /// company's.
  static let organisationCases: [(text: String, thing: String)] = [
    ("screenshots of the Jetstar booking from May", "Jetstar booking"),
    ("the videos from our Emirates Airlines flight", "Emirates Airlines flight"),
    ("screenshot of the Air New Zealand boarding pass", "Air New Zealand boarding pass"),
  ]

  @Test("a company's name before a thing is one subject", arguments: organisationCases)
  func organisationThings(_ example: (text: String, thing: String)) {
    let reading = EngineTestSupport.read(example.text, locale: "en_NZ")
    #expect(reading.whatTexts.contains(example.thing))
  }

  @Test("a family before an activity, a town, and a name after `at the` keep their readings")
  func organisationLimits() {
    #expect(
      EngineTestSupport.read("pics of the Okafors skating", locale: "en_US").whoTexts == ["Okafors"]
    )
    #expect(
      EngineTestSupport.read("photos from the Sydney concert", locale: "en_AU").whereTexts == [
        "Sydney"
      ])
    #expect(
      EngineTestSupport.read("videos of the lads at the Salthill diving boards", locale: "en_IE")
        .whatTexts == ["diving boards"])
  }

  @Test("a nickname after a kin title that takes a name is one value with it (decision 6)")
  func nicknamesAfterTitles() {
    #expect(
      EngineTestSupport.read("tita baby and tito boy christmas", .search, locale: "en_PH")
        .whoTexts == ["tita baby", "tito boy"])
    #expect(
      EngineTestSupport.read("kuya rj basketball", .search, locale: "en_PH").whoTexts == [
        "kuya rj"
      ])
    // a plural people word is people of their own
    #expect(
      EngineTestSupport.read("tita kids beach", .search, locale: "en_PH").whoTexts.contains(
        "kids"))
  }
}
