import Foundation
import PhotoLibrary
import PhotoSearch
import PhotoText
import SuggestionSearch
import Testing

/// The text pass's order and incremental runs, over a stand-in recogniser (no Tesseract).
@Suite struct TextPassOrderTests {
  /// Reads a word per file name and records the order it was asked in.
  final class Recording: TextRecognizing, @unchecked Sendable {
    let lock = NSLock()
    var asked: [String] = []
    var version: Int { 1 }
    func text(inImageAt path: String, kind: String) throws -> RecognizedText {
      let name = (path as NSString).lastPathComponent
      lock.withLock { asked.append(name) }
      return RecognizedText(
        width: 100, height: 100,
        words: [
          RecognizedWord(
            text: "word-\(name.prefix(4))", confidence: 90,
            box: TextBox(left: 0.1, top: 0.1, right: 0.3, bottom: 0.2), line: 0),
          RecognizedWord(
            text: "faint", confidence: 20,
            box: TextBox(left: 0.4, top: 0.1, right: 0.5, bottom: 0.2), line: 0),
        ])
    }
  }

  @Test(arguments: TextTestEngine.available)
  func screenshotsThenDocumentsThenTheRestAndNothingTwice(engine: TextTestEngine) throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var camera = TextFixtureSet.plain[1]
    camera.name = "IMG_0001.jpg"
    var scan = TextFixtureSet.plain[3]
    scan.name = "receipt scan.jpg"
    var shot = TextFixtureSet.plain[5]
    shot.name = "Screenshot 2025-01-01 at 10.00.00.png"
    let store = try TextTestSupport.library([camera, scan, shot], root: root, engine: engine)
    #expect(try store.stats().textRead == 0)
    let recording = Recording()
    var runner = AnalysisRunner(
      store: store, pass: TextPass(recognizer: recording), workers: 1, batchSize: 1)
    runner.limit = 2
    _ = try runner.run()
    #expect(recording.asked == [shot.name, scan.name])
    runner.limit = nil
    let rest = try runner.run()
    #expect(rest.analysed == 1 && recording.asked.count == 3)
    #expect(try runner.run().analysed == 0)
    // Every word kept with its confidence; only the confident one searchable.
    let id = try #require(try store.search(PhotoSearchQuery(), limit: 10).matches.first?.id)
    let words = try store.textWords(assetID: id)
    #expect(words.count == 2 && words.contains { $0.text == "faint" && $0.confidence == 20 })
    let text = try #require(try store.readText(assetID: id))
    #expect(text.hasPrefix("word-") && !text.contains("faint"))
    // `stats` counts the photos read and the confident words (not `faint`).
    let stats = try store.stats()
    #expect(stats.textRead == 3 && stats.textSkipped == 0)
    #expect(stats.withReadText == 3 && stats.readWords == 3)
  }
}
