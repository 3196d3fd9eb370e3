import CommandLineOptions
import Foundation
import PhotoLibrary

/// `photosearch index [FOLDER…] [--library PATH] [--json]`: indexes folders (default: the
/// folders indexed before), printing progress on stderr and a summary at the end.
enum IndexCommand {
  static let spec = CommandSpec(
    name: "index", synopsis: "[FOLDER…] [--library PATH] [--json]",
    summary:
      "Reads the photos and videos of each folder into the library (created when missing); without folders, updates the folders indexed before.",
    options: [CommonOptions.library, CommonOptions.json], operands: 0...Int.max,
    examples: ["photosearch index ~/Pictures --library /tmp/pictures.sqlite"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    ProfileTimeline.mark("index command")
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let workers = ProcessInfo.processInfo.environment["PHOTOSEARCH_INDEX_WORKERS"].flatMap(
      Int.init
    ).map { max(1, $0) }
    defer {
      Exiv2ReaderPool.shared.shutDown()  // the helpers' CPU time counts as the run's
      ProfileTimeline.mark("helpers ended")
    }
    // The folders given are scanned while the library opens (created or migrated), not after.
    let scans =
      args.operands.isEmpty ? nil : FolderScans(folders: args.operands, libraryPath: args.library)
    if args.isNewLibrary {
      // Every file found will be read: the helpers and the geocoder's table load while the
      // library is created and the folders scanned.
      Indexer.prepareToRead(workers: workers ?? ProcessInfo.processInfo.activeProcessorCount)
    }
    ProfileTimeline.mark("helpers started")
    let (store, folders) = try args.openFolders(usage: spec.usage)
    ProfileTimeline.mark("library open")
    let display = ProgressDisplay(isTerminal: isatty(2) == 1)
    var indexer = Indexer(store: store, workers: workers)
    indexer.retiresHelpersWhenRead = true  // they exit while the last batch is written
    if let batch = ProcessInfo.processInfo.environment["PHOTOSEARCH_INDEX_BATCH"].flatMap(Int.init)
    {
      indexer.batchSize = max(1, batch)
    }
    if let sessions = ProcessInfo.processInfo.environment["PHOTOSEARCH_INDEX_WRITERS"].flatMap(
      Int.init)
    {
      indexer.writeSessions = max(1, sessions)
    }
    if let limit = ProcessInfo.processInfo.environment["PHOTOSEARCH_READ_TIMEOUT"].flatMap(
      Double.init), limit > 0
    {
      indexer.fileTimeLimit = limit
    }
    let summary = try indexer.index(folders: folders, scans: scans) { display.update($0) }
    ProfileTimeline.mark("indexed")
    display.finish()
    if args.json {
      let object: [String: Any] = [
        "library": args.library, "total": summary.total, "indexed": summary.indexed,
        "unchanged": summary.unchanged, "removed": summary.removed, "moved": summary.moved,
        "seconds": summary.seconds,
        "skipped": summary.skipped.map {
          ["root": $0.root, "path": $0.path, "reason": $0.reason, "known": $0.known]
        },
        "read_in_part": summary.partial.map {
          ["root": $0.root, "path": $0.path, "reason": $0.reason]
        },
      ]
      print(jsonLine(object))
    } else {
      let rate = summary.seconds > 0 ? Double(summary.indexed) / summary.seconds : 0
      print(
        "indexed \(summary.indexed) (moved \(summary.moved)), unchanged \(summary.unchanged), removed \(summary.removed), skipped \(summary.skipped.count) of \(summary.total) media files in \(String(format: "%.2f", summary.seconds)) s (\(Int(rate)) files/s)"
      )
      for s in summary.skipped {
        print(
          "  skipped \(displayLine(s.path)): \(displayLine(s.reason))\(s.known ? " (unchanged since last run)" : "")"
        )
      }
      for p in summary.partial {
        print("  read in part \(displayLine(p.path)): \(displayLine(p.reason))")
      }
      for (reason, count) in summary.skippedByReason {
        print("  \(count) × \(displayLine(reason))")
      }
    }
    return 0
  }
}

/// Shows index progress on stderr: a redrawn bar on a terminal, a line every few seconds else.
final class ProgressDisplay: @unchecked Sendable {
  // Justified: `update` is only called from the indexer's writer (one thread at a time).
  let isTerminal: Bool
  var lastPrint = Date.distantPast
  var drewBar = false

  init(isTerminal: Bool) { self.isTerminal = isTerminal }

  func update(_ p: IndexProgress) {
    let now = Date()
    let finished = p.read == p.toRead
    guard finished || now.timeIntervalSince(lastPrint) >= (isTerminal ? 0.1 : 2) else { return }
    lastPrint = now
    let rate = p.elapsed > 0 ? Double(p.read) / p.elapsed : 0
    let eta = rate > 0 ? Double(p.toRead - p.read) / rate : 0
    let text =
      "\(p.read)/\(p.toRead) read (\(p.unchanged) unchanged), \(Int(rate)) files/s, ETA \(Int(eta.rounded())) s"
    if isTerminal {
      let width = 30
      let filled = p.toRead > 0 ? width * p.read / p.toRead : width
      let bar =
        String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      FileHandle.standardError.write(Data("\r[\(bar)] \(text)\u{1B}[K".utf8))
      drewBar = true
    } else if p.toRead > 0 {
      FileHandle.standardError.write(Data("index: \(text)\n".utf8))
    }
  }

  func finish() {
    if drewBar { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
