extension SubjectRecognizer {
  /// The vocabulary's classes of things a shop, a chain or a carrier sells or runs: a brand
  /// before one names that kind of it (rule 8).
  static let productClasses: Set<String> = [
    "vehicle", "food", "fast food", "drink", "document",
    "clothing",
  ]

  /// `westjet plane`, `woolies cupcakes`, `jollibee chickenjoy`-like runs typed into a search
  /// field: a word no list knows (no place the gazetteer has, no given name) straight before a
  /// noun for a product (a vehicle, food, a drink, a document, clothing) is the brand of it, one
  /// subject, not a place and a thing. A word before a scene or a site stays a place (`piha
  /// sunset`, `raglan beach`).
  func proposeBrandedProduct(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let product = index + 1
    guard query.context == .search, product < query.count, query.tokens[index].kind == .word,
      isUnlisted(index, query), !query.isGivenName(index), !query.tokens[index].isCapitalized,
      // (no word of any lexicon list: kin words, function and chat words are not brands)
      query.facts[index].classes.isEmpty, query.folded[index].utf8.count >= 3,
      resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0,
      let match = resources.vocabulary.longestMatch(in: query.tokens, from: product),
      match.length == 1
    else { return }
    let isProduct = resources.vocabulary.conceptAndBroader(match.concept.id).contains {
      Self.productClasses.contains($0.id)
    }
    guard isProduct else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(product + 1), score: 0.62,
        resolution: .concept(match.concept), source: .compound))
  }
}
