import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the eleventh round (issue 14; sets X and Y read, set W written blind and held
/// out), on sentences of our own.
@Suite("Rules for unseen text: photos being made, other senses, mixed-in languages, years")
struct UnseenTextRuleTestsSession11 {
  @Test("a photo someone gets done, or one proposed in chat, is still to be taken")
  func photosStillToBeTaken() {
    #expect(
      !EngineTestSupport.read("finally got my passport photo retaken at the post office")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("we're getting our family pics done at the park on Sunday")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("lunch at the pier, then a quick selfie by the lighthouse")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("she can't order a coffee without taking 20 selfies").isPhotoSearch)
    // a request, or `the` before the cue, asks for photos that exist
    #expect(EngineTestSupport.read("have you got the photos taken at Nan's 80th?").isPhotoSearch)
    #expect(
      EngineTestSupport.read("send me a selfie from the lighthouse last summer").isPhotoSearch)
    #expect(EngineTestSupport.read("a selfie at the lighthouse", .search).isPhotoSearch)
  }

  @Test("scans, permits, tempers, films and attempts are other senses of the cue words")
  func otherSenses() {
    #expect(
      !EngineTestSupport.read("the ultrasound pictures came back fine, all good").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("do you need a permit for drone shots over the harbour?")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("my manager snapped at me in front of the whole team").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("want to catch the new Nolan picture at the Roxy on Friday?")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("she has a real shot at the marketing job in Leeds").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("that jump shot from the corner won them the game").isPhotoSearch)
    // asked for, each is a photo again
    #expect(EngineTestSupport.read("send me the X-ray images from the vet").isPhotoSearch)
    #expect(EngineTestSupport.read("can you find the drone shots over the harbour").isPhotoSearch)
    #expect(EngineTestSupport.read("the snaps at the beach with Priya").isPhotoSearch)
    // `in-laws` is kin, not a rule
    #expect(EngineTestSupport.read("photos with my in-laws at the lake").isPhotoSearch)
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

  @Test("`I've got` tells of what the speaker has; `picture` after a modal is a verb")
  func statementsNotRequests() {
    #expect(!EngineTestSupport.read("I've got my tetanus shot booked at the clinic").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("I can totally picture Dad at the Sevens in a tutu").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("Sky Sport showed footage of the final all night").isPhotoSearch)
    // `have you got` asks; `I picture` needs the verb's place, not a cue after a determiner
    #expect(EngineTestSupport.read("have you got the pics from the clinic open day?").isPhotoSearch)
    #expect(EngineTestSupport.read("can you send the picture of Dad at the Sevens").isPhotoSearch)
  }

  @Test("`the pictures` someone is invited to is the cinema; a request verb before `all` is a verb")
  func cinemaAndImperatives() {
    #expect(
      !EngineTestSupport.read("fancy the pictures on Saturday? the Rialto does cheap seats")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("anyone keen for the flicks tonight?").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the pictures from the Rialto opening").isPhotoSearch)
    // nothing but the request in a search box searches for nothing
    #expect(!EngineTestSupport.read("show all my pics", .search).isPhotoSearch)
    #expect(EngineTestSupport.read("show all my pics of Bondi", .search).whatTexts.isEmpty)
  }

  @Test("a drink's emoji anywhere in the text makes shots drinks, unless they are asked for")
  func drinkEmoji() {
    #expect(!EngineTestSupport.read("shots at the Duke after the match? 🍻").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the shots from the pub quiz 🍻").isPhotoSearch)
  }
}
