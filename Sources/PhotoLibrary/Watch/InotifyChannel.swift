import CInotifyShim

#if canImport(Glibc)
  import Glibc
#endif

/// One inotify event: what happened to an entry of a watched folder.
struct FolderEvent: Sendable, Equatable {
  /// The watch (folder) it belongs to; -1 for a queue overflow.
  var watch: Int32
  /// The IN_* bits.
  var mask: UInt32
  /// Pairs the two halves of a rename (IN_MOVED_FROM, IN_MOVED_TO).
  var cookie: UInt32
  /// The entry's name in the folder (`""` for the folder itself).
  var name: String

  func has(_ bits: UInt32) -> Bool { mask & bits != 0 }
  var isDirectory: Bool { has(inotifyshim_in_isdir) }
}

/// What adding a folder watch gave.
enum WatchAddition: Equatable {
  /// Watching, with this descriptor.
  case watching(Int32)
  /// The kernel's limit on watches is reached (ENOSPC): fall back to re-scans.
  case limitReached
  /// Another failure (the folder vanished, no permission): the errno value.
  case failed(Int32)
}

/// An inotify instance (``CInotifyShim``): folder watches and their events. Used by one thread.
final class InotifyChannel {
  /// Adds a folder watch: the descriptor or -errno. Replaced in tests to reach the watch limit
  /// without changing the system's.
  typealias AddWatch = @Sendable (_ fd: Int32, _ path: String) -> Int32

  let fd: Int32
  let addWatch: AddWatch
  private var buffer = [inotifyshim_event](repeating: inotifyshim_event(), count: 256)

  /// The shim's own add-watch call.
  static let systemAddWatch: AddWatch = { fd, path in
    FileSystemPath.withCString(path) { inotifyshim_add_folder(fd, $0) }
  }

  /// Opens an instance.
  init(addWatch: @escaping AddWatch = InotifyChannel.systemAddWatch) throws {
    let fd = inotifyshim_open()
    guard fd >= 0 else {
      throw LibraryStorageError("inotify is not available: \(String(cString: strerror(-fd)))")
    }
    self.fd = fd
    self.addWatch = addWatch
  }

  deinit { inotifyshim_close(fd) }

  /// Watches one folder.
  func add(folder path: String) -> WatchAddition {
    let result = addWatch(fd, path)
    if result >= 0 { return .watching(result) }
    return -result == ENOSPC ? .limitReached : .failed(-result)
  }

  /// Stops a watch (its IN_IGNORED event follows).
  func remove(_ watch: Int32) { _ = inotifyshim_remove(fd, watch) }

  /// The events that arrive within `milliseconds` (none on timeout).
  func events(waitingUpTo milliseconds: Int32) throws -> [FolderEvent] {
    let count = buffer.withUnsafeMutableBufferPointer {
      inotifyshim_read(fd, milliseconds, $0.baseAddress, Int32($0.count))
    }
    guard count >= 0 else {
      throw LibraryStorageError("reading inotify events: \(String(cString: strerror(-count)))")
    }
    return (0..<Int(count)).map { i in
      var event = buffer[i]
      let name = withUnsafeBytes(of: &event.name) { raw in
        FileSystemPath.decode(raw.prefix(while: { $0 != 0 }))
      }
      return FolderEvent(watch: event.wd, mask: event.mask, cookie: event.cookie, name: name)
    }
  }
}
