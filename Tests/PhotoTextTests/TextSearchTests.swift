import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoText
import Testing

/// End to end: rendered fixtures indexed, the text pass run with Tesseract, then searches typed
/// as a person would (`receipt`, `the wifi password`, a phrase from the text) find the right
/// photo first and say they matched read text.
@Suite(.enabled(if: TextTestSupport.hasTesseract, "tesseract-ocr-eng is not installed"))
struct TextSearchTests {
  /// The library: the Tesco receipt (24 MP photo), the menu, the wifi, train and verification
  /// code screenshots and two photos without text; read once for every test of the suite.
  static let shared: (root: String, store: LibraryStore, summary: AnalysisSummary)? = {
    guard let reader = TextTestSupport.reader, let root = try? TextTestSupport.folder("search")
    else { return nil }
    let fixtures = [
      TextFixtureSet.documents[0], TextFixtureSet.documents[4], TextFixtureSet.screenshots[0],
      TextFixtureSet.screenshots[13], TextFixtureSet.screenshots[6], TextFixtureSet.plain[0],
      TextFixtureSet.plain[1],
    ]
    guard let store = try? TextTestSupport.library(fixtures, root: root),
      let summary = try? AnalysisRunner(
        store: store, pass: TextPass(recognizer: reader), workers: 2, batchSize: 2
      ).run()
    else { return nil }
    return (root, store, summary)
  }()

  static func search(_ text: String) throws -> (PhotoSearchQuery, [String], LibraryStore) {
    let library = try #require(shared)
    let search = try PhotoLibrarySearch(store: library.store)
    let engine = search.suggestionEngine(locale: Locale(identifier: "en_GB"), timeZone: .gmt)
    let suggestion = try #require(
      engine.photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(year: 2026, month: 6, day: 1)),
      "\(text) is not read as a photo search")
    let query = search.query(for: suggestion)
    let page = try search.search(query, limit: 10)
    return (query, page.matches.map { ($0.path as NSString).lastPathComponent }, library.store)
  }

  @Test func theTextPassReadEveryPhoto() throws {
    let library = try #require(Self.shared)
    #expect(library.summary.analysed == 7 && library.summary.skipped.isEmpty)
    #expect(try library.store.assetsWithReadText() == 5)
  }

  @Test func receiptFindsTheReceiptPhotoFirstAndSaysItMatchedText() throws {
    let (query, found, store) = try Self.search("photo of the receipt")
    #expect(found.first == TextFixtureSet.documents[0].name, "\(found); \(query.subjects)")
    let receipt = try #require(query.subjects.first)
    #expect(receipt.text?.reason == .document && receipt.text?.kind == "receipt")
    #expect(try store.subjectMatchSources(receipt).contains("text"))
    // The matched words are the receipt's totals, with boxes inside the photo.
    let id = try #require(try store.search(query, limit: 1).matches.first?.id)
    let words = try store.matchedTextWords(query, assetIDs: [id])[id] ?? []
    #expect(words.contains { $0.text.uppercased().hasPrefix("TOTAL") }, "\(words.map(\.text))")
    #expect(words.allSatisfy { $0.box.left >= 0 && $0.box.right <= 1 })
  }

  @Test func theTescoReceiptNeedsTescoInItsText() throws {
    let (_, found, _) = try Self.search("the Tesco receipt")
    #expect(found == [TextFixtureSet.documents[0].name], "\(found)")
  }

  @Test func theWifiPasswordFindsTheScreenshot() throws {
    let (query, found, _) = try Self.search("the screenshot with the wifi password")
    #expect(found.first == TextFixtureSet.screenshots[0].name, "\(found); \(query.subjects)")
    #expect(!found.contains(TextFixtureSet.documents[0].name))
  }

  @Test func menuFindsTheMenu() throws {
    let (_, found, _) = try Self.search("menu")
    #expect(found.first == TextFixtureSet.documents[4].name, "\(found)")
  }

  @Test func aPhraseFromTheTextFindsItsImageFirst() throws {
    for (phrase, fixture) in [
      ("blue otter", TextFixtureSet.screenshots[0]),
      ("Manchester Piccadilly", TextFixtureSet.screenshots[13]),
      ("menu with chocolate tart", TextFixtureSet.documents[4]),
      ("screenshot saying your verification code", TextFixtureSet.screenshots[6]),
    ] {
      let (query, found, _) = try Self.search(phrase)
      #expect(found.first == fixture.name, "\(phrase): \(found); \(query)")
    }
  }

  @Test func aSubjectTheVocabularyKnowsDoesNotMatchTextUnlessTheSearchNamesText() throws {
    // `platform` is on the train screenshot; a search for trains is not a search for text.
    let (query, found, _) = try Self.search("photos of trains")
    #expect(query.subjects.allSatisfy { $0.text == nil }, "\(query.subjects)")
    #expect(found.isEmpty, "\(found)")
  }
}
