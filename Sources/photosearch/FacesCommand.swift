import CommandLineOptions
import Foundation
import PhotoFaces
import PhotoLibrary

/// `photosearch faces [--library PATH] [--workers N] [--batch N] [--limit N] [--cnn] [--json]`:
/// the faces pass over photos with no face record yet (progress and time left on stderr).
enum FacesCommand {
  static let spec = CommandSpec(
    name: "faces",
    synopsis: "[--library PATH] [--workers N] [--batch N] [--limit N] [--cnn] [--json]",
    summary:
      "Finds the faces of photos not yet looked at and groups them into people (resumable; see `people clusters`).",
    options: [
      CommonOptions.library, .value("--workers", "N", "threads (default: the number of cores)"),
      .value("--batch", "N", "photos per transaction (16)"),
      .value("--limit", "N", "look at no more than N photos this run"),
      .flag("--cnn", "the CNN detector instead of HOG (much slower; see docs/faces.md)"),
      CommonOptions.json,
    ],
    examples: [
      "photosearch faces --library /tmp/pictures.sqlite",
      "photosearch people clusters --library /tmp/pictures.sqlite",
    ])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let workers = try args.wholeNumber("--workers")
    let batch = try args.wholeNumber("--batch") ?? 16
    let limit = try args.wholeNumber("--limit")
    guard let store = try args.openWritableLibrary(command: "faces") else { return 1 }
    var settings = DlibFaceDetector.Settings()
    settings.useCNN = args.flags["--cnn"] != nil
    let detector = try DlibFaceDetector(settings: settings)
    var runner = AnalysisRunner(
      store: store, pass: FacesPass(detector: detector), workers: workers, batchSize: batch)
    runner.limit = limit
    let interactive = isatty(STDERR_FILENO) == 1
    var lastLine = -Double.infinity
    let summary = try runner.run { progress in
      if interactive {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + progress.line).utf8))
      } else if progress.done == 0 || progress.done == progress.total
        || progress.elapsed - lastLine >= 2
      {
        // Not a terminal: a line at most every 2 s, and the first and last.
        lastLine = progress.elapsed
        printError(progress.line)
      }
    }
    if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    let faces = try store.faceRecords()
    let clusters = try store.faceClusters(includeNamed: true)
    if args.json {
      print(
        jsonLine([
          "analysed": summary.analysed, "pending": summary.pending,
          "skipped": summary.skipped.map { ["path": $0.path, "reason": $0.reason] },
          "seconds": summary.seconds, "faces": faces.count, "clusters": clusters.count,
          "unnamed_clusters": clusters.filter { $0.person == nil }.count,
          "stage_seconds": summary.stageSeconds.seconds,
          "stages": summary.stageSeconds.names,
        ]))
    } else {
      print(
        "looked at \(summary.analysed) photos in \(String(format: "%.1f", summary.seconds)) s; "
          + "the library has \(faces.count) faces in \(clusters.count) clusters "
          + "(\(clusters.filter { $0.person == nil }.count) unnamed)")
      for s in summary.skipped { print("skipped \(s.path): \(s.reason)") }
      for c in clusters where !c.conflicts.isEmpty {
        print(
          "cluster \(c.id) is named \(c.person ?? "") by hand; its face regions say \(c.conflicts.joined(separator: ", "))"
        )
      }
    }
    return 0
  }
}
