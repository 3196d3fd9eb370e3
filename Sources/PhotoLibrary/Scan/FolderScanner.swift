import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Walks an indexed folder: every media file with its sidecars, skipping hidden entries.
public struct FolderScanner: Sendable {
  /// Files that could not be listed or stat'ed, with the reason.
  public struct Problem: Sendable, Equatable {
    /// Path relative to the root.
    public var relativePath: String
    /// Why it was skipped.
    public var reason: String
  }

  /// The folder being indexed (absolute, standardized).
  public let root: String
  /// Absolute paths never to list (the library database and its journals).
  public let excluded: Set<String>

  /// Creates a scanner for a folder.
  public init(root: String, excluded: Set<String> = []) {
    self.root = root
    self.excluded = excluded
  }

  /// Lists the media files below the root (sorted by path) and the entries that failed.
  public func scan() -> (files: [ScannedFile], problems: [Problem]) {
    var files: [ScannedFile] = []
    var problems: [Problem] = []
    walk(relative: "", files: &files, problems: &problems)
    files.sort { $0.relativePath < $1.relativePath }
    return (files, problems)
  }

  private struct Entry {
    var name: String
    var isDirectory: Bool
    var stat: stat
  }

  private func walk(relative: String, files: inout [ScannedFile], problems: inout [Problem]) {
    let directory = relative.isEmpty ? root : root + "/" + relative
    guard let dir = opendir(directory) else {
      problems.append(
        Problem(
          relativePath: relative, reason: "cannot list folder: \(String(cString: strerror(errno)))")
      )
      return
    }
    var entries: [Entry] = []
    while let item = readdir(dir) {
      let name = withUnsafePointer(to: item.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name.hasPrefix(".") { continue }
      let full = directory + "/" + name
      if excluded.contains(full) { continue }
      var st = stat()
      guard stat(full, &st) == 0 else {
        let rel = relative.isEmpty ? name : relative + "/" + name
        problems.append(
          Problem(relativePath: rel, reason: "cannot stat: \(String(cString: strerror(errno)))"))
        continue
      }
      let isDir = (st.st_mode & S_IFMT) == S_IFDIR
      let isFile = (st.st_mode & S_IFMT) == S_IFREG
      guard isDir || isFile else { continue }
      entries.append(Entry(name: name, isDirectory: isDir, stat: st))
    }
    closedir(dir)

    let fileEntries = entries.filter { !$0.isDirectory }
    let names = Set(fileEntries.map(\.name))
    var lowercased: [String: String] = [:]
    for n in names.sorted() where lowercased[n.lowercased()] == nil {
      lowercased[n.lowercased()] = n
    }
    let byName = Dictionary(fileEntries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let probeNames = Set(names.filter { MediaFileTypes.fileExtension($0).isEmpty })
    let mediaNames = Set(names.filter(MediaFileTypes.isMedia))
    var takeout: [String: String] = [:]
    for n in names where MediaFileTypes.fileExtension(n) == "json" {
      if let target = SidecarMatcher.takeoutTarget(
        ofJSON: n, mediaNames: mediaNames, lowercased: lowercased),
        takeout[target] == nil || n.count < (takeout[target]?.count ?? 0)
      {
        takeout[target] = n
      }
    }
    let album = lowercased["metadata.json"].flatMap {
      TakeoutSidecar.albumTitle(path: directory + "/" + $0)
    }
    var stems: [String: [String]] = [:]
    for n in mediaNames { stems[MediaFileTypes.stem(n).lowercased(), default: []].append(n) }

    for name in mediaNames.union(probeNames).sorted() {
      guard let e = byName[name] else { continue }
      let rel = relative.isEmpty ? name : relative + "/" + name
      var file = ScannedFile(
        relativePath: rel, absolutePath: directory + "/" + name, size: Int64(e.stat.st_size),
        mtimeNanos: Int64(e.stat.st_mtim.tv_sec) * 1_000_000_000 + Int64(e.stat.st_mtim.tv_nsec),
        inode: UInt64(e.stat.st_ino))
      file.isProbe = probeNames.contains(name)
      var signature: [String] = []
      for side in SidecarMatcher.xmpSidecars(for: name, in: names, lowercased: lowercased) {
        file.sidecars.append(directory + "/" + side)
        if let s = byName[side] {
          signature.append(
            "\(side):\(s.stat.st_size):\(s.stat.st_mtim.tv_sec).\(s.stat.st_mtim.tv_nsec)")
        }
      }
      if let json = takeout[name] {
        file.takeoutJSON = directory + "/" + json
        if let s = byName[json] {
          signature.append(
            "\(json):\(s.stat.st_size):\(s.stat.st_mtim.tv_sec).\(s.stat.st_mtim.tv_nsec)")
        }
      }
      if let album {
        file.album = album
        signature.append("album:\(album)")
      }
      let ext = MediaFileTypes.fileExtension(name)
      let siblings = stems[MediaFileTypes.stem(name).lowercased()] ?? []
      let wanted =
        MediaFileTypes.livePhotoStills.contains(ext)
        ? MediaFileTypes.livePhotoClips
        : MediaFileTypes.livePhotoClips.contains(ext) ? MediaFileTypes.livePhotoStills : []
      if let pair = siblings.first(where: { wanted.contains(MediaFileTypes.fileExtension($0)) }) {
        file.livePairPath = relative.isEmpty ? pair : relative + "/" + pair
        signature.append("live:\(pair)")
      }
      file.companionSignature = signature.joined(separator: "|")
      files.append(file)
    }
    for e in entries where e.isDirectory {
      walk(
        relative: relative.isEmpty ? e.name : relative + "/" + e.name, files: &files,
        problems: &problems)
    }
  }
}
