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

  /// The longest name of a town too small for the recognition set that starts at token `start`,
  /// with its towns in the country `countryCode` (upper case); nil when the name has no town
  /// there.
  public func longestLocalTown(in tokens: [Token], from start: Int, country countryCode: String)
    -> (length: Int, places: [Place])?
  {
    guard start >= 0, start < tokens.count, !countryCode.isEmpty,
      let match = TokenPhrase.longestMatch(in: tokens, from: start, table: localTownTable)
    else { return nil }
    let towns = localTowns(entry: match.entry, inCountry: countryCode)
    return towns.isEmpty ? nil : (match.length, towns)
  }

  /// The length in tokens of the longest place name at `start`, or 0: the question the language
  /// engine asks of many words, answered without building the places.
  public func longestNameLength(in tokens: [Token], from start: Int) -> Int {
    guard start >= 0, start < tokens.count else { return 0 }
    return TokenPhrase.longestMatch(in: tokens, from: start, table: nameTable)?.length ?? 0
  }
}
