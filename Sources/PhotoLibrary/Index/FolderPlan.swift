import Foundation

/// What one indexed folder needs in a run, from a scan of its scopes compared with the index:
/// files to read, files gone, files unchanged. Nothing is written while planning.
struct FolderPlan {
  /// The indexed folder and its root id.
  var root: String
  var rootID: Int64
  /// The media files found in the scopes, by path.
  var files: [ScannedFile] = []
  /// Entries that could not be listed.
  var problems: [FolderScanner.Problem] = []
  /// What the index holds for the scopes, by path.
  var states: [String: StoredFileState] = [:]
  /// Files being read when an earlier run died, with their attempts.
  var inFlight: [String: Int] = [:]
  /// New or changed files, in path order.
  var toRead: [ScannedFile] = []
  /// Files a reader died on once (read alone) and twice (skipped).
  var suspects: [ScannedFile] = []
  var culprits: [ScannedFile] = []
  /// Files unchanged since the last run.
  var unchanged: [ScannedFile] = []
  /// Paths the index holds that are gone from disk, in order.
  var gone: [String] = []

  /// Scans `scopes` (all of `root`) and compares them with the index; a scan of the whole
  /// folder started earlier (`scans`) is taken instead of scanning again.
  init(root: String, scopes: [IndexScope], store: LibraryStore, scans: FolderScans? = nil) throws {
    self.root = root
    rootID = try store.rootID(for: root)
    let excluded = Self.excludedPaths(libraryPath: store.path)
    var seen = Set<String>()
    if scopes == [IndexScope(root: root)], let scanned = scans?.take(root: root, excluded: excluded)
    {
      for file in scanned.files where seen.insert(file.relativePath).inserted { files.append(file) }
      problems = scanned.problems
    } else {
      let scanner = FolderScanner(root: root, excluded: excluded)
      for scope in scopes {
        let (found, problems) = scanner.scan(
          subfolder: scope.subfolder, recursive: scope.recursive)
        for file in found where seen.insert(file.relativePath).inserted { files.append(file) }
        self.problems += problems
      }
    }
    files.sort { $0.relativePath < $1.relativePath }
    let inScope = { (path: String) in scopes.contains { $0.contains(path) } }
    // Only the rows below the scopes' common folder are read (the watcher's runs are small).
    states = try store.fileStates(rootID: rootID, under: Self.commonFolder(of: scopes))
      .filter { inScope($0.key) }
    inFlight = try store.readsInFlight(rootID: rootID).filter { inScope($0.key) }
    for file in files {
      if let attempts = inFlight[file.relativePath] {
        // Being read when an earlier run died: read it alone; if that died too, skip it.
        if attempts >= 1 { culprits.append(file) } else { suspects.append(file) }
      } else if let state = states[file.relativePath], state.matches(file) {
        unchanged.append(file)
      } else {
        toRead.append(file)
      }
    }
    gone = states.keys.filter { !seen.contains($0) }.sorted()
  }

  /// The library's files, never listed: the database and its journals.
  static func excludedPaths(libraryPath: String) -> Set<String> {
    [libraryPath, libraryPath + "-wal", libraryPath + "-shm", libraryPath + "-journal"]
  }

  /// The deepest folder holding every scope (`""`: the root).
  static func commonFolder(of scopes: [IndexScope]) -> String {
    guard var common = scopes.first.map({ $0.subfolder.split(separator: "/") }) else { return "" }
    for scope in scopes.dropFirst() {
      let parts = scope.subfolder.split(separator: "/")
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return common.joined(separator: "/")
  }

  /// Paths listed as being read that are gone from disk.
  var goneInFlight: [String] {
    let seen = Set(files.map(\.relativePath))
    return inFlight.keys.filter { !seen.contains($0) }.sorted()
  }
}
