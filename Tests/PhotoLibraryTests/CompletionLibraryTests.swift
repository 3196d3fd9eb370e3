import Foundation
import InputSuggestions
import SuggestionSearch
import Testing

@testable import PhotoLibrary
@testable import PhotoSearch

/// Completions from a library's own words (issue 13).
@Suite struct CompletionLibraryTests {
  @Test func theLibraryVocabularyCountsPhotosPerWord() throws {
    let (root, search) = try SearchFixture.make()
    defer { Fixtures.remove(root) }
    let vocabulary = try search.completionVocabulary()
    func count(_ text: String, _ kind: CompletionKind) -> Int? {
      vocabulary.entries.first { $0.text == text && $0.kind == kind }?.count
    }
    #expect(count("Siobhan Kelly", .who) == 2)
    #expect(count("Mom", .who) == 1)
    #expect(count("me", .who) == 2)
    #expect(count("cat", .what) == 2)
    #expect(count("Kyoto", .where) == 1)
    let engine = try search.completingEngine(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    #expect(engine.completions(for: "pics with Sio").first?.text == "Siobhan Kelly")
    #expect(engine.completions(for: "photos in Ky").first?.text == "Kyoto")
  }
}

/// The three completions on `../shared/corpus/library-dev` with its `people.json`.
@Suite(
  "Completions on library-dev",
  .enabled(if: LibraryDev.folder != nil, "../shared/corpus/library-dev is not present"))
struct LibraryDevCompletionTests {
  @Test func momBarcelonaBeach() throws {
    let folder = try #require(LibraryDev.folder)
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let store = try LibraryStore(path: root + "/library.sqlite")
    _ = try Indexer(store: store).index(folders: [folder])
    try LibraryDev.applyPeople(folder + "/people.json", to: store)
    let search = try PhotoLibrarySearch(store: store)
    let engine = try search.completingEngine(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
    let expected: [(String, String, CompletionKind)] = [
      ("pics of Mo", "Mom", .who), ("photos from Bar", "Barcelona", .where),
      ("pics of the bea", "beach", .what),
    ]
    for (text, completion, kind) in expected {
      let first = try #require(engine.completions(for: text).first, "\(text)")
      #expect(first.text == completion && first.kind == kind, "\(text)")
      #expect(first.end == text.utf16.count, "\(text)")
      #expect((first.count ?? 0) > 0, "\(text)")
    }
  }
}

/// The shared development library and its `people.json` (owner and aliases).
enum LibraryDev {
  static var folder: String? {
    let path = Fixtures.packageRoot.appendingPathComponent("../shared/corpus/library-dev")
      .standardized.path
    return FileManager.default.fileExists(atPath: path + "/people.json") ? path : nil
  }

  /// Sets the owner and aliases `people.json` names, as `photosearch people` would.
  static func applyPeople(_ path: String, to store: LibraryStore) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    if let owner = object["owner"] as? String { _ = try store.setOwner(owner) }
    for (alias, name) in object["aliases"] as? [String: String] ?? [:] {
      _ = try store.addAlias(alias, for: name)
    }
  }
}
