import Dispatch
import Foundation
import PhotoPlaces
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
  /// Sessions that write batches at once on PostgreSQL (``BatchWriters``); SQLite has one
  /// writer, the indexer's own.
  public var writeSessions: Int = 2
  /// Whether the exiv2 helpers are told to exit as soon as the run's last file is read, so that
  /// they exit while the last batch is written (``Exiv2ReaderPool/retireIdleHelpers()``): for a
  /// process that reads nothing after the run (`photosearch index`). A later read starts new ones.
  public var retiresHelpersWhenRead = false
  /// Seconds one file may take to read before its reader is abandoned and the file skipped.
  public var fileTimeLimit: Double = 60
  /// Reads one file (``AssetReader/read(_:gazetteer:placing:)`` unless a test replaces it). A
  /// reading made while the geocoding table loads gets its place when its batch is taken
  /// (``placed(_:)``), so the reader threads go on reading meanwhile.
  public var reader: @Sendable (ScannedFile, Gazetteer) -> AssetReading = {
    AssetReader.read($0, gazetteer: $1, placing: .unlessLoading)
  }
  {
    didSet { readAhead = nil }  // a replaced reader reads without ``AssetReader/readAhead(_:)``
  }
  /// Starts reading the file a reader thread reads next while it reads the current one
  /// (``AssetReader/readAhead(_:)``; nil once ``reader`` is replaced).
  public var readAhead: (@Sendable (ScannedFile) -> Void)? = { AssetReader.readAhead($0) }

  /// The reason recorded for a file that a reader crashed, was killed or hung on twice.
  public static let crashedReaderReason =
    "a reader crashed, was killed or hung on this file in an earlier run (skipped until it changes)"

  /// Creates an indexer.
  public init(
    store: LibraryStore, workers: Int? = nil, batchSize: Int = 256, gazetteer: Gazetteer = .shared
  ) {
    self.store = store
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.batchSize = max(1, batchSize)
    self.gazetteer = gazetteer
  }

  /// Indexes each folder and returns what was done. Files moved or renamed, inside a folder
  /// or from one folder to another, keep their asset ids (``MoveMatcher``). A folder's scan
  /// started earlier (`scans`, begun before the library was opened) is used instead of scanning.
  public func index(
    folders: [String], scans: FolderScans? = nil,
    progress: @Sendable (IndexProgress) -> Void = { _ in }
  ) throws -> IndexSummary {
    let roots = folders.map(Self.canonicalPath)
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw IndexError.notAFolder(root)
      }
    }
    return try index(scopes: roots.map { IndexScope(root: $0) }, scans: scans, progress: progress)
  }

  /// Brings parts of indexed folders up to date (the watcher's runs): files found in the scopes
  /// are read when new or changed, files the index holds there and that are gone are removed,
  /// and moved files keep their assets. Scopes of folders that no longer exist find nothing.
  public func index(
    scopes: [IndexScope], scans: FolderScans? = nil,
    progress: @Sendable (IndexProgress) -> Void = { _ in }
  ) throws -> IndexSummary {
    let start = Date()
    var summary = IndexSummary()
    let merged = IndexScope.merged(scopes)
    var roots: [String] = []
    for scope in merged where !roots.contains(scope.root) { roots.append(scope.root) }
    var plans = try roots.map { root in
      try FolderPlan(
        root: root, scopes: merged.filter { $0.root == root }, store: store, scans: scans)
    }
    ProfileTimeline.mark("planned")
    if plans.contains(where: { !$0.toRead.isEmpty || !$0.suspects.isEmpty }) { prepareToRead() }
    let t0 = Date()
    let moves = try MoveMatcher(store: store, workers: workers).relocations(&plans)
    let t1 = Date()
    try store.relocate(moves)
    if ProcessInfo.processInfo.environment["PSK_PROFILE"] != nil {
      FileHandle.standardError.write(
        Data(
          "plan \(t0.timeIntervalSince(start)) match \(t1.timeIntervalSince(t0)) relocate \(Date().timeIntervalSince(t1))\n"
            .utf8))
    }
    summary.moved = moves.count
    let movedAway = Set(moves.map(\.assetID))
    for (n, plan) in plans.enumerated() {
      summary.removed +=
        plan.gone.filter { path in
          guard let state = plan.states[path], !state.isError else { return true }
          return !movedAway.contains(state.id)
        }.count
      try apply(plan, isLast: n + 1 == plans.count, summary: &summary, progress: progress)
    }
    summary.seconds = Date().timeIntervalSince(start)
    return summary
  }

  /// Starts, without waiting, what reading files needs before the first file is read: one
  /// exiv2 helper per reader thread and the reverse-geocoding table (on a thread of its own), so
  /// the reader threads find both ready instead of each waiting for them in turn. A run calls it
  /// once it knows files are to be read; a caller that knows so earlier (a new library: every
  /// file is read) calls it before opening the library and scanning, which leave a core idle.
  /// Nothing is started twice, and nothing when ``reader`` was replaced.
  public func prepareToRead() {
    guard readAhead != nil else { return }
    Self.prepareToRead(workers: workers, gazetteer: gazetteer)
  }

  /// ``prepareToRead()`` for an indexer not made yet (`workers` reader threads).
  public static func prepareToRead(workers: Int, gazetteer: Gazetteer = .shared) {
    gazetteer.prepareGeocoder()
    // Starting a helper waits for its `exec` (about 3 ms each): on a thread of its own, so the
    // caller goes on opening the library and scanning meanwhile.
    let thread = Thread { Exiv2ReaderPool.shared.startHelpers(workers) }
    thread.start()
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

  /// Carries out one folder's plan (its moves already done): removes what is gone, then reads
  /// what is new or changed. `isLast`: no plan follows in this run.
  func apply(
    _ plan: FolderPlan, isLast: Bool = false, summary: inout IndexSummary,
    progress: @Sendable (IndexProgress) -> Void
  ) throws {
    let folder = plan.root
    let rootID = plan.rootID
    for p in plan.problems {
      summary.skipped.append(
        SkippedFile(root: folder, path: p.relativePath, reason: p.reason, known: false))
    }
    for file in plan.unchanged {
      guard let state = plan.states[file.relativePath], state.isError else { continue }
      summary.skipped.append(
        SkippedFile(
          root: folder, path: file.relativePath,
          reason: try store.errorReason(id: state.id) ?? "unreadable", known: true))
    }
    try backfillFingerprints(plan)
    let t0 = Date()
    try store.remove(paths: plan.gone, rootID: rootID)
    if ProcessInfo.processInfo.environment["PSK_PROFILE"] != nil {
      FileHandle.standardError.write(Data("remove \(Date().timeIntervalSince(t0))\n".utf8))
    }
    try store.finishReading(paths: plan.goneInFlight, rootID: rootID)
    summary.total += plan.files.count
    summary.unchanged += plan.unchanged.count
    if !plan.culprits.isEmpty {
      let skipped = plan.culprits.map {
        AssetReading(
          file: $0, metadata: AssetMetadata(), kind: .photo, traits: [], place: nil,
          error: Self.crashedReaderReason, warning: nil)
      }
      try store.write(skipped, rootID: rootID)
      for r in skipped {
        summary.skipped.append(
          SkippedFile(
            root: folder, path: r.file.relativePath, reason: Self.crashedReaderReason,
            known: false))
      }
    }

    let toRead = plan.toRead
    var run = Progress(
      toRead: plan.suspects.count + toRead.count, seen: plan.files.count,
      unchanged: plan.unchanged.count, root: folder)
    progress(run.report())
    for file in plan.suspects {
      try readAndStore([file], attempts: 1, folder: folder, rootID: rootID, summary: &summary)
      run.done += 1
      progress(run.report())
    }
    // The reader threads read the whole run through, two batches ahead of the writer: batch k+2
    // is listed (committed) and queued before batch k is written, so the readers go on from
    // one batch into the next without waiting, and the one writer's commits overlap them. Each
    // batch is still written whole, in order, in its own transaction.
    let batches = Self.batches(of: toRead, size: batchSize)
    // On PostgreSQL the batches are written on several sessions at once (``BatchWriters``):
    // the next batch is read, and handed to a writer, while earlier ones are being written.
    var writers: BatchWriters? = nil
    if store.engine == .postgresql, writeSessions > 1, batches.count > 1 {
      writers = try BatchWriters(sessionsOf: store, count: writeSessions)
    }
    let queue = readQueue()
    var queueEnded = false
    defer {
      if !queueEnded { queue.end(discarding: true) }  // a failed write leaves no reader running
      try? writers?.finish()  // nor a writer
    }
    var listed = 0
    func listNext() throws {
      let batch = batches[listed]
      try store.markReading(paths: batch.map(\.relativePath), attempts: 0, rootID: rootID)
      ProfileTimeline.mark("listed \(batch.count)")
      queue.add(batch)
      listed += 1
    }
    while listed < min(2, batches.count) { try listNext() }
    for k in batches.indices {
      let outcome = placed(queue.outcome(of: k))
      ProfileTimeline.mark("read \(k)")
      if listed < batches.count, !queue.isStopped { try listNext() }
      if k + 1 == batches.count {
        // Every file is read: the helpers are given back while the last batch is written.
        queue.end()
        queueEnded = true
        if isLast, retiresHelpersWhenRead, readAhead != nil {
          Exiv2ReaderPool.shared.retireIdleHelpers()
        }
      }
      if let writers, outcome.overdue.isEmpty {
        // The new assets' ids are taken here, in batch order, so that they follow the files'
        // order whichever writer commits first (as on SQLite, and the export shows them).
        let ids = try store.reserveAssetIDs(
          for: outcome.readings.filter { r in
            r.isMedia && r.error == nil && plan.states[r.file.relativePath].map(\.isError) ?? true
          }.map(\.file.relativePath))
        let indexer = self
        try writers.submit(batch: k) { session in
          try indexer.write(outcome, rootID: rootID, reservedIDs: ids, into: session)
        }
        try count(outcome, of: batches[k], folder: folder, summary: &summary)
      } else {
        try writers?.finish()  // what is written before this batch is written first
        try save(outcome, of: batches[k], folder: folder, rootID: rootID, summary: &summary)
        // Near the end, the log is copied into the database while the last batches are read,
        // so that closing the library copies the last ones only (SQLite's own checkpoint every
        // 1,000 pages bounds the log before that; once every file is read, a checkpoint here
        // would cost what closing costs).
        if k + 1 < batches.count, batches.count - k <= 4, queue.hasUnreadFiles {
          try store.checkpoint()
          ProfileTimeline.mark("checkpointed")
        }
      }
      run.done += batches[k].count
      progress(run.report())
    }
    try writers?.finish()
    try store.markIndexed(rootID: rootID)
    ProfileTimeline.mark("marked indexed")
  }

  /// Stores the fingerprints of unchanged assets written before fingerprints were kept (once,
  /// after the upgrade), so their moves are recognised from now on.
  func backfillFingerprints(_ plan: FolderPlan) throws {
    let missing = plan.unchanged.filter {
      guard let state = plan.states[$0.relativePath] else { return false }
      return !state.isError && state.fingerprint == nil
    }
    guard !missing.isEmpty else { return }
    let done = MoveMatcher(store: store, workers: workers).fingerprinted(missing)
    var byID: [Int64: String] = [:]
    for file in done {
      if let id = plan.states[file.relativePath]?.id, let f = file.fingerprint { byID[id] = f }
    }
    try store.storeFingerprints(byID)
  }

  /// Lists a batch as being read (committed), reads it and stores it (which unlists it).
  func readAndStore(
    _ batch: [ScannedFile], attempts: Int, folder: String, rootID: Int64,
    summary: inout IndexSummary
  ) throws {
    try store.markReading(paths: batch.map(\.relativePath), attempts: attempts, rootID: rootID)
    try save(read(batch), of: batch, folder: folder, rootID: rootID, summary: &summary)
  }

  /// Stores what reading `batch` gave (one transaction, which unlists it) and counts it in
  /// `summary`; throws ``IndexError/readerHung`` when a reader ran past the time bound.
  func save(
    _ outcome: BatchReader.Outcome, of batch: [ScannedFile], folder: String, rootID: Int64,
    summary: inout IndexSummary
  ) throws {
    try write(outcome, rootID: rootID, into: store)
    try count(outcome, of: batch, folder: folder, summary: &summary)
  }

  /// Stores what reading a batch gave into `target` (one transaction, which unlists it); new
  /// assets take their ids from `reservedIDs` (by path) when there.
  func write(
    _ outcome: BatchReader.Outcome, rootID: Int64, reservedIDs: [String: Int64] = [:],
    into target: LibraryStore
  ) throws {
    let all = outcome.readings
    let t1 = Date()
    ProfileTimeline.mark("write start \(all.count)")
    defer { ProfileTimeline.mark("write end \(all.count)") }
    try target.write(all.filter(\.isMedia), rootID: rootID, reservedIDs: reservedIDs)
    try target.finishReading(
      paths: all.filter { !$0.isMedia }.map(\.file.relativePath), rootID: rootID)
    if ProcessInfo.processInfo.environment["PSK_PROFILE"] != nil {
      FileHandle.standardError.write(Data("write \(Date().timeIntervalSince(t1))\n".utf8))
    }
  }

  /// Counts what reading `batch` gave in `summary`; throws ``IndexError/readerHung`` when a
  /// reader ran past the time bound.
  func count(
    _ outcome: BatchReader.Outcome, of batch: [ScannedFile], folder: String,
    summary: inout IndexSummary
  ) throws {
    let all = outcome.readings
    let readings = all.filter(\.isMedia)
    summary.total -= all.count - readings.count
    summary.total -= batch.count - all.count  // files not read (the run stopped): for the next run
    for r in readings {
      if let error = r.error {
        summary.skipped.append(
          SkippedFile(root: folder, path: r.file.relativePath, reason: error, known: false))
      } else {
        summary.indexed += 1
        if let warning = r.warning {
          summary.partial.append(
            SkippedFile(
              root: folder, path: r.file.relativePath, reason: warning, known: false))
        }
      }
    }
    if !outcome.overdue.isEmpty {
      throw IndexError.readerHung(
        paths: outcome.overdue.map(\.relativePath), seconds: fileTimeLimit, summary: summary)
    }
  }

  /// Progress of one folder's run.
  struct Progress {
    var toRead: Int
    var seen: Int
    var unchanged: Int
    var root: String
    var done = 0
    let started = Date()

    func report() -> IndexProgress {
      IndexProgress(
        toRead: toRead, read: done, seen: seen, unchanged: unchanged,
        elapsed: Date().timeIntervalSince(started), root: root)
    }
  }

  /// Reads a batch on `workers` threads, each file within ``fileTimeLimit``; results come back
  /// in input order.
  func read(_ batch: [ScannedFile]) -> BatchReader.Outcome {
    guard !batch.isEmpty else { return BatchReader.Outcome(readings: [], overdue: []) }
    let queue = readQueue()
    queue.add(batch)
    let outcome = placed(queue.outcome(of: 0))
    queue.end()
    return outcome
  }

  /// `outcome` with the places its readings await looked up (``AssetReader/placed(_:gazetteer:)``;
  /// on the writer's thread, which waits for the batch anyway).
  func placed(_ outcome: BatchReader.Outcome) -> BatchReader.Outcome {
    guard outcome.readings.contains(where: \.awaitsPlace) else { return outcome }
    var outcome = outcome
    outcome.readings = outcome.readings.map { AssetReader.placed($0, gazetteer: gazetteer) }
    return outcome
  }

  /// A queue that reads files on `workers` threads, each within ``fileTimeLimit``, with
  /// ``reader`` (fingerprinting files that have none) and ``readAhead``.
  func readQueue() -> ReadQueue {
    let gazetteer = self.gazetteer
    let reader = self.reader
    let read: @Sendable (ScannedFile) -> AssetReading = { file in
      var file = file
      if file.fingerprint == nil {
        file.fingerprint = ContentFingerprint.of(path: file.absolutePath)
      }
      return reader(file, gazetteer)
    }
    let endLane: @Sendable () -> Void = { AssetReader.endReadAhead() }
    let ended = readAhead == nil ? nil : endLane
    return ReadQueue(
      workers: workers, timeLimit: fileTimeLimit, reader: read, readAhead: readAhead,
      threadEnded: ended)
  }

  /// `files` cut into batches of `size` in order, the last ones smaller (half as large each,
  /// down to a sixteenth of `size`): the last batch is written after every file is read, with
  /// no reading beside it, so it is kept short; each earlier one is written while the ones
  /// after it are read.
  static func batches(of files: [ScannedFile], size: Int) -> [[ScannedFile]] {
    var sizes: [Int] = []  // from the end
    var left = files.count
    var tail = max(1, size / 16)
    while left > 0 {
      let n = min(left, tail)
      sizes.append(n)
      left -= n
      tail = min(size, tail * 2)
    }
    var start = 0
    return sizes.reversed().map { n in
      defer { start += n }
      return Array(files[start..<start + n])
    }
  }
}

/// Errors that stop a run.
public enum IndexError: Error, CustomStringConvertible {
  /// The path is not a folder.
  case notAFolder(String)
  /// A reader ran past the time bound: the files are recorded as skipped and the run ends, so
  /// the stuck reader ends with the process; the next run goes on past them. `summary` is what
  /// the run did up to then.
  case readerHung(paths: [String], seconds: Double, summary: IndexSummary)
  /// A readable description.
  public var description: String {
    switch self {
    case .notAFolder(let p): return "not a folder: \(p)"
    case .readerHung(let paths, let seconds, _):
      return
        "reading \(paths.joined(separator: ", ")) took longer than \(String(format: "%g", seconds)) s: recorded as skipped; the run stopped there, run `photosearch index` again to go on past it"
    }
  }
}
