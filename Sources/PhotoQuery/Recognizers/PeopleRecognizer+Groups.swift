/// Groups named by what they do or where they meet: `the netball girls`, `the college gang`.
extension PeopleRecognizer {
  /// Whether the noun at `index` narrows the group word after it to one group of people (decision
  /// 6 keeps a modifier that narrows): a sport, an activity, a thing or a place noun typed as a
  /// word (`netball team`, `camp counsellors`, `band kids`), not a person, a time, an occasion, a
  /// town or a word that describes (`whole`, `little`).
  func isGroupModifier(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let head = index + 1
    guard head < query.count, query.tokens[index].kind == .word,
      query.tokens[head].kind == .word, query.words.groupHeads.contains(query.folded[head]),
      !query.hasPossessive(after: index), !query.isMarkedCapital(index),
      !query.is(
        index,
        [
          .people, .selfPronoun, .time, .cue, .media, .stop, .determiner, .preposition,
          .personalEvent, .nonNarrowing, .photoAdjective, .pet,
        ])
    else { return false }
    let facts = query.facts[index]
    // A lowercase word no list knows is a sport or a family name (`the netball girls`, `the
    // nguyen girls`): either way it narrows the group.
    let isNoun =
      facts.isVocabulary || facts.sense == .depictableNoun || facts.sense == .activity
      || facts.sense == .occasionNoun || isUnlisted(index, query)
    guard isNoun, !query.isGivenName(index) || facts.isVocabulary else { return false }
    // Keywords run together (`panda kids`, `umhlanga pier kids`) name a thing and people; a
    // collective word (`netball team`) or a phrase's article (`the netball girls`) makes one
    // group.
    guard
      query.words.collectiveHeads.contains(query.folded[head])
        || query.is(index - 1, .determiner) || query.word(index - 1) == "my"
        || query.word(index - 1) == "our"
    else { return false }
    return resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
  }
}
