import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the twelfth round (issue 14; sets W and AA read, set Z written blind and
/// held out), on sentences of our own.
@Suite("Rules for unseen text: event names, school years, landmarks, judgements, channels")
struct UnseenTextRuleTestsSession12 {
  /// Texts that ask for no photos of one's own, each with a close text that does (section 1).
  static let intentCases: [(text: String, context: QueryContext, isSearch: Bool)] = [
    // photos judged and not asked for; a request or a question makes them a search again
    ("the aerial footage of the bushfire near Lithgow was terrifying", .general, false),
    ("the videos from the surf comp are sooo good", .general, false),
    ("the pics from Maya's christening were lovely, can you send them?", .general, true),
    ("the videos from the surf comp, send me the ones with Jack", .general, true),
    ("ngl my pics from the Catlins are mean as", .general, false),
    ("my videos from the concert came out so blurry, gutted", .general, false),
    ("the pics from the Catlins look like paintings", .general, false),
    ("my pics from the Catlins, can you find the ones with the seals", .general, true),
    // questions about what a photo was made with, or what the listener's photo shows
    ("which lens did you use on the Milford Sound pics?", .general, false),
    ("is that a tūī in your photo from the garden?", .general, false),
    ("do you still have your photos from the Milford Sound trip?", .general, true),
    // footage a channel showed
    ("Gran saw the footage of the hailstorm in Calgary on CTV", .general, false),
    ("Newshub footage of the flooding in Westport, unbelievable", .general, false),
    ("my footage of the hailstorm in Calgary from last June", .general, true),
    // an event named after a holiday is the person's own outing
    ("the Canada Day Parade photos from 2024", .general, true),
    // asking who made the photos asks for the maker
    ("who took the photos at Priya's engagement? they were stunning", .general, false),
    ("who took these videos of Leo at the pool? send them to me", .general, true),
    ("omg who filmed the haka at Tane's 21st? so good", .general, false),
    // shots of a brand no list knows as a person or a place are drinks
    ("shots of Fireball at Murphy's last night haha", .general, false),
    ("shots of Ella at Murphy's last night", .general, true),
    ("the drone shots of West Lakes Park at dusk you took in May", .general, true),
    // a movie one goes to catch or watch is a film
    ("keen to catch a movie at Event Cinemas on Sunday?", .general, false),
    ("want to see a movie at the Roxy tonight?", .general, false),
    ("the movies from the Gold Coast trip", .general, true),
  ]

  @Test("photos judged, broadcast or asked about are no search", arguments: intentCases)
  func intent(_ example: (text: String, context: QueryContext, isSearch: Bool)) {
    #expect(EngineTestSupport.read(example.text, example.context).isPhotoSearch == example.isSearch)
  }

  /// Event names with a glued hyphen or ampersand, or lowercase words before their head, and
  /// the one subject each gives.
  static let eventNameCases: [(text: String, what: String)] = [
    ("pics from the Leinster-Munster semi final", "Leinster-Munster semi final"),
    ("videos from the Sharks grand final", "Sharks grand final"),
    ("photos of Sam at the U2 world tour in Dublin", "U2 world tour"),
    ("shots of Mia from the H&M fashion show in London", "H&M fashion show"),
    ("pics of the netball grand final", "netball grand final"),
  ]

  @Test(
    "an event's name holds a hyphen, an ampersand and lowercase words before its head",
    arguments: eventNameCases)
  func eventNames(_ example: (text: String, what: String)) {
    #expect(EngineTestSupport.read(example.text).whatTexts == [example.what])
  }

  @Test("a place the gazetteer knows before a shared event head stays the place")
  func knownPlaceBeforeEventHead() {
    let known = EngineTestSupport.read("photos from the Sydney concert")
    #expect(known.whereTexts == ["Sydney"])
    #expect(known.whatTexts == ["concert"])
  }

  @Test("a school year and its number narrow the event after them")
  func schoolYears() {
    #expect(
      EngineTestSupport.read("videos of the grade 3 concert").whatTexts == ["grade 3 concert"])
    let formal = EngineTestSupport.read("pics of Zara at the Year 11 formal")
    #expect(formal.whatTexts == ["Year 11 formal"])
    #expect(formal.whenTexts.isEmpty)
  }

  @Test("school and university terms are times without an interval")
  func terms() {
    let term = EngineTestSupport.read("pics of the choir from last term")
    #expect(term.whenTexts == ["last term"])
    #expect(term.whatTexts == ["choir"])
    #expect(
      EngineTestSupport.read("term 4 holidays rottnest", .search).whenTexts == [
        "term 4 holidays"
      ])
  }

  @Test("built landmarks and universities make one place with the town before them")
  func landmarks() {
    #expect(
      EngineTestSupport.read("kiama lighthouse sunset", .search).whereTexts == ["kiama lighthouse"])
    #expect(
      EngineTestSupport.read("canterbury uni open day", .search).whereTexts == [
        "canterbury uni"
      ])
  }

  @Test("a capitalised name no list knows before a word and a place head is one named place")
  func namedPlaceBeforeHeadPhrase() {
    let bridge = EngineTestSupport.read("selfies on the Hamaguri suspension bridge")
    #expect(bridge.whereTexts == ["Hamaguri suspension bridge"])
    #expect(bridge.whatTexts.isEmpty)
  }

  @Test("in a search field, a word no list knows after a place named by its head is a thing")
  func thingAfterHeadedPlace() {
    let read = EngineTestSupport.read("wairere falls abseiling", .search, locale: "en_NZ")
    #expect(read.whereTexts == ["wairere falls"])
    #expect(read.whatTexts == ["abseiling"])
  }

  @Test(
    "a kin word inside a capitalised name is the name's; a Taglish affixed request is no subject")
  func kinInsideNamesAndAffixedRequests() {
    #expect(
      EngineTestSupport.read("pics at Koh Pa Sat with Jun", locale: "en_SG").whoTexts == ["Jun"])
    let taglish = EngineTestSupport.read("yung pics sa Tagaytay, pakisend", locale: "en_PH")
    #expect(taglish.whatTexts.isEmpty)
    #expect(taglish.whereTexts == ["Tagaytay"])
  }

  @Test("`none with`, `no` before a name after a filter, and an exclusion in the next sentence")
  func exclusions() {
    let next = EngineTestSupport.read("got the videos from the lake? but none with Grandpa in them")
    #expect(next.excludedWhoTexts == ["Grandpa"])
    #expect(next.whoTexts.isEmpty)
    let bare = EngineTestSupport.read("pics from Noosa no Liam")
    #expect(bare.excludedWhoTexts == ["Liam"])
    #expect(bare.whereTexts == ["Noosa"])
  }

  @Test("a holiday's word that heads events, after a word naming the event, is the event")
  func eventHeadThatIsAHoliday() {
    let school = EngineTestSupport.read(
      "videos of the relay at the house carnival", locale: "en_AU")
    #expect(school.whenTexts.isEmpty)
    #expect(school.whatTexts == ["relay", "house carnival"])
    #expect(EngineTestSupport.read("pics from the Bristol Harbour Carnival").whenTexts.isEmpty)
    // alone it stays the holiday
    #expect(EngineTestSupport.read("pics from Carnival in Salvador").whenTexts == ["Carnival"])
  }

  @Test("an institution's initials before a capitalised town make one place, its campus")
  func campus() {
    #expect(
      EngineTestSupport.read("pics of Ana's graduation at UW Madison").whereTexts == ["UW Madison"])
    #expect(
      EngineTestSupport.read("photos ni Paolo sa UST Legazpi", locale: "en_PH").whereTexts == [
        "UST Legazpi"
      ])
    // in text all in capitals a word is no acronym
    #expect(EngineTestSupport.read("PHOTOS FROM HAWAII").whereTexts == ["HAWAII"])
  }

  @Test("French `à` between two lowercase words links one compound subject")
  func frenchCompound() {
    let read = EngineTestSupport.read("pics from the moulin à vent in Lévis", locale: "en_CA")
    #expect(read.whatTexts == ["moulin à vent"])
    #expect(read.whereTexts == ["Lévis"])
  }

  @Test("capitalised English words joined by and, of or in the make one event's title")
  func capitalisedTitles() {
    let title = EngineTestSupport.read("videos from the Festival of Lights with Maya")
    #expect(title.whatTexts == ["Festival of Lights"])
    #expect(title.whoTexts == ["Maya"])
    let lanterns = EngineTestSupport.read("pics from Lanterns and Lights 2023")
    #expect(lanterns.whatTexts == ["Lanterns and Lights"])
    #expect(lanterns.whereTexts.isEmpty)
    // after `of`, capitalised words joined by `and` are people or pets
    #expect(
      EngineTestSupport.read("photos of Salt and Pepper on the porch").whoTexts == [
        "Salt", "Pepper",
      ])
  }
}
