/// Exclusion words and phrases (rule 9, decision 30): `without`, `except`, `excluding`, `but not`,
/// `apart from`, `not`, and `no` before a media kind (`Paris no videos`). What follows them is
/// recorded in `excluded` instead of the four lists.
///
/// Examples: `photos of the kids without John` → who `kids`, excluded who `John`;
/// `pictures from Kyoto but not the temples` → excluded what `temples`.
public struct ExclusionRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `exclusion` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let phrases = resources.lexicon.exclusionPhrases
    var index = 0
    while index < query.count {
      let word = query.folded[index]
      var length = 0
      for phrase in query.is(index, .exclusionStart) ? phrases : []
      where phrase.count > length && phrase[0] == word && index + phrase.count <= query.count
        && query.folded[index..<(index + phrase.count)].elementsEqual(phrase)
      {
        length = phrase.count
      }
      if length == 0, query.is(index, .exclusion) || word == "not" || isNoBeforeMedia(index, query)
      {
        length = 1
      }
      if length > 0 {
        candidates.append(
          Candidate(
            kind: .exclusion, range: index..<(index + length), score: 1.0, source: .lexicon))
      }
      index += max(1, length)
    }
  }

  /// Whether token `index` is `no` before a media kind, after the request (`Paris no videos`,
  /// `…, no screenshots pls`); `no photos allowed` at the start is not an exclusion.
  func isNoBeforeMedia(_ index: Int, _ query: QueryText) -> Bool {
    guard query.folded[index] == "no" else { return false }
    var next = index + 1
    while query.is(next, .determiner) { next += 1 }
    // `photos of the kids, no Tom`: after a comma, `no` before a person leaves them out.
    if query.word(index - 1) == ",", next < query.count,
      query.is(next, .people) || query.isMarkedCapital(next) || query.isGivenName(next)
    {
      return true
    }
    // `photos from Bali no Tom`: after a filter, `no` before a capitalised given name leaves the
    // person out, as after a comma.
    if !query.startsSentence(index), next < query.count, query.isMarkedCapital(next),
      query.isGivenName(next), query.tokens[index - 1].kind == .word,
      !query.is(index - 1, [.verb, .stop, .determiner, .preposition])
    {
      return true
    }
    if isNoInSearchBox(index, next, query) { return true }
    guard query.is(next, [.media, .mediaStart, .cue]) else { return false }
    // At the start only before a comma and the request (`no selfies, just the pics of…`).
    return !query.startsSentence(index) || query.word(next + 1) == ","

  }

  /// Whether `no` inside a search box, after a filter, leaves out what follows when that names
  /// something a photo can show: a person, a thing, a place (`beach no kids`, `kruger leopard 2022
  /// no elephants`, `singapore no food`). The search box has no sentence for `no` to answer.
  func isNoInSearchBox(_ index: Int, _ next: Int, _ query: QueryText) -> Bool {
    guard query.context == .search, index > 0, next < query.count,
      query.tokens[next].kind == .word, !query.is(next, [.stop, .preposition, .time])
    else { return false }
    let facts = query.facts[next]
    return query.is(next, [.people, .media, .mediaStart, .cue]) || facts.isVocabulary
      || facts.sense?.canNameSubject == true || facts.sense == .personNoun
      || query.isGivenName(next)
  }
}
