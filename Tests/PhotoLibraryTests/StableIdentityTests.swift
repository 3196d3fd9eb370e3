import Foundation
import Testing

@testable import PhotoLibrary

/// Identity that survives moves (issue 11): an asset is recognised by its content fingerprint,
/// not its path, when `photosearch index` runs again after files were moved, renamed or copied.
@Suite struct StableIdentityTests {
  @Test(arguments: TestEngine.available)
  func movedAndRenamedFilesKeepTheirIdsAndTheirNamedFaces(engine: TestEngine) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let photos = root + "/photos"
    try IdentityFixtures.photos(6, in: photos)
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    let indexer = Indexer(store: store, workers: 2)
    _ = try indexer.index(folders: [photos])
    try IdentityFixtures.nameFaces(of: ["photo-000.jpg", "photo-001.jpg"], in: store)
    let before = try IdentityFixtures.ids(store)
    #expect(before.names[before.byPath["photo-000.jpg"]!] == ["Susan Lee"])

    try IdentityFixtures.move(photos + "/photo-000.jpg", photos + "/2024/trip/photo-000.jpg")
    try IdentityFixtures.move(photos + "/photo-001.jpg", photos + "/renamed.jpg")
    try FileManager.default.removeItem(atPath: photos + "/photo-002.jpg")
    let summary = try indexer.index(folders: [photos])

    #expect(summary.moved == 2)
    #expect(summary.removed == 1)
    let after = try IdentityFixtures.ids(store)
    #expect(after.byPath["2024/trip/photo-000.jpg"] == before.byPath["photo-000.jpg"])
    #expect(after.byPath["renamed.jpg"] == before.byPath["photo-001.jpg"])
    #expect(after.byPath["photo-003.jpg"] == before.byPath["photo-003.jpg"])
    #expect(after.byPath.count == 5)
    for path in ["2024/trip/photo-000.jpg", "renamed.jpg"] {
      #expect(after.names[after.byPath[path]!] == ["Susan Lee"], "\(path) keeps its person")
    }
    // The moved files are read again where they are now: folder and name are searchable.
    #expect(try store.assetIDs(matchingText: "trip") == [before.byPath["photo-000.jpg"]!])
    #expect(try store.assetIDs(matchingText: "renamed") == [before.byPath["photo-001.jpg"]!])
    #expect(
      try IdentityFixtures.contentsByPath(store)
        == IdentityFixtures.contentsByPath(IdentityFixtures.freshIndex(of: photos, in: root)))
  }

  @Test(arguments: TestEngine.available)
  func aCopyIsASecondAssetAndTheOriginalKeepsItsId(engine: TestEngine) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let photos = root + "/photos"
    try IdentityFixtures.photos(2, in: photos)
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    let indexer = Indexer(store: store, workers: 2)
    _ = try indexer.index(folders: [photos])
    let before = try IdentityFixtures.ids(store).byPath
    try FileManager.default.copyItem(
      atPath: photos + "/photo-000.jpg", toPath: photos + "/copy-photo-000.jpg")
    let summary = try indexer.index(folders: [photos])
    #expect(summary.moved == 0)
    let after = try IdentityFixtures.ids(store).byPath
    #expect(after.count == 3)
    #expect(after["photo-000.jpg"] == before["photo-000.jpg"])
    let copy = try #require(after["copy-photo-000.jpg"])
    #expect(!before.values.contains(copy))
  }

  @Test(arguments: TestEngine.available)
  func swappedNamesTradeTheirIds(engine: TestEngine) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let photos = root + "/photos"
    try IdentityFixtures.photos(2, in: photos)
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    let indexer = Indexer(store: store, workers: 2)
    _ = try indexer.index(folders: [photos])
    let before = try IdentityFixtures.ids(store).byPath
    try IdentityFixtures.move(photos + "/photo-000.jpg", photos + "/swap.tmp")
    try IdentityFixtures.move(photos + "/photo-001.jpg", photos + "/photo-000.jpg")
    try IdentityFixtures.move(photos + "/swap.tmp", photos + "/photo-001.jpg")
    let summary = try indexer.index(folders: [photos])
    #expect(summary.moved == 2)
    let after = try IdentityFixtures.ids(store).byPath
    #expect(after["photo-000.jpg"] == before["photo-001.jpg"])
    #expect(after["photo-001.jpg"] == before["photo-000.jpg"])
  }

  @Test(arguments: TestEngine.available)
  func aFileMovedToAnotherIndexedFolderKeepsItsId(engine: TestEngine) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try IdentityFixtures.photos(2, in: root + "/a")
    try IdentityFixtures.photos(1, in: root + "/b", prefix: "b")
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    let indexer = Indexer(store: store, workers: 2)
    _ = try indexer.index(folders: [root + "/a", root + "/b"])
    let before = try IdentityFixtures.ids(store).byPath
    // Both folders in one run, the source first.
    try IdentityFixtures.move(root + "/a/photo-000.jpg", root + "/b/from-a.jpg")
    #expect(try indexer.index(folders: [root + "/a", root + "/b"]).moved == 1)
    #expect(try IdentityFixtures.ids(store).byPath["from-a.jpg"] == before["photo-000.jpg"])
    // Only the destination indexed: the source's file is gone from disk, so it is a move.
    try IdentityFixtures.move(root + "/a/photo-001.jpg", root + "/b/also-from-a.jpg")
    #expect(try indexer.index(folders: [root + "/b"]).moved == 1)
    let after = try IdentityFixtures.ids(store).byPath
    #expect(after["also-from-a.jpg"] == before["photo-001.jpg"])
    #expect(after.count == 3)
  }

  @Test func fingerprintsOfAnOlderLibraryAreFilledInSoItsMovesAreRecognised() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let photos = root + "/photos"
    try IdentityFixtures.photos(2, in: photos)
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let indexer = Indexer(store: store, workers: 2)
    _ = try indexer.index(folders: [photos])
    try store.withConnection { try $0.run("UPDATE assets SET fingerprint = NULL", []) }
    _ = try indexer.index(folders: [photos])  // unchanged: fingerprints filled in
    let before = try IdentityFixtures.ids(store).byPath
    try IdentityFixtures.move(photos + "/photo-000.jpg", photos + "/moved.jpg")
    #expect(try indexer.index(folders: [photos]).moved == 1)
    #expect(try IdentityFixtures.ids(store).byPath["moved.jpg"] == before["photo-000.jpg"])
  }

  @Test func aFingerprintIsTheSizeAndTheHashOfBothEnds() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    var bytes = [UInt8](repeating: 7, count: 300_000)
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/a"))
    bytes[150_000] = 8  // the middle: outside both 64 KiB ends
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/b"))
    bytes[299_999] = 9  // the last byte
    try Data(bytes).write(to: URL(fileURLWithPath: root + "/c"))
    let a = try #require(ContentFingerprint.of(path: root + "/a"))
    #expect(a.hasPrefix("300000:") && a.count == "300000:".count + 64)
    #expect(ContentFingerprint.of(path: root + "/b") == a)
    #expect(ContentFingerprint.of(path: root + "/c") != a)
    #expect(
      ContentFingerprint.of(path: root + "/b", window: 0)
        != ContentFingerprint.of(path: root + "/a", window: 0))
    #expect(ContentFingerprint.of(path: root + "/missing") == nil)
  }
}
