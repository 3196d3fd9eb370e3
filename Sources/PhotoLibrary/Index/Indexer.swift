import Dispatch
import Foundation
import PhotoQuery
import Synchronization

/// Indexes folders into a ``LibraryStore``: scans, skips unchanged files, reads the rest on
/// several threads (exiv2 calls are independent per file) and writes them in batches, one
/// transaction per batch, from one writer. A run killed at any point leaves the database as of
/// the last committed batch; the next run picks up what is left.
public struct Indexer: Sendable {
  /// The store to write into.
  public let store: LibraryStore
  /// Reader threads (default: the number of cores).
  public var workers: Int
  /// Files per transaction.
  public var batchSize: Int
  /// The gazetteer used for places.
  public var gazetteer: Gazetteer

  /// Creates an indexer.
  public init(
    store: LibraryStore, workers: Int? = nil, batchSize: Int = 256, gazetteer: Gazetteer = .shared
  ) {
    self.store = store
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.batchSize = max(1, batchSize)
    self.gazetteer = gazetteer
  }

  /// Indexes each folder in turn and returns what was done.
  public func index(
    folders: [String], progress: @Sendable (IndexProgress) -> Void = { _ in }
  ) throws -> IndexSummary {
    let start = Date()
    var summary = IndexSummary()
    for folder in folders {
      try index(folder: Self.canonicalPath(folder), summary: &summary, progress: progress)
    }
    summary.seconds = Date().timeIntervalSince(start)
    return summary
  }

  /// The absolute, symlink-free form of a folder path.
  public static func canonicalPath(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    if let real = realpath(absolute, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    return (absolute as NSString).standardizingPath
  }

  func index(
    folder: String, summary: inout IndexSummary, progress: @Sendable (IndexProgress) -> Void
  ) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw IndexError.notAFolder(folder)
    }
    let rootID = try store.rootID(for: folder)
    let excluded: Set<String> = [
      store.path, store.path + "-wal", store.path + "-shm", store.path + "-journal",
    ]
    let (files, problems) = FolderScanner(root: folder, excluded: excluded).scan()
    for p in problems {
      summary.skipped.append(
        SkippedFile(root: folder, path: p.relativePath, reason: p.reason, known: false))
    }
    let states = try store.fileStates(rootID: rootID)
    var toRead: [ScannedFile] = []
    var seen = Set<String>()
    var unchanged = 0
    for file in files {
      seen.insert(file.relativePath)
      if let state = states[file.relativePath], state.matches(file) {
        unchanged += 1
        if state.isError {
          summary.skipped.append(
            SkippedFile(
              root: folder, path: file.relativePath,
              reason: try store.errorReason(id: state.id) ?? "unreadable", known: true))
        }
      } else {
        toRead.append(file)
      }
    }
    let gone = states.keys.filter { !seen.contains($0) }.sorted()
    try store.remove(paths: gone, rootID: rootID)
    summary.removed += gone.count
    summary.total += files.count
    summary.unchanged += unchanged

    let started = Date()
    var done = 0
    progress(
      IndexProgress(
        toRead: toRead.count, read: 0, seen: files.count, unchanged: unchanged, elapsed: 0,
        root: folder))
    var batchStart = 0
    while batchStart < toRead.count {
      let batch = Array(toRead[batchStart..<min(batchStart + batchSize, toRead.count)])
      let t0 = Date()
      let all = read(batch)
      let readings = all.filter(\.isMedia)
      summary.total -= all.count - readings.count
      let t1 = Date()
      try store.write(readings, rootID: rootID)
      if ProcessInfo.processInfo.environment["PSK_PROFILE"] != nil {
        FileHandle.standardError.write(
          Data("read \(t1.timeIntervalSince(t0)) write \(Date().timeIntervalSince(t1))\n".utf8))
      }
      for r in readings {
        if let error = r.error {
          summary.skipped.append(
            SkippedFile(root: folder, path: r.file.relativePath, reason: error, known: false))
        } else {
          summary.indexed += 1
          if let warning = r.warning {
            summary.partial.append(
              SkippedFile(root: folder, path: r.file.relativePath, reason: warning, known: false))
          }
        }
      }
      done += batch.count
      batchStart += batch.count
      progress(
        IndexProgress(
          toRead: toRead.count, read: done, seen: files.count, unchanged: unchanged,
          elapsed: Date().timeIntervalSince(started), root: folder))
    }
    try store.markIndexed(rootID: rootID)
  }

  /// Reads a batch on `workers` threads; results come back in input order.
  func read(_ batch: [ScannedFile]) -> [AssetReading] {
    let next = Atomic<Int>(0)
    let results = Mutex<[AssetReading?]>(Array(repeating: nil, count: batch.count))
    let gazetteer = self.gazetteer
    DispatchQueue.concurrentPerform(iterations: min(workers, batch.count)) { _ in
      while true {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < batch.count else { return }
        let reading = AssetReader.read(batch[i], gazetteer: gazetteer)
        results.withLock { $0[i] = reading }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}

/// Errors that stop a run before it starts.
public enum IndexError: Error, CustomStringConvertible {
  /// The path is not a folder.
  case notAFolder(String)
  /// A readable description.
  public var description: String {
    switch self {
    case .notAFolder(let p): return "not a folder: \(p)"
    }
  }
}
