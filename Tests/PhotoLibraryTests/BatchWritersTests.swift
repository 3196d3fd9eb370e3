import Foundation
import Testing

@testable import PhotoLibrary

/// Batches written on several PostgreSQL sessions at once (``BatchWriters``): whichever session
/// commits first, the new assets are numbered in the files' order, as one writer and SQLite
/// number them. Needs `PHOTOSEARCH_TEST_POSTGRES`; skipped, and shown as skipped, without it.
@Suite(.enabled(if: TestPostgres.isAvailable, "PHOTOSEARCH_TEST_POSTGRES names no server"))
struct BatchWritersTests {
  @Test func batchesWrittenAtOnceNumberAssetsInTheFilesOrderAsSQLiteDoes() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for i in 0..<40 {
      try Fixtures.jpeg(
        at: root + "/f\(i % 4)/IMG_\(i).jpg",
        [("Xmp.dc.subject", "word\(i % 7)")] + SearchFixture.regions(["Person \(i % 3)"]))
    }
    func export(_ store: LibraryStore) throws -> [String] {
      var lines: [String] = []
      try store.exportRecords { record in
        let data = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        lines.append(String(decoding: data, as: UTF8.self))
      }
      return lines
    }
    let postgres = try LibraryStore(path: try TestPostgres.freshDatabase())
    var indexer = Indexer(store: postgres, workers: 2, batchSize: 3)
    indexer.writeSessions = 3
    let summary = try indexer.index(folders: [root])
    #expect(summary.indexed == 40)
    let sqlitePath = root + "-library.sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { unlink(sqlitePath + suffix) } }
    let sqlite = try LibraryStore(path: sqlitePath)
    _ = try Indexer(store: sqlite, workers: 2, batchSize: 3).index(folders: [root])
    let paths = try postgres.withConnection { db in
      try db.query("SELECT path FROM assets ORDER BY id").compactMap { $0[0].text }
    }
    #expect(paths.count == 40)
    #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(try export(postgres) == (try export(sqlite)))
  }
}
