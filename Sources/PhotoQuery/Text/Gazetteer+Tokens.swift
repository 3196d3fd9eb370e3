import PhotoPlaces

extension Gazetteer {
  /// The longest place name that starts at token `start` of `tokens`, with its ranked places.
  ///
  /// Names are looked up as token n-grams of up to six words built from ``Token/folded``;
  /// hyphens and periods between words are skipped, so `Saint-Tropez`, `Saint Tropez` and
  /// `St. Louis` match.
  public func longestMatch(in tokens: [Token], from start: Int) -> (length: Int, places: [Place])? {
    guard start >= 0, start < tokens.count else { return nil }
    guard let match = TokenPhrase.longestMatch(in: tokens, from: start, table: nameTable) else {
      return nil
    }
    return (match.length, places(entry: match.entry))
  }

  /// The length in tokens of the longest place name at `start`, or 0: the question the language
  /// engine asks of many words, answered without building the places.
  public func longestNameLength(in tokens: [Token], from start: Int) -> Int {
    guard start >= 0, start < tokens.count else { return 0 }
    return TokenPhrase.longestMatch(in: tokens, from: start, table: nameTable)?.length ?? 0
  }
}
