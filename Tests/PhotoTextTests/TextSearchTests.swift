import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import PhotoText
import SuggestionSearch
import Testing

/// End to end: rendered fixtures indexed, the text pass run with Tesseract, then searches typed
/// as a person would (`receipt`, `the wifi password`, a phrase from the text) find the right
/// photo first and say they matched read text.
@Suite(.enabled(if: TextTestSupport.hasTesseract, "tesseract-ocr-eng is not installed"))
struct TextSearchTests {
  /// A library read by the text pass.
  typealias ReadLibrary = (root: String, store: LibraryStore, summary: AnalysisSummary)

  /// The library on each engine under test: the Tesco receipt (24 MP photo), the menu, the
  /// wifi, train and verification code screenshots and two photos without text; read once per
  /// engine for every test of the suite.
  static let shared: [TextTestEngine: ReadLibrary] = {
    var libraries: [TextTestEngine: ReadLibrary] = [:]
    guard let reader = TextTestSupport.reader else { return libraries }
    let fixtures = [
      TextFixtureSet.documents[0], TextFixtureSet.documents[4], TextFixtureSet.screenshots[0],
      TextFixtureSet.screenshots[13], TextFixtureSet.screenshots[6], TextFixtureSet.plain[0],
      TextFixtureSet.plain[1],
    ]
    for engine in TextTestEngine.available {
      guard let root = try? TextTestSupport.folder("search-\(engine.rawValue)"),
        let store = try? TextTestSupport.library(fixtures, root: root, engine: engine),
        let summary = try? AnalysisRunner(
          store: store, pass: TextPass(recognizer: reader), workers: 2, batchSize: 2
        ).run()
      else { continue }
      libraries[engine] = (root, store, summary)
    }
    return libraries
  }()

