/// Photos told of in a statement, not asked for.
extension IntentClassifier {
  /// Whether the cue stands in a statement with a verb of its own and nothing in the text asks
  /// for anything (section 1: a search refers to the person's photos to find them). The cue's
  /// phrase is the object of a verb that has a subject (`SAPS released photos of the suspects`,
  /// `KTLA had drone shots of the parade`), or of a past verb that opens the text with its subject
  /// left out (`booked the kids' school photos for Thursday`), or the subject of a verb after it
  /// (`the photos of the smoke over Toronto made the news`, `all my fotos are backed up`).
  ///
  /// A fragment (`pics from Lau Pa Sat last Friday`) has no such verb, an imperative asks
  /// (`print the photos from Matariki`), and a verb in a clause of its own does not count (`the
  /// pics Dad took at the Gardens`, `photos of Pickles when he was a puppy`). Words read as values
  /// (`Ate Joy`, `the bach`, `except the speeches`) are not verbs.
  /// `requestScope` is the cue's ``requestScope(around:_:)``.
  func isToldOfOnly(
    _ cue: Int, _ query: QueryText, chosen: [Candidate], within clause: Range<Int>,
    requestScope: Range<Int>
  ) -> Bool {
    guard query.context == .general, !asksAnything(query, in: requestScope) else { return false }
    // A second cue may be the one asked about in another clause: only one cue is judged here.
    let valueTokens = valueTokenMask(query, chosen: chosen)
    if let verb = verbBefore(cue, query, valueTokens: valueTokens, within: clause) {
      return tellsOfTheObject(verb, query, within: clause)
    }
    return verbAfter(cue, query, valueTokens: valueTokens, within: clause) != nil
  }

  /// Which tokens the chosen values (and exclusions) cover.
  func valueTokenMask(_ query: QueryText, chosen: [Candidate]) -> [Bool] {
    var mask = [Bool](repeating: false, count: query.count)
    // (by index: iterating would copy every candidate)
    for index in chosen.indices where chosen[index].kind != .cue {
      for token in chosen[index].range where token < mask.count { mask[token] = true }
    }
    return mask
  }

  /// Whether token `index` is a finite verb of a statement: a word WordNet knows mostly as a
  /// verb, or a form of `be`, `have`, `do` or `keep` that tells (``IntentWords/tellingVerbs``).
  func isStatementVerb(_ index: Int, _ query: QueryText, valueTokens: [Bool]) -> Bool {
    guard query.tokens[index].kind == .word, !valueTokens[index], !query.isMarkedCapital(index)
    else { return false }
    let word = query.folded[index]
    if words.tellingVerbs.contains(word) { return true }
    guard query.facts[index].sense == .verb else { return false }
    // `to clear`, `will print`: an infinitive or a verb after a modal is not the statement's.
    let before = query.word(index - 1)
    if before == "to" || words.modals.contains(before) { return false }
    // `the Zoom call`, `at the Comrades finish`, `Mum's cook-up`: a word after a determiner, a
    // preposition, a possessive or a name is a noun.
    guard index > 0 else { return true }
    return !query.is(index - 1, [.determiner, .preposition]) && before != "'s" && before != "'"
      && !query.isMarkedCapital(index - 1) && query.tokens[index - 1].kind != .number
  }

  /// The last statement verb before the cue in its clause that is not in a clause of its own.
  func verbBefore(_ cue: Int, _ query: QueryText, valueTokens: [Bool], within clause: Range<Int>)
    -> Int?
  {
    var found: Int?
    for index in clause.lowerBound..<cue {
      // `photos from when we were in Bali`: what follows a subordinating word is its own clause.
      if words.subordinators.contains(query.folded[index]) { return nil }
      if isStatementVerb(index, query, valueTokens: valueTokens) { found = index }
    }
    return found
  }

  /// Whether the verb before the cue tells of its object: it has a subject before it in the clause
  /// (`SAPS released`, `we did`), or it opens the clause in the past with its subject left out
  /// (`booked the …`). An imperative (`print the photos`, `frame the pic`) asks, and a negated
  /// verb (`I still haven't seen the videos from …!`) wishes.
  func tellsOfTheObject(_ verb: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    if (clause.lowerBound..<verb).contains(where: { words.negations.contains(query.folded[$0]) }) {
      return false
    }
    let hasSubject = (clause.lowerBound..<verb).contains {
      query.tokens[$0].kind == .word && !query.is($0, .chat)
    }
    return hasSubject || query.folded[verb].hasSuffix("ed")
  }

  /// The first statement verb after the cue's phrase, in the cue's clause, before any comma or
  /// clause of its own (`the pics Dad took`, `the snowman we built`, `when he was a puppy`).
  func verbAfter(_ cue: Int, _ query: QueryText, valueTokens: [Bool], within clause: Range<Int>)
    -> Int?
  {
    var index = cue + 1
    while index < clause.upperBound {
      let word = query.folded[index]
      if query.tokens[index].kind == .punctuation, word != "'s", word != "'", word != "-" {
        return nil
      }
      if words.clauseOpeners.contains(word) || words.subordinators.contains(word) { return nil }
      // A person right after the cue's phrase opens a clause of its own (`the pics Dad took`,
      // `the ones Uncle Rick is in`): the one who took them is no value (decision 21).
      // (A name after a preposition is its object: `the smoke over Toronto made the news`.)
      if query.is(index, .people) || query.isGivenName(index) || query.isMarkedCapital(index),
        !query.is(index - 1, [.preposition, .determiner]), index + 1 < query.count,
        query.facts[index + 1].sense == .verb
          || words.tellingVerbs.contains(query.folded[index + 1])
          || query.is(index + 1, .people) || query.isMarkedCapital(index + 1)
      {
        return nil
      }
      if isStatementVerb(index, query, valueTokens: valueTokens) { return index }
      index += 1
    }
    return nil
  }

  /// Whether the cue's photos are ones the person sent on and asks were received, and nothing in
  /// the cue's request scope is a request word: `just checking you got the photos I emailed
  /// through?`. The photos named alone are asked for (`the pics I sent you of the christening`),
  /// and a request asks for them again (`can you resend the photos I emailed`).
  func isOwnSentPhotos(_ cue: Int, _ query: QueryText, requestScope: Range<Int>) -> Bool {
    guard
      ((cue - 4)..<cue).contains(where: { words.receivingVerbs.contains(query.word($0)) })
    else { return false }
    var subject = cue + 1
    if query.is(subject, .cue) || query.is(subject, .media) { subject += 1 }
    guard query.word(subject) == "i" || query.word(subject) == "we" else { return false }
    var verb = subject + 1
    if query.word(verb) == "just" || query.word(verb) == "already" { verb += 1 }
    guard words.sentVerbs.contains(query.word(verb)) else { return false }
    // (`got` asks in `got any pics of…?`; here it asks whether they came)
    return !requestScope.contains {
      requestWords.contains(query.folded[$0]) && !words.receivingVerbs.contains(query.folded[$0])
        && !query.isMarkedCapital($0)
    }
  }
}
