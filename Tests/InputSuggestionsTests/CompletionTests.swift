import Foundation
import PhotoQuery
import Testing

@testable import InputSuggestions

/// Completions of the word being typed (issue 13): from the library's words and the language's
/// time words, ranked by the words before and by how many photos each finds, with UTF-16 ranges.
@Suite struct CompletionTests {
  static let vocabulary = CompletionVocabulary(entries: [
    .init(text: "Susan Lee", kind: .who, count: 27),
    .init(text: "Mom", kind: .who, count: 27),
    .init(text: "Morgan Hale", kind: .who, count: 2),
    .init(text: "Daniel Reyes", kind: .who, count: 112),
    .init(text: "me", kind: .who, count: 112),
    .init(text: "mountain", kind: .what, count: 11),
    .init(text: "beach", kind: .what, count: 13),
    .init(text: "christmas tree", kind: .what, count: 8),
    .init(text: "bar", kind: .what, count: 1),
    .init(text: "Barcelona", kind: .where, count: 8),
    .init(text: "Montreal", kind: .where, count: 3),
    .init(text: "Reykjavík", kind: .where, count: 6),
    .init(text: "New York City", kind: .where, count: 7),
    .init(text: "Beach Day 2024", kind: .album, count: 4),
  ])
  static let engine = PhotoSearchSuggestionEngine(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
    completionVocabulary: vocabulary)

  func first(_ text: String, cursor: Int? = nil) -> Completion? {
    Self.engine.completions(for: text, cursor: cursor).first
  }

  @Test func aPersonAfterOfAPlaceAfterFromAThingAfterThe() throws {
    let mom = try #require(first("pics of Mo"))
    #expect(mom.text == "Mom" && mom.kind == .who && mom.count == 27)
    #expect(mom.start == 8 && mom.end == 10)
    let barcelona = try #require(first("photos from Bar"))
    #expect(barcelona.text == "Barcelona" && barcelona.kind == .where)
    #expect(barcelona.range == NSRange(location: 12, length: 3))
    let beach = try #require(first("pics of the bea"))
    #expect(beach.text == "beach" && beach.kind == .what)
  }

  @Test func theWordsBeforeChangeTheOrder() throws {
    #expect(first("photos in Mo")?.text == "Montreal")
    #expect(first("pics with Mo")?.text == "Mom")
    // With nothing before, the kind that finds more photos comes first.
    #expect(first("Mo")?.text == "Mom")
  }

  @Test func moreCountedPhotosRankHigher() throws {
    let list = Self.engine.completions(for: "pics of Mo")
    let people = list.filter { $0.kind == .who }.map(\.text)
    #expect(people == ["Mom", "Morgan Hale"])
  }

  @Test func namesOfSeveralWordsAndLaterWords() throws {
    let susan = try #require(first("pics of Susan L"))
    #expect(susan.text == "Susan Lee")
    #expect(susan.start == 8 && susan.end == 15)
    #expect(first("pics of Lee")?.text == "Susan Lee")
    let york = try #require(first("photos in New Yo"))
    #expect(york.text == "New York City" && york.start == 10)
  }

  @Test func rangesCountUTF16Units() throws {
    let text = "📷 pics of Mo"
    let c = try #require(first(text))
    #expect(c.start == 11 && c.end == 13)
    #expect((text as NSString).replacingCharacters(in: c.range, with: c.text) == "📷 pics of Mom")
  }

  @Test func diacriticsAndCaseAreFolded() throws {
    #expect(first("photos from reyk")?.text == "Reykjavík")
  }

  @Test func aWordTypedInFullIsNotOffered() throws {
    #expect(!Self.engine.completions(for: "photos from Barcelona").contains { $0.text == "Barcelona" })
    #expect(!Self.engine.completions(for: "pics of mom").contains { $0.text == "Mom" })
  }

  @Test func nothingAfterASpaceAndACursorInTheMiddle() throws {
    #expect(Self.engine.completions(for: "pics of ").isEmpty)
    #expect(Self.engine.completions(for: "").isEmpty)
    let c = try #require(first("pics of Mo in Paris", cursor: 10))
    #expect(c.text == "Mom" && c.start == 8 && c.end == 10)
  }

  @Test func timeWordsAndHolidaysOfTheLanguage() throws {
    // After `last` a time word comes first; `last summer` would leave the same text: one entry.
    let list = Self.engine.completions(for: "photos from last sum")
    let summer = try #require(list.first)
    #expect(summer.text == "summer" && summer.kind == .when && summer.count == nil)
    #expect(summer.start == 17 && summer.end == 20)
    #expect(!list.contains { $0.text == "last summer" || $0.text == "this summer" })
    #expect(!Self.engine.completions(for: "pics of Mo").contains { $0.text == "last month" })
    #expect(first("pics from Christ")?.text == "Christmas")
    #expect(first("pics of the christ")?.text == "christmas tree")
    #expect(first("photos in Febr")?.text == "February")
    #expect(first("photos since Thanks")?.text == "Thanksgiving")
  }

  @Test func everyTimeWordReadsAsAWhenValue() throws {
    let engine = PhotoSearchSuggestionEngine(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let reference = LocalDateTime(year: 2026, month: 7, day: 15, hour: 10)
    for word in TimeCompletionWords.words(for: Locale(identifier: "en_US")) {
      let readings = ["photos from \(word)", "photos on \(word)", "photos in the \(word)"].map {
        engine.photoSearchSuggestion(for: $0, context: .search, reference: reference)?.whenValues
          ?? []
      }
      #expect(readings.contains { !$0.isEmpty }, "\(word)")
    }
  }

  @Test func aLimitAndNoDuplicates() throws {
    let list = Self.engine.completions(for: "b", limit: 3)
    #expect(list.count == 3)
    #expect(Set(list.map(\.text)).count == 3)
  }
}
