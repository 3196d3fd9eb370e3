import Foundation
import PhotoQuery
import Testing

@testable import PhotoLibrary

/// A searcher annotating assets (the lazy subject index) while an indexer deletes one of them:
/// the concurrency check of issue 11 once saw PostgreSQL refuse the searcher's rows for an asset
/// just deleted (`asset_subjects_asset_id_fkey`). The writer here deletes at the moment the
/// searcher's batch has been read, which is when it raced.
@Suite struct SubjectIndexRaceTests {
  @Test(arguments: TestEngine.available)
  func anAssetDeletedWhileItsBatchIsAnnotatedLeavesNoRowsBehind(engine: TestEngine) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for (i, word) in ["dog", "waterfall", "beach"].enumerated() {
      try Fixtures.jpeg(at: root + "/photo-\(i).jpg", [("Xmp.dc.subject", word)])
    }
    let library = try engine.newLibrary(in: root)
    let store = try LibraryStore(path: library)
    _ = try Indexer(store: store).index(folders: [root])
    // The writer gives up after 200 ms where an indexer would wait for the batch.
    let writer = try LibraryStore(path: library, mode: .existing)
    try writer.withConnection { db in
      try db.execute(
        engine == .postgresql ? "SET lock_timeout = '200ms'" : "PRAGMA busy_timeout = 200")
    }
    let deleteStatement = "DELETE FROM assets WHERE id = ?"
    var deletedDuringBatch: [Int64] = []
    var batchIDs: [Int64] = []

    let annotated = try store.refreshSubjectIndex(
      annotator: SubjectAnnotator(), batchSize: 5000,
      whileBatchIsHeld: { ids in
        batchIDs = ids
        let deleted: Void? = try? writer.withConnection { db in
          try db.run(deleteStatement, [.integer(ids[0])])
        }
        if deleted != nil { deletedDuringBatch.append(ids[0]) }
      })

    #expect(batchIDs.count == 3)
    #expect(deletedDuringBatch.isEmpty, "a writer waits until the annotated batch is written")
    #expect(annotated == 3)
    // The indexer's delete goes through afterwards and takes the asset's rows with it.
    try writer.withConnection { db in try db.run(deleteStatement, [.integer(batchIDs[0])]) }
    try store.withConnection { db in
      for table in ["asset_subjects", "subject_annotated"] {
        let orphans = try db.scalar(
          "SELECT count(*) FROM \(table) t WHERE NOT EXISTS (SELECT 1 FROM assets a WHERE a.id = t.asset_id)"
        )?.integer
        #expect(orphans == 0, "\(table) has rows for a deleted asset")
      }
      #expect(try db.scalar("SELECT count(*) FROM subject_annotated")?.integer == 2)
      #expect(try db.scalar("SELECT count(*) FROM asset_subjects")?.integer ?? 0 >= 2)
    }
  }
}
