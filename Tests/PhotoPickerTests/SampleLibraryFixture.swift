import Foundation
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import SuggestionSearch

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// The sample library planned as if generated in 2012 (about 55 pictures, 2010–2012), drawn,
/// tagged, indexed and configured once per test process; searches read "now" as 15 Nov 2012.
enum SampleLibraryFixture {
  static let lastYear = 2012
  /// 15 November 2012, 12:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_352_980_800)

  private static let shared: Result<(URL, LibraryStore), any Error> = Result {
    let folder = try temporaryFolder("sample")
    let pictures = folder.appendingPathComponent("pictures")
    let summary = try SampleLibrary.generate(into: pictures, year: lastYear)
    guard summary.failures.isEmpty else {
      throw VipsError(description: summary.failures.joined(separator: "; "))
    }
    let store = try LibraryStore(path: folder.appendingPathComponent("library.sqlite").path)
    _ = try Indexer(store: store).index(folders: [pictures.path])
    try SampleLibrary.configure(store)
    return (pictures, store)
  }

  /// The pictures folder and the index.
  static func library() throws -> (folder: URL, store: LibraryStore) {
    let (folder, store) = try shared.get()
    return (folder, store)
  }

  /// A data source over the fixture in UTC with the fixed "now".
  static func dataSource() throws -> LibraryDataSource {
    let (_, store) = try library()
    return LibraryDataSource(
      search: try PhotoLibrarySearch(store: store), timeZone: TimeZone(identifier: "UTC")!,
      now: { now })
  }
}
