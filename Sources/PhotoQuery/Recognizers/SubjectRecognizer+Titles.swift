/// Events named by a title of capitalised English words.
extension SubjectRecognizer {
  /// `Rhythm and Vines`, `Splendour in the Grass`, `the Celebration of Light`: capitalised English
  /// words joined by `and`, `of`, `in`, `on` or `to` (with `the`) make one title, an event's
  /// name (decision 25), not a place and a person apart. Names of people, places the lists know
  /// and place words keep their readings (`Angel of the North`, `Cliffs of Moher`, `Tom and
  /// Mary`).
  func proposeCapitalisedTitle(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    // Where an event is named: after `at`, `from` or `the` (after `of` or `with`, capitalised
    // words joined by `and` are people or pets: `Salt and Pepper`).
    let before = query.word(index - 1)
    guard query.isMarkedCapital(index), !query.isMarkedCapital(index - 1),
      before == "at" || before == "from" || before == "the",
      isTitleWord(index, query, resources)
    else { return }
    var link = index + 1
    guard link < query.count, Self.titleLinks.contains(query.folded[link]),
      !query.tokens[link].isCapitalized
    else { return }
    link += 1
    if query.word(link) == "the", !query.tokens[link].isCapitalized { link += 1 }
    var end = link
    while end < query.count, end - link < 2, query.isMarkedCapital(end),
      isTitleWord(end, query, resources)
    {
      end += 1
    }
    guard end > link, !query.isMarkedCapital(end) else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<end, score: 1.3, resolution: .concept(nil), source: .compound))
  }

  /// The words that join a title's capitalised words.
  static let titleLinks: WordSet = ["and", "of", "in", "on", "to"]

  /// Whether the capitalised word at `index` can be a word of a title: an English word WordNet
  /// knows, no given name, person, time, place word or place the gazetteer knows.
  func isTitleWord(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    query.tokens[index].kind == .word
      && (query.facts[index].sense != nil || query.facts[index].isVocabulary
        || query.isKnownWord(index))
      // a rare given name that is an English word still is the word (`Rhythm`, `Light`)
      && (!query.isGivenName(index) || resources.givenNames.commonness(query.folded[index]) < 0.5)
      && !query.is(index, [.people, .time, .placeHead, .placeLead, .cue, .media, .stop])
      && !query.words.placeModifiers.contains(query.folded[index])
      && resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
  }
}
