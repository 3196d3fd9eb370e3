import Foundation
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import PhotoText
import SuggestionSearch
import Testing

@testable import PhotoLibrary

/// Typed words the understood search does not find fall back to read text, one content word
/// too; words the recogniser misread by one letter are found when the words as typed are in no
/// photo's text (over a stand-in recogniser, on each engine under test).
@Suite struct MisreadTextTests {
  /// A library whose photos read as the lines given, and a search over it.
  static func library(_ lines: [String: [String]], engine: TextTestEngine, root: String) throws
    -> (LibraryStore, PhotoLibrarySearch)
  {
    var fixtures: [TextFixture] = []
    for (i, name) in lines.keys.sorted().enumerated() {
      var f = TextFixtureSet.plain[i]
      f.name = name
      fixtures.append(f)
    }
    let store = try TextTestSupport.library(fixtures, root: root, engine: engine)
    let reader = PhraseFirstTests.Lines(lines: lines)
    _ = try AnalysisRunner(store: store, pass: TextPass(recognizer: reader), workers: 1).run()
    return (store, try PhotoLibrarySearch(store: store))
  }

  /// The file names a typed search finds, whether it fell back to read text, and its query.
  static func typed(_ text: String, in search: PhotoLibrarySearch) throws -> (
    found: [String], fellBack: Bool, query: PhotoSearchQuery?
  ) {
    let locale = Locale(identifier: "en_GB")
    let suggestion = search.suggestionEngine(locale: locale, timeZone: .gmt)
      .photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(year: 2026, month: 6, day: 1))
    let typed = try search.searchTyped(text, suggestion: suggestion, locale: locale, limit: 10)
    return (
      typed?.page.matches.map { ($0.path as NSString).lastPathComponent } ?? [],
      typed?.fellBack ?? false, typed?.query
    )
  }

  static let menu = "Screenshot 2025-03-01 at 10.00.00.png"
  static let chat = "Screenshot 2025-03-02 at 10.00.00.png"
  static let cars = "Screenshot 2025-03-03 at 10.00.00.png"
  static let team = "Screenshot 2025-03-04 at 10.00.00.png"
  static let agenda = "Screenshot 2025-03-05 at 10.00.00.png"
  static let lines: [String: [String]] = [
    menu: ["Cocktail Meny", "Ojito 9", "Old Fashioned 11"],
    chat: ["Hey are we still on for dinner tonight", "Great see you at eight"],
    cars: ["Used cars for sale", "Call 0161 555 0199"],
    team: ["Meeting with the design team", "Room 4B second floor"],
    agenda: ["Agenda", "Weekly meeting notes"],
  ]

  @Test(arguments: TextTestEngine.available)
  func oneContentWordFallsBackToReadTextWhenNothingElseMatches(engine: TextTestEngine) throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (_, search) = try Self.library(Self.lines, engine: engine, root: root)
    // `still` is a function word: `dinner` alone is looked for in read text.
    let dinner = try Self.typed("still dinner", in: search)
    #expect(dinner.fellBack && dinner.found == [Self.chat], "\(dinner)")
    // Both say `meeting`; the one saying `meeting with the` comes first (the agenda's name
    // sorts after, so without the phrase it would not).
    let meeting = try Self.typed("meeting with the", in: search)
    #expect(meeting.fellBack && meeting.found == [Self.team, Self.agenda], "\(meeting)")
    #expect(try Self.typed("photos of elephants", in: search).found.isEmpty)
  }

  @Test(arguments: TextTestEngine.available)
  func aWordMisreadByOneLetterIsFoundWhenNoPhotoSaysItAsTyped(engine: TextTestEngine) throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (_, search) = try Self.library(Self.lines, engine: engine, root: root)
    for text in ["cocktail mojito", "cocktail menu mojito", "photo saying cocktail mojito"] {
      let found = try Self.typed(text, in: search)
      #expect(found.fellBack && found.found == [Self.menu], "\(text): \(found)")
      let misread = found.query?.subjects.compactMap(\.text).flatMap(\.misread) ?? []
      #expect(misread.contains("ojito"), "\(text): \(misread)")
    }
    // A four-letter word alone is not widened (`cats` is one letter from `cars`); beside
    // another word it is (`menu` read `Meny`).
    #expect(try Self.typed("cats", in: search).found.isEmpty)
    #expect(try Self.typed("cocktail menu", in: search).found == [Self.menu])
    // Two letters off is no misreading (`moito` against `ojito`).
    #expect(try Self.typed("cocktail moito", in: search).found.isEmpty)
  }

  @Test(arguments: TextTestEngine.available)
  func wordsAsTypedComeBeforeMisreadings(engine: TextTestEngine) throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var lines = Self.lines
    lines["Screenshot 2025-03-06 at 10.00.00.png"] = ["Cocktail of the week", "Mojito 8"]
    let (_, search) = try Self.library(lines, engine: engine, root: root)
    let found = try Self.typed("cocktail mojito", in: search)
    #expect(found.found == ["Screenshot 2025-03-06 at 10.00.00.png"], "\(found)")
  }

  @Test func oneEditIsALetterAddedDroppedChangedOrTwoSwapped() {
    func near(_ a: String, _ b: String) -> Bool {
      TextVocabulary.withinOneEdit(Array(a), Array(b))
    }
    #expect(near("mojito", "ojito") && near("ojito", "mojito") && near("menu", "meny"))
    #expect(near("wood", "wood") && near("form", "from") && near("shop", "shops"))
    #expect(!near("wood", "00d") && !near("mojito", "ojit") && !near("form", "fmro"))
  }

  @Test func aLibraryReadBeforeTheVocabularyGetsItFromItsIndex() throws {
    let root = try TextTestSupport.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      let (store, _) = try Self.library(Self.lines, engine: .sqlite, root: root)
      try store.withConnection {
        try $0.execute("DROP TABLE text_vocabulary")
        try $0.execute("PRAGMA user_version = 7")
      }
    }
    let store = try LibraryStore(path: root + "/library.sqlite", mode: .existing)
    #expect(try store.schemaVersion() == LibrarySchema.currentVersion)
    let search = try PhotoLibrarySearch(store: store)
    #expect(try Self.typed("cocktail mojito", in: search).found == [Self.menu])
  }
}
