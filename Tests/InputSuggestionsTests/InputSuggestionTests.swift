import Foundation
import PhotoQuery
import Testing

@testable import InputSuggestions

/// The UIKit-shaped surface: suggestions, their values and resolved forms, Codable, equality.
@Suite struct InputSuggestionTests {
  static let zone = TimeZone(identifier: "America/New_York")!
  static let engine = PhotoSearchSuggestionEngine(
    locale: Locale(identifier: "en_US"), timeZone: zone,
    library: LibraryKnowledge(
      people: [.init(id: "p1", name: "Susan Lee", aliases: ["Mom"])], ownerName: "Alex Lee",
      personalPlaces: [.init(name: "the cabin", latitude: 39.1, longitude: -120.0)]))
  /// Wednesday 15 July 2026, 10:00 in New York.
  static let now = LocalDateTime(year: 2026, month: 7, day: 15, hour: 10).date(in: zone)

  func suggestion(_ text: String, _ context: InputContext = .general) -> PhotoSearchSuggestion? {
    Self.engine.suggestions(for: text, context: context, now: Self.now).first
      as? PhotoSearchSuggestion
  }

  @Test func valuesAsTyped() throws {
    let s = try #require(suggestion("pics of Mom and me in Lisbon last summer"))
    #expect(s.whoValues == ["Mom", "me"])
    #expect(s.whereValues == ["Lisbon"])
    #expect(s.whatValues.isEmpty)
    #expect(s.whenValues == ["last summer"])
  }

  @Test func notASearchGivesNoSuggestion() {
    #expect(Self.engine.suggestions(for: "see you in Paris next summer", now: Self.now).isEmpty)
    #expect(Self.engine.suggestions(for: "photos", context: .search, now: Self.now).isEmpty)
  }

  @Test func resolvedForms() throws {
    let s = try #require(suggestion("videos of Mom at the beach from last summer without John"))
    #expect(s.mediaKinds == ["videos"])
    #expect(s.excluded.who == ["John"])
    #expect(s.whoResolutions.first?.knownPerson?.id == "p1")
    #expect(s.whatResolutions.map(\.value) == ["beach"])
    let when = try #require(s.whenResolutions.first)
    #expect(when.start == LocalDateTime(year: 2025, month: 6, day: 1))
    #expect(when.end == LocalDateTime(year: 2025, month: 9, day: 1))
    let interval = try #require(when.dateInterval)
    #expect(interval.start == LocalDateTime(year: 2025, month: 6, day: 1).date(in: Self.zone))
    let me = try #require(suggestion("selfies of me"))
    #expect(me.whoResolutions.first?.knownPerson?.name == "Alex Lee")
    let cabin = try #require(suggestion("photos from the cabin"))
    #expect(cabin.whereResolutions.first?.isPersonal == true)
    #expect(cabin.whereResolutions.first?.personalPlace?.latitude == 39.1)
  }

  @Test func coveredRangeIsThePhotoSearchPart() throws {
    let text = "hey can you send me the pics from Oslo"
    let s = try #require(suggestion(text))
    let range = try #require(s.range(in: text))
    #expect(text[range] == "Oslo")
  }

  @Test func codableRoundTripAndEquality() throws {
    let s = try #require(suggestion("photos of the kids at the beach in Maui last summer"))
    let data = try JSONEncoder().encode(s)
    let back = try JSONDecoder().decode(PhotoSearchSuggestion.self, from: data)
    #expect(back == s)
    #expect(back.hashValue == s.hashValue)
    #expect(Set([s, back]).count == 1)
    let other = try #require(suggestion("photos of the kids at the beach in Maui"))
    #expect(other != s)
    #expect(s.description.contains("who: [\"kids\"]"))
  }

  @Test func sendableAcrossTasks() async throws {
    let engine = Self.engine
    let now = Self.now
    let results = await withTaskGroup(of: [String].self) { group in
      for text in ["photos of Mom", "videos from Paris", "dogs"] {
        group.addTask {
          (engine.suggestions(for: text, context: .search, now: now).first as? PhotoSearchSuggestion)?
            .whoValues ?? []
        }
      }
      var all: [[String]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 3)
    #expect(results.contains(["Mom"]))
  }
}
