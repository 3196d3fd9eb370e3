import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the sixteenth round (issue 14; sets AM and AN read, set AL written blind and
/// held out), on sentences of our own.
@Suite("Rules for unseen text: where subjects and sites start and end")
struct UnseenTextRuleTestsSession16 {
  /// A small town and the site heads after it: one place.
  static let smallTownSites: [(text: String, locale: String, place: String)] = [
    ("busselton jetty at dawn", "en_AU", "busselton jetty"),
    ("kids on kaikoura beach", "en_NZ", "kaikoura beach"),
    ("photos from hokitika beach", "en_NZ", "hokitika beach"),
  ]

  @Test("a small town's beach or jetty is one named place", arguments: smallTownSites)
  func smallTownSite(_ example: (text: String, locale: String, place: String)) {
    let reading = EngineTestSupport.read(example.text, .search, locale: example.locale)
    #expect(reading.whereTexts == [example.place])
  }

  @Test("a capitalised name before a lowercase site head is the site's name")
  func capitalisedBeforeSiteHead() {
    let beach = EngineTestSupport.read("pics of the dog on Inch beach last summer", locale: "en_IE")
    #expect(beach.whereTexts == ["Inch beach"])
    #expect(beach.whatTexts == ["dog"])
    let mosque = EngineTestSupport.read("photos outside the Grey Street mosque", locale: "en_ZA")
    #expect(mosque.whereTexts == ["Grey Street mosque"])
    // a head that opens a subject phrase is the subject's (`road trip`)
    let trip = EngineTestSupport.read("pics from the Cabot Trail road trip", locale: "en_CA")
    #expect(trip.whereTexts == ["Cabot Trail"])
    #expect(trip.whatTexts == ["road trip"])
  }

  @Test("a search-box run splits after a site's head: the site, then what was seen there")
  func siteBeforeSubject() {
    let reading = EngineTestSupport.read("wicker park mural", .search, locale: "en_US")
    #expect(reading.whereTexts == ["wicker park"])
    #expect(reading.whatTexts == ["mural"])
    // a word for a thing before the head makes a kind of place, and a known phrase stays a thing
    #expect(EngineTestSupport.read("dog park fun", .search, locale: "en_US").whereTexts == [])
    #expect(
      EngineTestSupport.read("munnar tea gardens", .search, locale: "en_IN").whereTexts == [
        "munnar"
      ])
  }

  @Test("`bay` makes a name of the noun before it in a search field")
  func bayNamesAPlace() {
    let reading = EngineTestSupport.read("camps bay sunset", .search, locale: "en_ZA")
    #expect(reading.whereTexts == ["camps bay"])
    #expect(reading.whatTexts == ["sunset"])
    #expect(EngineTestSupport.read("sick bay", .search, locale: "en_GB").whereTexts == [])
  }

  /// Two sides joined by `vs` or `v`: one match, with its head.
  static let fixtures: [(text: String, context: QueryContext, locale: String, what: String)] = [
    (
      "videos of the Sharks vs Stormers game from Saturday", .general, "en_ZA",
      "Sharks vs Stormers game"
    ),
    ("england v india test lords", .search, "en_GB", "england v india test"),
    ("videos of the Ireland vs France match", .general, "en_IE", "Ireland vs France match"),
  ]

  @Test("a match between two sides is one what value, no places", arguments: fixtures)
  func fixture(
    _ example: (text: String, context: QueryContext, locale: String, what: String)
  ) {
    let reading = EngineTestSupport.read(example.text, example.context, locale: example.locale)
    #expect(reading.whatTexts == [example.what])
    #expect(!reading.whereTexts.contains { example.what.contains($0) })
  }

  @Test("`v` between a place and a thing is no match (`holland v brunch`)")
  func vIsNoMatchBeforeAThing() {
    let reading = EngineTestSupport.read("holland v brunch", .search, locale: "en_SG")
    #expect(reading.whatTexts == ["brunch"])
  }

  @Test("`first` and a compound after a person's possessive are one subject")
  func firstAfterPossessive() {
    let reading = EngineTestSupport.read("videos of Leo's first rugby game", locale: "en_NZ")
    #expect(reading.whoTexts == ["Leo"])
    #expect(reading.whatTexts == ["first rugby game"])
  }

  @Test("two nouns joined by `and` before an event head are one kind of event")
  func coordinatedCompound() {
    #expect(
      EngineTestSupport.read("pics of the sack and spoon race", locale: "en_GB").whatTexts == [
        "sack and spoon race"
      ])
    #expect(
      EngineTestSupport.read("photos from the pie and pint night", locale: "en_GB").whatTexts
        == ["pie and pint night"])
    // names before the head are two people's (`tom and ava wedding`)
    let wedding = EngineTestSupport.read("tom and ava wedding", .search, locale: "en_GB")
    #expect(Set(wedding.whoTexts) == ["tom", "ava"])
    #expect(wedding.whatTexts == ["wedding"])
  }

  @Test("a holiday of several words before `bazaar` is one subject")
  func holidayBazaar() {
    let reading = EngineTestSupport.read(
      "photos from the Hari Raya bazaar with Siti", locale: "en_SG")
    #expect(reading.whatTexts == ["Hari Raya bazaar"])
    #expect(reading.whenTexts == [])
  }

  @Test("two possessors share an understood place; a lone possessive opens a search field")
  func elidedSharedPlace() {
    let shared = EngineTestSupport.read("pics of the dogs at Nan and Pop's", locale: "en_AU")
    #expect(shared.whereTexts == ["Nan and Pop's"])
    #expect(shared.whoTexts == [])
    #expect(
      EngineTestSupport.read("O'Connell's in Galway", .search, locale: "en_IE").whereTexts
        .contains("O'Connell's"))
    // a given name alone owns the photos
    #expect(EngineTestSupport.read("emma's", .search, locale: "en_GB").whereTexts == [])
  }

  @Test("`office`, `school`, `home` closing a search-box run are the place")
  func barePlaceClosingARun() {
    let reading = EngineTestSupport.read("leaving do office", .search, locale: "en_GB")
    #expect(reading.whereTexts == ["office"])
    #expect(reading.whatTexts == ["leaving do"])
    // opening a run, it narrows the next word
    #expect(
      EngineTestSupport.read("school concert", .search, locale: "en_GB").whatTexts == [
        "school concert"
      ])
  }

  @Test("a phrase the vocabulary knows and an occasion word are one event (`hot pot night`)")
  func phraseBeforeOccasion() {
    let reading = EngineTestSupport.read("photos from the hot pot night", locale: "en_CA")
    #expect(reading.whatTexts == ["hot pot night"])
    #expect(reading.whenTexts == [])
  }

  @Test("`del`, `de` and `and` inside a capitalised place name join it")
  func innerLinks() {
    #expect(
      EngineTestSupport.read("pics from Hotel del Mar in Cádiz", locale: "en_GB").whereTexts == [
        "Hotel del Mar", "Cádiz",
      ])
    #expect(
      EngineTestSupport.read("photos at the Rose and Thistle Gardens", locale: "en_GB")
        .whereTexts == ["Rose and Thistle Gardens"])
    // two places stay two
    #expect(
      EngineTestSupport.read("photos from Zion and Bryce Canyon", locale: "en_US").whereTexts == [
        "Zion", "Bryce Canyon",
      ])
  }

  @Test("`Brgy.` and `Co.` open a place's name, stop and all")
  func abbreviatedLeads() {
    #expect(
      EngineTestSupport.read("pics from the fiesta in Brgy. Malinis", locale: "en_PH").whereTexts
        == ["Brgy. Malinis"])
    #expect(
      EngineTestSupport.read("photos of the lads in Co. Kerry", locale: "en_IE").whereTexts == [
        "Co. Kerry"
      ])
  }

  @Test("a value never splits a hyphenated word")
  func hyphenatedWords() {
    #expect(
      EngineTestSupport.read("photos of my co-workers at the party", locale: "en_US").whoTexts == [
        "co-workers"
      ])
    #expect(
      EngineTestSupport.read("videos from the after-party in Galway", locale: "en_IE").whatTexts
        == ["after-party"])
    #expect(
      EngineTestSupport.read("pics of Jack's t-ball game", locale: "en_US").whatTexts == [
        "t-ball game"
      ])
    // numbers joined by a hyphen are a range, not one word
    #expect(
      EngineTestSupport.read("photos from 2018-2020", locale: "en_US").whenTexts == [
        "from 2018-2020"
      ])
  }

  @Test("an ordinal between a person's possessive and their deed is part of the deed")
  func ordinalDeed() {
    let reading = EngineTestSupport.read(
      "the video of Maya's first goal at the rink", locale: "en_CA")
    #expect(reading.whoTexts == ["Maya"])
    #expect(reading.whatTexts == ["first goal", "rink"])
  }

  @Test("a gaff with a possessive is a personal place, as a house is")
  func gaff() {
    let reading = EngineTestSupport.read("pics from Aoife's gaff on Friday", locale: "en_IE")
    #expect(reading.whereTexts == ["Aoife's gaff"])
    #expect(reading.whoTexts == [])
  }
}
