import Dispatch
import Foundation

/// Reads files on reader threads that last the whole run, each file within a time bound: the
/// indexer adds batches in order (each listed as being read first), the threads go on from one
/// batch into the next without waiting for the writer or for each other, and each batch's
/// readings are taken back whole, in input order (``outcome(of:)``).
///
/// When a reader runs past the bound the queue stops: no file is started any more, the overdue
/// file gets an error reading ("reading took longer than … s (reader abandoned)"), and the files
/// not finished are left for the next run (the caller ends the run, so the process — and with it
/// the stuck thread, which may hold the shim's XMP lock that every other exiv2 read needs —
/// ends). Overdue files are looked for while the indexer waits for a batch, every 250 ms.
final class ReadQueue: @unchecked Sendable {
  // Justified: every `var` below is only touched while `lock` is held.
  private let lock = NSCondition()
  private var files: [ScannedFile] = []
  private var results: [AssetReading?] = []
  private var started: [ContinuousClock.Instant?] = []
  /// The batch each file belongs to, the first file of each batch and its unfinished files.
  private var batchOfFile: [Int] = []
  private var batchStarts: [Int] = []
  private var remaining: [Int] = []
  private var overdueFiles: Set<Int> = []
  /// The next file no thread has claimed.
  private var next = 0
  private var closed = false
  private var stopped = false
  private var threads = 0

  /// Reader threads (at most).
  let workers: Int
  /// Seconds one file may take.
  let timeLimit: Double
  private let reader: @Sendable (ScannedFile) -> AssetReading
  private let readAhead: (@Sendable (ScannedFile) -> Void)?
  private let threadEnded: (@Sendable () -> Void)?
  private let ended = DispatchGroup()

  /// A queue read by up to `workers` threads with `reader`. `readAhead` is called on a reader
  /// thread with the file it reads next before it reads the current one (the thread claims two
  /// files at a time when both are there), `threadEnded` on each thread as it ends.
  init(
    workers: Int, timeLimit: Double, reader: @escaping @Sendable (ScannedFile) -> AssetReading,
    readAhead: (@Sendable (ScannedFile) -> Void)? = nil,
    threadEnded: (@Sendable () -> Void)? = nil
  ) {
    self.workers = max(1, workers)
    self.timeLimit = timeLimit
    self.reader = reader
    self.readAhead = readAhead
    self.threadEnded = threadEnded
  }

  /// Adds a batch to read after those added before; returns its number (0, 1, …). Reader
  /// threads start as there are files for them.
  @discardableResult
  func add(_ batch: [ScannedFile]) -> Int {
    lock.lock()
    let number = batchStarts.count
    batchStarts.append(files.count)
    remaining.append(batch.count)
    files += batch
    results += Array(repeating: nil, count: batch.count)
    started += Array(repeating: nil, count: batch.count)
    batchOfFile += Array(repeating: number, count: batch.count)
    let more = closed || stopped ? 0 : max(0, min(workers, files.count - next) - threads)
    threads += more
    lock.broadcast()
    lock.unlock()
    for _ in 0..<more {
      ended.enter()
      let thread = Thread { [self] in work() }
      thread.stackSize = 8 << 20  // exiv2 and the XMP toolkit recurse on nested data
      thread.start()
    }
    return number
  }

  /// The readings of batch `number` in input order, once every file of it is read — or once the
  /// queue stopped on an overdue file: then what was read of the batch (its overdue files with
  /// their error reading) and its overdue files. Asked once per batch: a batch read whole is
  /// let go of.
  func outcome(of number: Int) -> BatchReader.Outcome {
    let limit = Duration.milliseconds(Int64(timeLimit * 1000))
    lock.lock()
    defer { lock.unlock() }
    while remaining[number] > 0 && !stopped {
      let late = started.indices.filter { i in
        guard results[i] == nil, let s = started[i] else { return false }
        return ContinuousClock.now - s > limit
      }
      if !late.isEmpty {
        stopped = true  // no thread starts another file; late answers are ignored
        let seconds = String(format: "%g", timeLimit)
        for i in late {
          results[i] = AssetReading(
            file: files[i], metadata: AssetMetadata(), kind: .photo, traits: [], place: nil,
            error: "reading took longer than \(seconds) s (reader abandoned)", warning: nil)
          overdueFiles.insert(i)
        }
        lock.broadcast()
        break
      }
      _ = lock.wait(until: Date(timeIntervalSinceNow: 0.25))
    }
    let range = batchStarts[number]..<(batchStarts[number] + batchSize(number))
    let outcome = BatchReader.Outcome(
      readings: range.compactMap { results[$0] },
      overdue: range.filter { overdueFiles.contains($0) }.map { files[$0] })
    if remaining[number] == 0 {
      // Taken whole: the queue holds only the batches not taken yet (a run of many files).
      for i in range {
        results[i] = nil
        started[i] = nil
      }
    }
    return outcome
  }

  /// Whether files added are still to be read (or being read).
  var hasUnreadFiles: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !stopped && remaining.contains { $0 > 0 }
  }

  /// Whether the queue stopped on an overdue file.
  var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// Adds no more batches and waits for the reader threads to end, so their helpers are given
  /// back (``threadEnded``). With `discarding`, files not started yet are not read (a run that
  /// failed); after an overdue file the threads are not waited for (one of them is stuck).
  func end(discarding: Bool = false) {
    lock.lock()
    closed = true
    if discarding { stopped = true }
    let wait = overdueFiles.isEmpty
    lock.broadcast()
    lock.unlock()
    if wait { ended.wait() }
  }

  private func batchSize(_ number: Int) -> Int {
    (number + 1 < batchStarts.count ? batchStarts[number + 1] : files.count) - batchStarts[number]
  }

  /// One reader thread: claims files in order (two at a time with ``readAhead``) until the
  /// queue is closed and empty, or stopped.
  private func work() {
    defer {
      threadEnded?()
      ended.leave()
    }
    var current = claim(waiting: true)
    while let i = current {
      guard begin(i) else { return }  // a file claimed ahead is left when the queue stopped
      var ahead: Int? = nil
      if let readAhead {
        ahead = claim(waiting: false)
        if let n = ahead { readAhead(file(n)) }
      }
      finish(i, with: reader(file(i)))
      current = ahead ?? claim(waiting: true)
    }
  }

  private func file(_ i: Int) -> ScannedFile {
    lock.lock()
    defer { lock.unlock() }
    return files[i]
  }

  /// The next unclaimed file; waits for one to be added when `waiting` (nil once the queue is
  /// closed and empty, or stopped).
  private func claim(waiting: Bool) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    while !stopped {
      if next < files.count {
        next += 1
        return next - 1
      }
      if closed || !waiting { return nil }
      lock.wait()
    }
    return nil
  }

  /// Marks claimed file `i` as started now; false when the queue stopped.
  private func begin(_ i: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { return false }
    started[i] = .now
    return true
  }

  /// Stores file `i`'s reading (ignored once the queue stopped); the last file of a batch wakes
  /// the indexer waiting for it (one wake-up per batch, not one per file).
  private func finish(_ i: Int, with reading: AssetReading) {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped, results[i] == nil else { return }
    results[i] = reading
    let batch = batchOfFile[i]
    remaining[batch] -= 1
    if remaining[batch] == 0 { lock.broadcast() }
  }
}
