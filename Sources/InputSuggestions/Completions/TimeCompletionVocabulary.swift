import Foundation
import PhotoQuery

/// The time words of each language, built once per locale and shared.
enum TimeCompletionVocabulary {
  /// Vocabularies built so far, by locale identifier.
  private static let cache = VocabularyCache()

  /// The vocabulary of `locale`'s time words (kind `when`, not counted).
  static func shared(for locale: Locale) -> CompletionVocabulary {
    cache.vocabulary(for: locale.identifier) {
      CompletionVocabulary(
        entries: TimeCompletionWords.words(for: locale).map {
          CompletionVocabulary.Entry(text: $0, kind: .when, count: nil)
        }, laterWords: false)
    }
  }
}

/// A lock-guarded map from a key to a built vocabulary.
final class VocabularyCache: @unchecked Sendable {
  private let lock = NSLock()
  private var built: [String: CompletionVocabulary] = [:]

  /// The vocabulary under `key`, built by `make` the first time.
  func vocabulary(for key: String, make: () -> CompletionVocabulary) -> CompletionVocabulary {
    lock.lock()
    defer { lock.unlock() }
    if let v = built[key] { return v }
    let v = make()
    built[key] = v
    return v
  }
}
