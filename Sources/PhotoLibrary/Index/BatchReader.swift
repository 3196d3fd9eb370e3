import Dispatch
import Foundation
import Synchronization

/// Reads a batch of files on worker threads with a time bound per file.
///
/// A reader that runs past the bound is abandoned: its file gets an error reading ("reading took
/// longer than … s") and a fresh worker takes over the rest of the batch, so one file that hangs
/// a reader cannot stop a run. (The abandoned thread is left to finish or to end with the
/// process; its late result is ignored.)
struct BatchReader: Sendable {
  /// Reader threads.
  var workers: Int
  /// Seconds one file may take.
  var timeLimit: Double
  /// Reads one file.
  var reader: @Sendable (ScannedFile) -> AssetReading

  /// Reads `batch`; results come back in input order.
  func read(_ batch: [ScannedFile]) -> [AssetReading] {
    guard !batch.isEmpty else { return [] }
    let state = Mutex(BatchState(count: batch.count))
    let progress = DispatchSemaphore(value: 0)
    let reader = self.reader
    @Sendable func work() {
      while true {
        let claimed: Int? = state.withLock { $0.claim() }
        guard let i = claimed else { return }
        let reading = reader(batch[i])
        _ = state.withLock { $0.finish(i, with: reading) }
        progress.signal()
      }
    }
    func startWorker() {
      let thread = Thread(block: work)
      thread.stackSize = 8 << 20  // exiv2 and the XMP toolkit recurse on nested data
      thread.start()
    }
    for _ in 0..<min(workers, batch.count) { startWorker() }
    let limit = Duration.milliseconds(Int64(timeLimit * 1000))
    while true {
      _ = progress.wait(timeout: .now() + .milliseconds(250))
      let now = ContinuousClock.now
      let (complete, overdue) = state.withLock { s in
        (s.remaining == 0, s.overdue(now: now, limit: limit))
      }
      if complete { break }
      for i in overdue {
        let seconds = String(format: "%g", timeLimit)
        var timedOut = AssetReading(
          file: batch[i], metadata: AssetMetadata(), kind: .photo, traits: [], place: nil,
          error: "reading took longer than \(seconds) s (reader abandoned)", warning: nil)
        timedOut.isMedia = true
        let filled = state.withLock { $0.finish(i, with: timedOut) }
        if filled { startWorker() }
      }
    }
    return state.withLock { $0.results.compactMap { $0 } }
  }
}

/// The shared progress of one batch (only touched under its mutex).
struct BatchState: Sendable {
  var results: [AssetReading?]
  var started: [ContinuousClock.Instant?]
  var next = 0
  var remaining: Int

  init(count: Int) {
    results = Array(repeating: nil, count: count)
    started = Array(repeating: nil, count: count)
    remaining = count
  }

  /// The next unread file's index, marked as started now.
  mutating func claim() -> Int? {
    guard next < results.count else { return nil }
    defer { next += 1 }
    started[next] = .now
    return next
  }

  /// Stores a result unless the file already has one (a late answer after a time-out).
  @discardableResult
  mutating func finish(_ i: Int, with reading: AssetReading) -> Bool {
    guard results[i] == nil else { return false }
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
