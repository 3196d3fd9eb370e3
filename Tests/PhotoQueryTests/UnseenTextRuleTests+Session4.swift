import Foundation
import Testing

@testable import PhotoQuery

/// The rules added after the seventh blind set (issue 14), on sentences of our own.
@Suite("Rules for unseen text: roles, compounds, titles, venues")
struct UnseenTextRuleTestsSession4 {
  @Test("a noun WordNet knows for a person is a who value (roles), not a subject")
  func roleNouns() {
    #expect(
      EngineTestSupport.read("pics of Maeve and her flatmates").whoTexts == ["Maeve", "flatmates"])
    #expect(
      EngineTestSupport.read("photos with the teachers at the street party").whoTexts == [
        "teachers"
      ])
    // after `at` / `from` a noun is the occasion, and a noun after it makes it a modifier
    #expect(EngineTestSupport.read("pics from the debs", locale: "en_IE").whoTexts.isEmpty)
    #expect(EngineTestSupport.read("photos of the nurse uniforms").whoTexts.isEmpty)
    // a capital at the start of a search is no role
    #expect(
      EngineTestSupport.read("Whistler past 2 years", .search, locale: "en_CA").whoTexts
        .isEmpty)
  }

  @Test("nouns run together after the or a possessive make one subject (rule 8)")
  func nounCompounds() {
    #expect(
      EngineTestSupport.read("videos of the wake boarding at the dam").whatTexts == [
        "wake boarding", "dam",
      ])
    #expect(EngineTestSupport.read("pics of our tent pitch").whatTexts == ["tent pitch"])
  }

  @Test("a word mostly a verb is the noun after the or a possessive")
  func verbNounsAfterArticle() {
    #expect(
      EngineTestSupport.read("photos of the parade and the march").whatTexts.contains("march")
        == false)
    #expect(EngineTestSupport.read("clips of the protest").whatTexts == ["protest"])
    #expect(EngineTestSupport.read("have a look at the photos from Bath").whatTexts.isEmpty)
  }

  @Test("a noun and an occasion word are one subject: day, night, a British do")
  func occasions() {
    #expect(EngineTestSupport.read("pics from the pool day").whatTexts == ["pool day"])
    #expect(
      EngineTestSupport.read("photos of trivia night at the pub").whatTexts.first == "trivia night")
    #expect(
      EngineTestSupport.read("snaps from the engagement do", locale: "en_GB").whatTexts == [
        "engagement do"
      ])
    #expect(EngineTestSupport.read("photos from Sunday night").whatTexts.isEmpty)
  }

  @Test("a title with an abbreviation's full stop, more name words, or a trailing honorific")
  func titles() {
    #expect(EngineTestSupport.read("pics of Dr. Okafor at the gala").whoTexts == ["Dr. Okafor"])
    #expect(
      EngineTestSupport.read("photos of Rev. Mills at the fete", locale: "en_GB").whoTexts == [
        "Rev. Mills"
      ])
    #expect(
      EngineTestSupport.read("pics of Auntie Bee Lian at the reunion", locale: "en_SG").whoTexts
        == ["Auntie Bee Lian"])
    #expect(
      EngineTestSupport.read("photos of Nani ji at the mela", locale: "en_IN").whoTexts == [
        "Nani ji"
      ])
  }

  @Test("a name after the, or after a part of a place and of, is no person")
  func placeShapedNames() {
    #expect(
      EngineTestSupport.read("pics of the boats on the Waikato", locale: "en_NZ").whoTexts.isEmpty)
    let summit = EngineTestSupport.read("photos from the summit of Kilimanjaro")
    #expect(summit.whoTexts.isEmpty)
    #expect(summit.whereTexts == ["Kilimanjaro"])
  }

  @Test("a venue joined by & after a place preposition is one place; elsewhere & coordinates")
  func ampersandVenues() {
    #expect(
      EngineTestSupport.read("photos from lunch at Fortnum & Mason").whereTexts == [
        "Fortnum & Mason"
      ])
    #expect(EngineTestSupport.read("pics of Tom & Jerry").whereTexts.isEmpty)
  }

  @Test("w/o excludes; typed laughter and mixed-language fillers are no subjects")
  func exclusionsAndFillers() {
    #expect(
      EngineTestSupport.read("pics from the picnic w/o the wasps").excludedWhat.map(\.text) == [
        "wasps"
      ])
    #expect(
      EngineTestSupport.read("send the pics of the karaoke hahahaha").whatTexts == ["karaoke"])
    #expect(
      EngineTestSupport.read("pics ng birthday tsaka ng binyag", locale: "en_PH").whatTexts
        == ["birthday", "binyag"])
  }

  @Test("two possessors share a personal place; a garden is a personal place")
  func sharedPlaces() {
    #expect(
      EngineTestSupport.read("photos from Gran and Pa's farm").whereTexts == ["Gran and Pa's farm"])
    #expect(EngineTestSupport.read("pics from Mum's garden").whereTexts == ["Mum's garden"])
  }

  @Test("a capitalised name ending on an event head is the event, not a place")
  func capitalisedNamedEvents() {
    let festival = EngineTestSupport.read(
      "all the clips from Cambridge Folk Festival", locale: "en_GB")
    #expect(festival.whatTexts == ["Cambridge Folk Festival"])
    #expect(festival.whereTexts.isEmpty)
  }

  @Test("a lone shot with nothing asked for is a shot in another sense")
  func shotInAnotherSense() {
    #expect(!EngineTestSupport.read("What a shot by Ronaldo in the second half").isPhotoSearch)
    #expect(EngineTestSupport.read("can you send the shot from the summit").isPhotoSearch)
  }

  @Test("typed laughter: a two-letter syllable said again, with an optional stray last letter")
  func laughter() {
    #expect(SubjectRecognizer.isLaughter("hahaha"))
    #expect(SubjectRecognizer.isLaughter("hahah"))
    #expect(SubjectRecognizer.isLaughter("wkwkwk"))
    #expect(!SubjectRecognizer.isLaughter("hahaa"))
    #expect(!SubjectRecognizer.isLaughter("hand"))
    #expect(!SubjectRecognizer.isLaughter("hah"))
  }

  @Test("a word WordNet knows is no typo of a cue")
  func typoNeedsUnknownWord() {
    #expect(EngineTestSupport.read("videos of the rally").whatTexts == ["rally"])
  }
}
