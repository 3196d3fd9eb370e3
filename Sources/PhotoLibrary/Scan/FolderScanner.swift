import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Walks an indexed folder: every media file with its sidecars, skipping hidden entries.
///
/// Symbolic links are followed, to files and to folders, but each folder (by device and inode) is
/// walked once: a link back to a folder already walked is reported as a loop and not entered, and
/// a file reached through a link is left out when the same file is listed anyway.
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
    scan(subfolder: "", recursive: true)
  }

  /// Lists the media files of one folder below the root (`""`: the root), with the folders
  /// below it when `recursive`; a subfolder that is no longer there has no files.
  public func scan(subfolder: String, recursive: Bool) -> (
    files: [ScannedFile], problems: [Problem]
  ) {
    var state = WalkState()
    var rootInfo = stat()
    let start = subfolder.isEmpty ? root : root + "/" + subfolder
    guard FileSystemPath.withCString(start, { stat($0, &rootInfo) }) == 0 else {
      return subfolder.isEmpty
        ? (
          [],
          [
            Problem(
              relativePath: "", reason: "cannot list folder: \(String(cString: strerror(errno)))")
          ]
        ) : ([], [])
    }
    state.visitedFolders.insert(FileID(rootInfo))
    walk(relative: subfolder, recursive: recursive, state: &state)
    // A file reached through a link is kept only when no other path lists the same file.
    var files = state.files.filter { !state.linkedFiles.contains($0.relativePath) }
    var listed = Set(files.map { FileID(device: $0.device, inode: $0.inode) })
    for file in state.files.sorted(by: { $0.relativePath < $1.relativePath })
    where state.linkedFiles.contains(file.relativePath) {
      if listed.insert(FileID(device: file.device, inode: file.inode)).inserted {
        files.append(file)
      }
    }
    files.sort { $0.relativePath < $1.relativePath }
    return (files, state.problems)
  }

  /// A file's identity on this machine.
  struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64
    init(device: UInt64, inode: UInt64) {
      self.device = device
      self.inode = inode
    }
    init(_ info: stat) { self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) }
  }

  /// What a walk has found so far.
  struct WalkState {
    var files: [ScannedFile] = []
    var problems: [Problem] = []
    /// Folders entered, by device and inode.
    var visitedFolders = Set<FileID>()
    /// Relative paths of files reached through a symbolic link.
    var linkedFiles = Set<String>()
  }

  private struct Entry {
    var name: String
    var isDirectory: Bool
    var isLink: Bool
    var stat: stat
  }

  private func walk(relative: String, recursive: Bool, state: inout WalkState) {
    let directory = relative.isEmpty ? root : root + "/" + relative
    guard let dir = FileSystemPath.withCString(directory, { opendir($0) }) else {
      state.problems.append(
        Problem(
          relativePath: relative, reason: "cannot list folder: \(String(cString: strerror(errno)))")
      )
      return
    }
    var entries: [Entry] = []
    while let item = readdir(dir) {
      let name = withUnsafePointer(to: item.pointee.d_name) {
        $0.withMemoryRebound(to: UInt8.self, capacity: 256) {
          FileSystemPath.decode(UnsafeBufferPointer(start: $0, count: strlen($0)))
        }
      }
      if name.hasPrefix(".") { continue }
      let full = directory + "/" + name
      if excluded.contains(full) { continue }
      var st = stat()
      guard FileSystemPath.withCString(full, { lstat($0, &st) }) == 0 else {
        let rel = relative.isEmpty ? name : relative + "/" + name
        state.problems.append(
          Problem(relativePath: rel, reason: "cannot stat: \(String(cString: strerror(errno)))"))
        continue
      }
      let isLink = (st.st_mode & S_IFMT) == S_IFLNK
      if isLink, FileSystemPath.withCString(full, { stat($0, &st) }) != 0 {
        let rel = relative.isEmpty ? name : relative + "/" + name
        state.problems.append(
          Problem(
            relativePath: rel, reason: "broken symbolic link: \(String(cString: strerror(errno)))"))
        continue
      }
      let isDir = (st.st_mode & S_IFMT) == S_IFDIR
      let isFile = (st.st_mode & S_IFMT) == S_IFREG
      guard isDir || isFile else { continue }
      entries.append(Entry(name: name, isDirectory: isDir, isLink: isLink, stat: st))
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
      file.device = UInt64(e.stat.st_dev)
      if e.isLink { state.linkedFiles.insert(rel) }
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
      state.files.append(file)
    }
    for e in entries.sorted(by: { $0.name < $1.name }) where e.isDirectory && recursive {
      let rel = relative.isEmpty ? e.name : relative + "/" + e.name
      guard state.visitedFolders.insert(FileID(e.stat)).inserted else {
        if e.isLink {
          state.problems.append(
            Problem(
              relativePath: rel,
              reason: "symbolic link loop: the folder it leads to is already indexed; not followed")
          )
        }
        continue
      }
      walk(relative: rel, recursive: true, state: &state)
    }
  }
}
