extension WordSet {
  /// Every part of a phrase of `phrases` that ends before one of its spaces (`mother - in - law`
  /// gives `mother`, `mother -`, `mother - in`): a phrase built word by word with single spaces
  /// can grow into one of `phrases` only while it is one of these, so a lookup of longer
  /// phrases stops at the first that is not.
  static func phrasePrefixes(of phrases: some Sequence<String>) -> WordSet {
    var prefixes = Set<String>()
    for phrase in phrases {
      // By bytes: a space is one byte, so every part ends on a scalar.
      for index in phrase.utf8.indices where phrase.utf8[index] == 0x20 {
        prefixes.insert(String(decoding: phrase.utf8[..<index], as: UTF8.self))
      }
    }
    return WordSet(prefixes)
  }
}
