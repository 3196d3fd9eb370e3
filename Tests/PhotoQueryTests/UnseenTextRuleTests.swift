import Foundation
import Testing

@testable import PhotoQuery

/// The general rules added for text the engine has not seen (issue 14), one family a test, on
/// sentences of our own (the blind sets run in `QueryCorpusTests`).
@Suite("Rules for unseen text")
struct UnseenTextRuleTests {
  @Test("whoever made the photos is neither a person nor a place in them (decision 21)")
  func makerIsNotAValue() {
    let reading = EngineTestSupport.read("the videos Sam filmed at the lake")
    #expect(reading.whoTexts.isEmpty)
    #expect(reading.whereTexts.isEmpty)
    #expect(reading.whatTexts == ["lake"])
  }

  @Test("verbs, adjectives, superlatives and contractions are never subjects")
  func subjectsNameThingsAPhotoCanShow() {
    let reading = EngineTestSupport.read("send me the cutest pics of the cats, she'll love them")
    #expect(reading.whatTexts == ["cats"])
    let wide = EngineTestSupport.read("the panoramas from Yosemite, the wide ones")
    #expect(wide.whatTexts.isEmpty)
  }

  @Test("chat spellings and mixed-language function words read as English (decision 24)")
  func chatFunctionWords() {
    let reading = EngineTestSupport.read("bro send d pics frm goa trip w/ Kenji")
    #expect(reading.whereTexts == ["goa"])
    #expect(reading.whatTexts == ["trip"])
    #expect(reading.whoTexts == ["Kenji"])
  }

  @Test("exclusions take every kind, up to the next preposition (decision 30)")
  func exclusionKindsAndScope() {
    let media = EngineTestSupport.read("pics from Wanaka but no selfies pls")
    #expect(media.mediaKinds.isEmpty)
    #expect(media.excludedMediaKinds == ["selfies"])
    let time = EngineTestSupport.read("pics from the cabin but not from 2022")
    #expect(time.whenTexts.isEmpty)
    #expect(time.excludedWhen.map(\.text) == ["2022"])
    let scoped = EngineTestSupport.read("photos of the kids without John from last summer")
    #expect(scoped.excludedWho.map(\.text) == ["John"])
    #expect(scoped.whenTexts == ["last summer"])
  }

  @Test("cue words in other senses give no suggestion")
  func otherSenses() {
    for text in [
      "I can't picture him as a dad", "Dad snaps every time the gate is left open",
      "she's the spitting image of her gran", "a shot of tequila at the pub in Leeds",
      "is it safe to post pictures of the kids online",
    ] {
      #expect(!EngineTestSupport.read(text).isPhotoSearch, "\(text)")
    }
    #expect(EngineTestSupport.read("can you print the photos from the wedding").isPhotoSearch)
  }

  @Test("regional holidays resolve by the locale's country (decision 26)")
  func regionalHolidays() {
    let za = EngineTestSupport.read("pics from Freedom Day in Soweto", locale: "en_ZA")
    guard case .time(let time)? = za.when.first?.resolution else {
      Issue.record("no time for Freedom Day")
      return
    }
    #expect(time.start?.isoDate == "2026-04-27")
    let nz = EngineTestSupport.read("photos from Matariki at the waterfront", locale: "en_NZ")
    #expect(nz.whenTexts == ["Matariki"])
    #expect(nz.whereTexts.isEmpty)
  }

  @Test("a sub-national holiday and a long weekend are times without an interval (decision 27)")
  func undatedHolidays() {
    let reading = EngineTestSupport.read("camping pics from the long weekend", locale: "en_AU")
    #expect(reading.whenTexts == ["long weekend"])
    guard case .time(let time)? = reading.when.first?.resolution else {
      Issue.record("no time value")
      return
    }
    #expect(time.start == nil && time.end == nil)
  }

  @Test("names no list knows: with → person, before a place head → place, plural → family")
  func unlistedNames() {
    #expect(EngineTestSupport.read("pics from maboneng with thandi").whoTexts == ["thandi"])
    #expect(EngineTestSupport.read("pics from the bucks party at airlie beach").whereTexts
      == ["airlie beach"])
    #expect(EngineTestSupport.read("photos of the Okonkwos at the beach").whoTexts == ["Okonkwos"])
  }
}
