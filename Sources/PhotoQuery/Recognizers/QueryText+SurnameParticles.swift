extension QueryText {
  /// The end of a surname after lowercase particles from `start` (`van der Merwe`, `da Silva`):
  /// one or two particles, then a capitalised word that is no function, cue or people word, in text
  /// whose capitals tell; nil otherwise.
  func particleSurnameEnd(after start: Int) -> Int? {
    var cursor = start
    while cursor < count, cursor - start < 2, !tokens[cursor].isCapitalized,
      // (as typed: a chat table reads `da` as `the`)
      words.surnameParticles.contains(tokens[cursor].folded)
    {
      cursor += 1
    }
    guard cursor > start, isMarkedCapital(cursor), tokens[cursor].kind == .word,
      !self.is(cursor, [.stop, .people, .cue, .media, .namedEventHead])
    else { return nil }
    return cursor + 1
  }
}
