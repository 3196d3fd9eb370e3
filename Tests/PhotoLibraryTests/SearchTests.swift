import Foundation
import InputSuggestions
import PhotoQuery
import SuggestionSearch
import Testing

@testable import PhotoLibrary
@testable import PhotoSearch

/// Section 6 of the contract, rule by rule, over a library the tests build themselves, on every
/// engine under test (SQLite; PostgreSQL when a server is given, see `TestEngine`).
@Suite struct SearchTests {
  let zone = TimeZone(identifier: "America/Los_Angeles")!
  let now = Date(timeIntervalSince1970: 1_776_900_000)  // 2026-04-22

  func paths(
    _ s: PhotoLibrarySearch, people: [String] = [], subjects: [String] = [], places: [String] = [],
    times: [String] = []
  ) throws -> [String] {
    try s.search(
      people: people, subjects: subjects, locations: places, timeframes: times, timeZone: zone,
      now: now, limit: nil
    )
    .matches.map(\.path)
  }

  func paths(_ s: PhotoLibrarySearch, text: String) throws -> [String] {
    let engine = s.suggestionEngine(locale: Locale(identifier: "en_US"), timeZone: zone)
    let suggestion = try #require(
      engine.photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(now, in: zone)))
    return try s.search(suggestion, limit: nil).matches.map(\.path)
  }

  @Test(arguments: TestEngine.available) func everyPersonNamedMustBeInThePhoto(engine: TestEngine)
    throws
  {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, people: ["Siobhan Kelly"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
    #expect(try paths(s, people: ["Siobhan", "me"]) == ["Trips/Paris/b.jpg"])
    #expect(try paths(s, people: ["Mom"]) == ["Home/d.jpg"])
    #expect(try paths(s, people: ["Fergus"]) == ["Home/e.jpg"])
  }

  @Test(arguments: TestEngine.available) func firstNameOnlyWhenUniqueAndUnknownNamesMatchNothing(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, people: ["Alex"]).isEmpty)
    #expect(try paths(s, people: ["alex kim"]) == ["Trips/Kyoto/c.jpg"])
    #expect(try paths(s, people: ["Beyoncé"]).isEmpty)
  }

  @Test(arguments: TestEngine.available) func subjectsMatchNarrowerConceptsAndIgnoreWordForms(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, subjects: ["dogs"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
    #expect(try paths(s, subjects: ["puppy"]) == ["Trips/Paris/a.jpg"])
    #expect(try paths(s, subjects: ["hike"]) == ["Trips/Kyoto/c.jpg", "Home/d.jpg"])
    #expect(try paths(s, subjects: ["snow"]) == ["Home/e.jpg"])
    #expect(try paths(s, subjects: ["dog", "hiking"]).isEmpty)
  }

  @Test(arguments: TestEngine.available) func placesMatchByRadiusOrLocationTextAndAnyMayMatch(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, places: ["Paris"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
    #expect(try paths(s, places: ["Japan"]) == ["Trips/Kyoto/c.jpg"])
    #expect(
      try paths(s, places: ["Kyoto", "Paris"]) == [
        "Trips/Kyoto/c.jpg", "Trips/Paris/b.jpg", "Trips/Paris/a.jpg",
      ])
    #expect(try paths(s, places: ["Europe"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
  }

  @Test(arguments: TestEngine.available) func periodsCompareLocalCaptureTimeAndAnyMayMatch(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, times: ["2019"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
    #expect(try paths(s, times: ["2018", "2020"]) == ["Trips/Kyoto/c.jpg", "Home/d.jpg"])
    #expect(try paths(s, times: ["Christmas 2021"]) == ["Home/e.jpg"])
    #expect(try paths(s, text: "Paris at night") == ["Trips/Paris/b.jpg"])
  }

  @Test(arguments: TestEngine.available) func listsCombineWithAndExclusionsRemove(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(
      try paths(
        s, people: ["Siobhan"], subjects: ["dog"], places: ["Paris"], times: ["summer 2019"]) == [
          "Trips/Paris/b.jpg", "Trips/Paris/a.jpg",
        ])
    #expect(try paths(s, people: ["Siobhan"], times: ["2020"]).isEmpty)
    #expect(try paths(s, text: "dogs without puppies") == ["Trips/Paris/b.jpg"])
    #expect(try paths(s, text: "Paris without Daniel Reyes") == ["Trips/Paris/a.jpg"])
  }

  @Test(arguments: TestEngine.available) func newestFirstAndUndatedLastByPathWithPaging(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(try paths(s, subjects: ["cat"]) == ["Alpha/g.jpg", "Zeta/f.jpg"])
    let q = s.customQuery(timeZone: zone, now: now)
    let first = try s.search(q, limit: 3)
    #expect(first.matches.map(\.path) == ["Home/e.jpg", "Trips/Kyoto/c.jpg", "Trips/Paris/b.jpg"])
    #expect(first.nextOffset == 3)
    let last = try s.search(q, limit: 3, offset: 6)
    #expect(last.matches.map(\.path) == ["Zeta/f.jpg"])
    #expect(last.nextOffset == nil)
  }

  @Test(arguments: TestEngine.available) func plannerAndPlainScanAgree(engine: TestEngine) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    for q in [
      s.customQuery(people: ["Siobhan"], timeZone: zone, now: now),
      s.customQuery(subjects: ["dog"], locations: ["Paris"], timeZone: zone, now: now),
      s.customQuery(locations: ["Japan"], timeframes: ["2020"], timeZone: zone, now: now),
    ] {
      #expect(
        try s.search(q, limit: nil).matches.map(\.id)
          == s.store.plainScanSearch(q, limit: nil).matches.map(\.id))
    }
  }

  @Test(arguments: TestEngine.available) func intersectionPlanFindsWhatTheScanFinds(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    // Index entries nearly free, rows dear: the planner intersects index lists.
    let planner = SearchPlanner(
      walkEntryCost: 1000, postgresWalkEntryCost: 1000, probeCost: 1000, listEntryCost: 1000,
      intersectEntryCost: 0.001, rowFetchCost: 0.001)
    let q = s.customQuery(
      people: ["Siobhan"], subjects: ["dog"], locations: ["Paris"], timeframes: ["2019"],
      timeZone: zone, now: now)
    let page = try s.store.search(q, limit: nil, planner: planner, statistics: s.statistics)
    #expect(page.plan.driver == .intersection)
    #expect(page.plan.sql.contains("INTERSECT"))
    #expect(page.matches.map(\.path) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
    #expect(try s.store.plainScanSearch(q, limit: nil).matches.map(\.id) == page.matches.map(\.id))
    // Rows nearly free: the plan walks the capture-time index instead.
    let walking = SearchPlanner(
      walkEntryCost: 0.001, postgresWalkEntryCost: 0.001, probeCost: 0.001, listEntryCost: 1000,
      intersectEntryCost: 1000, rowFetchCost: 1000)
    #expect(
      try s.store.search(q, limit: 1, planner: walking, statistics: s.statistics).plan.driver
        == .captureTime)
  }

  @Test(arguments: TestEngine.available) func emptyResultSaysWhichFilterEmptiedIt(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    let q = s.customQuery(people: ["Siobhan"], timeframes: ["2020"], timeZone: zone, now: now)
    #expect(try s.explainEmpty(q) == "no photos of Siobhan in 2020; 2 of Siobhan at other times")
    let unknown = s.customQuery(people: ["Beyoncé"], timeZone: zone, now: now)
    #expect(try s.explainEmpty(unknown).contains("nobody called Beyoncé"))
  }

  @Test(arguments: TestEngine.available) func libraryKnowledgeTeachesTheEngineItsPeople(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    #expect(s.knowledge.ownerName == "Daniel Reyes")
    #expect(s.knowledge.people.contains { $0.name == "Susan Lee" && $0.aliases == ["Mom"] })
    #expect(
      try paths(s, text: "photos with Siobhan") == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
  }

  @Test(arguments: TestEngine.available) func personalPlacesResolveThroughLibrarySettings(
    engine: TestEngine
  ) throws {
    let (_, s) = try SearchFixture.make(engine: engine)
    try s.store.setPersonalPlace(
      .init(name: "the cabin", latitude: 48.858, longitude: 2.35, radiusKm: 1))
    let again = try PhotoLibrarySearch(store: s.store)
    #expect(try paths(again, places: ["the cabin"]) == ["Trips/Paris/b.jpg", "Trips/Paris/a.jpg"])
  }
}
