import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the seventeenth round (issue 14; sets AP, AQ, AR and AS read, set AO written
/// blind and held out), on sentences of our own.
@Suite("Rules for unseen text: search-box runs, word names and intent")
struct UnseenTextRuleTestsSession17 {
  /// Search-box runs of subjects: where one subject ends and the next starts.
  static let subjectRuns: [(text: String, locale: String, what: [String])] = [
    // a plural noun ends a compound
    ("scones jam", "en_GB", ["scones", "jam"]),
    ("ducks pond", "en_GB", ["ducks", "pond"]),
    // but not before an occasion held for it
    ("hens party", "en_GB", ["hens party"]),
    // a known phrase of two words is whole
    ("fish and chips seagull", "en_GB", ["fish and chips", "seagull"]),
    ("dog stone wall", "en_IE", ["dog", "stone wall"]),
    // unless the noun after it makes a known compound with its last word
    ("full month celebration", "en_SG", ["full month celebration"]),
  ]

  @Test("a search-box run of subjects splits where a compound ends", arguments: subjectRuns)
  func subjectRun(_ example: (text: String, locale: String, what: [String])) {
    let reading = EngineTestSupport.read(example.text, .search, locale: example.locale)
    #expect(reading.whatTexts == example.what)
  }

  @Test("a word no list knows before a product's noun in a search field is its brand")
  func brandedProduct() {
    #expect(
      EngineTestSupport.read("jetstar plane brisbane", .search, locale: "en_AU").whatTexts == [
        "jetstar plane"
      ])
    // a kin word before food is the person's
    let kin = EngineTestSupport.read("ouma koeksisters", .search, locale: "en_ZA")
    #expect(kin.whoTexts == ["ouma"])
  }

  @Test("`n` and `&` inside a known phrase are its `and`")
  func andInsidePhrase() {
    let reading = EngineTestSupport.read("pics of the fish n chips at the beach", locale: "en_NZ")
    #expect(reading.whatTexts == ["fish n chips", "beach"])
  }

  @Test("a thing before an activity is what it is done to")
  func objectBeforeActivity() {
    let reading = EngineTestSupport.read("lohri kite flying", .search, locale: "en_IN")
    #expect(reading.whatTexts == ["kite flying"])
    #expect(reading.whenTexts == ["lohri"])
  }

  @Test("a kin word with a bare `s` before a dwelling is a personal place")
  func barePossessivePlace() {
    let reading = EngineTestSupport.read("easter nanas house", .search, locale: "en_AU")
    #expect(reading.whereTexts == ["nanas house"])
    #expect(reading.whoTexts == [])
    // a group's plural is the group
    #expect(EngineTestSupport.read("photos of the kids at home").whoTexts == ["kids"])
  }

  /// Given names that are also modals or time words, where only a person fits.
  static let wordNames: [(text: String, who: [String], when: [String])] = [
    ("any pics of Will at the footy?", ["Will"], []),
    ("photos of April and June at the lake", ["April", "June"], []),
    ("videos of Autumn's dance recital", ["Autumn"], []),
    // a year after it keeps the month, and so does a date before `of`
    ("photos of May 2019", [], ["May 2019"]),
    ("pics from the 5th of May", [], ["5th of May"]),
    // a weekday is a time
    ("pics from Thursday's training", [], ["Thursday"]),
    // a name's second word makes a longer name
    ("pics of Jun Hao at the beach", ["Jun Hao"], []),
  ]

  @Test(
    "a given name that is also a modal or a month is the person after `of` or `with`",
    arguments: wordNames)
  func wordName(_ example: (text: String, who: [String], when: [String])) {
    let reading = EngineTestSupport.read(example.text, locale: "en_SG")
    #expect(reading.whoTexts == example.who)
    #expect(reading.whenTexts == example.when)
  }

  @Test("lowercase surname particles between a name and a capitalised surname are the name's")
  func surnameParticles() {
    #expect(
      EngineTestSupport.read("photos of Maria da Silva at the beach").whoTexts == [
        "Maria da Silva"
      ])
    #expect(
      EngineTestSupport.read("pics of Marlize van der Walt at the braai", locale: "en_ZA")
        .whoTexts == ["Marlize van der Walt"])
  }

  @Test("a holiday after a kin word is no name")
  func holidayAfterKin() {
    let reading = EngineTestSupport.read("lola undas", .search, locale: "en_PH")
    #expect(reading.whoTexts == ["lola"])
    #expect(reading.whenTexts == ["undas"])
  }

  @Test("a people word said last, after a cue or a value, is the one addressed")
  func addressAtEnd() {
    #expect(EngineTestSupport.read("send the pics from Bali sis").whoTexts == [])
    #expect(EngineTestSupport.read("pics with sis").whoTexts == ["sis"])
    #expect(EngineTestSupport.read("photos of Mum, Dad, sis").whoTexts == ["Mum", "Dad", "sis"])
  }

  @Test("a place before a match's head is the side's match")
  func placeSideMatch() {
    let reading = EngineTestSupport.read("videos from the Leinster match", locale: "en_IE")
    #expect(reading.whatTexts == ["Leinster match"])
    #expect(reading.whereTexts == [])
  }

  @Test("a verb of getting before a quantity of photos not yet taken is a capture")
  func quantityCapture() {
    #expect(
      !EngineTestSupport.read("can you get some pics of the kids at the parade on Saturday")
        .isPhotoSearch)
    // photos got already, for the listener or from somewhere exist
    #expect(EngineTestSupport.read("did you get a few pics of the parade?").isPhotoSearch)
    #expect(EngineTestSupport.read("can you get me some pics from the parade").isPhotoSearch)
    #expect(EngineTestSupport.read("grab a few pics from the parade for me").isPhotoSearch)
  }

  @Test("an idiom of place ending on a cue is no idiom when the cue says what it shows")
  func idiomWithFilter() {
    #expect(
      EngineTestSupport.read("have a look at the pictures from Galway", locale: "en_IE")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("she's the spitting image of her nan").isPhotoSearch)
  }

  @Test("bare `shots` after a verb of doing or `for`, or before `later`, are drinks")
  func drinkingShots() {
    #expect(!EngineTestSupport.read("anyone keen for shots at Dirty Nelly's?").isPhotoSearch)
    #expect(!EngineTestSupport.read("who's doing shots at the Ritz tonight").isPhotoSearch)
    // photos asked for stay photos
    #expect(EngineTestSupport.read("send the shots from the Ritz").isPhotoSearch)
  }

  @Test("the photo on an identity card or a licence is no search; a passport photo taken is")
  func identityDocumentPhoto() {
    #expect(
      !EngineTestSupport.read("my NRIC photo is so bad, cannot redo meh", locale: "en_SG")
        .isPhotoSearch)
    #expect(
      EngineTestSupport.read("can you find the passport photo I took of Mum in the garden?")
        .isPhotoSearch)
  }

  @Test("a shot someone talked of has is a shot in sport")
  func shotSomeoneHas() {
    #expect(!EngineTestSupport.read("she's got a lovely shot, scored against Sligo").isPhotoSearch)
  }

  /// The first when value of `text` and its interval.
  func when(_ text: String, locale: String) -> (String?, LocalDateTime?, LocalDateTime?) {
    let value = EngineTestSupport.read(text, .search, locale: locale).when.first
    guard case .time(let resolution)? = value?.resolution else { return (value?.text, nil, nil) }
    return (value?.text, resolution.start, resolution.end)
  }

  @Test("`mid autumn` is the Mid-Autumn Festival where it is kept or written with capitals")
  func midAutumnFestival() {
    // the contract's reference: 15 July 2026; the festival fell on 6 October 2025
    let festival = when("mooncakes mid autumn", locale: "en_SG")
    #expect(festival.0 == "mid autumn")
    #expect(festival.1 == LocalDateTime(year: 2025, month: 10, day: 6))
    #expect(festival.2 == LocalDateTime(year: 2025, month: 10, day: 7))
  }

  @Test("a misspelt time word one edit away is read as it; the value keeps the typing")
  func misspeltTimeWord() {
    let value = when("beach yesterdy", locale: "en_AU")
    #expect(value.0 == "yesterdy")
    #expect(value.1 == LocalDateTime(year: 2026, month: 7, day: 14))
  }
}
