import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the fourteenth round (issue 14; sets AG and AH read, set AF written blind
/// and held out), on sentences of our own.
@Suite("Rules for unseen text: long messages, families, pets, groups, the locale's own names")
struct UnseenTextRuleTestsSession14 {
  /// Messages of several sentences: the request is judged by its own sentences.
  static let messageCases: [(text: String, isSearch: Bool)] = [
    // a time ahead in a later sentence is about something else
    (
      "Can you find the videos of Meera's first dance in Leeds? Her sister arrives next week and"
        + " wants to see them.", true
    ),
    // a question in another sentence does not ask for photos judged in this one
    ("the photo on the menu came out blurry. also did you book the table?", false),
    ("the photo on the menu came out blurry, can you send me a better one?", true),
    // photos told of in one sentence, asked for in a later one
    (
      "Mum found a box of old albums in the garage! Could you scan the photos of Grandad in"
        + " Napier in the 70s?", true
    ),
  ]

  @Test("a long message is judged by the sentences of its request", arguments: messageCases)
  func messages(_ example: (text: String, isSearch: Bool)) {
    #expect(EngineTestSupport.read(example.text).isPhotoSearch == example.isSearch)
  }

  @Test("the request of a later sentence gives the values")
  func laterRequestValues() {
    let reading = EngineTestSupport.read(
      "Mum found a box of old albums in the garage! Could you scan the photos of Grandad in"
        + " Napier in the 70s?", locale: "en_NZ")
    #expect(reading.whoTexts == ["Grandad"])
    #expect(reading.whereTexts == ["Napier"])
    #expect(reading.whenTexts == ["70s"])
  }

  @Test("a family name in the plural is the family, in a search box too (decision 24)")
  func pluralFamilyNames() {
    #expect(
      EngineTestSupport.read("okafors christmas 2023", .search, locale: "en_US").whoTexts == [
        "okafors"
      ])
    #expect(
      EngineTestSupport.read("pics of the Okafors at the lake house", locale: "en_US").whoTexts
        == ["Okafors"])
    // a family name that is an ordinary word says nothing
    #expect(EngineTestSupport.read("woods walk autumn", .search, locale: "en_GB").whoTexts == [])
  }

  @Test("a given name of the locale's own country is read over a town abroad (decision 7)")
  func localNames() {
    let nz = EngineTestSupport.read("pics of Tama at the beach in Raglan", locale: "en_NZ")
    #expect(nz.whoTexts == ["Tama"])
    #expect(nz.whereTexts == ["Raglan"])
    // elsewhere the town keeps the reading decision 7 gives it
    #expect(EngineTestSupport.read("pics of Tama", locale: "en_US").whereTexts == ["Tama"])
    #expect(
      EngineTestSupport.read("selfies with Naledi in Soweto", locale: "en_ZA").whoTexts == [
        "Naledi"
      ])
  }

  @Test("a pet named before its breed is who, the breed what")
  func pets() {
    let named = EngineTestSupport.read("photos of Pickles the border collie at the park")
    #expect(named.whoTexts == ["Pickles"])
    #expect(named.whatTexts.contains("border collie"))
    #expect(EngineTestSupport.read("biscuit corgi beach", .search).whoTexts == ["biscuit"])
    // a coat colour and a scene are no names
    #expect(EngineTestSupport.read("chocolate corgi beach", .search).whoTexts == [])
    #expect(EngineTestSupport.read("beach dog sunset", .search).whoTexts == [])
  }

  @Test("a noun before a group word narrows it to one group (decision 6)")
  func groups() {
    #expect(
      EngineTestSupport.read("pics of the netball girls at nationals", locale: "en_NZ").whoTexts
        == ["netball girls"])
    #expect(
      EngineTestSupport.read("netball team 2019", .search, locale: "en_AU").whoTexts == [
        "netball team"
      ])
    // keywords run together name a thing and people
    let run = EngineTestSupport.read("zoo panda kids", .search, locale: "en_SG")
    #expect(run.whoTexts == ["kids"])
  }

  @Test("kin and address words of the locale's languages are people; a title takes its name")
  func kinWords() {
    #expect(
      EngineTestSupport.read("photos with kokum at the powwow", locale: "en_CA").whoTexts == [
        "kokum"
      ])
    #expect(
      EngineTestSupport.read("bubbe zaide passover", .search, locale: "en_US").whoTexts == [
        "bubbe", "zaide",
      ])
    #expect(
      EngineTestSupport.read("pics with Tita Bing at the fiesta", locale: "en_PH").whoTexts == [
        "Tita Bing"
      ])
    // a region after a kin title is where
    let region = EngineTestSupport.read("oupa namaqualand flowers", .search, locale: "en_ZA")
    #expect(region.whoTexts == ["oupa"])
    #expect(region.whereTexts == ["namaqualand"])
  }
}
