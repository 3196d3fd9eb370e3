import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// exiv2 in helper processes (`photosearch-exiv2-reader`, built beside the executable): each
/// helper reads one file at a time with its own XMP toolkit, so reads on several threads run on
/// every core instead of queueing for the shim's XMP lock; each file is read under an
/// address-space bound (``memoryLimitMiB`` above what the helper holds at start and the file's
/// size) and a time bound (``timeLimit``). A file that makes exiv2 crash, hang or run out of
/// memory costs its helper only: the file gets the reason, the helper is replaced.
///
/// Without the helper executable (or with `PHOTOSEARCH_EXIV2_READER=in-process`) reads run in
/// this process, as ``Exiv2Reader/readInProcess(path:)``.
public final class Exiv2ReaderPool: Sendable {
  /// The pool every ``Exiv2Reader/read(path:)`` uses: the helper next to this executable (or
  /// at `PHOTOSEARCH_EXIV2_READER`), `PHOTOSEARCH_READ_MEMORY_MB` MiB per file (default 1024),
  /// and 0.8 × `PHOTOSEARCH_READ_TIMEOUT` seconds (default 60), so that a helper stuck in exiv2
  /// is killed, and the run goes on, before the indexer's own per-file bound ends the run.
  public static let shared: Exiv2ReaderPool = {
    let environment = ProcessInfo.processInfo.environment
    let memory = environment["PHOTOSEARCH_READ_MEMORY_MB"].flatMap(Int.init).map { max(16, $0) }
    let seconds = environment["PHOTOSEARCH_READ_TIMEOUT"].flatMap(Double.init).flatMap {
      $0 > 0 ? $0 : nil
    }
    return Exiv2ReaderPool(
      executable: locateHelper(environment["PHOTOSEARCH_EXIV2_READER"]),
      memoryLimitMiB: memory ?? 1024, timeLimit: 0.8 * (seconds ?? 60))
  }()

  /// The helper executable, or nil to read in this process.
  public let executable: String?
  /// MiB of address space a helper may take for one file, beyond its start and the file size.
  public let memoryLimitMiB: Int
  private let idle = Mutex<[Exiv2HelperProcess]>([])
  /// Helpers told to exit (``retireIdleHelpers()``) and not waited for yet.
  private let retiring = Mutex<[Exiv2HelperProcess]>([])
  /// The helper each thread that prefetches keeps, with its requests in flight.
  private let lanes = Mutex<[UInt: Exiv2HelperLane]>([:])
  /// Helpers ``startHelpers(_:)`` is starting now.
  private let starting = Mutex(0)
  private let seconds: Mutex<Double>

  /// Creates a pool of helpers running `executable` (nil: reads run in this process).
  public init(executable: String?, memoryLimitMiB: Int = 1024, timeLimit: Double = 60) {
    self.executable = executable
    self.memoryLimitMiB = memoryLimitMiB
    self.seconds = Mutex(timeLimit)
  }

  /// Seconds one file may take before its helper is killed.
  public var timeLimit: Double {
    get { seconds.withLock { $0 } }
    set { seconds.withLock { $0 = newValue } }
  }

  /// Reads the file at `path` in a helper; nil when there is no helper to read with. On a
  /// thread with a lane (``prefetch(path:)``) the read goes through the lane, so a file asked
  /// for ahead is answered from there.
  public func read(path: String) -> Result<RawMetadata, MetadataReadError>? {
    guard executable != nil else { return nil }
    if let lane = lanes.withLock({ $0[Self.threadKey] }) { return lane.result(for: path) }
    guard let helper = idle.withLock({ $0.popLast() }) ?? spawn() else { return nil }
    let limit = timeLimit
    let outcome = helper.read(FileSystemPath.bytes(path), timeLimit: limit)
    if case .answer = outcome { idle.withLock { $0.append(helper) } }
    return result(of: outcome, timeLimit: limit)
  }

  /// Asks this thread's helper for the file at `path` now, without waiting: the helper reads it
  /// while this thread does other work, and a later ``read(path:)`` of it on this thread takes
  /// the answer (two requests in flight per helper, so it never waits for the next one). The
  /// thread keeps its helper until ``endLane()``. Nothing happens without a helper.
  public func prefetch(path: String) {
    guard executable != nil else { return }
    let key = Self.threadKey
    let lane =
      lanes.withLock { $0[key] }
      ?? {
        let made = Exiv2HelperLane(pool: self, helper: idle.withLock { $0.popLast() })
        lanes.withLock { $0[key] = made }
        return made
      }()
    lane.submit(path)
  }

