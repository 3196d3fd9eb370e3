import Foundation
import Testing

@testable import PhotoPlaces
@testable import PhotoQuery

/// The prebuilt `.idx` hash indexes are only a start-up shortcut: without them, or with a stale
/// one, the loaders build the same tables from the `.tsv` files.
@Suite struct GazetteerPrebuiltIndexTests {
  /// A temporary copy of the data directory with the `.tsv` files only, and optionally a broken
  /// index.
  static func copyWithoutIndexes(brokenIndex: Bool) throws -> URL {
    let places = try #require(PlaceResources.directory)
    let words = try #require(DataResources.directory)
    let target = FileManager.default.temporaryDirectory
      .appendingPathComponent("photoquery-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    for (source, name) in [
      (places, "countries.tsv"), (places, "places.tsv"), (places, "place_names.tsv"),
      (words, "given_names.tsv"), (words, "subjects.tsv"),
    ] {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
    }
    if brokenIndex {
      for name in ["place_names.idx", "given_names.idx", "subjects.idx"] {
        try Data("PKT1 too short".utf8).write(to: target.appendingPathComponent(name))
      }
    }
    return target
  }

  @Test(arguments: [false, true])
  func rebuiltTablesAnswerLikeThePrebuiltOnes(brokenIndex: Bool) throws {
    let directory = try Self.copyWithoutIndexes(brokenIndex: brokenIndex)
    defer { try? FileManager.default.removeItem(at: directory) }
    let rebuilt = Gazetteer(resourceDirectory: directory)
    for name in ["paris", "nyc", "new york", "georgia", "nice", "lake tahoe", "zzzz"] {
      #expect(rebuilt.places(named: name) == Gazetteer.shared.places(named: name), "\(name)")
      #expect(rebuilt.isCommonWord(name) == Gazetteer.shared.isCommonWord(name), "\(name)")
    }
    let tokens = Tokenizer().tokens(of: "from New York City")
    #expect(rebuilt.longestMatch(in: tokens, from: 1)?.length == 3)

    let names = GivenNames(resourceDirectory: directory)
    for name in ["john", "rose", "priya", "zzzz"] {
      #expect(names.commonness(name) == GivenNames.shared.commonness(name), "\(name)")
      #expect(names.isCommonWord(name) == GivenNames.shared.isCommonWord(name), "\(name)")
    }
    let vocabulary = SubjectVocabulary(resourceDirectory: directory)
    for term in ["dogs", "birthday cake", "hiking", "zzzz"] {
      #expect(
        vocabulary.concept(for: term) == SubjectVocabulary.shared.concept(for: term), "\(term)")
    }
    #expect(vocabulary.count == SubjectVocabulary.shared.count)
  }
}
