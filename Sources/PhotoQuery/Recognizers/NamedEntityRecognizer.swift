/// Capitalised names that no list knows (`Tunde`, `Marina Bay Sands`, `MCG`): each run is proposed
/// both as a person and as a place; the context rules decide (`with` → person, `in`/`at` → place,
/// a place head such as `Tower` or `Park` → place).
///
/// Only where capitals carry meaning (not in all-lowercase, title-case or all-caps text), and not
/// at a sentence start unless the run is longer than one word or a possessive follows.
public struct NamedEntityRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `who` and `where` candidates for capitalised runs.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    guard query.caseIsInformative else { return }
    var index = 0
    while index < query.count {
      guard isEntityWord(index, query, lexicon, allowSentenceStart: true) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < query.count {
        if isEntityWord(end, query, lexicon, allowSentenceStart: false) {
          end += 1
        } else if query.is(end - 1, .placeLead), query.isMarkedCapital(end),
          query.is(end, .people), query.tokens[end].kind == .word
        {
          // `Mount Apo`, `Lake Nana`: after a word that opens place names, a capitalised kin word
          // is the place's name.
          end += 1
        } else if isInnerLink(end, query, resources) || isJoiningMark(end, query, lexicon) {
          end += 2
        } else {
          break
        }
      }
      // `in St Mary's`, `at St Patrick's`: a saint's name with its possessive is a church or a
      // school, one place that keeps its `'s` (decision 22).
      if end - index >= 2, query.is(index, .placeLead), query.word(end) == "'s",
        !query.isMarkedCapital(end + 1)
      {
        end += 1
      }
      let atStart = query.startsSentence(index) && !query.isMarkedCapital(index)
      if atStart, end - index == 1, !query.hasPossessive(after: index) {
        index = end
        continue
      }
      propose(index..<end, query, resources, into: &candidates)
      // `Annelize van der Merwe`: a capitalised name, lowercase surname particles and a surname.
      if let full = query.particleSurnameEnd(after: end) {
        candidates.append(
          Candidate(
            kind: .who, range: index..<full, score: 1.0, resolution: .person(nil),
            source: .capitalised))
      }
      if end - index > 1 {
        for single in index..<end
        where query.isMarkedCapital(single) && query.tokens[single].kind != .punctuation {
          propose(single..<(single + 1), query, resources, scale: 0.85, into: &candidates)
        }
      }
      index = end
    }
  }

  func propose(
    _ range: Range<Int>, _ query: QueryText, _ resources: EngineResources, scale: Double = 1,
    into candidates: inout [Candidate]
  ) {
    // A lowercase word joined in by hyphens (`Henley-on-Thames`, `Betws-y-Coed`) is a place
    // name's, not a person's.
    let placeShaped =
      query.is(range.upperBound - 1, .placeHead)
      || range.contains { query.word($0) == "'s" && $0 > range.lowerBound }
      || (range.count > 1 && query.is(range.lowerBound, .placeLead))
      || range.contains {
        query.word($0) == "-" && $0 + 1 < range.upperBound
          && !query.tokens[$0 + 1].isCapitalized
      }
    let nameShaped = query.isGivenName(range.lowerBound)
    // `the Thames`, `the Drakensberg`: people take no article (plural families are proposed
    // apart); `the top of Rangitoto`, `the shores of Lake Taupō`: a part of a place.
    let afterArticle = query.word(range.lowerBound - 1) == "the"
    let partOfPlace =
      query.word(range.lowerBound - 1) == "of"
      && query.words.placeParts.contains(query.word(range.lowerBound - 2))
    // `dinner at Smith & Wollensky`: a name joined by `&` after a place preposition is a venue.
    let joinedVenue = range.contains { query.word($0) == "&" }
    // A single word the gazetteer knows and no name list does (`Banff`, `Whistler`) is the
    // place: nothing but its capital says it could be a person.
    let knownPlace =
      range.count == 1 && !nameShaped
      && resources.gazetteer.longestNameLength(in: query.tokens, from: range.lowerBound) == 1
    // `Reading Festival`, `the Lantern Parade`: a name ending on an event head names an event
    // (the subject recogniser proposes it), not a place.
    let namedEvent = range.count > 1 && query.is(range.upperBound - 1, .namedEventHead)
    guard !namedEvent else { return }
    // `Liam Murphy Cork`, `Joburg Thabo Lerato`: a known place at either end of a run that is not
    // shaped as one place name is a name of its own beside the rest.
    let placeAtEdge =
      range.count > 1 && !placeShaped
      && (resources.isPlaceNotName(range.lowerBound, query)
        || resources.isPlaceNotName(range.upperBound - 1, query))
    let scale = placeAtEdge ? scale * 0.5 : scale
    candidates.append(
      Candidate(
        kind: .where, range: range,
        score: (placeShaped || partOfPlace || joinedVenue ? 0.95 : 0.45) * scale,
        resolution: .places([]),  // looked up in the gazetteer only if chosen
        source: .capitalised))
    // A place at the run's edge makes it no one person (`Kiri Taupō`): the name and the place are
    // read apart; the run may still be a place the gazetteer lacks (`Union Buildings`).
    guard !joinedVenue, !placeAtEdge else { return }
    let unlikelyPerson = placeShaped || knownPlace || afterArticle || partOfPlace
    candidates.append(
      Candidate(
        kind: .who, range: range,
        score: (unlikelyPerson ? 0.2 : (nameShaped ? 0.55 : 0.45)) * scale,
        resolution: .person(nil), source: .capitalised))
  }

  /// Whether token `index` can be part of a capitalised name.
  func isEntityWord(_ index: Int, _ query: QueryText, _ lexicon: Lexicon, allowSentenceStart: Bool)
    -> Bool
  {
    let token = query.tokens[index]
    guard token.kind == .word || token.kind == .alphanumeric, token.isCapitalized else {
      return false
    }
    if !query.isMarkedCapital(index) && !(allowSentenceStart && query.startsSentence(index)) {
      return false
    }
    return !query.is(index, .cue) && !query.is(index, .media)
      && !query.is(index, .stop) && !query.is(index, .determiner)
      && !query.is(index, .preposition) && !query.is(index, .selfPronoun)
      && !query.is(index, .people) && !query.is(index, .exclusion)
      && !query.is(index, .verb)
  }

  /// Whether token `index` joins the name to the next word as one name: a hyphen typed without
  /// spaces (`Henley-on-Thames`, `Bo-Kaap`, `Betws-y-Coed`), or a possessive before a place head
  /// (`Peggy's Cove`, `Land's End`, `Gordon's Bay`).
  func isJoiningMark(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    guard index + 1 < query.count, index > 0 else { return false }
    let mark = query.tokens[index]
    let next = query.tokens[index + 1]
    guard next.kind == .word else { return false }
    if query.folded[index] == "&" {
      return query.isMarkedCapital(index + 1) && isAfterPlacePreposition(index - 1, query)
    }
    guard !mark.spaceBefore else { return false }
    if query.folded[index] == "-" { return !next.spaceBefore }
    if query.folded[index] == "'s" {
      guard next.isCapitalized else { return false }
      if query.is(index + 1, .placeHead) || query.word(index + 1) == "end" { return true }
      // `at Arthur's Seat`, `from Ben's Chili Bowl`, `at Mrs Macquarie's Chair`: after a place
      // preposition, a possessive before a capitalised noun is a place or a venue named after
      // someone; an occasion or an event stays the person's (`at Sarah's Wedding`).
      return query.isMarkedCapital(index + 1) && isAfterPlacePreposition(index - 1, query)
        && !query.is(
          index + 1,
          [.personalEvent, .namedEventHead, .time, .people, .cue, .media, .stop, .preposition])
        && query.facts[index + 1].sense != .occasionNoun
    }
    return false
  }

  /// Whether the capitalised run that token `index` ends began right after a place preposition
  /// (and an article): `at Smith`, `in the Old`.
  func isAfterPlacePreposition(_ index: Int, _ query: QueryText) -> Bool {
    var start = index
    while start > 0, query.tokens[start - 1].isCapitalized { start -= 1 }
    let lead = query.word(start - 1) == "the" ? start - 2 : start - 1
    // `the top of Arthur's Seat`: `of` after a part of a place places the name too.
    return query.is(lead, .placePreposition)
      || query.word(lead) == "of" && query.words.placeParts.contains(query.word(lead - 1))
  }

  /// Whether the lowercase word at `index` links two parts of one place name: `of`, `de`, `del`,
  /// `la`, `du` after a place head (`Rock of Cashel`, `Hotel del Coronado`), or `and` inside a
  /// name after a place preposition that ends on a place head within three capitalised words
  /// (`at the Madonna and Child Falls`; `with Mum and Dad` is two people, `from Zion and Bryce
  /// Canyon` and `from UBC and Wreck Beach` two places: a place the gazetteer knows or an
  /// acronym before `and` is a name of its own).
  func isInnerLink(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let word = query.folded[index]
    if word == "and" || word == "&" {
      guard index > 0, query.isMarkedCapital(index - 1), isAfterPlacePreposition(index - 1, query),
        !query.tokens[index - 1].surface.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A })
      else { return false }
      var start = index - 1
      while start > 0, query.isMarkedCapital(start - 1) { start -= 1 }
      guard resources.gazetteer.longestNameLength(in: query.tokens, from: start) == 0 else {
        return false
      }
      var end = index + 1
      while end < query.count, end - index <= 3, query.isMarkedCapital(end) {
        if query.is(end, .placeHead), !query.isMarkedCapital(end + 1) { return true }
        end += 1
      }
      return false
    }
    guard word == "of" || word == "de" || word == "del" || word == "la" || word == "du" else {
      return false
    }
    guard index + 1 < query.count, query.isMarkedCapital(index + 1) else { return false }
    let previous = query.word(index - 1)
    return query.is(index - 1, .placeHead) || previous == "statue" || previous == "isle"
      || previous == "gulf" || previous == "city"
  }
}
