/// Reads one batch of files on worker threads with a time bound per file (a ``ReadQueue`` of one
/// batch).
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
    let queue = ReadQueue(
      workers: workers, timeLimit: timeLimit, reader: reader, readAhead: readAhead,
      threadEnded: threadEnded)
    queue.add(batch)
    let outcome = queue.outcome(of: 0)
    // Every file answered: the threads are ending (their helpers given back before the run's
    // end waits for the idle ones). A thread stuck on an overdue file is not waited for.
    queue.end()
    return outcome
  }
}
