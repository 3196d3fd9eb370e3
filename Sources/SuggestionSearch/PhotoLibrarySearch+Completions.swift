import Foundation
import InputSuggestions
import PhotoSearch

extension PhotoLibrarySearch {
  /// The library's completion words, read from the index on first use and kept.
  public func completionVocabulary() throws -> CompletionVocabulary {
    try builtOnce.value { try store.completionVocabulary() }
  }

  /// A suggestion engine that also completes the word being typed from this library's people,
  /// places, keywords and albums (``PhotoSearchSuggestionEngine/completions(for:cursor:limit:)``).
  public func completingEngine(locale: Locale, timeZone: TimeZone) throws
    -> PhotoSearchSuggestionEngine
  {
    PhotoSearchSuggestionEngine(
      locale: locale, timeZone: timeZone, engine: languageEngine,
      completionVocabulary: try completionVocabulary())
  }
}
