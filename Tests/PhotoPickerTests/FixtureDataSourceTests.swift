import Foundation
import PhotoSearch
import SuggestionSearch
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct FixtureDataSourceTests {
  @Test func understandsTextAndPagesNewestFirst() throws {
    let (source, _) = try fixtureSource()
    let page = try source.search(
      text: PickerSearchText("Alice in Lisbon"), filters: nil, page: 0, pageSize: 2)
    #expect(
      page.understood == [PickerFilterToken(.who, "Alice"), PickerFilterToken(.where, "Lisbon")])
    let all = source.assets.filter { $0.people.contains("Alice") && $0.placeName == "Lisbon" }
    #expect(page.total == all.count)
    #expect(page.assets.count == min(2, all.count))
    var seen: [PickerAsset] = []
    for index in 0..<((page.total + 1) / 2) {
      seen += try source.search(
        text: PickerSearchText("Alice in Lisbon"), filters: nil, page: index, pageSize: 2
      ).assets
    }
    #expect(Set(seen.map(\.identifier)) == Set(all.map(\.identifier)))
    let dates = seen.compactMap(\.creationDate)
    #expect(dates == dates.sorted(by: >))
  }

  @Test func resolvedFiltersAreUsedAsGiven() throws {
    let (source, _) = try fixtureSource()
    let text = PickerSearchText(
      text: "Alice in Lisbon", filters: [PickerFilterToken(.who, "Alice")])
    let page = try source.search(text: text, filters: nil, page: 0, pageSize: 100)
    #expect(page.total == source.assets.filter { $0.people.contains("Alice") }.count)
    let without = PickerSearchText(
      text: "", filters: [PickerFilterToken(.who, "Alice", isExcluded: true)])
    let rest = try source.search(text: without, filters: nil, page: 0, pageSize: 100)
    #expect(rest.assets.allSatisfy { !$0.people.contains("Alice") })
    #expect(rest.total + page.total == source.assets.count)
  }

  @Test func configurationFilterApplies() throws {
    let (source, _) = try fixtureSource()
    let page = try source.search(
      text: PickerSearchText(""), filters: .screenshots, page: 0, pageSize: 100)
    #expect(page.total == source.assets.filter { $0.subtypes.contains(.screenshot) }.count)
    #expect(page.total > 0)
  }
}

@Suite struct FixtureYearTests {
  @Test func utcYearAgreesWithCalendar() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<2_000 {
      let date = Date(timeIntervalSince1970: Double.random(in: -4e9...6e9, using: &generator))
      #expect(FixturePickerDataSource.utcYear(of: date) == calendar.component(.year, from: date))
    }
    let newYear = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01T00:00:00Z
    #expect(FixturePickerDataSource.utcYear(of: newYear) == 2020)
    #expect(FixturePickerDataSource.utcYear(of: newYear.addingTimeInterval(-1)) == 2019)
  }
}
