import PhotoPlaces

/// The word a misspelt word most likely stands for (decision 30 reads misspelt cues; this reads
/// misspelt values: `recepits` → `receipts`, `granma` → `grandma`, `chritsmas` → `christmas`).
///
/// A symmetric-deletion index over the words a photo search names (subject terms, people words,
/// holidays and time words, six letters or more): a word one edit away (a letter left out, added,
/// changed, or two neighbours swapped) shares a one-letter deletion with it. Only a word with
/// exactly one such neighbour is read as it (`yesterdy` → `yesterday`); the value keeps what was
/// typed.
final class TypoIndex: Sendable {
  /// One-letter deletions (and the words themselves) → the words they come from.
  private let variants: [String: [String]]
  /// The shortest word indexed, in bytes.
  static let shortest = 6

  /// Indexes `words`; phrases and words shorter than ``shortest`` are left out.
  init(words: some Sequence<String>) {
    var variants: [String: [String]] = [:]
    for word in Set(words)
    where word.utf8.count >= Self.shortest
      && word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
    {
      for variant in Self.deletions(of: word) + [word] {
        variants[variant, default: []].append(word)
      }
    }
    self.variants = variants
  }

  /// The one indexed word `word` is one edit away from, or nil when none is or more than one is.
  func correction(of word: String) -> String? {
    let bytes = Array(word.utf8)
    guard bytes.count >= Self.shortest - 1, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
    else { return nil }
    var found: String?
    for variant in Self.deletions(of: word) + [word] {
      for candidate in variants[variant] ?? [] where candidate != word {
        guard candidate != found, EditDistance.isAtMostOne(bytes, Array(candidate.utf8)) else {
          continue
        }
        if found != nil { return nil }
        found = candidate
      }
    }
    return found
  }

  /// The word with each one letter left out.
  static func deletions(of word: String) -> [String] {
    let bytes = Array(word.utf8)
    return bytes.indices.map { skipped in
      var rest = bytes
      rest.remove(at: skipped)
      return String(decoding: rest, as: UTF8.self)
    }
  }
}
