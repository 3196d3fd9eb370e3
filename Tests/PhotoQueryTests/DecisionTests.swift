import Testing

@testable import PhotoQuery

/// The rules of docs/decisions.md (language engine section), one test each.
@Suite struct DecisionTests {
  @Test func photosThatDoNotExistYetAreNotSearches() {
    #expect(
      !EngineTestSupport.read("I'll send you pics of the kids when we get there").isPhotoSearch)
    // promised photos exist: the time is when they are sent, not a filter (decision 3)
    #expect(EngineTestSupport.read("I'll send the pics of the kids tonight").whenTexts.isEmpty)
    #expect(!EngineTestSupport.read("can you take some pics of the kids tomorrow").isPhotoSearch)
    #expect(EngineTestSupport.read("the pics you took at the wedding").isPhotoSearch)
  }

  @Test func idiomsWithCueWordsAreNotSearches() {
    #expect(!EngineTestSupport.read("a picture is worth a thousand words").isPhotoSearch)
    #expect(!EngineTestSupport.read("it was a picture perfect day at the beach").isPhotoSearch)
    #expect(!EngineTestSupport.read("did you see the video of the dog on TikTok").isPhotoSearch)
  }

  @Test func requestsAboutExistingPhotosWithAFilterAreSearches() {
    #expect(
      EngineTestSupport.read("make an album of the photos from Greece").whereTexts == ["Greece"])
    #expect(EngineTestSupport.read("crop the photo of me and Kate").whoTexts == ["me", "Kate"])
  }

  @Test func possessiveWithoutNounIsAPersonalPlace() {
    let reading = EngineTestSupport.read("photos from last Christmas at Nana's")
    #expect(reading.whereTexts == ["Nana's"])
    #expect(reading.whoTexts.isEmpty)
  }

  @Test func exclusionOfTheOnesFromAPlace() {
    let reading = EngineTestSupport.read("photos of sunsets except the ones from Hawaii")
    #expect(reading.whatTexts == ["sunsets"])
    #expect(reading.whereTexts.isEmpty)
    #expect(reading.excludedWhere.map(\.text) == ["Hawaii"])
    let later = EngineTestSupport.read("photos of the kids without John from last summer")
    #expect(later.excludedWho.map(\.text) == ["John"])
    #expect(later.whenTexts == ["last summer"])
  }

  @Test func nounThenActionStaysTwoSubjects() {
    #expect(
      EngineTestSupport.read("pics of Charlie the cat sleeping").whatTexts == ["cat", "sleeping"])
    #expect(EngineTestSupport.read("videos of the baby laughing").whoTexts == ["baby"])
    #expect(EngineTestSupport.read("pool party", .search).whatTexts == ["pool party"])
  }

  @Test func commonNounsAfterDeterminersAreNotNamedPlaces() {
    #expect(EngineTestSupport.read("photos of the baby in the bath").whereTexts.isEmpty)
    #expect(EngineTestSupport.read("nice photo of you and Sam").whereTexts.isEmpty)
  }

  @Test func predicatesAndRelativeClausesAreNotSubjects() {
    #expect(EngineTestSupport.read("these photos from Rome are stunning").whatTexts.isEmpty)
    #expect(
      EngineTestSupport.read("photos of the waterfall we hiked to").whatTexts == ["waterfall"])
  }

  @Test func singlePeriodsDropTheirPreposition() {
    #expect(EngineTestSupport.read("photos from the last 3 months").whenTexts == ["last 3 months"])
    #expect(
      EngineTestSupport.read("photos of Grandpa between 2015 and 2018").whenTexts == [
        "between 2015 and 2018"
      ])
  }
}
