import Dispatch
import Foundation
import Synchronization

/// A fixed set of worker threads that live as long as the pool, so per-thread state (a pass's
/// models, copied once per thread) is built once per run, not once per batch.
final class WorkerPool: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])
  private let available = DispatchSemaphore(value: 0)
  private let closing = Atomic<Bool>(false)
  /// The number of threads.
  let workers: Int

  /// Starts `workers` threads with `stackSize` bytes of stack each.
  init(workers: Int, stackSize: Int = 8 << 20) {
    self.workers = max(1, workers)
    for _ in 0..<self.workers {
      let thread = Thread { [self] in self.work() }
      thread.stackSize = stackSize
      thread.start()
    }
  }

  /// Ends the threads once the queued jobs are done.
  func close() {
    closing.store(true, ordering: .sequentiallyConsistent)
    for _ in 0..<workers { available.signal() }
  }

  /// Calls `body` on every item on the pool's threads; results come back in input order.
  func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], _ body: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
    let finished = DispatchSemaphore(value: 0)
    jobs.withLock { queue in
      for (i, item) in items.enumerated() {
        queue.append {
          let r = body(item)
          results.withLock { $0[i] = r }
          finished.signal()
        }
      }
    }
    for _ in items { available.signal() }
    for _ in items { finished.wait() }
    return results.withLock { $0.map { $0! } }
  }

  private func work() {
    while true {
      available.wait()
      let job: (@Sendable () -> Void)? = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      if let job {
        job()
      } else if closing.load(ordering: .sequentiallyConsistent) {
        return
      }
    }
  }
}