  /// Gives this thread's helper back (killed when it still has requests nobody will read).
  public func endLane() {
    let key = Self.threadKey
    guard let lane = lanes.withLock({ $0.removeValue(forKey: key) }) else { return }
    if let helper = lane.close() { idle.withLock { $0.append(helper) } }
  }

  /// The calling thread, as a key of ``lanes``.
  private static var threadKey: UInt { UInt(pthread_self()) }

  /// Starts helpers until `count` are idle, without waiting for them to be ready: each loads
  /// exiv2 in its own process while this one opens the library and scans, so the reader threads
  /// find them running (``prefetch(path:)`` and ``read(path:)`` take idle helpers first).
  /// Helpers another call is starting meanwhile count as started.
  public func startHelpers(_ count: Int) {
    guard executable != nil else { return }
    let missing = starting.withLock { starting in
      let missing =
        count - starting - idle.withLock { $0.count } - lanes.withLock { $0.count }
      starting += max(0, missing)
      return missing
    }
    guard missing > 0 else { return }
    let started = (0..<missing).compactMap { _ in spawn() }
    idle.withLock { $0.append(contentsOf: started) }
    starting.withLock { $0 -= missing }
  }

  /// The helpers waiting for a thread to take them.
  var idleCount: Int { idle.withLock { $0.count } }

  /// A new helper, or nil when it cannot be started.
  func spawn() -> Exiv2HelperProcess? {
    guard let executable else { return nil }
    return Exiv2HelperProcess.spawn(executable, arguments: ["--memory", "\(memoryLimitMiB)"])
  }

  /// What a request's outcome means for its file.
  func result(
    of outcome: Exiv2HelperProcess.Outcome, timeLimit limit: Double
  ) -> Result<RawMetadata, MetadataReadError> {
    switch outcome {
    case .answer(let status, let text):
      switch status {
      case 2:
        return .failure(
          MetadataReadError(
            "reading needed more than \(memoryLimitMiB) MiB of memory (reader stopped)"))
      default:
        return text.withUnsafeBufferPointer { Exiv2Reader.convert(ok: status == 1, $0) }
      }
    case .timedOut:
      return .failure(
        MetadataReadError(
          "reading took longer than \(String(format: "%g", limit)) s (reader killed)"))
    case .ended(let how):
      return .failure(MetadataReadError("the metadata reader \(how) on this file"))
    }
  }

  /// Tells the idle helpers to exit without waiting for them (``shutDown()`` does): for a run
  /// that has read its last file, so they exit while it writes its last batch; a later read
  /// starts new ones.
  public func retireIdleHelpers() {
    let helpers = idle.withLock { helpers in
      defer { helpers = [] }
      return helpers
    }
    for helper in helpers { helper.closeInput() }
    retiring.withLock { $0 += helpers }
  }

  /// Ends the idle helpers and waits for them (and for those retired before), so their CPU time
  /// counts as this process's children's (`/usr/bin/time`, `getrusage`); a later read starts new
  /// ones.
  public func shutDown() {
    retireIdleHelpers()
    // All are told first, then waited for: they exit side by side.
    let helpers = retiring.withLock { helpers in
      defer { helpers = [] }
      return helpers
    }
    for helper in helpers { helper.waitForExit() }
  }

  /// The helper named by `setting` (a path; `in-process` for none), else the one next to this
  /// executable when it is there.
  static func locateHelper(_ setting: String?) -> String? {
    if let setting, !setting.isEmpty {
      return setting == "in-process" ? nil : setting
    }
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    let candidate = (executable as NSString).deletingLastPathComponent + "/photosearch-exiv2-reader"
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }
}

/// One running `photosearch-exiv2-reader`, talked to over a socket pair (its stdin and stdout).
struct Exiv2HelperProcess: Sendable {
  /// The helper's process id.
  let pid: pid_t
  /// This side of the socket pair.
  let socket: Int32

  /// What one request gave.
  enum Outcome {
    /// The helper's answer: status 1 read, 0 unreadable (text = reason), 2 over the memory bound.
    case answer(status: UInt32, text: [UInt8])
    /// No answer within the time bound: the helper was killed.
    case timedOut
    /// The helper ended without answering (`how`: "crashed (signal 11)", "exited (status 1)").
    case ended(how: String)
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on; Swift's Glibc module does not
  /// declare it).
  private static let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
    unsafeBitCast($0, to: AddCloseFrom.self)
  }

