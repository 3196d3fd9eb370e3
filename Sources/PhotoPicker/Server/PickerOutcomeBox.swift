import Foundation

/// Holds a session's outcome once it is known and wakes whoever waits for it.
final class PickerOutcomeBox: @unchecked Sendable {
  // @unchecked: all state is read and written under `lock`.
  private let lock = NSLock()
  private var outcome: PickerOutcome?
  private var waiters: [CheckedContinuation<PickerOutcome, Never>] = []

  /// Records the outcome; false when one was already recorded.
  func settle(_ value: PickerOutcome) -> Bool {
    lock.lock()
    guard outcome == nil else {
      lock.unlock()
      return false
    }
    outcome = value
    let pending = waiters
    waiters = []
    lock.unlock()
    for waiter in pending { waiter.resume(returning: value) }
    return true
  }

  /// The recorded outcome, if any.
  var current: PickerOutcome? {
    lock.lock()
    defer { lock.unlock() }
    return outcome
  }

  /// Waits for the outcome.
  func wait() async -> PickerOutcome {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let outcome {
        lock.unlock()
        continuation.resume(returning: outcome)
      } else {
        waiters.append(continuation)
        lock.unlock()
      }
    }
  }
}
