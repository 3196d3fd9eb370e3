import Testing

@testable import PhotoLibrary

/// Which read words become searchable (`TextStore.searchableWords`): texture read as letters is
/// left out by the shape of what was read, not by a list of words.
struct SearchableWordsTests {
  /// Words on lines: `(text, confidence, line)`.
  func words(_ items: [(String, Double, Int)]) -> [RecognizedWord] {
    items.map {
      RecognizedWord(
        text: $0.0, confidence: $0.1, box: TextBox(left: 0, top: 0, right: 0.1, bottom: 0.1),
        line: $0.2)
    }
  }

  @Test func shortWordsEachAloneOnTheirLineAreNoText() {
    // What Tesseract read on a JPEG with a damaged header in ../shared/corpus (pillow's
    // junk_jpeg_header.jpg), with its confidences and lines.
    let junk = words([
      ("\\}", 76, 5), ("ih", 63, 17), ("#", 82, 20), ("Ay", 86, 43), ("ih", 61, 53),
      ("bly", 76, 74), ("yer", 72, 75),
    ])
    let kept = TextStore.searchableWords(junk, minimumConfidence: 60)
    #expect(kept.isEmpty, "\(kept.map(\.text))")
    #expect(!TextStore.hasText(kept))
    // Before this rule, `bly` and `yer` made it text.
    #expect(TextStore.hasText(junk.filter { TextStore.isWord($0.text) }))
  }

  @Test func shortWordsOnALineWithALongerOneStay() {
    let text = words([
      ("Coach", 92, 0), ("D", 90, 0), ("seat", 91, 0), ("61", 93, 0), ("NO", 96, 1),
      ("PETS", 93, 1), ("ok", 70, 2), ("faint", 40, 3), ("ab", 90, 3),
    ])
    let kept = TextStore.searchableWords(text, minimumConfidence: 60).map(\.text)
    // `D` has one letter (no word); `ok` is alone; `faint` is not confident, so `ab` is alone.
    #expect(kept == ["Coach", "seat", "61", "NO", "PETS"])
  }
}
