import CommandLineOptions
import Foundation
import PhotoLibrary

/// `photosearch watch [FOLDER…] [--library PATH] [--rescan-interval SECONDS] [--json]`: the live
/// index. Catches up with the folders, then follows them with inotify until interrupted: one
/// line per index run on standard output, notices on standard error.
enum WatchCommand {
  static let spec = CommandSpec(
    name: "watch", synopsis: "[FOLDER…] [--library PATH] [--rescan-interval SECONDS] [--json]",
    summary:
      "Keeps the library up to date as files are added, changed, moved or deleted in the folders (default: the folders indexed before), until interrupted; moved files keep their ids.",
    options: [
      CommonOptions.library,
      .value(
        "--rescan-interval", "SECONDS",
        "seconds between re-scans when the kernel's watch limit is reached (30)"),
      .flag("--json", "print each index run as a JSON line"),
    ], operands: 0...Int.max,
    examples: [
      "photosearch watch ~/Pictures --library /tmp/pictures.sqlite",
      "photosearch serve ~/Pictures --watch",
    ])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let interval = try args.wholeNumber("--rescan-interval") ?? 30
    let (store, folders) = try args.openFolders(usage: spec.usage)
    var watcher = LibraryWatcher(indexer: Indexer(store: store), folders: folders)
    watcher.rescanInterval = Double(interval)
    let json = args.json
    try watcher.run(until: WatchStop()) { notice in
      // Written at once: a reader of a pipe sees each run when it ends.
      if let line = line(for: notice, json: json) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
      }
      if let text = message(for: notice) { printError("photosearch watch: " + text) }
    }
    return 0
  }

  /// The standard-output line of an index run (nil for other notices).
  static func line(for notice: WatchNotice, json: Bool) -> String? {
    guard case .indexed(let s, let trigger, let scopes) = notice else { return nil }
    if json {
      return jsonLine([
        "finished": Date().timeIntervalSince1970, "trigger": trigger.rawValue,
        "folders": scopes.map { $0.subfolder.isEmpty ? $0.root : $0.root + "/" + $0.subfolder },
        "indexed": s.indexed, "moved": s.moved, "removed": s.removed, "unchanged": s.unchanged,
        "skipped": s.skipped.count, "seconds": s.seconds,
      ])
    }
    return
      "\(trigger.rawValue): indexed \(s.indexed) (moved \(s.moved)), removed \(s.removed), unchanged \(s.unchanged), skipped \(s.skipped.count) in \(String(format: "%.2f", s.seconds)) s"
  }

  /// The standard-error text of a notice (nil for index runs).
  static func message(for notice: WatchNotice) -> String? {
    switch notice {
    case .indexed: return nil
    case .watching(let n): return n == 1 ? "watching 1 folder" : "watching \(n) folders"
    case .limitReached(let text): return text
    case .folderMissing(let root): return "\(root) is missing: not indexed until it is back"
    }
  }
}
