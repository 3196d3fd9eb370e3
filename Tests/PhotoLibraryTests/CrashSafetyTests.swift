import Foundation
import Testing

@testable import PhotoLibrary

#if canImport(Glibc)
  import Glibc
#endif

/// Kills a real `photosearch index` run with SIGKILL part-way and checks that the index is
/// consistent and that the next run finishes the work.
@Suite struct CrashSafetyTests {
  /// The built command next to the test bundle (`swift build --build-tests` builds it).
  static var binary: String? {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("photosearch").path,
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("photosearch").path,
      Fixtures.packageRoot.appendingPathComponent(".build/debug/photosearch").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test func killedRunLeavesConsistentIndexAndNextRunFinishes() throws {
    guard let binary = Self.binary else {
      print("SKIP: photosearch binary not built (run `swift build --build-tests` first)")
      return
    }
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let count = 3000
    try Fixtures.jpeg(
      at: root + "/photos/seed.jpg", [("Xmp.dc.title", "seed"), ("Exif.Image.Make", "Test")])
    let seed = try Data(contentsOf: URL(fileURLWithPath: root + "/photos/seed.jpg"))
    for i in 0..<count {
      try seed.write(
        to: URL(fileURLWithPath: root + "/photos/\(i / 500)/IMG_\(i).jpg").ensuringFolder())
    }
    try FileManager.default.removeItem(atPath: root + "/photos/seed.jpg")
    let library = root + "/library.sqlite"

    var killedPartWay = false
    for attempt in 0..<5 where !killedPartWay {
      try? FileManager.default.removeItem(atPath: library)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = ["index", root + "/photos", "--library", library]
      process.environment = ["PHOTOSEARCH_INDEX_BATCH": "\(50 + attempt * 10)"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Wait until some batches are committed, then kill without warning.
      let deadline = Date().addingTimeInterval(60)
      while process.isRunning, Date() < deadline {
        if let n = try? Self.committedAssets(library), n > 0 {
          kill(process.processIdentifier, SIGKILL)
          break
        }
        usleep(2_000)
      }
      process.waitUntilExit()
      let n = (try? Self.committedAssets(library)) ?? 0
      killedPartWay = process.terminationReason == .uncaughtSignal && n < count
    }
    guard killedPartWay else {
      print("SKIP: every run finished before it could be killed")
      return
    }
    let store = try LibraryStore(path: library)
    let before = try store.stats().assets
    #expect(before < count)
    try Self.expectConsistent(store)

    let summary = try Indexer(store: store).index(folders: [root + "/photos"])
    #expect(summary.total == count)
    #expect(summary.unchanged == before)
    #expect(summary.indexed == count - before)
    #expect(try store.stats().assets == count)
    try Self.expectConsistent(store)
  }

  /// Assets committed so far, read through a separate connection.
  static func committedAssets(_ path: String) throws -> Int {
    guard FileManager.default.fileExists(atPath: path) else { return 0 }
    let db = try SQLiteConnection(path: path)
    return Int(try db.scalar("SELECT COUNT(*) FROM assets")?.integer ?? 0)
  }

  /// Integrity check passes and every asset has exactly one full-text row and no orphans exist.
  static func expectConsistent(_ store: LibraryStore) throws {
    try store.withConnection { db in
      #expect(try db.scalar("PRAGMA integrity_check")?.text == "ok")
      let assets = try db.scalar("SELECT COUNT(*) FROM assets")?.integer
      #expect(try db.scalar("SELECT COUNT(*) FROM asset_text")?.integer == assets)
      #expect(
        try db.scalar("SELECT COUNT(*) FROM asset_text WHERE rowid NOT IN (SELECT id FROM assets)")?
          .integer == 0)
      #expect(
        try db.scalar(
          "SELECT COUNT(*) FROM keywords WHERE asset_id NOT IN (SELECT id FROM assets)")?.integer
          == 0)
    }
  }
}

extension URL {
  /// Creates the parent folder and returns the URL.
  func ensuringFolder() throws -> URL {
    try FileManager.default.createDirectory(
      at: deletingLastPathComponent(), withIntermediateDirectories: true)
    return self
  }
}
