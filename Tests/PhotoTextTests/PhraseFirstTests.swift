import Foundation
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import PhotoText
import SuggestionSearch
import Testing

/// Typed text held as one phrase in a photo's read text puts that photo first
/// (`PhotoLibrarySearch.phraseFirst`), over a stand-in recogniser (no Tesseract).
@Suite struct PhraseFirstTests {
  /// Reads the lines given for each file name.
  struct Lines: TextRecognizing {
    var lines: [String: [String]]
    var version: Int { 1 }
    func text(inImageAt path: String, kind: String) throws -> RecognizedText {
      let name = (path as NSString).lastPathComponent
      var words: [RecognizedWord] = []
      for (n, line) in (lines[name] ?? []).enumerated() {
        for w in line.split(separator: " ") {
          words.append(
            RecognizedWord(
              text: String(w), confidence: 95,
              box: TextBox(left: 0.1, top: 0.1, right: 0.2, bottom: 0.2), line: n))
        }
      }
      return RecognizedText(width: 100, height: 100, words: words)
    }
  }

  @Test(arguments: TextTestEngine.available)
  func thePhotoSayingThePhraseComesFirst(engine: TextTestEngine)
    throws
  {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Undated screenshots: listed in the order of their names.
    var boarding = TextFixtureSet.plain[1]
    boarding.name = "Screenshot 2025-03-01 at 10.00.00.png"
    var flight = TextFixtureSet.plain[3]
    flight.name = "Screenshot 2025-03-09 at 10.00.00.png"
    let store = try TextTestSupport.library([boarding, flight], root: root, engine: engine)
    let reader = Lines(lines: [
      flight.name: ["Flight BA 2490 to Lisbon", "Gate 23 closes at 14:35"],
      boarding.name: ["Flight TP 1351 Lisbon", "Gate 14 Seat 22A"],
    ])
    _ = try AnalysisRunner(store: store, pass: TextPass(recognizer: reader), workers: 1).run()
    let search = try PhotoLibrarySearch(store: store)
    let locale = Locale(identifier: "en_GB")
    func found(_ text: String, limit: Int? = 10, offset: Int = 0) throws -> [String] {
      let suggestion = search.suggestionEngine(locale: locale, timeZone: .gmt)
        .photoSearchSuggestion(
          for: text, context: .search, reference: LocalDateTime(year: 2026, month: 6, day: 1))
      let typed = try search.searchTyped(
        text, suggestion: suggestion, locale: locale, limit: limit, offset: offset)
      return typed?.page.matches.map { ($0.path as NSString).lastPathComponent } ?? []
    }
    // Both say `Lisbon` and then `Gate` (on the next line): the search's own order.
    #expect(try found("Lisbon gate") == [boarding.name, flight.name])
    // Only the flight screenshot says `to Lisbon gate`: it comes first.
    #expect(try found("to Lisbon gate") == [flight.name, boarding.name])
    // Pages of one still tile the same order.
    #expect(try found("to Lisbon gate", limit: 1) == [flight.name])
    #expect(try found("to Lisbon gate", limit: 1, offset: 1) == [boarding.name])
  }
}
