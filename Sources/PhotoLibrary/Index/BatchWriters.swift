import Foundation
import Synchronization

/// Writes the index's batches on several sessions of one PostgreSQL library at once, each batch
/// in its own transaction on its own thread, so the server works on one batch while the client
/// encodes the next and the readers are never held up by a write: with one writer, a batch's
/// write (about half of it the server's work) was the run's critical path (docs/storage.md).
/// A batch waits for a free session; the first failure stops the taking of batches and is thrown
/// by ``finish()``.
final class BatchWriters: Sendable {
  /// The sessions not writing now.
  private let idle: Mutex<[LibraryStore]>
  /// Counts the idle sessions (a batch waits on it).
  private let free: DispatchSemaphore
  private let running = DispatchGroup()
  /// The failure of the earliest batch that failed, with that batch's number.
  private let failure = Mutex<(batch: Int, error: any Error)?>(nil)

  /// Writers on `count` new sessions of the library `store` opened (at least one).
  init(sessionsOf store: LibraryStore, count: Int) throws {
    let stores = try (0..<max(1, count)).map { _ in
      try LibraryStore(path: store.path, mode: .existing)
    }
    idle = Mutex(stores)
    free = DispatchSemaphore(value: stores.count)
  }

  /// Starts `write` for batch number `batch` on the next idle session (waiting for one); throws
  /// the earliest failure instead once a batch failed.
  func submit(batch: Int, _ write: @escaping @Sendable (LibraryStore) throws -> Void) throws {
    free.wait()
    if let failed = failure.withLock({ $0 }) {
      free.signal()
      throw failed.error
    }
    let store = idle.withLock { $0.removeLast() }
    running.enter()
    let thread = Thread { [self] in
      defer {
        idle.withLock { $0.append(store) }
        free.signal()
        running.leave()
      }
      do {
        try write(store)
      } catch {
        failure.withLock { current in
          if current == nil || batch < current!.batch { current = (batch, error) }
        }
      }
    }
    thread.start()
  }

  /// Waits for every batch started, then throws the earliest batch's failure, if any.
  func finish() throws {
    running.wait()
    if let failed = failure.withLock({ $0 }) { throw failed.error }
  }
}
