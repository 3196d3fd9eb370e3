import Foundation

/// The words completions are drawn from, prebuilt for prefix lookups: every entry is filed under
/// its folded text (lower case, no diacritics) and under the start of each later word in it
/// (`Susan Lee` under `susan lee` and `lee`), in one sorted array searched by binary search.
public struct CompletionVocabulary: Sendable {
  /// One word or name the library (or the language) offers.
  public struct Entry: Sendable, Hashable {
    /// The text as shown and inserted.
    public var text: String
    /// What it names.
    public var kind: CompletionKind
    /// How many photos it finds; nil when not counted.
    public var count: Int?

    /// Creates an entry.
    public init(text: String, kind: CompletionKind, count: Int?) {
      self.text = text
      self.kind = kind
      self.count = count
    }
  }

  /// A folded key and the entry it leads to.
  struct Key: Sendable {
    /// The folded text from some word of the entry to its end.
    var folded: String
    /// The entry's index in ``entries``.
    var entry: Int
    /// Whether the key starts at the entry's first word.
    var isStart: Bool
  }

  /// The entries, as given (duplicates of one text and kind merged, the larger count kept).
  public let entries: [Entry]
  /// Keys sorted by folded text.
  let keys: [Key]
  /// Each entry's folded text, by entry index.
  let foldedTexts: [String]

  /// Knowing no words.
  public static let empty = CompletionVocabulary(entries: [])

  /// Builds the sorted keys of `entries`; with `laterWords` false an entry is found by its first
  /// word only (time words: `this summer` is no completion of `sum`).
  public init(entries: [Entry], laterWords: Bool = true) {
    var merged: [Entry] = []
    var position: [String: Int] = [:]
    for entry in entries {
      let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { continue }
      let id = entry.kind.rawValue + "\u{1F}" + Self.fold(text)
      if let at = position[id] {
        if (entry.count ?? -1) > (merged[at].count ?? -1) { merged[at].count = entry.count }
      } else {
        position[id] = merged.count
        merged.append(Entry(text: text, kind: entry.kind, count: entry.count))
      }
    }
    var keys: [Key] = []
    keys.reserveCapacity(merged.count * 2)
    for (index, entry) in merged.enumerated() {
      let folded = Self.fold(entry.text)
      keys.append(Key(folded: folded, entry: index, isStart: true))
      guard laterWords else { continue }
      var previous: Character = " "
      for i in folded.indices {
        if previous == " " || previous == "-", i != folded.startIndex, folded[i] != " " {
          keys.append(Key(folded: String(folded[i...]), entry: index, isStart: false))
        }
        previous = folded[i]
      }
    }
    keys.sort { $0.folded < $1.folded }
    self.entries = merged
    self.keys = keys
    self.foldedTexts = merged.map { Self.fold($0.text) }
  }

  /// Keys whose folded text starts with `prefix` (already folded), in key order.
  func keys(startingWith prefix: String) -> ArraySlice<Key> {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) / 2
      if keys[mid].folded < prefix { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < keys.count, keys[end].folded.hasPrefix(prefix) { end += 1 }
    return keys[low..<end]
  }

  /// Lower case, without diacritics, typographic apostrophes made plain.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .replacingOccurrences(of: "\u{2019}", with: "'")
  }
}
