import PhotoPlaces

/// Things named by the company that made or sold them: `the Ryanair booking`, `our Singapore
/// Airlines flight`, `the BC Ferries booking`, `the WestJet boarding passes` (rule 8: a modifier
/// that narrows stays with its noun).
extension SubjectRecognizer {
  /// The longest organisation name proposed before a noun, in words.
  static let longestOrganisationName = 3

  /// Proposes, after a definite determiner or a possessive, a capitalised name and the lowercase
  /// noun after it as one subject. The name is one word no list knows as a person, a place or a
  /// time (`Ryanair`, `Qantas`, `WestJet`), or several capitalised words that an organisation
  /// word ends or opens (`Singapore Airlines`, `BC Ferries`, `Air Canada`): a place inside such a
  /// name is the company's, not where the photo was taken. The noun may be an activity's noun
  /// (`booking`), as a family before one is not (`the Okafors skating`).
  func proposeOrganisationThing(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    // `at the Salthill diving boards`: after `at` or `in` the name is where the thing is.
    guard query.tokens[index].kind == .word, query.isMarkedCapital(index),
      query.word(index - 1) == "the"
        || query.words.possessivePronouns.contains(query.word(index - 1)),
      !query.words.locativePrepositions.contains(query.word(index - 2))
    else { return }
    var end = index
    while end < query.count, end - index < Self.longestOrganisationName,
      query.tokens[end].kind == .word, query.tokens[end].isCapitalized,
      !query.is(end, [.cue, .media, .people, .stop, .preposition, .determiner])
    {
      end += 1
    }
    guard end > index, end < query.count, isThingNoun(end, query) else { return }
    let words = query.words
    let organisation =
      words.organisationHeads.contains(query.folded[end - 1])
      || words.organisationLeads.contains(query.folded[index]) && end - index > 1
    if !organisation {
      // One word no list knows: a brand, not a person, a family, a town, a time or an event.
      guard end - index == 1, !query.isGivenName(index), !query.isKnownWord(index),
        !query.is(index, .time),
        query.facts[index].sense == nil,
        resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0,
        !resources.startsLocalTown(index, query)
      else { return }
      let word = query.folded[index]
      if word.hasSuffix("s"), resources.givenNames.isFamilyName(String(word.dropLast())) {
        return
      }
    }
    let nounLength = resources.vocabulary.longestMatch(in: query.tokens, from: end)?.length ?? 1
    candidates.append(
      Candidate(
        kind: .what, range: index..<(end + nounLength), score: 0.95, resolution: .concept(nil),
        source: .compound))
  }

  /// Whether token `index` is a lowercase noun a name can narrow: a subject word, a noun WordNet
  /// knows for a thing, an occasion or an abstract matter, or an activity's noun (`booking`).
  func isThingNoun(_ index: Int, _ query: QueryText) -> Bool {
    guard query.tokens[index].kind == .word, !query.tokens[index].isCapitalized,
      !query.is(index, [.cue, .media, .people, .time, .placeHead, .personalEvent, .stop])
    else { return false }
    let facts = query.facts[index]
    return facts.isVocabulary || facts.sense?.isDepictableNoun == true
      || facts.sense == .abstractNoun || facts.sense == .activity
  }

}
