import Dispatch
import Foundation
import Synchronization

/// Scans of whole folders started, each on a thread of its own, before the library is open: the
/// scan (a `stat` of every entry) then runs beside the library's creation or migration instead of
/// after it, on the core that would otherwise wait. A run that indexes one of these folders whole
/// takes its scan from here (``take(root:excluded:)``, once); any other run scans itself.
public final class FolderScans: Sendable {
  /// One folder's scan: its result once the thread has finished.
  private final class Pending: Sendable {
    let excluded: Set<String>
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<(files: [ScannedFile], problems: [FolderScanner.Problem])?>(nil)

    init(root: String, excluded: Set<String>) {
      self.excluded = excluded
      let thread = Thread { [self] in
        let scanned = FolderScanner(root: root, excluded: excluded).scan()
        ProfileTimeline.mark("scanned \(scanned.files.count) (own thread)")
        result.withLock { $0 = scanned }
        done.signal()
      }
      thread.start()
    }
  }

  private let pending: Mutex<[String: Pending]>

  /// Starts scanning each of `folders` whole (as ``Indexer/canonicalPath(_:)``), leaving out the
  /// files of the library at `libraryPath` as the run will (``FolderPlan``).
  public init(folders: [String], libraryPath: String) {
    let excluded = FolderPlan.excludedPaths(libraryPath: libraryPath)
    var started: [String: Pending] = [:]
    for root in folders.map(Indexer.canonicalPath) where started[root] == nil {
      started[root] = Pending(root: root, excluded: excluded)
    }
    pending = Mutex(started)
  }

  /// The scan of `root` made with the exclusions `excluded` (waiting for it to finish), or nil
  /// when none was started so; each scan is taken once.
  func take(root: String, excluded: Set<String>) -> (
    files: [ScannedFile], problems: [FolderScanner.Problem]
  )? {
    guard let scan = pending.withLock({ $0.removeValue(forKey: root) }) else { return nil }
    guard scan.excluded == excluded else { return nil }
    scan.done.wait()
    return scan.result.withLock { $0 }
  }
}
