/// Matches between two sides (`India vs Australia`, `leinster v munster`).
extension SubjectRecognizer {
  /// `the Bears vs Packers game`, `India vs Australia match`, `leinster v munster aviva`: two
  /// sides joined by `vs`, `v` or `versus` name one match, one what value with the event head
  /// after it (decision 25: named events are one value); the sides are teams, not places or
  /// people. Capitals bound the sides where the text has them; typed in lowercase, each side is
  /// proposed at one to three words and the reading chooser weighs them against what follows
  /// (`ginebra vs magnolia araneta`). `v` needs a side no list knows as a thing (`holland v
  /// brunch` is Holland Village).
  func proposeFixture(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard index > 0, index + 1 < query.count,
      query.words.fixtureLinks.contains(query.folded[index])
    else { return }
    var right = index + 1
    if query.tokens[right].kind == .punctuation, query.folded[right] == "." { right += 1 }
    let strict = query.folded[index] == "v"
    let capitals = query.caseIsInformative && query.tokens[index - 1].isCapitalized
    var start = index
    while start > 0, index - start < 3, isSide(start - 1, query, resources, strict: strict),
      !capitals || query.tokens[start - 1].isCapitalized
    {
      start -= 1
    }
    guard start < index else { return }
    var end = right
    while end < query.count, end - right < 3, isSide(end, query, resources, strict: strict),
      !capitals || query.tokens[end].isCapitalized
    {
      end += 1
    }
    guard end > right else { return }
    // Capitals end the second side; typed in lowercase, each length is proposed, a longer one
    // weaker: the words after a one-word side are more often the venue (`leinster v munster
    // aviva`).
    for sideEnd in (capitals ? end : right + 1)...end {
      // `match`, `game`, `final` after the sides belong to the one value.
      var last = sideEnd
      while last < query.count, query.words.fixtureHeads.contains(query.folded[last]) {
        last += 1
      }
      let score = capitals ? 1.0 : Self.lowercaseSideScores[sideEnd - right - 1]
      candidates.append(
        Candidate(
          kind: .what, range: start..<last, score: score, resolution: .concept(nil),
          source: .compound))
    }
  }

  /// The scores of a match typed in lowercase whose second side has one, two or three words. A
  /// candidate of `n` tokens is worth `s · (2n − 1)`, so each longer side wins only over words
  /// read weakly apart: `0.7 · 7` beats `1.0 · 5` and a word at 0.4 or less after it.
  static let lowercaseSideScores = [1.0, 0.7, 0.55]

  /// Whether token `index` may be a word of a side's name: a word or a number that is no
  /// function, time, cue or people word, and no place head or word a search box would end a
  /// side on; with `strict`, no thing the subject vocabulary knows either.
  func isSide(
    _ index: Int, _ query: QueryText, _ resources: EngineResources, strict: Bool
  ) -> Bool {
    guard index >= 0, index < query.count,
      query.tokens[index].kind == .word || query.tokens[index].kind == .alphanumeric,
      !query.is(
        index,
        [.stop, .determiner, .preposition, .time, .cue, .media, .people, .selfPronoun, .chat]
      ),
      !query.words.fixtureLinks.contains(query.folded[index]),
      !query.words.fixtureHeads.contains(query.folded[index])
    else { return false }
    return !strict || !query.facts[index].isVocabulary
  }
}
