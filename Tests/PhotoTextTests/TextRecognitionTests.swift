import Foundation
import PhotoText
import Testing

@testable import PhotoLibrary

/// Tesseract through the shim on rendered fixtures: screenshots in several fonts, a photographed
/// receipt stored sideways (EXIF orientation 6), a photo without text. Skips, saying so, when
/// Debian's tesseract-ocr-eng is not installed.
@Suite(.enabled(if: TextTestSupport.hasTesseract, "tesseract-ocr-eng is not installed"))
struct TextRecognitionTests {
  @Test func screenshotsInSeveralFontsAreReadWord_for_word() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    // One of each font and a dark-mode capture.
    for fixture in TextFixtureSet.screenshots.prefix(5) {
      let path = try fixture.write(into: root)
      let read = try reader.text(inImageAt: path, kind: "screenshot")
      let recall = TextTestSupport.recall(
        expected: fixture.words, read: TextTestSupport.tokens(read))
      #expect(recall >= 0.9, "\(fixture.name) (\(fixture.font)): recall \(recall)")
      #expect(read.width == fixture.width && read.height == fixture.height)
      for w in read.words {
        #expect(w.box.left >= 0 && w.box.right <= 1 && w.box.left < w.box.right)
        #expect(w.box.top >= 0 && w.box.bottom <= 1 && w.box.top < w.box.bottom)
      }
    }
  }

  @Test func theBoxOfAWordIsWhereItWasDrawn() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    let fixture = TextFixtureSet.screenshots[0]  // "Wi-Fi network: …" drawn at (40, 60)
    let read = try reader.text(inImageAt: try fixture.write(into: root), kind: "screenshot")
    let word = try #require(read.words.first { $0.text.hasPrefix("Password") })
    // Second line of 11 pt text: its left edge at x = 40 px, its top below the first line.
    #expect(abs(word.box.left * Double(fixture.width) - 40) < 6, "\(word.box)")
    #expect(word.box.top * Double(fixture.height) > 60 && word.box.bottom * 720 < 110)
    #expect(word.line == 1)
  }

  @Test func aSidewaysPhotographedReceiptIsReadUpright() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    let receipt = TextFixtureSet.documents[1]
    #expect(receipt.orientation == 6)
    let read = try reader.text(inImageAt: try receipt.write(into: root), kind: "photo")
    // Shown upright: the oriented size, and the words in reading order.
    #expect(read.width == receipt.width && read.height == receipt.height)
    let recall = TextTestSupport.recall(
      expected: receipt.words, read: TextTestSupport.tokens(read))
    #expect(recall >= 0.8, "recall \(recall): \(read.words.map(\.text))")
  }

  @Test func aTurnedDocumentIsReadStraightenedWithItsBoxesWhereTheWordsAre() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    let menu = TextFixtureSet.documents[10]  // "Cocktail Menu / Mojito 9 / …", turned 6 degrees
    #expect(menu.angle == 6)
    let path = try menu.write(into: root)
    let read = try reader.text(inImageAt: path, kind: "photo")
    let tokens = TextTestSupport.tokens(read)
    let recall = TextTestSupport.recall(expected: menu.words, read: tokens)
    #expect(recall >= 0.9 && tokens.contains("mojito"), "recall \(recall): \(tokens)")
    // Read as it is, the turned words' boxes are where the straightened read puts them back.
    var settings = TesseractTextReader.Settings()
    settings.deskewMinimumDegrees = 0
    let unturned = try TesseractTextReader(settings: settings).text(inImageAt: path, kind: "photo")
    var compared = 0
    for word in ["Cocktail", "Fashioned"] {
      guard let a = read.words.first(where: { $0.text == word }),
        let b = unturned.words.first(where: { $0.text == word })
      else { continue }
      compared += 1
      #expect(abs(a.box.left - b.box.left) < 0.01 && abs(a.box.top - b.box.top) < 0.01, "\(word)")
      #expect(abs(a.box.right - b.box.right) < 0.01 && abs(a.box.bottom - b.box.bottom) < 0.01)
    }
    #expect(compared >= 1)
  }

  @Test func aPhotoWithoutTextGivesNoSearchableText() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    for fixture in TextFixtureSet.plain {
      let read = try reader.text(inImageAt: try fixture.write(into: root), kind: "photo")
      // What the pass would index: confident words, and only when they look like text.
      let confident = read.words.filter {
        $0.confidence >= TextMatching.minimumConfidence && TextStore.isWord($0.text)
      }
      #expect(!TextStore.hasText(confident), "\(fixture.name): \(confident.map(\.text))")
    }
  }

  @Test func largeImagesLibvipsCannotShrinkWhileDecodingAreDecodedOneAtATime() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var settings = TesseractTextReader.Settings()
    settings.largeDecodeMegapixels = 1  // so that two 12 MP images are large
    let reader = try TesseractTextReader(settings: settings)
    func read(_ fixtures: [TextFixture]) throws -> Int {
      let paths = try fixtures.map { try $0.write(into: root) }
      TesseractTextReader.resetLargeDecodesPeak()
      // Two threads start at once: without the bound their first decodes overlap.
      DispatchQueue.concurrentPerform(iterations: paths.count) { i in
        _ = try? reader.text(inImageAt: paths[i], kind: "photo")
      }
      return TesseractTextReader.largeDecodesPeak
    }
    var png = [TextFixtureSet.plain[0], TextFixtureSet.plain[2]]  // 4000 × 3000
    for i in png.indices { png[i].name = "large-\(i).png" }
    #expect(try read(png) == 1)
    // JPEGs shrink while they decode: no bound (the count stays 0).
    #expect(try read([TextFixtureSet.plain[0], TextFixtureSet.plain[2]]) == 0)
  }

  @Test func anUnreadableFileIsSkippedWithAReason() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let reader = try #require(TextTestSupport.reader)
    let path = root + "/broken.jpg"
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 1, 2, 3]).write(to: URL(fileURLWithPath: path))
    #expect(throws: AnalysisSkip.self) { try reader.text(inImageAt: path, kind: "photo") }
  }
}
