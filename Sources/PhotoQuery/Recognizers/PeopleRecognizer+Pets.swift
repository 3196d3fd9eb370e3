/// Pets named before their kind: `Whiskey the cattle dog`, and in a search box `biscuit corgi`.
extension PeopleRecognizer {
  /// The longest pet-word phrase a name may stand before (`the Australian cattle dog`).
  static let longestPetPhrase = 3

  /// Whether the subject phrase starting at `index` names a kind of pet: a pet word, or a term
  /// whose concept is a pet kind (`corgi`, `border collie`, `alley cat`), with its length.
  func petKind(at index: Int, _ query: QueryText, _ resources: EngineResources) -> Int? {
    guard index >= 0, index < query.count else { return nil }
    if let length = breed(at: index, query, resources) { return length }
    // `the cattle dog`, `the rescue cat`: a phrase that ends in a pet word.
    for length in 1...Self.longestPetPhrase where index + length <= query.count {
      if query.is(index + length - 1, .pet) { return length }
      guard query.tokens[index + length - 1].kind == .word else { return nil }
    }
    return nil
  }

  /// The length of a breed's name starting at `index`: a term of the subject vocabulary whose
  /// concept is a kind of pet below the plain pet words (`corgi`, `border collie`; not `dog`).
  func breed(at index: Int, _ query: QueryText, _ resources: EngineResources) -> Int? {
    guard index >= 0, index < query.count, !query.is(index, .pet) else { return nil }
    return resources.vocabulary.longestKindOfPet(in: query.tokens, from: index)
  }

  /// Whether token `index` names a pet in a lowercase search box by standing before a breed, not
  /// a plain pet word (`biscuit corgi`, `bruno labrador retriever goa`; `beach dog` is a scene):
  /// at the start of the text or of a run, and no word that describes a coat or a dog
  /// (`chocolate`, `black`, `old`).
  func isPetNameBeforeBreed(_ index: Int, _ query: QueryText, _ resources: EngineResources)
    -> Bool
  {
    guard query.context == .search, !query.caseIsInformative, index + 1 < query.count,
      query.tokens[index].kind == .word,
      index == 0 || query.tokens[index - 1].kind != .word || query.word(index - 1) == "and",
      !query.is(index, [.people, .stop, .time, .cue, .media, .determiner, .preposition, .pet]),
      !query.words.coatWords.contains(query.folded[index])
    else { return false }
    let sense = query.facts[index].sense
    guard sense != .adjective, sense != .gradedAdjective, sense != .verb, sense != .adverb,
      breed(at: index + 1, query, resources) != nil
    else { return false }
    return resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
  }
}
