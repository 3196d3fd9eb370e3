extension EngineResources {
  /// Whether token `index` is a lowercase plural of a noun: a word of four letters or more that
  /// ends in `s` (not `-ss`, `-us`, `-is`) whose base form (`-ies` → `-y`, `-es`, `-s`) the
  /// vocabulary or WordNet knows as a noun (`lambs`, `lamingtons`, `pies`; not `athletics`,
  /// whose base is an adjective, nor a name typed with a capital).
  func isPluralNoun(_ index: Int, _ query: QueryText) -> Bool {
    guard index >= 0, index < query.count, query.folded[index].utf8.last == UInt8(ascii: "s"),
      query.tokens[index].kind == .word, !query.tokens[index].isCapitalized
    else { return false }
    let word = query.folded[index]
    guard word.utf8.count >= 4, !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is"), !word.hasSuffix("'s")
    else { return false }
    func isNoun(_ stem: Substring) -> Bool {
      let base = String(stem)
      if vocabulary.isTerm(base), base.utf8.count >= 3 { return true }
      guard let sense = senses.sense(of: base) else { return false }
      return sense == .depictableNoun || sense == .personNoun || sense == .occasionNoun
    }
    if word.hasSuffix("ies"), isNoun(word.dropLast(3) + "y") { return true }
    if word.hasSuffix("es"), isNoun(word.dropLast(2)) { return true }
    return isNoun(word.dropLast())
  }

  /// Whether token `index` names an occasion or a time that a plural noun before it may be held
  /// for, so that the two stay one subject (`hens do`, `sports day`, `games night`, `leafs game`).
  func opensOccasion(_ index: Int, _ query: QueryText) -> Bool {
    index < query.count
      && (query.is(index, [.event, .namedEventHead, .personalEvent, .time])
        || lexicon.reading.eventHeads.contains(query.folded[index])
        || senses.sense(of: query.folded[index]) == .occasionNoun)
  }

  /// Whether a subject compound typed into a search field ends after token `index`: a plural
  /// noun names things of its own, not a kind of the noun after it (`lambs paddock`,
  /// `lamingtons pavlova`), but for an occasion held for them (`hens party`).
  func endsCompoundInSearch(after index: Int, _ query: QueryText) -> Bool {
    query.context == .search && isPluralNoun(index, query) && !opensOccasion(index + 1, query)
  }
}
