/// Personal places (decision 5): `at home`, `from work`, a dwelling with a possessive (`our cabin`,
/// `Nana's house`), and the places the library names.
///
/// Examples: `at home` → where `home`; `Grandma's house` → where `Grandma's house` (no who: the
/// person need not be in the photo); `our cabin` → where `cabin`; `the lake house` → not here (a
/// subject).
public struct PersonalPlaceRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes personal `where` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let library = resources.library
    for index in 0..<query.count {
      let word = query.folded[index]
      if !library.placesByPhrase.isEmpty {
        var phrase = ""
        for length in 1...library.longestPhrase where index + length <= query.count {
          phrase = length == 1 ? word : phrase + " " + query.folded[index + length - 1]
          if let place = library.placesByPhrase[phrase] {
            candidates.append(
              Candidate(
                kind: .where, range: index..<(index + length), score: 1.3,
                resolution: .personalPlace(place), source: .library))
          }
        }
      }
      // `at home`, `from work`, `at the office` (decision 22); alone in a search field too.
      if query.is(index, .barePersonalPlace) {
        let withThe =
          query.word(index - 1) == "the" && (word == "office" || word == "school")
          && isPhraseEnd(index + 1, query)
        let lead = withThe ? index - 2 : index - 1
        // In a search field it is the place where it closes a run of words (`christmas party
        // office`, `ah gong home`); opening one it narrows the next word (`school tour`).
        if query.is(lead, [.placePreposition, .exclusion])
          || (query.count == 1 && query.context == .search)
          || query.context == .search && index > 0 && !withThe
            && query.tokens[index - 1].kind != .punctuation && isPhraseEnd(index + 1, query)
        {
          candidates.append(
            Candidate(
              kind: .where, range: index..<(index + 1), score: 1.1, resolution: .personalPlace(nil),
              source: .lexicon))
        }
      }
      // `our cabin`, `my parents' lake house`.
      if Self.mayBePossessivePronoun(word), query.words.possessivePronouns.contains(word) {
        for length in 1...2 {
          let range = (index + 1)..<(index + 1 + length)
          guard range.upperBound <= query.count else { break }
          guard query.is(range.upperBound - 1, .dwelling) else { continue }
          candidates.append(
            Candidate(
              kind: .where, range: index..<range.upperBound, valueRange: range, score: 1.2,
              resolution: .personalPlace(nil), source: .lexicon))
        }
      }
      // `at Nana's`, `from Sam's`, `at Aunt Linda's`: the place is understood (decision 22).
      let possessor = query.is(index, .personTitle) && query.hasPossessive(after: index + 1) ? 2 : 1
      if query.hasPossessive(after: index + possessor - 1), query.tokens[index].kind == .word,
        query.is(index - 1, .placePreposition)
          || (query.word(index - 1) == "the" && query.is(index - 2, .placePreposition)
            && query.word(index + 1) == "'"),
        query.folded[index - 1] != "to" || index > 1,
        isPhraseEnd(index + possessor + 1, query)
      {
        candidates.append(
          Candidate(
            kind: .where, range: index..<(index + possessor + 1), score: 1.2,
            resolution: .personalPlace(nil), source: .lexicon))
      }
      // `at Nan and Pop's`, `from Mum and Dad's`: two possessors share the understood place;
      // `Gran's in Ballina`, `Kehoe's` opening a search field name it with no preposition.
      if query.hasPossessive(after: index), query.tokens[index].kind == .word,
        isPhraseEnd(index + 2, query)
      {
        if index >= 3, query.isAnd(index - 1),
          query.tokens[index - 2].kind == .word,
          query.is(index - 2, .people) || query.tokens[index - 2].isCapitalized,
          query.is(index - 3, .placePreposition)
        {
          candidates.append(
            Candidate(
              kind: .where, range: (index - 2)..<(index + 2), score: 1.45,
              resolution: .personalPlace(nil), source: .lexicon))
        }
        // (a given name alone owns the photos: `emma's` is Emma's)
        if index == 0, query.context == .search, !query.isGivenName(index) {
          candidates.append(
            Candidate(
              kind: .where, range: 0..<2, score: 1.2, resolution: .personalPlace(nil),
              source: .lexicon))
        }
      }
      // `grandmas house`, `nanas place`: typed without the apostrophe, a kin word's `s` is its
      // possessive before a dwelling.
      if isBareKinPossessive(index, query, resources) {
        for length in 1...2 where index + 1 + length <= query.count {
          guard query.is(index + length, .dwelling),
            length == 1
              || !query.is(index + 1, [.stop, .preposition, .determiner, .people])
                && query.facts[index + 1].sense != .activity
          else { continue }
          candidates.append(
            Candidate(
              kind: .where, range: index..<(index + 1 + length), score: 1.4,
              resolution: .personalPlace(nil), source: .lexicon))
        }
      }
      // `Nana's house`, `Sam's place`, `Koro's marae`, `Ritika's haveli`.
      if query.hasPossessive(after: index), query.tokens[index].kind == .word {
        for length in 1...2 {
          let range = (index + 2)..<(index + 2 + length)
          guard range.upperBound <= query.count else { break }
          guard
            query.is(range.upperBound - 1, .dwelling)
              || length == 1 && isBuilding(range.lowerBound, query, resources)
          else { continue }
          candidates.append(
            Candidate(
              kind: .where, range: index..<range.upperBound, score: 1.4,
              resolution: .personalPlace(nil),
              source: .lexicon))
          // A titled owner is one name with the place (decision 6: `Auntie Siti's place`, `Nair
          // aunty's house`): a title before the name, or a name before a kin title.
          let owner = index - 1
          if owner >= 0, query.tokens[owner].kind == .word,
            query.is(owner, .personTitle) && query.tokens[index].isCapitalized
              || query.is(index, .personTitle) && query.tokens[owner].isCapitalized
                && !query.is(owner, [.stop, .determiner, .preposition, .people, .cue, .media])
                && !query.startsSentence(owner)
              || query.isMarkedCapital(owner)
                && query.is(index, .personTitle)
          {
            candidates.append(
              Candidate(
                kind: .where, range: owner..<range.upperBound, score: 1.45,
                resolution: .personalPlace(nil), source: .lexicon))
          }
          // Two possessors share the place: `Nana and Pop's place`.
          if index >= 2, query.isAnd(index - 1),
            query.tokens[index - 2].kind == .word,
            query.is(index - 2, .people) || query.tokens[index - 2].isCapitalized
          {
            candidates.append(
              Candidate(
                kind: .where, range: (index - 2)..<range.upperBound, score: 1.45,
                resolution: .personalPlace(nil), source: .lexicon))
          }
        }
      }
    }
  }

  /// A cheap test every possessive pronoun passes (two to five bytes, first letter `m`, `o`, `h`,
  /// `t` or `y`), so most tokens skip hashing into ``possessivePronouns``.
  @inline(__always) static func mayBePossessivePronoun(_ word: String) -> Bool {
    let count = word.utf8.count
    guard count >= 2, count <= 5, let first = word.utf8.first else { return false }
    return first == 0x6D || first == 0x6F || first == 0x68 || first == 0x74 || first == 0x79
  }

  /// Whether token `index` is a kin word with an `s` and no apostrophe (`grandmas`, `nanas`,
  /// `mums`): a kin title once the `s` is dropped, or a people word whose plural is no group.
  func isBareKinPossessive(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    // (cheap tests first: a dwelling within two words, a word ending in `s`)
    guard query.is(index + 1, .dwelling) || query.is(index + 2, .dwelling),
      query.tokens[index].kind == .word, !query.hasPossessive(after: index)
    else { return false }
    let word = query.folded[index]
    guard word.utf8.count >= 4, word.utf8.last == UInt8(ascii: "s") else { return false }
    let stem = String(word.dropLast())
    // (a group's plural is the group: `kids at home`, `the boys`)
    return resources.hotWords.peopleWords.contains(stem)
      && (resources.lexicon.personTitles.contains(stem)
        || !resources.hotWords.peopleWords.contains(word))
  }

  /// Whether token `index` ends its phrase on a noun the vocabulary files under buildings (a
  /// place noun of decision 5 no lexicon list holds: `marae`, `haveli`, `bahay`).
  func isBuilding(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    guard query.facts[index].isVocabulary, isPhraseEnd(index + 1, query),
      let concept = resources.vocabulary.concept(for: query.folded[index])
    else { return false }
    return resources.vocabulary.conceptAndBroader(concept.id).contains { $0.id == "building" }
  }

  /// Whether nothing that could be the possessed noun starts at `index` (the end, punctuation, a
  /// preposition, a time word or a cue).
  func isPhraseEnd(_ index: Int, _ query: QueryText) -> Bool {
    guard index < query.count else { return true }
    if query.tokens[index].kind == .punctuation || query.tokens[index].kind == .number {
      return true
    }
    return query.is(index, [.preposition, .time, .cue, .media, .stop, .exclusion, .clauseBreak])
  }
}
