/// An ASCII word of at most 15 bytes as two integers: its bytes in order, little-endian, with
/// `0xE0 | count` in the top byte. That is how the standard library stores such a string inline
/// (a small ASCII string, no allocation), so a word already in that form is packed by reading its
/// two words, with no pass over its bytes; any other string of the same bytes is packed from them.
/// Two packed words are equal exactly when the strings' bytes are.
struct ShortWord: Equatable, Sendable {
  let low: UInt64
  let high: UInt64

  /// The packed form of `word`, or nil when it is longer than 15 bytes, not ASCII, or its bytes
  /// are not contiguous; `readingInline` is ``readsInlineStrings``, passed in by a caller that
  /// keeps it (each read of a static is a call).
  @inline(__always) init?(_ word: String, readingInline: Bool = Self.readsInlineStrings) {
    if readingInline {
      let (low, high) = unsafeBitCast(word, to: (UInt64, UInt64).self)
      if high >> 60 == 0xE {
        self.low = low
        self.high = high
        return
      }
    }
    guard let packed = Self.packing(word) else { return nil }
    self = packed
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// A hash of the two words whose low bits (the table's slot) depend on every byte.
  @inline(__always) var hash: UInt64 {
    var h = (low &* 0x9E37_79B9_7F4A_7C15) ^ high
    h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
    return h ^ (h >> 29)
  }

  /// `word` packed from its bytes.
  private static func packing(_ word: String) -> ShortWord? {
    let result = word.utf8.withContiguousStorageIfAvailable { bytes -> ShortWord? in
      guard bytes.count <= 15 else { return nil }
      var low: UInt64 = 0
      var high = UInt64(0xE0 | bytes.count) << 56
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        if index < 8 {
          low |= UInt64(byte) << (8 * index)
        } else {
          high |= UInt64(byte) << (8 * (index - 8))
        }
      }
      return ShortWord(low: low, high: high)
    }
    return result ?? nil
  }

  /// Whether this platform stores short ASCII strings as ``ShortWord`` packs them (checked once
  /// on sample words; when not, every word is packed from its bytes).
  static let readsInlineStrings: Bool = {
    guard MemoryLayout<String>.size == 16 else { return false }
    for sample in ["", "a", "it's", "photos", "abcdefghijklmno"] {
      let (low, high) = unsafeBitCast(sample, to: (UInt64, UInt64).self)
      guard let packed = packing(sample), packed.low == low, packed.high == high else {
        return false
      }
    }
    // A longer word, or one with a byte past ASCII, is stored otherwise.
    let (_, long) = unsafeBitCast("abcdefghijklmnop", to: (UInt64, UInt64).self)
    let (_, accented) = unsafeBitCast("é", to: (UInt64, UInt64).self)
    return long >> 60 != 0xE && accented >> 60 != 0xE
  }()
}
