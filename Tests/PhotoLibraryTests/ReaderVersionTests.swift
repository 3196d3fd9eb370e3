import Foundation
import Testing

@testable import PhotoLibrary

/// Issue 10, defect 1: every row carries the reader version that wrote it, and a re-index reads
/// again (and so repairs) the rows an older, faulty reader wrote, although the file is unchanged.
@Suite struct ReaderVersionTests {
  @Test func rowsFromAnOlderReaderAreReadAgain() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/a.jpg", [("Xmp.dc.title", "kept"), ("Xmp.dc.subject", "tree")])
    try Fixtures.jpeg(at: root + "/b.jpg", [("Xmp.dc.title", "current")])
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    _ = try Indexer(store: store).index(folders: [root])
    // What a faulty older reader left: a.jpg without its XMP, written by version 0.
    try store.withConnection { db in
      try db.execute(
        "UPDATE assets SET title = NULL, reader_version = 0 WHERE file_name = 'a.jpg'")
      try db.execute(
        "DELETE FROM keywords WHERE asset_id = (SELECT id FROM assets WHERE file_name = 'a.jpg')")
    }
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.indexed == 1)
    #expect(again.unchanged == 1)
    let records = try Fixtures.export(store)
    #expect(records["a.jpg"]?["title"] as? String == "kept")
    #expect(records["a.jpg"]?["keywords"] as? [String] == ["tree"])
    let versions = try store.withConnection { db in
      try db.query("SELECT DISTINCT reader_version FROM assets").map { $0[0].integer }
    }
    #expect(versions == [Int64(AssetReader.version)])
  }
}
