import Foundation
import InputSuggestions

extension PhotoLibrarySearch {
  /// The library's completion words, read from the index on first use and kept.
  public func completionVocabulary() throws -> CompletionVocabulary {
    try completionWords.value { try store.completionVocabulary() }
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

/// Holds a vocabulary built once, behind a lock.
final class CompletionVocabularyHolder: @unchecked Sendable {
  private let lock = NSLock()
  private var built: CompletionVocabulary?

  /// The vocabulary, built by `make` on the first call.
  func value(_ make: () throws -> CompletionVocabulary) rethrows -> CompletionVocabulary {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let made = try make()
    built = made
    return made
  }
}
