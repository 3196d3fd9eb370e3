import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the thirteenth round (issue 14; sets AD and AE read, set AC written blind
/// and held out), on sentences of our own.
@Suite("Rules for unseen text: statements, photos wanted or ruled out, named events")
struct UnseenTextRuleTestsSession13 {
  /// Texts that ask for no photos of one's own, each near a text that does (section 1).
  static let intentCases: [(text: String, isSearch: Bool)] = [
    // photos told of in a statement with a verb of its own, nothing asked
    ("Stuff released photos of the storm damage in Nelson this morning", false),
    ("the photos of the eclipse over Hobart made the front page", false),
    ("all my pics from Bali are backed up to Dropbox now", false),
    ("ordered the wedding photos for Friday at the framer in Carlton", false),
    ("we did vodka shots at the Espy after the gig", false),
    // a fragment, an imperative, a relative clause or a wish stays a search
    ("the photos of the eclipse over Hobart from last week", true),
    ("print the photos from Sione's graduation", true),
    ("the pics Aroha took at the Napier art deco weekend", true),
    ("photos of the kids when they were little at Raglan", true),
    ("I still haven't seen the videos from Mia's christening!", true),
    // one photo wanted is one to be taken, unless existing ones are fetched
    ("the school wants a photo of Leo for the yearbook by Monday", false),
    ("we need a team photo before the final at Eden Park", false),
    ("Nan wants a photo of the cake in the frame, can you find the pics from her 80th", true),
    // a photo word negated by `no` is a rule when nothing else is asked for
    ("the marae says no phone photos during the pōwhiri", false),
    ("the gallery in Wellington has a no flash photography rule", false),
    ("pics from Rotorua but no selfies", true),
    // a museum where people were photographed is a place, not photography talk
    ("videos of the kids at the lantern festival at the National Museum", true),
    ("the Hubble pictures at the ArtScience Museum are stunning", false),
    // thanks before a request; a doubled Taglish cue before `muna`
    ("thanks for the pics from the bach! send the ones from New Year's too", true),
    ("selfie selfie muna bago umalis", false),
  ]

  @Test("statements, photos wanted and rules ask for no photos", arguments: intentCases)
  func intent(_ example: (text: String, isSearch: Bool)) {
    #expect(EngineTestSupport.read(example.text).isPhotoSearch == example.isSearch)
  }

  /// Named events of the locale's country, and the one what value each gives (decision 25).
  static let namedEventCases: [(text: String, locale: String, what: [String], where: [String])] = [
    ("pics from the Ekka with Nan", "en_AU", ["Ekka"], []),
    ("videos of the kids at the Fleadh in Mullingar", "en_IE", ["Fleadh"], ["Mullingar"]),
    ("selfies from Sinulog with the barkada", "en_PH", ["Sinulog"], []),
    ("photos from the Comrades with Oom Piet", "en_ZA", ["Comrades"], []),
    // a holiday inside an event's name, and a place, stay in the one name
    ("pics from the Boxing Day Test at the MCG", "en_AU", ["Boxing Day Test"], ["MCG"]),
    ("pics from the Rose of Tralee", "en_IE", ["Rose of Tralee"], []),
  ]

  @Test("a named event of the locale's country is one subject", arguments: namedEventCases)
  func namedEvents(
    _ example: (text: String, locale: String, what: [String], where: [String])
  ) {
    let reading = EngineTestSupport.read(example.text, locale: example.locale)
    #expect(reading.whatTexts == example.what)
    #expect(reading.whereTexts == example.where)
  }

  @Test("an event named in another country is not known here")
  func eventOfAnotherCountry() {
    #expect(EngineTestSupport.read("pics from the Ekka with Nan", locale: "en_US").whatTexts == [])
  }

  @Test("a holiday's parade is the holiday and the parade unless its head is written as a name")
  func holidayParades() {
    let parade = EngineTestSupport.read(
      "videos from the Paddy's Day parade in Galway", locale: "en_IE")
    #expect(parade.whatTexts == ["parade"])
    #expect(parade.whenTexts == ["Paddy's Day"])
    let named = EngineTestSupport.read("the National Day Parade videos", locale: "en_SG")
    #expect(named.whatTexts == ["National Day Parade"])
    #expect(named.whenTexts == [])
  }

  @Test("a search-box event name is whole; what follows it is seen at it")
  func eventNameIsWhole() {
    let reading = EngineTestSupport.read(
      "notting hill carnival steel band", .search, locale: "en_GB")
    #expect(reading.whatTexts == ["notting hill carnival", "steel band"])
    let part = EngineTestSupport.read("caribana parade toronto", .search, locale: "en_CA")
    #expect(part.whatTexts == ["caribana parade"])
  }

  @Test("a one-word event name of ordinary words needs a capital or a year")
  func ordinaryWordNames() {
    let table = NamedEvents(lines: "fringe\tGB\t1\nedinburgh fringe\tGB\t0\nekka\tAU\t0\n")
    let resources = EngineResources(namedEvents: table)
    let engine = PhotoQueryEngine(resources: resources)
    /// The words of the event names read in `text`.
    func events(_ text: String, _ context: QueryContext = .general, locale: String = "en_GB")
      -> [String]
    {
      let query = QueryText(
        text, context: context,
        timeContext: TimeContext(
          reference: LocalDateTime(iso: "2026-08-30T12:00:00")!,
          timeZone: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: locale)),
        resources: resources, tokenizer: Tokenizer())
      return engine.candidates(for: query).filter { $0.source == .namedEvent }.map {
        query.tokens[$0.range].map(\.surface).joined(separator: " ")
      }
    }
    #expect(events("pics from the Fringe with Ailsa") == ["Fringe"])
    #expect(events("fringe 2019 street performers", .search) == ["fringe"])
    #expect(events("pics of my new fringe from the salon with Ailsa") == [])
    #expect(events("pics from the edinburgh fringe with Ailsa") == ["edinburgh fringe"])
    #expect(events("pics from the Ekka", locale: "en_AU") == ["Ekka"])
    #expect(events("pics from the Ekka", locale: "en_GB") == [])
  }

  @Test("regional words are subjects")
  func regionalWords() {
    let sadya = EngineTestSupport.read("onam sadya", .search, locale: "en_IN")
    #expect(sadya.whatTexts == ["sadya"])
    #expect(sadya.whenTexts == ["onam"])
    #expect(
      EngineTestSupport.read("jeepney selfies manila", .search, locale: "en_PH").whatTexts == [
        "jeepney"
      ])
  }
}
