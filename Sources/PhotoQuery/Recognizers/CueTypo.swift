/// Decision 1: a word one edit away (insertion, deletion, substitution or swap of neighbours) from
/// a cue word of five letters or more counts as that cue (`phtos`, `pictres`, `vidoes`), unless it
/// is a word of its own.
enum CueTypo {
  /// The cue word `index` is a typo of, if any.
  static func target(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> String? {
    let token = query.tokens[index]
    let word = query.folded[index]
    guard token.kind == .word, word.utf8.count >= 4, word.utf8.count <= 13 else { return nil }
    // An event word is a word of its own (`rally` is no typo of a cue); WordNet is not asked, as
    // it knows rare words that are common typos (`phots`).
    guard !query.isKnownWord(index), !query.isGivenName(index),
      !query.is(index, [.namedEventHead, .personalEvent])
    else { return nil }
    let bytes = Array(word.utf8)
    let length = bytes.count
    // Decisions 1 and 30: one edit from a cue of five letters or more; a four-letter cue only by
    // one swap or changed letter (`pcis`, `vdis`), never by a letter added or dropped.
    // A key held a moment too long doubles a letter of any cue (`piccs`, `vidds`).
    for target in resources.lexicon.typoTargetBytes
    where
      (target.count >= 5
      ? abs(target.count - length) <= 1
      : target.count == length || (length == target.count + 1 && hasDoubledLetter(bytes)))
      && EditDistance.isAtMostOne(bytes, target)
    {
      return String(decoding: target, as: UTF8.self)
    }
    return nil
  }

  /// Whether some letter of `bytes` repeats the one before it.
  static func hasDoubledLetter(_ bytes: [UInt8]) -> Bool {
    bytes.indices.dropFirst().contains { bytes[$0] == bytes[$0 - 1] }
  }
}
