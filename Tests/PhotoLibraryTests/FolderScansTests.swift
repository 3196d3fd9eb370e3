import Foundation
import Testing

@testable import PhotoLibrary

/// `index` scans its folders while the library opens (``FolderScans``): the run takes that scan
/// instead of scanning again, and the scan is the one the run would have made.
@Suite struct FolderScansTests {
  @Test func aScanStartedBeforeTheLibraryListsWhatTheRunWouldAndLeavesTheLibraryOut() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/b/IMG_2.jpg")
    try Fixtures.jpeg(at: root + "/a/IMG_1.jpg")
    try Fixtures.text("{}", at: root + "/a/IMG_1.jpg.json")
    let library = Indexer.canonicalPath(root) + "/library.sqlite"
    let scans = FolderScans(folders: [root], libraryPath: library)
    // The library is made inside the folder after the scan started.
    let store = try LibraryStore(path: library)
    let excluded = FolderPlan.excludedPaths(libraryPath: store.path)
    let canonical = Indexer.canonicalPath(root)
    let scanned = try #require(scans.take(root: canonical, excluded: excluded))
    let direct = FolderScanner(root: canonical, excluded: excluded).scan()
    #expect(scanned.files.map(\.relativePath) == ["a/IMG_1.jpg", "b/IMG_2.jpg"])
    #expect(scanned.files.map(\.relativePath) == direct.files.map(\.relativePath))
    #expect(scanned.files.map(\.takeoutJSON) == direct.files.map(\.takeoutJSON))
    #expect(scans.take(root: canonical, excluded: excluded) == nil, "each scan is taken once")
  }

  @Test func aScanWithOtherExclusionsOrOfAnotherFolderIsNotTaken() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/IMG_1.jpg")
    let canonical = Indexer.canonicalPath(root)
    let scans = FolderScans(folders: [root], libraryPath: "/elsewhere/library.sqlite")
    #expect(scans.take(root: canonical + "/other", excluded: []) == nil)
    let otherLibrary = FolderPlan.excludedPaths(libraryPath: canonical + "/library.sqlite")
    #expect(scans.take(root: canonical, excluded: otherLibrary) == nil)
  }

  @Test func aRunWithTheEarlyScanIndexesAsARunWithout() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for (i, title) in ["one", "two", "three"].enumerated() {
      try Fixtures.jpeg(at: root + "/photos/\(i)/IMG_\(i).jpg", [("Xmp.dc.title", title)])
    }
    let photos = root + "/photos"
    let early = root + "/early.sqlite"
    let scans = FolderScans(folders: [photos], libraryPath: early)
    let withScan = try Indexer(store: LibraryStore(path: early), workers: 2)
    let summary = try withScan.index(folders: [photos], scans: scans)
    let plain = try Indexer(store: LibraryStore(path: root + "/plain.sqlite"), workers: 2)
    let plainSummary = try plain.index(folders: [photos])
    #expect(summary.indexed == 3 && plainSummary.indexed == 3)
    let a = try Fixtures.export(withScan.store)
    let b = try Fixtures.export(plain.store)
    #expect(a.keys.sorted() == b.keys.sorted())
    for (path, record) in a {
      #expect(record["title"] as? String == b[path]?["title"] as? String)
    }
  }
}
