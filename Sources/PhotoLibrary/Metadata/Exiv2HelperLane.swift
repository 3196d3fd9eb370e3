import Foundation

/// One thread's helper with its requests in flight, oldest first: the helper reads them in the
/// order sent and answers each in turn, so it starts on the next file while the thread handles
/// the last answer. Each file keeps its own bounds: its time counts from when the helper could
/// start it (its request sent and the one before answered). A helper that crashes, hangs or
/// exits fails the oldest request only (the one it was reading); the requests behind it are
/// sent again to a new helper.
///
/// Used by one thread only (``Exiv2ReaderPool`` keeps one per thread), hence unchecked.
final class Exiv2HelperLane: @unchecked Sendable {
  /// A request sent and not yet answered.
  private struct Pending {
    var path: String
    /// When the helper could start it.
    var startable: ContinuousClock.Instant
  }

  private let pool: Exiv2ReaderPool
  private var helper: Exiv2HelperProcess?
  private var pending: [Pending] = []
  /// Answers received before their file was asked for (newest last, a few at most).
  private var answered: [(path: String, result: Result<RawMetadata, MetadataReadError>?)] = []

  /// A lane over `helper` (nil: one is started with the first request).
  init(pool: Exiv2ReaderPool, helper: Exiv2HelperProcess?) {
    self.pool = pool
    self.helper = helper
  }

  /// Sends the request for `path` (starting a helper when there is none).
  func submit(_ path: String) {
    if pending.isEmpty || helper == nil {
      pending.append(Pending(path: path, startable: .now))
    } else {
      pending.append(Pending(path: path, startable: pending[pending.count - 1].startable))
    }
    send(pending.count - 1)
  }

  /// The answer for `path`: taken from those received, else waited for (sent first when it
  /// was not asked for); the answers ahead of it are kept for their own reads. Nil when no
  /// helper could be started (the caller reads in process, as without helpers).
  func result(for path: String) -> Result<RawMetadata, MetadataReadError>? {
    if let i = answered.firstIndex(where: { $0.path == path }) {
      return answered.remove(at: i).result
    }
    if !pending.contains(where: { $0.path == path }) { submit(path) }
    while true {
      let (done, result) = takeOldest()
      if done == path { return result }
      answered.append((done, result))
      if answered.count > 4 { answered.removeFirst() }  // asked for ahead but never read
    }
  }

  /// Ends the lane: its helper when idle, nil when requests were still in flight (the helper
  /// is then killed, its answers unread).
  func close() -> Exiv2HelperProcess? {
    defer { helper = nil }
    guard !pending.isEmpty else { return helper }
    helper?.abandon()
    pending = []
    return nil
  }

  /// Sends request `i` (and, with a new helper, every request from the oldest on).
  private func send(_ i: Int) {
    if let helper, helper.request(FileSystemPath.bytes(pending[i].path)) { return }
    // No helper, or it is gone: a new one gets every request in flight, in order.
    helper?.abandon()
    helper = pool.spawn()
    guard let helper else { return }
    pending[0].startable = .now
    for request in pending where !helper.request(FileSystemPath.bytes(request.path)) { return }
  }

  /// Waits for the oldest request's answer (within its time bound) and returns it with its
  /// path (nil: no helper could be started).
  private func takeOldest() -> (String, Result<RawMetadata, MetadataReadError>?) {
    let oldest = pending.removeFirst()
    let limit = pool.timeLimit
    guard let current = helper else { return (oldest.path, nil) }
    let deadline = oldest.startable + .milliseconds(Int64(limit * 1000))
    let outcome = current.answer(by: deadline)
    if case .answer = outcome {
      if !pending.isEmpty { pending[0].startable = .now }
    } else {
      // The helper ended on this file: the others go to a new one.
      helper = nil
      if !pending.isEmpty { send(0) }
    }
    return (oldest.path, pool.result(of: outcome, timeLimit: limit))
  }
}
