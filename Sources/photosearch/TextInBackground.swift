import Foundation
import PhotoLibrary
import PhotoPicker
import PhotoText

/// `serve`'s text pass: the photos not yet read (screenshots and documents first), on a
/// background thread once the faces pass is done, so the two do not fight over the cores; the
/// words are searchable as each batch commits.
enum TextInBackground {
  /// Runs the pass over `library` (says so on stderr when Tesseract cannot start).
  static func run(library: String) {
    do {
      let store = try LibraryStore(path: library, mode: .existing)
      let runner = AnalysisRunner(
        store: store, pass: TextPass(recognizer: try TesseractTextReader()))
      var lastLine = -Double.infinity
      let summary = try runner.run { progress in
        if progress.elapsed - lastLine >= 10 || progress.done == progress.total {
          lastLine = progress.elapsed
          if progress.total > 0 { printError(progress.line) }
        }
      }
      printError("text: read \(summary.analysed) photos, skipped \(summary.skipped.count)")
    } catch {
      printError("text in photos is off: \(error)")
    }
  }
}
