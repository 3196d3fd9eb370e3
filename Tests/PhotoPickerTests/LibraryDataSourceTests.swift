import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoSearch
import SuggestionSearch
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct LibraryDataSourceTests {
  func everything(_ source: LibraryDataSource, _ text: PickerSearchText) throws -> PickerPage {
    try source.search(text: text, filters: nil, page: 0, pageSize: 500)
  }

  @Test func typedTextIsUnderstoodWithTheLibrarysPeople() throws {
    let source = try SampleLibraryFixture.dataSource()
    let page = try everything(source, PickerSearchText("photos of Mom"))
    #expect(page.understood == [PickerFilterToken(.who, "Mom")])
    #expect(page.total > 0)
    #expect(page.total == page.assets.count)
    #expect(page.assets.allSatisfy { $0.people.contains("Maria Rivera") })
  }

  @Test func removingATokenWidensTheResults() throws {
    let source = try SampleLibraryFixture.dataSource()
    let text = PickerSearchText("Mom in Lisbon last summer")
    let narrow = try everything(source, text)
    #expect(narrow.understood.map(\.kind) == [.who, .where, .when])
    #expect(narrow.total > 0)
    for asset in narrow.assets {
      #expect(asset.placeName?.contains("Lisbon") == true)
      #expect(asset.people.contains("Maria Rivera"))
    }
    let wider = try everything(
      source, text.removing(PickerFilterToken(.when, "last summer"), understood: narrow.understood))
    #expect(wider.understood.map(\.kind) == [.who, .where])
    #expect(wider.total > narrow.total)
    #expect(Set(narrow.assets.map(\.identifier)).isSubset(of: Set(wider.assets.map(\.identifier))))
  }

  @Test func subjectsFindTheirKeywords() throws {
    let source = try SampleLibraryFixture.dataSource()
    let page = try everything(source, PickerSearchText("dogs"))
    #expect(page.understood == [PickerFilterToken(.what, "dogs")])
    #expect(page.total > 0)
    #expect(page.assets.allSatisfy { $0.keywords.contains("dog") })
  }

  @Test func pagesAreNewestFirstAndDisjoint() throws {
    let source = try SampleLibraryFixture.dataSource()
    let first = try source.search(text: PickerSearchText(""), filters: nil, page: 0, pageSize: 10)
    let second = try source.search(text: PickerSearchText(""), filters: nil, page: 1, pageSize: 10)
    #expect(first.assets.count == 10)
    #expect(first.hasMore)
    #expect(Set(first.assets.map(\.identifier)).isDisjoint(with: second.assets.map(\.identifier)))
    let dates = (first.assets + second.assets).compactMap(\.creationDate)
    #expect(dates == dates.sorted(by: >))
  }

  @Test func kindsAndExclusions() throws {
    let source = try SampleLibraryFixture.dataSource()
    let screenshots = try everything(source, PickerSearchText("screenshots"))
    #expect(screenshots.total > 0)
    #expect(screenshots.assets.allSatisfy { $0.subtypes.contains(.screenshot) })
    let selfies = try everything(source, PickerSearchText("selfies"))
    #expect(selfies.total > 0)
    #expect(selfies.assets.allSatisfy { $0.subtypes.contains(.selfie) })
    let all = try everything(source, PickerSearchText("photos of Mom"))
    let withoutDad = try everything(source, PickerSearchText("photos of Mom without Dad"))
    #expect(withoutDad.understood.contains(PickerFilterToken(.who, "Dad", isExcluded: true)))
    #expect(withoutDad.total < all.total)
    #expect(withoutDad.assets.allSatisfy { !$0.people.contains("Jorge Rivera") })
  }

  @Test func kindFilterOfTheConfigurationApplies() throws {
    let source = try SampleLibraryFixture.dataSource()
    let page = try source.search(
      text: PickerSearchText(""), filters: .screenshots, page: 0, pageSize: 500)
    #expect(page.total > 0)
    #expect(page.assets.allSatisfy { $0.subtypes.contains(.screenshot) })
  }

  @Test func suggestionFromAPhotoSearchSuggestion() throws {
    let source = try SampleLibraryFixture.dataSource()
    let suggestion = try #require(
      source.photoSearchSuggestion(
        for: "hey can you send me the pics of Sis at the beach", context: .general))
    let text = PickerSearchText(photoSearchSuggestion: suggestion)
    #expect(
      text.resolvedFilters == [PickerFilterToken(.who, "Sis"), PickerFilterToken(.what, "beach")])
    let page = try everything(source, text)
    #expect(
      page.assets.allSatisfy { $0.people.contains("Sofia Rivera") && $0.keywords.contains("beach") }
    )
    #expect(source.photoSearchSuggestion(for: "see you at the beach", context: .general) == nil)
  }

  @Test func assetsAreFoundByIndexIdOnly() throws {
    let source = try SampleLibraryFixture.dataSource()
    let first = try #require(
      try source.search(text: PickerSearchText(""), filters: nil, page: 0, pageSize: 1).assets.first
    )
    #expect(try source.asset(id: first.identifier)?.fileURL == first.fileURL)
    #expect(FileManager.default.fileExists(atPath: first.fileURL.path))
    for bad in [
      first.fileURL.path, "../\(first.identifier)", "0", "-1", "+\(first.identifier)", "abc",
      "999999999",
    ] {
      #expect(try source.asset(id: bad) == nil, "\(bad)")
    }
  }

  @Test func textThatIsNotASearchLooksForItsWords() throws {
    let source = try SampleLibraryFixture.dataSource()
    let page = try everything(source, PickerSearchText("zzqx"))
    #expect(page.total == 0)
    #expect(page.understood == [PickerFilterToken(.what, "zzqx")])
  }
}
