import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// Issue 10, defect 2: a file that hangs a reader is skipped after the time bound; a file that
/// was being read when a run died is read alone next time, and skipped if that dies too.
@Suite struct ReaderWatchdogTests {
  @Test func aReaderThatHangsStopsTheRunAndTheNextRunGoesPastIt() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for name in ["a.jpg", "hang.jpg", "z.jpg"] { try Fixtures.jpeg(at: root + "/" + name) }
    let release = DispatchSemaphore(value: 0)
    defer { release.signal() }
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    var indexer = Indexer(store: store, workers: 1)
    indexer.fileTimeLimit = 0.5
    indexer.reader = { file, gazetteer in
      if file.fileName == "hang.jpg" { _ = release.wait(timeout: .now() + 60) }
      return AssetReader.read(file, gazetteer: gazetteer)
    }
    let started = Date()
    do {
      _ = try indexer.index(folders: [root])
      Issue.record("the run did not stop")
    } catch IndexError.readerHung(let paths, _, let summary) {
      #expect(paths == ["hang.jpg"])
      #expect(summary.indexed == 1)
      #expect(summary.skipped.map(\.path) == ["hang.jpg"])
      #expect(summary.skipped.first?.reason.contains("took longer than 0.5 s") == true)
    }
    #expect(Date().timeIntervalSince(started) < 10)
    // The next run (a new process in real use) reads what was left and goes past hang.jpg.
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.indexed == 1)
    #expect(again.unchanged == 2)
    #expect(again.skipped.map(\.path) == ["hang.jpg"] && again.skipped.allSatisfy(\.known))
    #expect(try store.readsInFlight(rootID: store.rootID(for: Indexer.canonicalPath(root))).isEmpty)
  }

  @Test func aFileBeingReadWhenARunDiedIsReadAloneThenSkipped() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for name in ["fine.jpg", "killer.jpg", "other.jpg"] {
      try Fixtures.jpeg(at: root + "/" + name, [("Xmp.dc.title", name)])
    }
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let rootID = try store.rootID(for: Indexer.canonicalPath(root))
    // A run died while reading a batch (attempt 0), and another while reading killer.jpg alone.
    try store.markReading(paths: ["fine.jpg"], attempts: 0, rootID: rootID)
    try store.markReading(paths: ["killer.jpg"], attempts: 1, rootID: rootID)
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 2)
    #expect(summary.skipped.map(\.path) == ["killer.jpg"])
    #expect(summary.skipped.first?.reason == Indexer.crashedReaderReason)
    #expect(try store.readsInFlight(rootID: rootID).isEmpty)
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.unchanged == 3)
    #expect(again.skipped.map(\.path) == ["killer.jpg"] && again.skipped.allSatisfy(\.known))
  }

  @Test func aBatchIsListedWhileItIsRead() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/a.jpg")
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    var indexer = Indexer(store: store)
    let seenListed = Mutex<[String: Int]>([:])
    let storeForReader = store
    let folder = Indexer.canonicalPath(root)
    indexer.reader = { file, gazetteer in
      if let id = try? storeForReader.rootID(for: folder),
        let listed = try? storeForReader.readsInFlight(rootID: id)
      {
        seenListed.withLock { $0 = listed }
      }
      return AssetReader.read(file, gazetteer: gazetteer)
    }
    _ = try indexer.index(folders: [root])
    #expect(seenListed.withLock { $0 } == ["a.jpg": 0])
  }
}
