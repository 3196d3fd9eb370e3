import Foundation
import InputSuggestions
import PhotoPicker
import PhotoQuery

extension FixturePickerDataSource {
  /// TEST FIXTURE ONLY: completions from the assets' people, keywords and places, counted per
  /// asset, and the language's time words.
  public func completions(for text: String, cursor: Int?) throws -> [Completion] {
    var counts: [CompletionKind: [String: Int]] = [:]
    for asset in assets {
      for person in Set(asset.people) { counts[.who, default: [:]][person, default: 0] += 1 }
      for keyword in Set(asset.keywords) { counts[.what, default: [:]][keyword, default: 0] += 1 }
      if let place = asset.placeName { counts[.where, default: [:]][place, default: 0] += 1 }
    }
    let entries = counts.flatMap { kind, words in
      words.map { CompletionVocabulary.Entry(text: $0.key, kind: kind, count: $0.value) }
    }
    return PhotoSearchSuggestionEngine(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
      engine: FixtureLanguage.engine, completionVocabulary: CompletionVocabulary(entries: entries)
    ).completions(for: text, cursor: cursor)
  }
}

/// The language engine the fixture's completions share (made once).
enum FixtureLanguage {
  static let engine = PhotoQueryEngine(
    resources: EngineResources(lexicon: LanguageChoice.lexicon(for: Locale(identifier: "en_US"))))
}
