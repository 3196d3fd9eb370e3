import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the seventh round (issue 14; blind set P read, set O held out), on
/// sentences of our own.
@Suite("Rules for unseen text: search-box exclusions, home towns, photos shown elsewhere")
struct UnseenTextRuleTestsSession7 {
  @Test("`no` inside a search box leaves out the thing or person after it")
  func noInSearchBox() {
    let picnic = EngineTestSupport.read("picnic no ants", .search)
    #expect(picnic.whatTexts == ["picnic"])
    #expect(picnic.excludedWhatTexts == ["ants"])
    let lake = EngineTestSupport.read("lake tahoe no dogs", .search)
    #expect(lake.excludedWhatTexts == ["dogs"])
    let party = EngineTestSupport.read("birthday party no grandparents", .search)
    #expect(party.excludedWhoTexts == ["grandparents"])
    // at the start there is nothing to leave out from
    #expect(EngineTestSupport.read("no filter sunsets", .search).excludedWhatTexts.isEmpty)
  }

  @Test("a word that describes the person named after it is dropped, like `little`")
  func descriptiveTitles() {
    #expect(EngineTestSupport.read("send me the pics of baby Ottilie").whoTexts == ["Ottilie"])
    #expect(EngineTestSupport.read("photos of newborn Kai at the hospital").whoTexts == ["Kai"])
    // a kin title stays in the value
    #expect(EngineTestSupport.read("pics of Aunty Grace").whoTexts == ["Aunty Grace"])
  }

  @Test("`asap` says when the photos are wanted, not when they were taken")
  func asapIsNoTime() {
    let reading = EngineTestSupport.read("pls send the photos from the regatta asap")
    #expect(reading.isPhotoSearch)
    #expect(reading.whenTexts.isEmpty)
  }

  @Test("a town of the person's own country wins over a given name and ends a search-box subject")
  func homeTowns() {
    // Nelson is a city and a region in New Zealand and a given name
    #expect(EngineTestSupport.read("nelson", .search, locale: "en_NZ").whereTexts == ["nelson"])
    // Bray (Ireland, 33,000) is also a given name and a verb
    let bray = EngineTestSupport.read("bray swimmers", .search, locale: "en_IE")
    #expect(bray.whereTexts == ["bray"])
    #expect(bray.whatTexts == ["swimmers"])
  }

  @Test("photos told of where they are shown, asking nothing, are no search")
  func photosShownElsewhere() {
    #expect(
      !EngineTestSupport.read("the photos on the Zillow listing for the Elm St house are so edited")
        .isPhotoSearch)
    #expect(!EngineTestSupport.read("her insta pics from Santorini are unreal").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("the pictures in the Lonely Planet brochure of Fiji looked better")
        .isPhotoSearch)
    // asked for, they are searched
    #expect(EngineTestSupport.read("can you send the pics from Santorini").isPhotoSearch)
  }

  @Test("photos told lost, asking nothing, are no search")
  func photosLost() {
    #expect(
      !EngineTestSupport.read("accidentally deleted 300 pics from Fiji last week").isPhotoSearch)
    // asking for them again is a search
    #expect(
      EngineTestSupport.read("I deleted the pics from Fiji, can you send them again?").isPhotoSearch
    )
  }

  @Test("a cue joined by a hyphen to an adjective is no cue")
  func hyphenatedAdjective() {
    #expect(!EngineTestSupport.read("the lake was picture-perfect this morning").isPhotoSearch)
    // a real cue after it still asks
    #expect(
      EngineTestSupport.read("send me those picture-perfect shots from the lake in June")
        .isPhotoSearch)
  }

  @Test("a plural no list knows after `the` in a lowercase search box is a family")
  func lowercaseFamilies() {
    #expect(EngineTestSupport.read("the adeyemis wedding", .search).whoTexts == ["adeyemis"])
    // a common plural stays a thing
    #expect(EngineTestSupport.read("the fireworks", .search).whoTexts.isEmpty)
  }

  @Test("a given name that opens a phrase the vocabulary knows is the phrase in a search box")
  func vocabularyPhraseOverGivenName() {
    #expect(
      EngineTestSupport.read("coney island ferris wheel", .search).whatTexts == ["ferris wheel"])
    #expect(EngineTestSupport.read("ferris wheel", .search).whoTexts.isEmpty)
    // the name alone stays a person
    #expect(EngineTestSupport.read("ferris skateboarding", .search).whoTexts == ["ferris"])
  }

  @Test("a month or season word that is also a verb ends a search box as the period")
  func trailingPeriodInSearchBox() {
    let fall = EngineTestSupport.read("vermont leaf peeping fall", .search)
    #expect(fall.whenTexts == ["fall"])
    #expect(EngineTestSupport.read("lilac festival may", .search).whenTexts == ["may"])
    // in a message the verb stays a verb
    #expect(EngineTestSupport.read("the kids may", .general).whenTexts.isEmpty)
  }

  @Test("a word no list knows next to a known place in a search box is a thing seen there")
  func unknownWordBesidePlace() {
    let cebu = EngineTestSupport.read("lechon cebu", .search, locale: "en_PH")
    #expect(cebu.whereTexts == ["cebu"])
    #expect(cebu.whatTexts == ["lechon"])
    // alone it is still read as a small place (rule 10)
    #expect(EngineTestSupport.read("paihia", .search, locale: "en_NZ").whereTexts == ["paihia"])
  }

  @Test("a person and a comma opening a message is the one addressed")
  func addressAtStart() {
    let reading = EngineTestSupport.read("Bhaiya, Diwali 2023 wale videos bhejo na")
    #expect(reading.whoTexts.isEmpty)
    #expect(reading.whenTexts == ["Diwali 2023"])
    // a list of people is the people in the photos
    #expect(
      EngineTestSupport.read("Sarah, Tom and me pics from the beach").whoTexts == [
        "Sarah", "Tom", "me",
      ])
  }

  @Test("a capitalised town after `the` is a thing or a venue named like it")
  func townAfterThe() {
    let reading = EngineTestSupport.read("send me the pics from the Cardiff marathon")
    #expect(reading.whereTexts.isEmpty)
    #expect(reading.whatTexts == ["Cardiff marathon"])
    // without the article the town is the place
    #expect(EngineTestSupport.read("send me the pics from Cardiff").whereTexts == ["Cardiff"])
  }

  @Test("a rare given name that WordNet knows as a thing is the thing in a search box")
  func rareNameThatIsAThing() {
    #expect(EngineTestSupport.read("fried rice", .search).whoTexts.isEmpty)
    // a common name stays a person
    #expect(EngineTestSupport.read("oliver footy", .search).whoTexts == ["oliver"])
  }
}