  /// The type of `posix_spawn_file_actions_addclosefrom_np`.
  private typealias AddCloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  /// Starts `executable` with `arguments`, or nil when it cannot be started.
  static func spawn(_ executable: String, arguments: [String]) -> Exiv2HelperProcess? {
    var pair: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &pair) == 0
    else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Nothing else of this process's: a helper that kept a pipe another thread just made for
    // a child process (open without close-on-exec for a moment) would keep that pipe open after
    // the child's exit, and whoever reads it to its end would wait for the helper's.
    _ = Self.closeFrom?(&actions, 3)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    var status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    // A helper file just written (tests' scripts) is busy while a child forked elsewhere in the
    // meantime still holds it open for writing; that passes within moments.
    for _ in 0..<100 where status == ETXTBSY {
      usleep(10_000)
      status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    }
    close(pair[1])
    guard status == 0 else {
      close(pair[0])
      return nil
    }
    return Exiv2HelperProcess(pid: pid, socket: pair[0])
  }

  /// Asks the helper to read the file at the path `bytes`, waiting at most `timeLimit` seconds;
  /// a helper that does not answer is ended (killed when late) and must not be used again.
  func read(_ bytes: [UInt8], timeLimit: Double) -> Outcome {
    let deadline = ContinuousClock.now + .milliseconds(Int64(timeLimit * 1000))
    guard request(bytes) else { return end() }
    return answer(by: deadline)
  }

  /// Sends a request to read the file at the path `bytes` without waiting for its answer (the
  /// helper answers requests in the order sent); false when the helper is gone.
  func request(_ bytes: [UInt8]) -> Bool {
    send(withUnsafeBytes(of: UInt32(bytes.count)) { Array($0) } + bytes)
  }

  /// The answer to the oldest unanswered request, waiting until `deadline`; a helper that does
  /// not answer is ended (killed when late) and must not be used again.
  func answer(by deadline: ContinuousClock.Instant) -> Outcome {
    var header = [UInt8](repeating: 0, count: 8)
    switch receive(&header, by: deadline) {
    case .some(true): break
    case .some(false): return end()
    case .none: return end(killing: true)
    }
    let status = header.withUnsafeBytes { $0.load(fromByteOffset: 0, as: UInt32.self) }
    let length = header.withUnsafeBytes { $0.load(fromByteOffset: 4, as: UInt32.self) }
    var text = [UInt8](repeating: 0, count: Int(length))
    switch receive(&text, by: deadline) {
    case .some(true): return .answer(status: status, text: text)
    case .some(false): return end()
    case .none: return end(killing: true)
    }
  }

  /// Kills the helper and waits for it (a helper with requests whose answers nobody will read).
  func abandon() { _ = end(killing: true) }

  /// Writes all of `bytes` (no SIGPIPE when the helper is gone).
  private func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let n = bytes.withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      sent += n
    }
    return true
  }

  /// Fills `buffer`: true when filled, false when the helper closed its end, nil at the deadline.
  private func receive(_ buffer: inout [UInt8], by deadline: ContinuousClock.Instant) -> Bool? {
    var filled = 0
    while filled < buffer.count {
      let left = deadline - ContinuousClock.now
      let ms = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
      if ms <= 0 { return nil }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(ms, Int64(Int32.max))))
      if ready < 0 && errno == EINTR { continue }
      if ready < 0 { return false }
      if ready == 0 { continue }
      let count = buffer.count
      let n = buffer.withUnsafeMutableBytes {
        recv(socket, $0.baseAddress! + filled, count - filled, 0)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      filled += n
    }
    return true
  }

  /// Closes the helper's input (it then exits) and waits for it.
  func finish() {
    closeInput()
    waitForExit()
  }

  /// Closes the helper's input: it exits once it has answered what it was asked.
  func closeInput() { close(socket) }

  /// Waits for the helper to exit.
  func waitForExit() {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  /// Ends the helper (killing it first when asked) and describes how it ended.
  private func end(killing: Bool = false) -> Outcome {
    if killing { kill(pid, SIGKILL) }
    close(socket)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if killing { return .timedOut }
    let signal = status & 0x7f
    if signal != 0 {
      let name = signal == SIGKILL ? "was killed" : "crashed"
      return .ended(how: "\(name) (signal \(signal))")
    }
    return .ended(how: "exited (status \((status >> 8) & 0xff))")
  }
}
