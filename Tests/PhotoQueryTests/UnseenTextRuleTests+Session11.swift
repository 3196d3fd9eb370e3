import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the eleventh round (issue 14; sets X and Y read, set W written blind and held
/// out), on sentences of our own.
@Suite("Rules for unseen text: photos being made, other senses, mixed-in languages, years")
struct UnseenTextRuleTestsSession11 {
  /// Texts that ask for no photos of one's own, each with a close text that does (section 1).
  static let intentCases: [(text: String, context: QueryContext, isSearch: Bool)] = [
    // a photo someone gets done, or one proposed in chat, is still to be taken
    ("finally got my passport photo retaken at the post office", .general, false),
    ("we're getting our family pics done at the park on Sunday", .general, false),
    ("lunch at the pier, then a quick selfie by the lighthouse", .general, false),
    ("she can't order a coffee without taking 20 selfies", .general, false),
    ("have you got the photos taken at Nan's 80th?", .general, true),
    ("send me a selfie from the lighthouse last summer", .general, true),
    ("a selfie at the lighthouse", .search, true),
    ("make an album of the photos from Greece", .general, true),
    // scans, permits, tempers, films, attempts and shots in sport
    ("the ultrasound pictures came back fine, all good", .general, false),
    ("do you need a permit for drone shots over the harbour?", .general, false),
    ("my manager snapped at me in front of the whole team", .general, false),
    ("want to catch the new Nolan picture at the Roxy on Friday?", .general, false),
    ("she has a real shot at the marketing job in Leeds", .general, false),
    ("that jump shot from the corner won them the game", .general, false),
    ("send me the X-ray images from the vet", .general, true),
    ("can you find the drone shots over the harbour", .general, true),
    ("the snaps at the beach with Priya", .general, true),
    ("photos with my in-laws at the lake", .general, true),
    // the speaker's own `got`, `picture` as a verb, a broadcaster of two words
    ("I've got my tetanus shot booked at the clinic", .general, false),
    ("I can totally picture Dad at the Sevens in a tutu", .general, false),
    ("Sky Sport showed footage of the final all night", .general, false),
    ("have you got the pics from the clinic open day?", .general, true),
    ("can you send the picture of Dad at the Sevens", .general, true),
    // the cinema, a request with nothing to search for, drinks told by an emoji
    ("fancy the pictures on Saturday? the Rialto does cheap seats", .general, false),
    ("anyone keen for the flicks tonight?", .general, false),
    ("send me the pictures from the Rialto opening", .general, true),
    ("show all my pics", .search, false),
    ("shots at the Duke after the match? 🍻", .general, false),
    ("send me the shots from the pub quiz 🍻", .general, true),
  ]

  @Test(
    "photos still to be taken and cue words in other senses ask for none", arguments: intentCases)
  func intent(_ example: (text: String, context: QueryContext, isSearch: Bool)) {
    #expect(EngineTestSupport.read(example.text, example.context).isPhotoSearch == example.isSearch)
  }

  @Test("a request verb before `all` is no subject")
  func imperativeIsNoSubject() {
    #expect(EngineTestSupport.read("show all my pics of Bondi", .search).whatTexts.isEmpty)
  }

  @Test("a photo said to be in a paper is told of, with or without `the` before the paper's name")
  func photoInAPaper() {
    #expect(!EngineTestSupport.read("my pic was in Hindustan Times today lol").isPhotoSearch)
    #expect(!EngineTestSupport.read("my photo was in the Daily Star for the fun run").isPhotoSearch)
    // a place that runs on past the head is no paper
    #expect(EngineTestSupport.read("my photos in Times Square from 2019").isPhotoSearch)
  }

  @Test("function words of the languages mixed into English are no subjects; names keep them")
  func mixedInFunctionWords() {
    let french = EngineTestSupport.read("les photos de la plage avec Chloé", locale: "en_CA")
    #expect(!french.whatTexts.contains("les"))
    #expect(!french.whatTexts.contains { $0.contains("avec") })
    #expect(EngineTestSupport.read("photos at El Nido last summer").whereTexts == ["El Nido"])
    #expect(EngineTestSupport.read("pics from Te Anau with Mia").whoTexts == ["Mia"])
  }

  @Test("exclusions said in Taglish, Spanish and French leave the value out")
  func mixedInExclusions() {
    let taglish = EngineTestSupport.read(
      "pics sa Cebu, wag na yung mga selfie", locale: "en_PH")
    #expect(taglish.isPhotoSearch)
    #expect(taglish.excludedMediaKinds == ["selfies"])
    let spanish = EngineTestSupport.read("las fotos de la boda, sin los primos")
    #expect(spanish.excludedWhoTexts == ["primos"])
    let french = EngineTestSupport.read("photos du lac, sauf Julien", locale: "en_CA")
    #expect(french.excludedWhoTexts == ["Julien"])
  }

  @Test("a year before the noun it qualifies is a year; after a quantity word it is a count")
  func yearBeforeItsNoun() {
    #expect(EngineTestSupport.read("beach 2021 kids", .search).whenTexts == ["2021"])
    #expect(EngineTestSupport.read("the 2018 photos of Grandad").whenTexts == ["2018"])
    let count = EngineTestSupport.read("over 2000 people at the rally in Perth", .search)
    #expect(count.isPhotoSearch)
    #expect(count.whenTexts.isEmpty)
  }

  @Test("the full stop of an abbreviation that opens a place's name ends no sentence")
  func abbreviatedPlaceLeads() {
    let mount = EngineTestSupport.read("pics from Mt. Hood at sunrise last October")
    #expect(mount.whereTexts == ["Mt. Hood"])
    #expect(mount.whenTexts == ["last October"])
    #expect(EngineTestSupport.read("photos at St. Ives with Gran").whereTexts == ["St. Ives"])
  }

  @Test("a maker a town shares a name with is no place; Māori `te` opens a place's name")
  func makersAndMaoriNames() {
    let maker = EngineTestSupport.read("where are the selfies Kai took at the rodeo last Sunday")
    #expect(maker.whereTexts.isEmpty)
    #expect(maker.whoTexts.isEmpty)
    #expect(EngineTestSupport.read("that photo with Mere at Te Puna").whereTexts == ["Te Puna"])
  }
}
