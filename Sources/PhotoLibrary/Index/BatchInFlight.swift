import Dispatch
import Foundation
import Synchronization

/// One batch being read on its own thread (which runs the reader threads), so the indexer can
/// write the batch before it meanwhile; ``outcome()`` waits for the readings.
final class BatchInFlight: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let result = Mutex<BatchReader.Outcome?>(nil)

  /// Starts `read` now.
  init(_ read: @escaping @Sendable () -> BatchReader.Outcome) {
    let thread = Thread { [self] in
      let outcome = read()
      result.withLock { $0 = outcome }
      done.signal()
    }
    thread.start()
  }

  /// The readings, once the batch is read (waits; may be asked again).
  func outcome() -> BatchReader.Outcome {
    if let ready = result.withLock({ $0 }) { return ready }
    done.wait()
    done.signal()  // later calls pass too
    return result.withLock { $0! }
  }
}
