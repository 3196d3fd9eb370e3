/// The parts of an event's capitalised name: which tokens a name may hold, and where its head is.
extension SubjectRecognizer {
  /// Whether token `index` can be a word of a capitalised name: a word, or a letter-and-digit
  /// name written with a capital (`F1`, `U2`; not `60th`).
  func isNameWord(_ index: Int, _ query: QueryText) -> Bool {
    switch query.tokens[index].kind {
    case .word: return true
    case .alphanumeric: return query.tokens[index].isCapitalized
    case .number, .punctuation: return false
    }
  }

  /// Whether token `index` is a hyphen or an ampersand glued to a capitalised name word on both
  /// sides (`All-Ireland`, `Ateneo-La Salle`, `the A&P show`, `Ben&Ben`).
  func isJoiningHyphen(_ index: Int, _ query: QueryText) -> Bool {
    guard index > 0, index + 1 < query.count,
      query.folded[index] == "-" || query.folded[index] == "&",
      !query.tokens[index].spaceBefore, !query.tokens[index + 1].spaceBefore
    else { return false }
    return query.tokens[index + 1].isCapitalized && isNameWord(index + 1, query)
      && isNameWord(index - 1, query)
  }

  /// The index of the named-event head at `start`, or after at most two lowercase words that
  /// narrow it (`the Panthers grand final`, `the F1 night race`, `the Coldplay world tour`); nil
  /// when no head follows. The words between are plain words: no person, place head or cue, and
  /// no time but a part of the day straight before the head (`night race`).
  func eventHead(after start: Int, _ query: QueryText, _ resources: EngineResources) -> Int? {
    // The head straight after the name, in any case (`the Cape Town Jazz Festival`).
    if start < query.count, query.is(start, .namedEventHead) { return start }
    var index = start
    while index < query.count, index - start <= 2 {
      guard query.tokens[index].kind == .word, !query.tokens[index].isCapitalized else {
        return nil
      }
      if query.is(index, .namedEventHead) { return index }
      if query.is(index, .time), resources.hotWords.periodModifiers.contains(query.folded[index]),
        query.is(index + 1, .namedEventHead), !query.tokens[index + 1].isCapitalized
      {
        return index + 1
      }
      guard
        !query.is(
          index,
          [
            .time, .people, .selfPronoun, .placeHead, .cue, .media, .preposition, .determiner,
            .stop, .verb, .exclusion, .mixedFunction,
          ]), !query.hasPossessive(after: index)
      else { return nil }
      index += 1
    }
    return nil
  }

  /// `swimming carnival`, `the school athletics carnival`: plain words straight before a
  /// lowercase event head that no run takes in (a holiday's word, `carnival`) narrow that event
  /// (rule 8): up to three of them and the head are one subject.
  func proposeRunBeforeEventHead(
    _ run: Range<Int>, _ query: QueryText, into candidates: inout [Candidate]
  ) {
    let head = run.upperBound
    guard head < query.count, query.tokens[head].kind == .word, query.is(head, .namedEventHead),
      !query.tokens[head].isCapitalized, query.tokens[head - 1].kind == .word
    else { return }
    let start = max(run.lowerBound, head - 3)
    guard
      !(start..<head).contains(where: {
        query.is($0, [.people, .pet]) || query.facts[$0].sense == .personNoun
      })
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: start..<(head + 1), score: 0.6, resolution: .concept(nil),
        source: .compound))
  }
}
