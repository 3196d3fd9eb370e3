extension PeopleRecognizer {
  /// The range of a person candidate, with the possessive `'s` it owns, when token `index` is a
  /// given name that is also a function word or a time word (a modal `Will`, a month `May`, a
  /// season `Summer`) and is typed with a capital inside a sentence whose capitals tell, in a
  /// place only a person fits (contract rule 10, decision 7):
  /// - it owns something (`videos of Summer's recital`), with no time word before it (`last
  ///   Summer's trip`) and no time word after the `'s`;
  /// - a cue's `of` or a `with` governs it (`photos of Will from graduation`), directly or
  ///   over `and` (`pics of Hope and Will`, `photos of May and June at Gardens by the Bay`).
  /// A number or a time word after it keeps the time word (`photos of May 2019`).
  func wordNameRange(_ index: Int, _ query: QueryText, _ resources: EngineResources)
    -> Range<Int>?
  {
    // (the class bits first: most tokens are neither function nor time words)
    guard query.is(index, [.stop, .time]), query.tokens[index].kind == .word,
      query.isMarkedCapital(index),
      // (function words are never looked up as names: ask the list itself)
      resources.givenNames.contains(query.folded[index]),
      // (a weekday is rarely anyone's name: `Tuesday's practice`)
      TimeLexicon.weekdays[query.folded[index]] == nil,
      // (a title's name is the title's: `Kuya Jun's send-off`)
      !query.is(index - 1, [.personTitle, .people]),
      // (nor a word that opens a people phrase: `Ah Ma`, `Ah Gong`)
      !query.is(index, [.peopleStart, .personTitle, .people, .selfPronoun]),
      // (nor is a word inside a capitalised name: `Boxing Day's walk`)
      index == 0 || !query.tokens[index - 1].isCapitalized, !query.startsSentence(index)
    else { return nil }
    let next = index + 1
    if query.hasPossessive(after: index) {
      let owned = index + 2
      guard !query.is(index - 1, [.time, .determiner]),
        owned < query.count, query.tokens[owned].kind == .word,
        !query.is(owned, [.time, .stop, .preposition, .determiner])
      else { return nil }
      return index..<owned
    }
    if next < query.count {
      // (a capitalised word after it makes a longer name, read as names are: `Jun Jie`)
      guard query.tokens[next].kind != .number, !query.is(next, .time),
        !query.isMarkedCapital(next),
        query.word(next) != "of"
      else { return nil }
    }
    guard let preposition = governingPersonPreposition(before: index, query, resources),
      preposition
    else { return nil }
    // The candidate takes in a preposition right before it, as a time phrase would (`of May`).
    let word = query.word(index - 1)
    return (word == "of" || word == "with" ? index - 1 : index)..<next
  }

  /// Whether the word that governs token `index`, walking back over names joined by `and`, `&` or
  /// a comma, is `with` (true) or a cue's `of` (true: `photos of`, `the ones of`), or something
  /// else (false); nil when nothing governs it.
  func governingPersonPreposition(
    before index: Int, _ query: QueryText, _ resources: EngineResources
  ) -> Bool? {
    var cursor = index - 1
    while cursor >= 1 {
      let word = query.folded[cursor]
      if word == "and" || word == "&" || word == "," {
        // one name before the join: a given name or a people word, capitalised where it tells
        let name = cursor - 1
        guard name >= 0,
          resources.givenNames.contains(query.folded[name]) || query.is(name, .people),
          query.tokens[name].kind == .word
        else { return nil }
        cursor = name - 1
        continue
      }
      if word == "with" { return true }
      if word == "of" {
        let head = cursor - 1
        return query.is(head, .cue) || query.is(head, .media) || query.word(head) == "ones"
          || query.word(head) == "one"
      }
      return nil
    }
    return nil
  }
}
