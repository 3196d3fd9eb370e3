import Foundation
import Synchronization

@testable import PhotoLibrary

/// Fixtures for stable identity and the live index: distinct tiny JPEGs (each with its own
/// description, so each has its own content fingerprint), exports compared without the fields
/// that only a library's history gives (ids, faces found by analysis), a watcher on a thread.
enum IdentityFixtures {
  /// Writes `count` distinct JPEGs named `photo-000.jpg`… into `folder`.
  static func photos(_ count: Int, in folder: String, prefix: String = "photo") throws {
    for i in 0..<count {
      try Fixtures.jpeg(
        at: folder + "/" + String(format: "%@-%03d.jpg", prefix, i),
        [("Exif.Image.ImageDescription", "\(prefix) number \(i)")])
    }
  }

  /// The index's records by path, without `id`, `root`, `faces` and `persons_in_image` (face
  /// names appear there), as canonical JSON: equal for two libraries of the same files.
  static func contents(_ store: LibraryStore) throws -> [String: String] {
    var out: [String: String] = [:]
    try store.exportRecords { record in
      var r = record
      for key in ["id", "root", "faces", "persons_in_image"] { r[key] = nil }
      let data = try JSONSerialization.data(withJSONObject: r, options: [.sortedKeys])
      out[(record["root"] as? String ?? "") + "|" + (record["path"] as? String ?? "")] =
        String(decoding: data, as: UTF8.self)
    }
    return out
  }

  /// The same, keyed by path below the root only (to compare libraries of different roots).
  static func contentsByPath(_ store: LibraryStore) throws -> [String: String] {
    var out: [String: String] = [:]
    for (key, value) in try contents(store) {
      out[String(key[key.index(after: key.firstIndex(of: "|")!)...])] = value
    }
    return out
  }

  /// Asset id by path (below its root), and the face names of each asset id.
  static func ids(_ store: LibraryStore) throws -> (
    byPath: [String: Int64], names: [Int64: [String]]
  ) {
    var byPath: [String: Int64] = [:]
    var names: [Int64: [String]] = [:]
    try store.exportRecords { record in
      guard let id = record["id"] as? Int64, let path = record["path"] as? String else { return }
      byPath[path] = id
      names[id] = ((record["faces"] as? [[String: Any]]) ?? []).compactMap {
        $0["person"] as? String
      }
    }
    return (byPath, names)
  }

  /// A fresh library (SQLite, in `folder`) of `root`'s files as they are now.
  static func freshIndex(of root: String, in folder: String) throws -> LibraryStore {
    let store = try LibraryStore(path: folder + "/.fresh-\(UUID().uuidString.prefix(6)).sqlite")
    _ = try Indexer(store: store, workers: 2).index(folders: [root])
    return store
  }

  /// Names person 1's faces (the stand-in detector's) "Susan Lee" on the files listed.
  static func nameFaces(of files: [String], in store: LibraryStore) throws {
    let detector = FacesPassTests.StandInDetector(
      faces: Dictionary(uniqueKeysWithValues: files.map { ($0, [(1, FacesPassTests.big)]) }))
    _ = try FacesPassTests.run(store, detector, batch: 64)
    for cluster in try store.faceClusters() where cluster.faceCount == files.count {
      _ = try store.nameCluster(cluster.id, as: "Susan Lee")
    }
  }

  /// Moves a file (creating the destination's folder).
  static func move(_ from: String, _ to: String) throws {
    try FileManager.default.createDirectory(
      atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard rename(from, to) == 0 else { throw LibraryStorageError("rename \(from) → \(to) failed") }
  }
}

/// A ``LibraryWatcher`` running on its own thread, with the notices it gave.
final class RunningWatcher: Sendable {
  let stop = WatchStop()
  let notices = Mutex<[WatchNotice]>([])
  /// When each index run finished (the index changes only then).
  let runEnds = Mutex<[Date]>([])
  private let finished = Mutex<Bool>(false)
  private let failure = Mutex<String?>(nil)

  init(_ watcher: LibraryWatcher) {
    let thread = Thread { [self] in
      do {
        try watcher.run(until: stop) { notice in
          if case .indexed = notice { self.runEnds.withLock { $0.append(Date()) } }
          self.notices.withLock { $0.append(notice) }
        }
      } catch {
        failure.withLock { $0 = "\(error)" }
      }
      finished.withLock { $0 = true }
    }
    thread.start()
  }

  /// Index runs done so far, with their trigger.
  var runs: [(IndexSummary, WatchTrigger)] {
    notices.withLock {
      $0.compactMap { if case .indexed(let s, let t, _) = $0 { return (s, t) } else { return nil } }
    }
  }

  /// Seconds from `change` to the end of the last index run finished by `observed`: when the
  /// index reached the state seen at `observed` (nil if no run ended in between).
  func secondsToLastRun(after change: Date, before observed: Date) -> Double? {
    runEnds.withLock { ends in
      ends.filter { $0 >= change && $0 <= observed }.max().map { $0.timeIntervalSince(change) }
    }
  }

  /// Waits (up to `seconds`) until `condition` holds; the seconds waited, nil on timeout.
  @discardableResult
  func wait(upTo seconds: Double, every interval: Double = 0.02, _ condition: () throws -> Bool)
    rethrows -> Double?
  {
    let start = Date()
    while Date().timeIntervalSince(start) < seconds {
      if try condition() { return Date().timeIntervalSince(start) }
      Thread.sleep(forTimeInterval: interval)
    }
    return try condition() ? Date().timeIntervalSince(start) : nil
  }

  /// Stops the watcher and waits for its thread; the error it stopped with, if any.
  func finish() -> String? {
    stop.stop()
    wait(upTo: 10) { finished.withLock { $0 } }
    return failure.withLock { $0 }
  }
}
