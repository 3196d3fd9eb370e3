import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the eighth round (issue 14; blind set R read, set Q held out), on
/// sentences of our own.
@Suite("Rules for unseen text: places named by their head in lowercase")
struct UnseenTextRuleTestsSession8 {
  @Test("a noun before a head that only names places is a named place, typed in lowercase")
  func nameFormingPlaceHeads() {
    let cove = EngineTestSupport.read("smugglers cove kayaks", .search)
    #expect(cove.whereTexts == ["smugglers cove"])
    #expect(cove.whatTexts == ["kayaks"])
    #expect(EngineTestSupport.read("devils causeway 2018", .search).whereTexts == ["devils causeway"])
    #expect(
      EngineTestSupport.read("photos of us at the eagles head last june").whereTexts
        == ["eagles head"])
    // `head` after a singular noun is a thing, and phrases the vocabulary knows stay things
    #expect(EngineTestSupport.read("shower head", .search).whereTexts.isEmpty)
    #expect(EngineTestSupport.read("dog park", .search).whereTexts.isEmpty)
  }

  @Test("a word that opens place names before a place head names the place")
  func leadBeforeHead() {
    let cape = EngineTestSupport.read("cape reef seals", .search)
    #expect(cape.whereTexts == ["cape reef"])
    #expect(cape.whatTexts == ["seals"])
    #expect(EngineTestSupport.read("lake house", .search).whereTexts.isEmpty)
  }
}
