import PhotoLibrary
import PhotoQuery
import SuggestionSearch
import Testing

/// The words of typed text a search looks for in read text (`TypedTextWords`).
struct TypedTextWordsTests {
  let resources = EngineResources()

  @Test func contentWordsLeaveOutFunctionCueMediaAndQuotingWordsAndALeadingRequest() {
    #expect(
      TypedTextWords.content(
        of: "show me the screenshot saying Your verification code", resources: resources)
        == ["verification", "code"])
    #expect(
      TypedTextWords.content(of: "pics of the sign: Vehicles will be towed", resources: resources)
        == ["sign", "vehicles", "towed"])
    #expect(TypedTextWords.content(of: "Wi-Fi blue-otter", resources: resources).count == 4)
  }

  @Test func quotedWordsAreThoseAfterSayingLessTheUnderstoodPlacesAndTimes() {
    var understood = PhotoSearchQuery()
    #expect(
      TypedTextWords.quoted(
        in: "screenshot saying opens twelve", understood: understood, resources: resources)
        == ["opens", "twelve"])
    #expect(
      TypedTextWords.quoted(
        in: "a sign with the words mind the gap", understood: understood, resources: resources)
        == ["mind", "gap"])
    understood.places = [PlaceFilter(value: "London", areas: [], names: [])]
    #expect(
      TypedTextWords.quoted(
        in: "sign saying no parking in London", understood: understood, resources: resources)
        == ["parking"])
    #expect(
      TypedTextWords.quoted(in: "photos of the beach", understood: understood, resources: resources)
        == nil)
  }
}

extension TypedTextWordsTests {
  @Test func thePhraseRunsFromTheFirstContentWordToTheLastKeepingFunctionWordsBetween() {
    #expect(
      TypedTextWords.phrase(of: "to Lisbon gate", resources: resources)
        == ["to", "lisbon", "gate"])
    #expect(
      TypedTextWords.phrase(of: "show me the flight to Lisbon", resources: resources)
        == ["flight", "to", "lisbon"])
    #expect(
      TypedTextWords.phrase(of: "screenshot saying opens at ten", resources: resources)
        == ["opens", "at", "ten"])
    #expect(
      TypedTextWords.phrase(of: "photo of the Tesco receipt", resources: resources)
        == ["tesco", "receipt"])
  }
}
