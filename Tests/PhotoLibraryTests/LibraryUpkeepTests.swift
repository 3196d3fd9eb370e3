import Foundation
import Testing

@testable import PhotoLibrary

/// What the store does beside its rows: the time it stamps them with, and the checkpoint the
/// indexer runs between batches.
@Suite struct LibraryUpkeepTests {
  @Test func theStoredTimeIsUTCInTheLibrarysFormat() throws {
    let before = Date(timeIntervalSince1970: floor(Date().timeIntervalSince1970))
    let stamp = LibraryStore.now()
    let after = Date()
    #expect(stamp.count == 20)
    let parsed = try #require(ISO8601DateFormatter().date(from: stamp), "\(stamp)")
    #expect(parsed >= before && parsed <= after)
    #expect(stamp.hasSuffix("Z") && stamp.dropFirst(10).first == "T")
  }

  @Test func aCheckpointCopiesTheWriteAheadLogIntoTheDatabaseFile() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for i in 0..<5 { try Fixtures.jpeg(at: root + "/photos/IMG_\(i).jpg") }
    let library = root + "/library.sqlite"
    let store = try LibraryStore(path: library)
    _ = try Indexer(store: store).index(folders: [root + "/photos"])
    /// The marker as the database file alone holds it (a copy without the write-ahead log).
    func markerInTheFile() throws -> String? {
      let copy = root + "/copy-\(UUID().uuidString).sqlite"
      try FileManager.default.copyItem(atPath: library, toPath: copy)
      // Before any checkpoint the file may not even hold the tables.
      return (try? SQLiteConnection(path: copy).scalar("SELECT last_indexed_at FROM roots"))??
        .text
    }
    try store.withConnection { try $0.run("UPDATE roots SET last_indexed_at = 'marker'") }
    #expect(try markerInTheFile() != "marker", "the write is in the log only")
    try store.checkpoint()
    #expect(try markerInTheFile() == "marker")
  }
}
