import Dispatch
import Foundation
import Synchronization

/// Reads a batch of files on worker threads with a time bound per file.
///
/// When a reader runs past the bound the batch stops: the files read so far come back, the
/// overdue file gets an error reading ("reading took longer than … s"), and the files not
/// finished are left for the next run (the caller ends the run, so the process — and with it the
/// stuck thread, which may hold the shim's XMP lock that every other exiv2 read needs — ends).
struct BatchReader: Sendable {
  /// Reader threads.
  var workers: Int
  /// Seconds one file may take.
  var timeLimit: Double
  /// Reads one file.
  var reader: @Sendable (ScannedFile) -> AssetReading
  /// Called on a reader thread with the file it reads next, before it reads the current one, so
  /// that the next file's read can start meanwhile (the thread claims two files at a time); nil:
  /// one file at a time.
  var readAhead: (@Sendable (ScannedFile) -> Void)? = nil
  /// Called on each reader thread as it ends.
  var threadEnded: (@Sendable () -> Void)? = nil

  /// What reading a batch gave.
  struct Outcome: Sendable {
    /// Readings of the files read (and of the overdue ones, with their error), in input order.
    var readings: [AssetReading]
    /// Files whose reader ran past the bound.
    var overdue: [ScannedFile]
  }

  /// Reads `batch`; results come back in input order.
  func read(_ batch: [ScannedFile]) -> Outcome {
    guard !batch.isEmpty else { return Outcome(readings: [], overdue: []) }
    let state = Mutex(BatchState(count: batch.count))
    let progress = DispatchSemaphore(value: 0)
    let reader = self.reader
    let readAhead = self.readAhead
    let threadEnded = self.threadEnded
    let ended = DispatchGroup()
    @Sendable func work() {
      defer {
        threadEnded?()
        ended.leave()
      }
      var next: Int? = state.withLock { $0.claim() }
      while let i = next {
        // A file claimed ahead is left for the next run when the batch stopped meanwhile.
        guard state.withLock({ $0.start(i) }) else { return }
        next = nil
        if let readAhead {
          next = state.withLock { $0.claim() }
          if let n = next { readAhead(batch[n]) }
        }
        let reading = reader(batch[i])
        let last = state.withLock { $0.finish(i, with: reading) && $0.remaining == 0 }
        // Only the batch's last file wakes the waiting thread (it looks for overdue files on
        // its own every 250 ms): one wake-up per batch, not one more per file.
        if last { progress.signal() }
        if readAhead == nil { next = state.withLock { $0.claim() } }
      }
    }
    for _ in 0..<min(workers, batch.count) {
      ended.enter()
      let thread = Thread(block: work)
      thread.stackSize = 8 << 20  // exiv2 and the XMP toolkit recurse on nested data
      thread.start()
    }
    let limit = Duration.milliseconds(Int64(timeLimit * 1000))
    var overdue: [Int] = []
    while true {
      _ = progress.wait(timeout: .now() + .milliseconds(250))
      let now = ContinuousClock.now
      let complete: Bool
      (complete, overdue) = state.withLock { s in
        let late = s.overdue(now: now, limit: limit)
        if !late.isEmpty { s.stopped = true }  // no worker takes another file
        return (s.remaining == 0, late)
      }
      if complete || !overdue.isEmpty { break }
    }
    // Every file answered: the threads are ending (their helpers given back before the run's
    // end waits for the idle ones). A thread stuck on an overdue file is not waited for.
    if overdue.isEmpty { ended.wait() }
    let seconds = String(format: "%g", timeLimit)
    return state.withLock { s in
      for i in overdue {
        s.finish(
          i,
          with: AssetReading(
            file: batch[i], metadata: AssetMetadata(), kind: .photo, traits: [], place: nil,
            error: "reading took longer than \(seconds) s (reader abandoned)", warning: nil))
      }
      s.stopped = true
      return Outcome(readings: s.results.compactMap { $0 }, overdue: overdue.map { batch[$0] })
    }
  }
}

/// The shared progress of one batch (only touched under its mutex).
struct BatchState: Sendable {
  var results: [AssetReading?]
  var started: [ContinuousClock.Instant?]
  var next = 0
  var remaining: Int
  /// Set when a reader ran past the bound: no more files are claimed, late results are ignored.
  var stopped = false

  init(count: Int) {
    results = Array(repeating: nil, count: count)
    started = Array(repeating: nil, count: count)
    remaining = count
  }

  /// The next unclaimed file's index (its time starts with ``start(_:)``).
  mutating func claim() -> Int? {
    guard !stopped, next < results.count else { return nil }
    defer { next += 1 }
    return next
  }

  /// Marks claimed file `i` as started now; false when the batch stopped.
  mutating func start(_ i: Int) -> Bool {
    guard !stopped else { return false }
    started[i] = .now
    return true
  }

  /// Stores a result unless the file already has one (a late answer after a time-out).
  @discardableResult
  mutating func finish(_ i: Int, with reading: AssetReading) -> Bool {
    guard results[i] == nil, !stopped || reading.error?.hasPrefix("reading took longer") == true
    else { return false }
    results[i] = reading
    remaining -= 1
    return true
  }

  /// Files started longer ago than `limit` that have no result yet.
  func overdue(now: ContinuousClock.Instant, limit: Duration) -> [Int] {
    started.indices.filter { i in
      guard results[i] == nil, let s = started[i] else { return false }
      return now - s > limit
    }
  }
}
