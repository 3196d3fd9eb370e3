/// Photos judged, not asked for.
extension IntentClassifier {
  /// Whether the cue's phrase is the subject of a judgement and nothing in the text asks for
  /// anything: `the drone footage of the floods is insane`, `the clip of the turbulence was so
  /// scary`, `the Irish Times photo of the Taoiseach was priceless`. A copula follows the cue in
  /// its clause with no subject of its own between them, then (past intensifiers) a word WordNet
  /// knows as an adjective. Such a text tells of photos; a request (`…, send them through`) or a
  /// question makes it a search again.
  /// `requestScope` is the cue's ``requestScope(around:_:)``.
  func isJudgedOnly(
    _ cue: Int, _ query: QueryText, within clause: Range<Int>, requestScope: Range<Int>
  ) -> Bool {
    guard !asksAnything(query, in: requestScope) else { return false }
    var index = cue + 1
    while index < clause.upperBound, index - cue <= 10 {
      let word = query.folded[index]
      if words.statementVerbs.contains(word) || words.judgementLinks.contains(word) {
        return isJudgement(after: index, query)
      }
      // A clause of its own opens between the cue and the verb (`the photos I took were …`).
      // (`that` after a preposition is a determiner: `on that flight`.)
      let opens = words.clauseOpeners.contains(word) && !query.is(index - 1, .preposition)
      if opens
        || query.tokens[index].kind == .punctuation
          && word != "-" && word != "'s" && word != "'"
      {
        return false
      }
      index += 1
    }
    return false
  }

  /// Whether a judgement follows the copula or link at `verb`: past intensifiers and links (`so`,
  /// `looking`, `came out`), a likeness (`look like postcards`) or a word that ends its clause
  /// and names a quality, not a place, a person or a time: an adjective (`scary`), an `-ing`
  /// judgement (`amazing`) or a word of chat (`gas`, `vibey`, NZ `mean as`).
  func isJudgement(after verb: Int, _ query: QueryText) -> Bool {
    var index = verb + 1
    while index < query.count, index - verb <= 4,
      words.judgementIntensifiers.contains(query.folded[index])
        || words.judgementLinks.contains(query.folded[index]) || query.folded[index] == "out"
    {
      index += 1
    }
    guard index < query.count, query.tokens[index].kind == .word else { return false }
    if query.folded[index] == "like",
      index > verb + 1
        || words.judgementLinks.contains(
          query.folded[verb])
    {
      return true
    }
    // NZ `mean as`, `sweet as`: any word before a closing `as` is the judgement.
    let closingAs =
      query.word(index + 1) == "as"
      && (index + 2 >= query.count || query.tokens[index + 2].kind == .punctuation)
    if closingAs { return true }
    let facts = query.facts[index]
    let quality =
      facts.sense?.isAdjective == true
      || facts.sense == .activity && query.folded[index].hasSuffix("ing")
      || !query.is(
        index,
        [
          .determiner, .preposition, .stop, .people, .selfPronoun, .cue, .media, .verb, .time,
          .placeHead,
        ]) && !query.isGivenName(index) && !query.tokens[index].isCapitalized
        && facts.sense != .verb && facts.sense != .personNoun
    guard quality else { return false }
    // The judgement ends the clause or comes before a new one; `was good for …` goes on.
    let next = index + 1
    return next >= query.count || query.tokens[next].kind == .punctuation
      || query.is(next, [.chat, .stop]) || words.clauseOpeners.contains(query.folded[next])
  }
}
