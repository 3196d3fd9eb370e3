import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The folders an ``InotifyChannel`` watches, each by its watch descriptor: an indexed folder
/// and every folder below it (hidden ones left out, as the scanner does; symbolic links to
/// folders followed, each folder once).
struct WatchedFolders {
  /// Where a watch is: the indexed folder and the path below it (`""`: the folder itself).
  struct Place: Hashable {
    var root: String
    var relative: String
  }

  private(set) var places: [Int32: Place] = [:]
  private var watches: [Place: Int32] = [:]

  /// Watches `relative` below `root` and every folder under it. `.limitReached` as soon as the
  /// kernel refuses a watch for its limit; folders that vanished meanwhile are passed over.
  mutating func add(root: String, relative: String, channel: InotifyChannel) -> WatchAddition? {
    var visited = Set<[UInt64]>()
    var stack = [relative]
    while let next = stack.popLast() {
      let path = next.isEmpty ? root : root + "/" + next
      var info = stat()
      guard FileSystemPath.withCString(path, { stat($0, &info) }) == 0,
        (info.st_mode & S_IFMT) == S_IFDIR,
        visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
      else { continue }
      switch channel.add(folder: path) {
      case .watching(let watch):
        let place = Place(root: root, relative: next)
        if let old = places[watch], old != place { watches[old] = nil }
        places[watch] = place
        watches[place] = watch
      case .limitReached: return .limitReached
      case .failed: continue
      }
      stack += Self.subfolders(of: path).map { next.isEmpty ? $0 : next + "/" + $0 }.reversed()
    }
    return nil
  }

  /// Forgets the watches of `relative` below `root` and of every folder under it, removing
  /// them from the channel when `remove` (a folder moved away keeps its watch otherwise).
  mutating func drop(root: String, relative: String, channel: InotifyChannel, remove: Bool) {
    for (place, watch) in watches
    where place.root == root
      && (place.relative == relative || place.relative.hasPrefix(relative + "/")
        || relative.isEmpty)
    {
      if remove { channel.remove(watch) }
      watches[place] = nil
      places[watch] = nil
    }
  }

  /// Forgets a watch the kernel ended (IN_IGNORED).
  mutating func ended(_ watch: Int32) {
    if let place = places.removeValue(forKey: watch), watches[place] == watch {
      watches[place] = nil
    }
  }

  /// How many folders are watched.
  var count: Int { places.count }

  /// The names of the visible folders (and links to folders) directly in `path`.
  static func subfolders(of path: String) -> [String] {
    guard let dir = FileSystemPath.withCString(path, { opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let item = readdir(dir) {
      let name = withUnsafePointer(to: item.pointee.d_name) {
        $0.withMemoryRebound(to: UInt8.self, capacity: 256) {
          FileSystemPath.decode(UnsafeBufferPointer(start: $0, count: strlen($0)))
        }
      }
      if name.hasPrefix(".") { continue }
      let type = item.pointee.d_type
      if type == DT_DIR || type == DT_LNK || type == DT_UNKNOWN { names.append(name) }
    }
    return names.sorted()
  }
}
