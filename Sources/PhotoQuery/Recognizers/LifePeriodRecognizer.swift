/// Periods of a life told as a clause (decision 27: time values with no interval): `when they
/// were little`, `when I was at uni`, `back when the kids were small`.
///
/// A `when` clause whose subject is a pronoun, a people word or a name and whose verb is a past
/// `be` or `used to`, up to the end of the clause (at most six words). A clause that names a place
/// (`from when we were in Buffalo`) is a trip: its place is the filter, not a period of life.
public struct LifePeriodRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `when` candidates without an interval.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    for index in 0..<query.count where query.folded[index] == "when" {
      var cursor = index + 1
      // The subject: a pronoun, a determiner with a people word (`the kids`), or a name.
      if query.is(cursor, .determiner) { cursor += 1 }
      guard cursor < query.count,
        query.is(cursor, [.people, .selfPronoun]) || isSubjectPronoun(query.folded[cursor], query)
          || query.isGivenName(cursor)
      else { continue }
      cursor += 1
      guard cursor < query.count, query.words.stateVerbs.contains(query.folded[cursor]) else {
        continue
      }
      cursor += 1
      var end = cursor
      // A named place after the state ends it (`when I was at uni in Dunedin`: the place is the
      // filter); a clause that is only a place is a trip (`from when we were in Buffalo`).
      while end < query.count, end - cursor < 6, !isClauseEnd(end, query),
        !(query.is(end, .placePreposition) && query.isMarkedCapital(end + 1))
      {
        end += 1
      }
      guard end > cursor, !(cursor..<end).contains(where: { query.tokens[$0].isCapitalized })
      else { continue }
      let start = query.word(index - 1) == "back" ? index - 1 : index
      let value = index..<end
      candidates.append(
        Candidate(
          kind: .when, range: start..<end, valueRange: value, score: 1.0,
          resolution: .time(TimeResolution(start: nil, end: nil, granularity: .vague)),
          source: .time))
    }
  }

  /// Pronouns that can be the subject of the clause.
  func isSubjectPronoun(_ word: String, _ query: QueryText) -> Bool {
    query.words.lifeSubjectPronouns.contains(word)
  }

  /// Whether token `index` ends the clause: punctuation, a cue, a conjunction.
  func isClauseEnd(_ index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    return query.words.clauseEnds.contains(word)
      || query.is(index, [.cue, .media, .clauseBreak])
  }
}
