import Testing

@testable import PhotoQuery

/// ``WordSet`` and ``WordMap`` answer exactly as the `Set<String>` and `[String: V]` they are built
/// from, for ASCII words, other scripts and canonically equivalent spellings.
@Suite struct WordTableTests {
  /// Words to ask: members, near misses, empty, long, accented (composed and decomposed), a
  /// Kelvin sign (canonically `K`) and a Greek question mark (canonically `;`).
  static let probes: [String] = [
    "the", "of", "from", "th", "thee", "", "a", "k", "K", "\u{212A}", ";", "\u{037E}", "café",
    "cafe\u{301}", "cafe", "tết", "ngā", "naïve", "a-very-long-word-beyond-fifteen-bytes",
    "a-very-long-word-beyond-fifteen-byte", "2019", "'s", "’s",
  ]

  static let words: Set<String> = [
    "the", "of", "from", "a", "K", "\u{037E}", "café", "tết", "'s",
    "a-very-long-word-beyond-fifteen-bytes",
  ]

  @Test func setAnswersAsTheStandardSet() {
    let fast = WordSet(Self.words)
    for word in Self.probes {
      #expect(fast.contains(word) == Self.words.contains(word), "\(word)")
    }
    let empty = WordSet([])
    #expect(Self.probes.allSatisfy { !empty.contains($0) })
  }

  @Test func setHoldsManyWords() {
    let many = Set((0..<5000).map { "word\($0)" })
    let fast = WordSet(many)
    #expect((0..<5000).allSatisfy { fast.contains("word\($0)") })
    #expect(!fast.contains("word5000") && !fast.contains("word"))
  }

  /// `word` with the same bytes, stored out of line (a string grown in reserved storage is not
  /// kept inline, however short).
  static func storedOutOfLine(_ word: String) -> String {
    var copy = String()
    copy.reserveCapacity(64)
    copy.append(contentsOf: word)
    return copy
  }

  /// A short word is found by its bytes whether the key or the word asked is stored inline or
  /// out of line, at the 15-byte edge of a packed word and past it.
  @Test func shortWordsAreFoundHoweverStored() {
    let keys = ["fifteen-letters", "sixteen-letters!", "pics", "x"]
    let asked = keys + ["fifteen-letter", "pic", "y", "sixteen-letters"]
    for stored in [keys, keys.map(Self.storedOutOfLine)] {
      let fast = WordSet(Set(stored))
      for word in asked + asked.map(Self.storedOutOfLine) {
        #expect(fast.contains(word) == keys.contains(word), "\(word)")
      }
    }
    #expect(ShortWord("fifteen-letters") == ShortWord(Self.storedOutOfLine("fifteen-letters")))
    #expect(ShortWord("sixteen-letters!") == nil && ShortWord("café") == nil)
  }

  @Test func mapAnswersAsTheStandardDictionary() {
    var entries: [String: Int] = [:]
    for (index, word) in Self.words.sorted().enumerated() { entries[word] = index }
    let fast = WordMap(entries)
    for word in Self.probes {
      #expect(fast[word] == entries[word], "\(word)")
    }
  }
}