  static func search(_ text: String, on engine: TextTestEngine) throws -> (
    PhotoSearchQuery, [String], LibraryStore
  ) {
    let library = try #require(shared[engine], "the \(engine) library was not made")
    let search = try PhotoLibrarySearch(store: library.store)
    let suggestions = search.suggestionEngine(
      locale: Locale(identifier: "en_GB"), timeZone: .gmt)
    let suggestion = try #require(
      suggestions.photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(year: 2026, month: 6, day: 1)),
      "\(text) is not read as a photo search")
    let query = search.query(for: suggestion)
    let page = try search.search(query, limit: 10)
    return (query, page.matches.map { ($0.path as NSString).lastPathComponent }, library.store)
  }

  @Test(arguments: TextTestEngine.available) func theTextPassReadEveryPhoto(engine: TextTestEngine)
    throws
  {
    let library = try #require(Self.shared[engine])
    #expect(library.summary.analysed == 7 && library.summary.skipped.isEmpty)
    #expect(try library.store.assetsWithReadText() == 5)
  }

  @Test(arguments: TextTestEngine.available)
  func receiptFindsTheReceiptPhotoFirstAndSaysItMatchedText(engine: TextTestEngine) throws {
    let (query, found, store) = try Self.search("photo of the receipt", on: engine)
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

  @Test(arguments: TextTestEngine.available) func theTescoReceiptNeedsTescoInItsText(
    engine: TextTestEngine
  ) throws {
    let (_, found, _) = try Self.search("the Tesco receipt", on: engine)
    #expect(found == [TextFixtureSet.documents[0].name], "\(found)")
  }

  @Test(arguments: TextTestEngine.available) func theWifiPasswordFindsTheScreenshot(
    engine: TextTestEngine
  ) throws {
    let (query, found, _) = try Self.search("the screenshot with the wifi password", on: engine)
    #expect(found.first == TextFixtureSet.screenshots[0].name, "\(found); \(query.subjects)")
    #expect(!found.contains(TextFixtureSet.documents[0].name))
  }

  @Test(arguments: TextTestEngine.available) func menuFindsTheMenu(engine: TextTestEngine) throws {
    let (_, found, _) = try Self.search("menu", on: engine)
    #expect(found.first == TextFixtureSet.documents[4].name, "\(found)")
  }

  @Test(arguments: TextTestEngine.available) func aPhraseFromTheTextFindsItsImageFirst(
    engine: TextTestEngine
  ) throws {
    for (phrase, fixture) in [
      ("blue otter", TextFixtureSet.screenshots[0]),
      ("Manchester Piccadilly", TextFixtureSet.screenshots[13]),
      ("menu with chocolate tart", TextFixtureSet.documents[4]),
      ("screenshot saying your verification code", TextFixtureSet.screenshots[6]),
    ] {
      let (query, found, _) = try Self.search(phrase, on: engine)
      #expect(found.first == fixture.name, "\(phrase): \(found); \(query)")
    }
  }

  /// A search typed as a person would in the search field, through `searchTyped` (quoted words,
  /// the read-text fallback), as the command and the picker run it.
  static func searchTyped(_ text: String, on engine: TextTestEngine) throws -> (
    fellBack: Bool, found: [String]
  ) {
    let library = try #require(shared[engine], "the \(engine) library was not made")
    let search = try PhotoLibrarySearch(store: library.store)
    let suggestion = search.suggestionEngine(locale: Locale(identifier: "en_GB"), timeZone: .gmt)
      .photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(year: 2026, month: 6, day: 1))
    let typed = try search.searchTyped(
      text, suggestion: suggestion, locale: Locale(identifier: "en_GB"), limit: 10)
    return (
      typed?.fellBack ?? false,
      typed?.page.matches.map { ($0.path as NSString).lastPathComponent } ?? []
    )
  }

  @Test(arguments: TextTestEngine.available)
  func phrasesTheUnderstoodSearchMissesFindTheirImageByTheirWordsInReadText(
    engine: TextTestEngine
  ) throws {
    // `verification share`: no photo search; `coach seat`: known subjects; `harbour guest`: a
    // subject and a person nobody is called; each finds nothing as understood.
    for (phrase, fixture) in [
      ("verification share", TextFixtureSet.screenshots[6]),
      ("coach seat", TextFixtureSet.screenshots[13]),
      ("harbour guest", TextFixtureSet.screenshots[0]),
    ] {
      let (fellBack, found) = try Self.searchTyped(phrase, on: engine)
      #expect(fellBack, "\(phrase)")
      #expect(found == [fixture.name], "\(phrase): \(found)")
    }
    // The fallback keeps the media kinds: screenshots only.
    let named = try Self.searchTyped("show me the screenshot with harbour guest", on: engine)
    #expect(named.fellBack && named.found == [TextFixtureSet.screenshots[0].name])
    #expect(try Self.searchTyped("show me the video with harbour guest", on: engine).found.isEmpty)
    // Words no photo holds all of find nothing; one known subject that no photo shows falls
    // back too, as Apple Photos does: the screenshot saying "Train to Manchester Piccadilly".
    #expect(try Self.searchTyped("harbour elephant", on: engine).found.isEmpty)
    let trains = try Self.searchTyped("photos of trains", on: engine)
    #expect(trains.fellBack && trains.found == [TextFixtureSet.screenshots[13].name], "\(trains)")
  }

  @Test(arguments: TextTestEngine.available)
  func wordsQuotedAfterSayingAreAllLookedForInReadText(engine: TextTestEngine) throws {
    // The engine drops `anyone` after `share`; quoted, every word must be in the text.
    let (fellBack, found) = try Self.searchTyped(
      "screenshot saying share this code with anyone", on: engine)
    #expect(!fellBack)
    #expect(found == [TextFixtureSet.screenshots[6].name], "\(found)")
    // A quoted word the screenshot does not say finds nothing.
    #expect(
      try Self.searchTyped("screenshot saying share this code with Steve", on: engine)
        .found.isEmpty)
  }

  @Test(arguments: TextTestEngine.available)
  func aSubjectTheVocabularyKnowsDoesNotMatchTextUnlessTheSearchNamesText(engine: TextTestEngine)
    throws
  {
    // `platform` is on the train screenshot; a search for trains is not a search for text.
    let (query, found, _) = try Self.search("photos of trains", on: engine)
    #expect(query.subjects.allSatisfy { $0.text == nil }, "\(query.subjects)")
    #expect(found.isEmpty, "\(found)")
  }
}
