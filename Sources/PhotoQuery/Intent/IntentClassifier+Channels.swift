/// Footage a channel showed.
extension IntentClassifier {
  /// Whether a channel's acronym follows `on` (or Taglish `sa`) later in the cue's phrase, within
  /// eight words and before a clause of its own, when the cue is footage or someone saw it: `saw
  /// the footage of the Chennai floods on NDTV`.
  /// An acronym no list knows as a place, a person or a time (`on NYE`).
  func isShownOnAChannel(
    after cue: Int, _ query: QueryText, chosen: [Candidate], _ resources: EngineResources
  ) -> Bool {
    guard query.tokens[cue].surface.uppercased() != query.tokens[cue].surface,
      words.broadcastCues.contains(query.folded[cue])
        || query.folded.contains(where: { words.seeingVerbs.contains($0) })
    else { return false }
    var index = cue + 2
    while index < query.count, index - cue <= 8 {
      let word = query.folded[index - 1]
      if words.clauseOpeners.contains(word) && !query.is(index - 2, .preposition) { return false }
      if word == "on" || query.tokens[index - 1].folded == "sa", isAcronym(index, query),
        !query.is(index, [.people, .selfPronoun, .time, .cue, .media]),
        // not the first word of a longer name (`sa UP Diliman`)
        !(index + 1 < query.count && query.tokens[index + 1].isCapitalized),
        resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0,
        !chosen.contains(where: { $0.kind == .when && $0.range.contains(index) })
      {
        return true
      }
      index += 1
    }
    return false
  }
}
