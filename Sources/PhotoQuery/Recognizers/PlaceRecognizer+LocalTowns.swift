import PhotoPlaces

/// Towns of the person's own country too small for the gazetteer's recognition set: `dingle`,
/// `raglan`, `Clonakilty`, `marina bay` typed where they are known.
extension PlaceRecognizer {
  /// The score of an own-country town no larger list knows: below a town of the recognition set
  /// in the same country (0.55), above a word no list knows read as a thing.
  static let localTownScore = 0.5

  /// Proposes the town of the locale's country whose name starts at token `index` (where the
  /// gazetteer's recognition set knows no name) when the name is not a word, a given name or a
  /// subject: the same name abroad says nothing (a town of 2,000 people is known by name in its
  /// own country).
  func proposeLocalTown(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.tokens[index].kind == .word,
      let match = resources.gazetteer.longestLocalTown(
        in: query.tokens, from: index, country: query.timeContext.localeFacts.country),
      resources.isLocalTownName(index, length: match.length, query)
    else { return }
    // A word that opens place names before it names the place with the town (`Lake Macquarie`).
    let start = query.is(index - 1, .placeLead) ? index - 1 : index
    let range = start..<(index + match.length)
    candidates.append(
      Candidate(
        kind: .where, range: range, score: Self.localTownScore, resolution: .places(match.places),
        source: .gazetteer))
  }
}

extension PlaceRecognizer {
  /// The score of an own-country town named by an ordinary word that opens a search-box run
  /// (``isOwnTownOpeningRun(_:_:_:_:_:)``): above the word read as a thing (0.8).
  static let ownTownOpeningRunScore = 0.85

  /// Whether the ordinary word at `index`, the name of a town of the person's own country, opens
  /// a lowercase search-box run before a value of another kind that it cannot be part of: a time
  /// (`cork paddys day parade`, `bath 2019`) or a subject of two words or more (`bath christmas
  /// market`; a noun and an activity, `orange cherry picking`). Words run together like that are
  /// filters side by side, so the first is the town; a word that makes a subject with the next
  /// (`orange juice`) or stands after another word (`cold bath`) stays a thing.
  func isOwnTownOpeningRun(
    _ index: Int, _ places: [Place], _ query: QueryText, _ resources: EngineResources,
    _ candidates: [Candidate]
  ) -> Bool {
    let next = index + 1
    guard query.context == .search, !query.caseIsInformative, next < query.count,
      query.tokens[next].kind == .word || query.tokens[next].kind == .number,
      index == 0 || query.tokens[index - 1].kind != .word
        || candidates.contains(where: {
          $0.kind == .when && $0.range.upperBound == index
        }),
      places.localCity(in: query.timeContext.localeFacts.country) != nil,
      (resources.vocabulary.longestMatch(in: query.tokens, from: index)?.length ?? 1) == 1
    else { return false }
    if candidates.contains(where: { $0.kind == .when && $0.range.lowerBound == next }) {
      return true
    }
    if (resources.vocabulary.longestMatch(in: query.tokens, from: next)?.length ?? 0) >= 2 {
      return true
    }
    // a noun and an activity make one subject too (`orange cherry picking`, `whale watching`)
    let noun = query.facts[next]
    return next + 1 < query.count
      && (noun.isVocabulary || noun.sense?.isDepictableNoun == true)
      && query.facts[next + 1].sense == .activity
  }
}

extension EngineResources {
  /// Whether the town name of `length` tokens at `index` can be read as the town. One word must
  /// be a name and no word of a list: a word WordNet knows only as a rare concrete noun may be the
  /// town (`dingle`), not a verb, an adjective or an abstract noun (`lively`, `jubilee`). A name
  /// of several words (`lake placid`, `marina bay`) must not be a subject phrase of the vocabulary.
  func isLocalTownName(_ index: Int, length: Int, _ query: QueryText) -> Bool {
    if length == 1 {
      let facts = query.facts[index]
      return !query.isKnownWord(index) && !query.isGivenName(index) && !facts.isVocabulary
        && (facts.sense == nil || facts.sense == .depictableNoun)
    }
    guard let subject = vocabulary.longestMatch(in: query.tokens, from: index) else { return true }
    return subject.length < length
  }

  /// Whether a town of the person's country that the gazetteer's recognition set lacks starts at
  /// token `index` and can be read as the town (``isLocalTownName(_:length:_:)``).
  func startsLocalTown(_ index: Int, _ query: QueryText) -> Bool {
    guard query.tokens[index].kind == .word, !query.facts[index].isVocabulary,
      let match = gazetteer.longestLocalTown(
        in: query.tokens, from: index, country: query.timeContext.localeFacts.country)
    else { return false }
    return isLocalTownName(index, length: match.length, query)
  }
}
