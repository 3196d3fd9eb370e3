import CommandLineOptions
import Foundation
import PhotoLibrary
import PhotoText

/// `photosearch text [--library PATH] [--workers N] [--batch N] [--limit N] [--json]`: the text
/// pass over photos not yet read (screenshots and documents first; progress and time left on
/// stderr; resumable). `--psm`, `--photo-side`, `--enlarge-below` and `--deskew` change the reader's measured
/// settings (scripts/bench_text.sh compares them; other settings read every photo again).
enum TextCommand {
  static let spec = CommandSpec(
    name: "text",
    synopsis:
      "[--library PATH] [--workers N] [--batch N] [--limit N] [--json] [--psm N] [--photo-side N] [--enlarge-below N] [--deskew DEGREES]",
    summary:
      "Reads the text in photos not yet read (screenshots and documents first; resumable; see docs/text.md).",
    options: [
      CommonOptions.library, .value("--workers", "N", "threads (default: the number of cores)"),
      .value("--batch", "N", "photos per transaction (8)"),
      .value("--limit", "N", "read no more than N photos this run"),
      CommonOptions.json,
      .value("--psm", "N", "Tesseract page segmentation mode (default: 11 photos, 3 screenshots)"),
      .value("--photo-side", "N", "shrink photos to this long side (default 2560; 0: full size)"),
      .value("--enlarge-below", "N", "double images up to this long side (default 1400; 0: never)"),
      .value(
        "--deskew", "DEGREES", "straighten text turned at least this much (default 2.5; 0: never)"),
    ],
    examples: [
      "photosearch text --library /tmp/pictures.sqlite",
      "photosearch search \"the receipt from Tesco\" --library /tmp/pictures.sqlite",
    ])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let workers = try args.wholeNumber("--workers")
    let batch = try args.wholeNumber("--batch") ?? 8
    let limit = try args.wholeNumber("--limit")
    guard let store = try args.openWritableLibrary(command: "text") else { return 1 }
    var settings = TesseractTextReader.Settings()
    if let psm = try args.wholeNumber("--psm", atLeast: 0) {
      guard (0...13).contains(psm) else { throw UsageError("--psm wants 0 to 13") }
      settings.photoPageSegmentation = psm
      settings.screenshotPageSegmentation = psm
    }
    if let side = try args.wholeNumber("--photo-side", atLeast: 0) { settings.photoLongSide = side }
    if let below = try args.wholeNumber("--enlarge-below", atLeast: 0) {
      settings.enlargeBelow = below
    }
    if let degrees = args.flags["--deskew"] {
      guard let value = Double(degrees), value >= 0, value.isFinite else {
        throw UsageError("--deskew wants degrees, 0 or more")
      }
      settings.deskewMinimumDegrees = value
    }
    let pass = TextPass(recognizer: try TesseractTextReader(settings: settings))
    var runner = AnalysisRunner(store: store, pass: pass, workers: workers, batchSize: batch)
    runner.limit = limit
    let summary = try runner.run(progress: ProgressLines(pass: "text").show)
    let counts = try store.analysisCounts(pass: pass.name, version: pass.version)
    let withText = try store.assetsWithReadText()
    if args.json {
      print(
        jsonLine([
          "analysed": summary.analysed, "pending": summary.pending,
          "skipped": summary.skipped.map { ["path": $0.path, "reason": $0.reason] },
          "seconds": summary.seconds, "read": counts.done, "with_text": withText,
        ]))
    } else {
      print(
        "read \(summary.analysed) photos in \(String(format: "%.1f", summary.seconds)) s; "
          + "\(counts.done) read in all, \(withText) with text")
      for s in summary.skipped { print("skipped \(s.path): \(s.reason)") }
    }
    return 0
  }
}

/// A pass's progress on stderr: one rewritten line on a terminal, else a line every 2 s (and
/// the first and last).
final class ProgressLines: @unchecked Sendable {
  private let interactive = isatty(STDERR_FILENO) == 1
  private var lastLine = -Double.infinity
  private let pass: String

  init(pass: String) { self.pass = pass }

  func show(_ progress: AnalysisProgress) {
    if interactive {
      FileHandle.standardError.write(Data(("\r\u{1B}[K" + progress.line).utf8))
      if progress.done == progress.total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else if progress.done == 0 || progress.done == progress.total
      || progress.elapsed - lastLine >= 2
    {
      lastLine = progress.elapsed
      printError(progress.line)
    }
  }
}
