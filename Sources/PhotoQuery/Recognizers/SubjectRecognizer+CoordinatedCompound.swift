/// Events named by two nouns joined by `and` (`egg and spoon race`, `cheese and wine night`).
extension SubjectRecognizer {
  /// `the egg and spoon race`, `egg-and-spoon race`, `a cheese and wine night`: two nouns joined
  /// by `and` straight before an event head name one kind of event (rule 8: the modifiers
  /// narrow the head), one what value; a list goes on with a comma or another `and` before it
  /// (`cake, candles and balloon party` is not one). People, times and cue words never join.
  func proposeCoordinatedCompound(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.isAnd(index) else { return }
    // The hyphens of `egg-and-spoon` are inside the compound.
    let hyphenBefore = query.isInnerHyphen(index - 1)
    let hyphenAfter = query.isInnerHyphen(index + 1)
    let first = hyphenBefore ? index - 2 : index - 1
    let second = hyphenAfter ? index + 2 : index + 1
    let head = second + 1
    guard first >= 0, head < query.count, isCompoundNoun(first, query),
      isCompoundNoun(second, query), query.tokens[head].kind == .word,
      query.is(head, [.event, .personalEvent, .namedEventHead])
        || resources.lexicon.reading.eventHeads.contains(query.folded[head]),
      !query.isAnd(first - 1), query.word(first - 1) != ",",
      head + 1 == query.count || query.tokens[head + 1].kind != .word
        || query.is(head + 1, [.stop, .preposition, .time, .cue, .media])
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: first..<(head + 1), score: 1.0, resolution: .concept(nil),
        source: .compound))
  }

  /// Whether token `index` may be one of the two nouns: a noun English knows for a thing (no
  /// given name, nor a capitalised name: `Josh and Tahlia wedding` is two people's), and no
  /// function, people, time, cue or media word.
  func isCompoundNoun(_ index: Int, _ query: QueryText) -> Bool {
    guard index >= 0, index < query.count, query.tokens[index].kind == .word,
      !query.is(
        index,
        [
          .stop, .determiner, .preposition, .people, .selfPronoun, .time, .cue, .media, .chat,
          .verb,
        ]
      ),
      !query.isMarkedCapital(index), !query.isGivenName(index)
    else { return false }
    return query.facts[index].isVocabulary || query.facts[index].sense?.isDepictableNoun == true
  }
}
