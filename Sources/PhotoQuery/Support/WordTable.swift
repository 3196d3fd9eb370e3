import Foundation

/// An open-addressed table of ASCII words, found by a cheap hash (a word of up to 15 bytes from its
/// two packed integers, ``ShortWord``; a longer one by FNV-1a over its bytes) instead of the
/// seeded SipHash a `Set<String>` or `[String: V]` computes on every lookup (a few hundred
/// instructions; the engine asks for folded tokens a hundred times a query). Lookups of words that
/// are not ASCII answer ``Probe/unknown`` and the caller asks the standard collection, so answers
/// are exactly the standard collection's, canonical equivalence included.
struct WordTable: Sendable {
  /// What a lookup found.
  enum Probe {
    /// The word is the key at this index.
    case found(Int)
    /// The word is ASCII and no key.
    case absent
    /// The word is not ASCII (or its bytes are not contiguous): ask the standard collection.
    case unknown
  }

  /// Per slot: the index of its key plus one; 0 is an empty slot. A power of two long.
  private let slots: [Int32]
  private let hashes: [UInt64]
  /// Per key: its bytes packed as a short word's (``ShortWord``), or nil for a longer key.
  private let shortKeys: [ShortWord?]
  /// ``ShortWord/readsInlineStrings``, kept here.
  private let readsInline = ShortWord.readsInlineStrings
  private let mask: Int
  /// The keys, in the order given.
  let keys: [String]

  /// A table of `keys`, which must be distinct ASCII strings.
  init(keys: [String]) {
    var size = 8
    while size < keys.count * 2 { size <<= 1 }
    var slots = [Int32](repeating: 0, count: size)
    var hashes: [UInt64] = []
    hashes.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      let hash = Self.hash(key) ?? 0
      hashes.append(hash)
      var slot = Int(truncatingIfNeeded: hash) & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(index + 1)
    }
    self.slots = slots
    self.hashes = hashes
    self.shortKeys = keys.map { ShortWord($0) }
    self.mask = size - 1
    self.keys = keys
  }

  /// The ASCII string a standard collection treats as equal to `word` (under canonical
  /// equivalence), if there is one: `word` itself when ASCII, else its canonical decomposition
  /// when that is ASCII and equal to it.
  static func asciiForm(of word: String) -> String? {
    if isASCII(word) { return word }
    let decomposed = word.decomposedStringWithCanonicalMapping
    return isASCII(decomposed) && decomposed == word ? decomposed : nil
  }

  static func isASCII(_ word: String) -> Bool { word.utf8.allSatisfy { $0 < 0x80 } }

  /// The hash of an ASCII word (a short word's from its packed bytes, a longer one's FNV-1a over
  /// its UTF-8 bytes), or nil when `word` is not ASCII or its bytes are not contiguous.
  @inline(__always) static func hash(_ word: String) -> UInt64? {
    if let short = ShortWord(word) { return short.hash }
    return longHash(word)
  }

  /// FNV-1a over the UTF-8 bytes of an ASCII word, or nil when `word` is not ASCII or its bytes
  /// are not contiguous.
  static func longHash(_ word: String) -> UInt64? {
    let result = word.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      var high: UInt8 = 0
      for byte in bytes {
        high |= byte
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return high < 0x80 ? hash ^ (hash >> 29) : nil
    }
    return result ?? nil
  }

  /// Where `word` is among the keys.
  @inline(__always) func probe(_ word: String) -> Probe {
    // Most words a query asks about are short: packed, hashed and compared as two integers.
    if let short = ShortWord(word, readingInline: readsInline) {
      var slot = Int(truncatingIfNeeded: short.hash) & mask
      while true {
        let entry = Int(slots[slot])
        if entry == 0 { return .absent }
        if shortKeys[entry - 1] == short { return .found(entry - 1) }
        slot = (slot + 1) & mask
      }
    }
    guard let hash = Self.longHash(word) else { return .unknown }
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return .absent }
      if hashes[entry - 1] == hash && keys[entry - 1] == word { return .found(entry - 1) }
      slot = (slot + 1) & mask
    }
  }
}

/// A set of words with a fast membership test (``WordTable``); same answers as the
/// `Set<String>` it is built from. The word lists recognisers ask of tokens are these, so a word
/// added to a list is found the fast way with no further step.
public struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  /// The words and their table, behind one reference: a copy of a struct of many word sets (a
  /// query holds the recognisers' words) retains one object per set, as a `Set` would.
  private final class Storage: Sendable {
    let all: Set<String>
    let table: WordTable

    init(_ words: Set<String>) {
      all = words
      var keys: [String] = []
      var seen = Set<String>()
      for word in words {
        if let ascii = WordTable.asciiForm(of: word), seen.insert(ascii).inserted {
          keys.append(ascii)
        }
      }
      table = WordTable(keys: keys)
    }
  }

  private let storage: Storage

  /// The words as given.
  public var all: Set<String> { storage.all }

  /// The set of `words`.
  public init(_ words: Set<String>) { storage = Storage(words) }

  /// The set of the words listed.
  public init(arrayLiteral words: String...) { self.init(Set(words)) }

  /// Whether `word` is in the set (as `Set<String>.contains` answers).
  @inline(__always) public func contains(_ word: String) -> Bool {
    switch storage.table.probe(word) {
    case .found: return true
    case .absent: return false
    case .unknown: return storage.all.contains(word)
    }
  }

  /// The words, in the order of ``all``.
  public func makeIterator() -> Set<String>.Iterator { storage.all.makeIterator() }

  /// The number of words.
  public var count: Int { storage.all.count }

  /// Whether there are no words.
  public var isEmpty: Bool { storage.all.isEmpty }
}

/// A dictionary keyed by words with a fast lookup (``WordTable``); same answers as the
/// `[String: Value]` it is built from.
struct WordMap<Value: Sendable>: Sendable {
  /// The entries as given.
  let all: [String: Value]
  private let table: WordTable
  private let values: [Value]

  init(_ entries: [String: Value]) {
    all = entries
    var keys: [String] = []
    var values: [Value] = []
    var seen = Set<String>()
    for (key, value) in entries {
      if let ascii = WordTable.asciiForm(of: key), seen.insert(ascii).inserted {
        keys.append(ascii)
        values.append(value)
      }
    }
    table = WordTable(keys: keys)
    self.values = values
  }

  /// The value for `word` (as `[String: Value]` answers).
  @inline(__always) subscript(word: String) -> Value? {
    switch table.probe(word) {
    case .found(let index): return values[index]
    case .absent: return nil
    case .unknown: return all[word]
    }
  }
}
