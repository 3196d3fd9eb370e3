import Foundation
import InputSuggestions
import SuggestionSearch

extension LibraryDataSource {
  /// Completions from the library's people, places, keywords and albums and the language's time
  /// words (the vocabulary is read from the index once, on the first call).
  public func completions(for text: String, cursor: Int?) throws -> [Completion] {
    try search.completingEngine(locale: locale, timeZone: timeZone)
      .completions(for: text, cursor: cursor)
  }
}
