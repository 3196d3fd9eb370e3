import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// The PostgreSQL library on a real server: opening, refusals, read-only sessions, concurrent
/// writers. Needs `PHOTOSEARCH_TEST_POSTGRES` (`.ci/run` starts a throw-away cluster and sets
/// it); without it the suite is skipped, and shows as skipped.
@Suite(.enabled(if: TestPostgres.isAvailable, "PHOTOSEARCH_TEST_POSTGRES names no server"))
struct PostgresServerTests {
  @Test func aNewLibraryIsMigratedToTheCurrentVersionAndReopens() throws {
    let url = try TestPostgres.freshDatabase()
    let store = try LibraryStore(path: url)
    #expect(store.engine == .postgresql)
    #expect(try store.schemaVersion() == PostgresSchema.currentVersion)
    let again = try LibraryStore(path: url, mode: .existing)
    #expect(try again.schemaVersion() == PostgresSchema.currentVersion)
    #expect(try again.stats().assets == 0)
  }

  /// Migration 5: statistics on a region together with its country, and a session that plans
  /// without parallel workers (both for the first page's tail latency; docs/storage.md).
  @Test func regionStatisticsExistAndSessionsPlanWithoutParallelWorkers() throws {
    let url = try TestPostgres.freshDatabase()
    _ = try LibraryStore(path: url)
    let db = try PostgresConnection(url: url)
    let kinds = try db.scalar(
      "SELECT stxkind::text FROM pg_statistic_ext WHERE stxname = 'assets_place_region_country'")
    #expect(kinds?.text == "{f,m}")
    #expect(try db.scalar("SHOW max_parallel_workers_per_gather")?.text == "0")
  }

  @Test func anEmptyDatabaseIsNoLibraryUnlessCreated() throws {
    let url = try TestPostgres.freshDatabase()
    #expect(throws: LibraryOpenError.self) { try LibraryStore(path: url, mode: .existing) }
    #expect(throws: LibraryOpenError.self) { try LibraryStore(path: url, mode: .readOnly) }
    let db = try PostgresConnection(url: url)
    #expect(try db.hasTable("photosearch_schema") == false)
  }

  @Test func anotherApplicationsTablesAndNewerSchemasAreRefusedUntouched() throws {
    let foreign = try TestPostgres.freshDatabase()
    let db = try PostgresConnection(url: foreign)
    try db.execute("CREATE TABLE assets(x integer)")
    #expect {
      try LibraryStore(path: foreign)
    } throws: { error in
      guard case .notALibrary = error as? LibraryOpenError else { return false }
      return true
    }
    #expect(try db.hasTable("photosearch_schema") == false)

    let newer = try TestPostgres.freshDatabase()
    _ = try LibraryStore(path: newer)
    let session = try PostgresConnection(url: newer)
    try session.run("UPDATE photosearch_schema SET version = ?", [.integer(99)])
    #expect {
      try LibraryStore(path: newer)
    } throws: { error in
      error as? LibraryOpenError
        == .newerSchema(path: newer, found: 99, supported: PostgresSchema.currentVersion)
    }
  }

  @Test func aReadOnlySessionSearchesButNeverWrites() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/a.jpg", [("Xmp.dc.subject", "tram")])
    let url = try TestPostgres.freshDatabase()
    _ = try Indexer(store: try LibraryStore(path: url)).index(folders: [root])
    let reader = try LibraryStore(path: url, mode: .readOnly)
    #expect(reader.isReadOnly)
    #expect(try reader.stats().assets == 1)
    #expect(throws: PostgresError.self) { try reader.setOwner("Someone") }
  }

  @Test func firstOpensAtOnceMigrateOnce() throws {
    let url = try TestPostgres.freshDatabase()
    let failures = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do { _ = try LibraryStore(path: url) } catch { failures.withLock { $0 += 1 } }
    }
    #expect(failures.withLock { $0 } == 0)
    let db = try PostgresConnection(url: url)
    #expect(try db.scalar("SELECT count(*) FROM photosearch_schema")?.integer == 1)
  }

  /// Several indexers write the same folder into one library at once: every file is one asset,
  /// and the export equals a single indexer's.
  @Test func concurrentIndexersNeverDuplicateAnAsset() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for i in 0..<60 {
      try Fixtures.jpeg(
        at: root + "/f\(i % 6)/IMG_\(i).jpg",
        [
          ("Xmp.dc.subject", "word\(i % 7)"),
          ("Exif.Photo.DateTimeOriginal", "2020:01:0\(i % 9 + 1) 10:00:00"),
        ]
          + SearchFixture.regions(["Person \(i % 5)"]))
    }
    let shared = try TestPostgres.freshDatabase()
    _ = try LibraryStore(path: shared)
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do {
        let store = try LibraryStore(path: shared)
        _ = try Indexer(store: store, workers: 1, batchSize: 7).index(folders: [root])
      } catch {
        failures.withLock { $0.append(String(describing: error)) }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let single = try TestPostgres.freshDatabase()
    _ = try Indexer(store: try LibraryStore(path: single)).index(folders: [root])
    func export(_ url: String) throws -> [String] {
      var lines: [String] = []
      try LibraryStore(path: url, mode: .readOnly).exportRecords { record in
        var r = record
        r["id"] = nil
        let data = try JSONSerialization.data(withJSONObject: r, options: [.sortedKeys])
        lines.append(String(decoding: data, as: UTF8.self))
      }
      return lines
    }
    let together = try export(shared)
    #expect(together.count == 60)
    #expect(together == (try export(single)))
    let db = try PostgresConnection(url: shared)
    #expect(try db.scalar("SELECT count(*) FROM people")?.integer == 5)
  }
}
