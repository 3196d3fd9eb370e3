import CInotifyShim
import Foundation
import Synchronization

/// What a watcher tells as it goes.
public enum WatchNotice: Sendable {
  /// An index run finished: why it ran, what it covered and what it did.
  case indexed(IndexSummary, trigger: WatchTrigger, scopes: [IndexScope])
  /// Watching began: how many folders are watched.
  case watching(folders: Int)
  /// The kernel's watch limit was reached: the watcher re-scans every `interval` seconds now.
  case limitReached(message: String)
  /// An indexed folder is missing (unmounted, deleted): its assets are kept; it is not indexed.
  case folderMissing(String)
}

/// Why an index run happened.
public enum WatchTrigger: String, Sendable {
  /// Start-up: catching up with what changed while no watcher ran.
  case startup
  /// Files or folders changed.
  case changes
  /// The periodic re-scan (without watches, after the watch limit), or after the kernel's
  /// event queue overflowed.
  case rescan
}

/// Stops a running ``LibraryWatcher`` (from any thread).
public final class WatchStop: Sendable {
  private let stopped = Atomic<Bool>(false)
  public init() {}
  /// Asks the watcher to stop; it returns within about 0.1 s (or after the run in progress).
  public func stop() { stopped.store(true, ordering: .relaxed) }
  /// Whether stop was asked for.
  public var isStopped: Bool { stopped.load(ordering: .relaxed) }
}

/// The live index: follows indexed folders with inotify and keeps the library up to date.
///
/// At start it watches every folder below the roots, then indexes them once (catching up with
/// what changed while it was not running). Each event marks a folder changed (a folder created,
/// deleted or moved: everything below it); a folder quiet for ``quietPeriod`` is indexed in
/// place (``Indexer/index(scopes:progress:)``), the two sides of a move together, so moved files
/// keep their assets. When the kernel refuses a watch for its limit (ENOSPC) the watcher says so
/// and re-scans every ``rescanInterval`` seconds instead.
public struct LibraryWatcher: Sendable {
  /// Indexes the changes.
  public var indexer: Indexer
  /// The indexed folders (absolute, symlinks resolved).
  public var roots: [String]
  /// Seconds a folder must be quiet before its changes are indexed.
  public var quietPeriod = 0.3
  /// Seconds a file moved out waits for the other half of its move (the kernel queues the
  /// two halves together; a folder watched late misses its half).
  public var pairWait = 0.3
  /// Seconds between re-scans once the watch limit is reached.
  public var rescanInterval = 30.0
  /// Adds one folder watch (tests replace it to reach the limit).
  var addWatch: InotifyChannel.AddWatch = InotifyChannel.systemAddWatch

  /// A watcher of `folders` writing through `indexer`.
  public init(indexer: Indexer, folders: [String]) {
    self.indexer = indexer
    self.roots = folders.map(Indexer.canonicalPath)
  }

  /// Watches until `stop` is asked for, telling `notice` what it does. Throws when the first
  /// index run or inotify itself fails.
  public func run(until stop: WatchStop, notice: @Sendable (WatchNotice) -> Void = { _ in }) throws
  {
    let channel = try InotifyChannel(addWatch: addWatch)
    var folders = WatchedFolders()
    var limited = false
    for root in roots where !limited {
      limited = folders.add(root: root, relative: "", channel: channel) == .limitReached
    }
    if limited {
      try rescanForever(until: stop, notice: notice)
      return
    }
    notice(.watching(folders: folders.count))
    try index(roots.map { IndexScope(root: $0) }, trigger: .startup, notice: notice)
    var pending = PendingChanges(quietPeriod: quietPeriod, pairWait: pairWait)
    var tracker = EventTracker(roots: roots, excluded: libraryFiles)
    while !stop.isStopped {
      let wait = min(100, (pending.secondsUntilReady(at: Date()) ?? 0.1) * 1000)
      let events = try channel.events(waitingUpTo: Int32(max(1, wait.rounded(.up))))
      let now = Date()
      for event in events {
        if tracker.apply(event, at: now, folders: &folders, channel: channel, pending: &pending)
          == .limitReached
        {
          limited = true
        }
      }
      if limited { break }
      let ready = pending.takeReady(at: Date())
      if !ready.isEmpty {
        try index(ready, trigger: tracker.overflowed ? .rescan : .changes, notice: notice)
        tracker.overflowed = false
      }
    }
    if limited && !stop.isStopped { try rescanForever(until: stop, notice: notice) }
  }

  /// The library's own files, whose writes are not changes to index.
  var libraryFiles: Set<String> {
    let path = indexer.store.path
    return [path, path + "-wal", path + "-shm", path + "-journal"]
  }

  /// Without watches: says so, then indexes every root every ``rescanInterval`` seconds.
  func rescanForever(until stop: WatchStop, notice: @Sendable (WatchNotice) -> Void) throws {
    notice(.limitReached(message: Self.limitMessage(roots: roots, interval: rescanInterval)))
    var trigger = WatchTrigger.startup
    while !stop.isStopped {
      try index(roots.map { IndexScope(root: $0) }, trigger: trigger, notice: notice)
      trigger = .rescan
      let next = Date().addingTimeInterval(rescanInterval)
      while !stop.isStopped && Date() < next { Thread.sleep(forTimeInterval: 0.05) }
    }
  }

  /// What is said on reaching the watch limit.
  static func limitMessage(roots: [String], interval: Double) -> String {
    let limit =
      (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    return
      "the kernel's limit on inotify watches is reached (fs.inotify.max_user_watches = \(limit)); "
      + "re-scanning \(roots.joined(separator: ", ")) every \(String(format: "%g", interval)) s instead "
      + "(raise the limit, e.g. sysctl fs.inotify.max_user_watches=524288, to follow changes live)"
  }

  /// Indexes the scopes of roots that are still there.
  func index(
    _ scopes: [IndexScope], trigger: WatchTrigger, notice: @Sendable (WatchNotice) -> Void
  ) throws {
    var present: [IndexScope] = []
    var missing = Set<String>()
    for scope in scopes {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: scope.root, isDirectory: &isFolder),
        isFolder.boolValue
      {
        present.append(scope)
      } else {
        missing.insert(scope.root)
      }
    }
    for root in missing.sorted() { notice(.folderMissing(root)) }
    guard !present.isEmpty else { return }
    let summary = try indexer.index(scopes: present)
    notice(.indexed(summary, trigger: trigger, scopes: IndexScope.merged(present)))
    if summary.indexed > 0 {
      // Subjects of the new files, as a search annotates them when it opens (a long-running
      // `serve --watch` opens its search once); a failure leaves them to the next search.
      _ = try? indexer.store.refreshSubjectIndex()
    }
  }
}
