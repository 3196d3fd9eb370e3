import Foundation
import Testing

@testable import PhotoQuery

/// The rules added after the fourth and fifth blind sets (issue 14), on sentences of our own.
@Suite("Rules for unseen text: names, places, periods, chat")
struct UnseenTextRuleTestsSession3 {
  @Test(
    "a title or kin word with a name is one value, even a name that is also a word (decision 6)")
  func titleWithName() {
    #expect(EngineTestSupport.read("photos of Aunt May at the lake").whoTexts == ["Aunt May"])
    #expect(EngineTestSupport.read("pics with Nanny Val at the fair").whoTexts == ["Nanny Val"])
    #expect(
      EngineTestSupport.read("selfies with Priya didi at the mela", locale: "en_IN").whoTexts
        == ["Priya didi"])
  }

  @Test("coordinated phrases share a kind: a name before a kin word is a person")
  func coordination() {
    let reading = EngineTestSupport.read("pics of Mak and Koro at the marae", locale: "en_NZ")
    #expect(reading.whoTexts == ["Mak", "Koro"])
  }

  @Test("life periods are times without an interval; a trip's clause keeps its place")
  func lifePeriods() {
    let reading = EngineTestSupport.read("photos of the twins when they were babies")
    #expect(reading.whenTexts == ["when they were babies"])
    let trip = EngineTestSupport.read("photos from when we were in Lyon")
    #expect(trip.whenTexts.isEmpty)
    #expect(trip.whereTexts == ["Lyon"])
  }

  @Test("now, and a number read as a year before photography, filter nothing")
  func noFilterTimes() {
    #expect(
      EngineTestSupport.read("send the pics from the braai now", locale: "en_ZA").whenTexts.isEmpty)
    #expect(EngineTestSupport.read("photos from the Daytona 500").whenTexts.isEmpty)
  }

  @Test("a kind of video before a word for videos is that kind alone")
  func videoKinds() {
    #expect(EngineTestSupport.read("slow mo clips of the waves").mediaKinds == ["slo-mo"])
    #expect(EngineTestSupport.read("timelapse footage of the clouds").mediaKinds == ["time-lapse"])
  }

  @Test("a sign-off closes the request; a person before the cue's article is addressed")
  func signOffAndAddress() {
    let signOff = EngineTestSupport.read("send the pics from the picnic thanks a bunch x")
    #expect(signOff.whatTexts == ["picnic"])
    #expect(signOff.whereTexts.isEmpty)
    let addressed = EngineTestSupport.read("didi the photos from the sangeet pls", locale: "en_IN")
    #expect(addressed.whoTexts.isEmpty)
    #expect(addressed.whatTexts == ["sangeet"])
  }

  @Test("future words in a story before the request do not reject it")
  func clauseScope() {
    let text = "I will never forget that day, so can you send the pictures from the Lisbon trip"
    #expect(EngineTestSupport.read(text).isPhotoSearch)
    // promised photos with a filter are a search; `tomorrow` is when they are sent (sixth round)
    let promised = EngineTestSupport.read("I'll send the pictures from Lisbon tomorrow")
    #expect(promised.whereTexts == ["Lisbon"])
    #expect(promised.whenTexts.isEmpty)
    #expect(
      !EngineTestSupport.read("I'll send you photos from Lisbon when I get there").isPhotoSearch)
  }

  @Test("places: a modifier before a place, lowercase words ending in a place head after at")
  func placeCompounds() {
    #expect(EngineTestSupport.read("pics from little italy").whereTexts == ["little italy"])
    #expect(
      EngineTestSupport.read("the vids of the fireworks at harbour bridge").whereTexts
        == ["harbour bridge"])
  }

  @Test("a lowercase word a person owns, or after Taglish sa, is no place")
  func ownedThingsAreSubjects() {
    let taglish = EngineTestSupport.read("pics natin sa reunion", locale: "en_PH")
    #expect(taglish.whereTexts.isEmpty)
    #expect(taglish.whatTexts == ["reunion"])
  }

  @Test("an acronym or a brand narrows the noun after it")
  func brandedThings() {
    #expect(EngineTestSupport.read("photos of Dad in his NHS lanyard").whatTexts == ["NHS lanyard"])
  }

  @Test("the maker of a thing in the photo is not in it")
  func makerAfterNoun() {
    let reading = EngineTestSupport.read("screenshots of the map Uncle Ray sent")
    #expect(reading.whoTexts.isEmpty)
    #expect(reading.whatTexts == ["map"])
  }

  @Test("`the fall` is the season unless `of` or `from` follows")
  func theFall() {
    #expect(EngineTestSupport.read("photos of the maple trees in the fall").whenTexts == ["fall"])
    #expect(EngineTestSupport.read("the video of the fall from the ladder").whenTexts.isEmpty)
  }

  @Test("regional seasons and school breaks by month are times without an interval")
  func undatedRegionalTimes() {
    #expect(
      EngineTestSupport.read("pics of the garden in the rainy season", locale: "en_IN")
        .whenTexts == ["rainy season"])
    #expect(
      EngineTestSupport.read("photos from the December holidays", locale: "en_ZA")
        .whenTexts == ["December holidays"])
  }
}
