import Foundation
import Testing

@testable import PhotoPlaces
@testable import PhotoQuery

@Suite struct GazetteerTests {
  let gazetteer = Gazetteer.shared
  let tokenizer = Tokenizer()

  @Test func parisRanksTheFrenchCapitalFirst() throws {
    let places = gazetteer.places(named: "paris")
    let first = try #require(places.first)
    #expect(first.countryCode == "FR" && first.kind == .city)
    #expect(first.admin1Name == "Île-de-France" && first.countryName == "France")
    #expect(first.continentCode == "EU")
    #expect(places.contains { $0.countryCode == "US" }, "Paris, Texas is there too")
  }

  @Test func newYorkCityByNameAndNicknames() throws {
    for name in ["new york city", "nyc", "big apple"] {
      let first = try #require(gazetteer.places(named: name).first, "\(name)")
      #expect(first.name == "New York City", "\(name)")
      #expect(first.countryCode == "US")
    }
  }

  @Test func georgiaIsBothTheStateAndTheCountry() {
    let places = gazetteer.places(named: "georgia")
    #expect(places.contains { $0.kind == .country && $0.countryCode == "GE" })
    #expect(places.contains { $0.kind == .region && $0.countryCode == "US" })
    let forUS = gazetteer.places(named: "georgia", preferringCountry: "US")
    #expect(forUS.first?.countryCode == "US")
    let forGeorgia = gazetteer.places(named: "georgia", preferringCountry: "GE")
    #expect(forGeorgia.first?.countryCode == "GE")
    #expect(
      gazetteer.places(named: "queenstown", preferringCountry: "NZ").first?.countryCode == "NZ")
    #expect(gazetteer.places(named: "london", preferringCountry: "CA").first?.countryCode == "GB")
    let lisbon = gazetteer.places(named: "lisbon", preferringCountry: "PT").first
    #expect(lisbon?.kind == .city, "the city stays ahead of its same-name region")
  }

  @Test func countryAlternatesAndContinents() {
    #expect(gazetteer.places(named: "usa").first?.countryCode == "US")
    #expect(gazetteer.places(named: "america").first?.countryCode == "US")
    #expect(gazetteer.places(named: "uk").first?.countryCode == "GB")
    #expect(gazetteer.places(named: "britain").first?.countryCode == "GB")
    let england = gazetteer.places(named: "england").first
    #expect(england?.kind == .region && england?.countryCode == "GB")
    #expect(gazetteer.places(named: "europe").first?.kind == .continent)
    #expect(gazetteer.places(named: "south america").first?.continentCode == "SA")
    #expect(gazetteer.places(named: "us").isEmpty, "`us` is a pronoun, never a country name")
  }

  @Test func naturalPlacesParksAndLandmarks() {
    #expect(gazetteer.places(named: "yosemite").first?.kind == .park)
    #expect(gazetteer.places(named: "lake tahoe").first?.kind == .natural)
    #expect(gazetteer.places(named: "rockies").first?.name == "Rocky Mountains")
    #expect(gazetteer.places(named: "mount fuji").first?.countryCode == "JP")
    let eiffel = gazetteer.places(named: "eiffel tower").first
    #expect(eiffel?.kind == .landmark && eiffel?.countryCode == "FR")
    #expect((eiffel?.radiusKm ?? 99) < 2)
  }

  @Test func unfoldedOrHyphenatedNamesAreNormalised() {
    #expect(gazetteer.places(named: "Saint-Tropez").first?.countryCode == "FR")
    #expect(gazetteer.places(named: "zurich").first?.countryCode == "CH")
    #expect(Gazetteer.nameKey("St. Louis") == "st louis")
    #expect(Gazetteer.nameKey("Île-de-France") == "ile de france")
  }

  @Test func commonWordsAreFlaggedOrLeftOut() {
    #expect(gazetteer.isCommonWord("nice"))
    #expect(gazetteer.places(named: "nice").first?.countryCode == "FR")
    #expect(!gazetteer.isCommonWord("paris"))
    for word in ["beach", "home", "summer", "march", "mom", "of", "me", "hiking"] {
      let small = gazetteer.places(named: word).filter {
        $0.kind == .city && $0.population < 50_000
      }
      #expect(small.isEmpty, "\(word) should not name a small town")
    }
  }

  @Test func longestMatchPrefersTheLongestName() throws {
    let tokens = tokenizer.tokens(of: "pics from New York City last summer")
    let match = try #require(gazetteer.longestMatch(in: tokens, from: 2))
    #expect(match.length == 3)
    #expect(match.places.first?.name == "New York City")
    #expect(gazetteer.longestMatch(in: tokens, from: 0) == nil)
    #expect(gazetteer.longestMatch(in: tokens, from: 99) == nil)
    #expect(gazetteer.longestMatch(in: tokens, from: -1) == nil)
  }

  @Test func longestMatchSkipsHyphensAndPeriods() throws {
    let hyphen = tokenizer.tokens(of: "Saint-Tropez beach")
    let match = try #require(gazetteer.longestMatch(in: hyphen, from: 0))
    #expect(match.length == 3)
    #expect(match.places.first?.countryCode == "FR")
    let period = tokenizer.tokens(of: "in St. Louis")
    let stLouis = try #require(gazetteer.longestMatch(in: period, from: 1))
    #expect(stLouis.length == 3 && stLouis.places.first?.countryCode == "US")
  }

  @Test func longestMatchJoinsAPossessive() throws {
    let tokens = tokenizer.tokens(of: "sailing off Martha's Vineyard")
    let match = try #require(gazetteer.longestMatch(in: tokens, from: 2))
    #expect(match.length == 3)
    #expect(match.places.first?.name == "Martha's Vineyard")
  }

  @Test func oddInputNeverCrashes() {
    let huge = String(repeating: "a", count: 20_000)
    let inputs = [
      "", " ", "-", "'s", "\u{0}", huge, huge + "s", huge + "ing", "🙂🙂", "مرحبا", "e\u{301}",
      "new york \u{0} city", String(repeating: "new york ", count: 300),
    ]
    let vocabulary = SubjectVocabulary.shared
    let names = GivenNames.shared
    for input in inputs {
      _ = gazetteer.places(named: input)
      _ = gazetteer.isCommonWord(input)
      _ = vocabulary.concept(for: input)
      _ = vocabulary.isTerm(input)
      _ = names.contains(input)
      let tokens = tokenizer.tokens(of: input)
      for i in tokens.indices {
        _ = gazetteer.longestMatch(in: tokens, from: i)
        _ = vocabulary.longestMatch(in: tokens, from: i)
      }
    }
    #expect(gazetteer.places(named: huge).isEmpty)
    #expect(vocabulary.concept(for: huge + "s") == nil)
  }

  @Test func placeById() throws {
    let paris = try #require(gazetteer.places(named: "paris").first)
    #expect(gazetteer.place(id: paris.id) == paris)
    #expect(gazetteer.place(id: -42) == nil)
  }

  @Test func missingResourcesGiveAnEmptyGazetteer() {
    let empty = Gazetteer(resourceDirectory: URL(fileURLWithPath: "/nonexistent/data"))
    #expect(empty.places(named: "paris").isEmpty)
    #expect(empty.count == 0)
    #expect(empty.hierarchy(latitude: 48.85, longitude: 2.35) == nil)
  }

  @Test func loadsLazily() {
    let fresh = Gazetteer()
    #expect(!fresh.isLoaded)
    _ = fresh.places(named: "paris")
    #expect(fresh.isLoaded)
    #expect(!fresh.isGeocoderLoaded, "names alone must not load the reverse-geocoding table")
  }
}
