/// Named sites written as a capitalised name and a lowercase head (`Inch beach`, `Busselton
/// jetty`, `the Grey Street mosque`).
extension PlaceRecognizer {
  /// `on Inch beach`, `at the Ōtākou marae`, `the Grey Street mosque`: in text whose capitals
  /// tell, a capitalised name (up to three words, none a sentence's first) before a lowercase
  /// head of a site is that site's name, one where value (rule 1: `Venice Beach`); the blind
  /// sets join such names 27 times to 2. People, times and cue words are never the name; a
  /// possessive makes an owner (`Sam's beach house` is decision 5's).
  func proposeCapitalisedBeforeSiteHead(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.isMarkedCapital(index), !query.isMarkedCapital(index - 1) else { return }
    var end = index
    while end < query.count, end - index < 3, query.isMarkedCapital(end),
      query.tokens[end].kind == .word,
      !query.is(end, [.stop, .determiner, .preposition, .time, .people, .cue, .media, .chat])
    {
      end += 1
    }
    guard end > index, end < query.count, query.tokens[end].kind == .word,
      !query.tokens[end].isCapitalized, !query.hasPossessive(after: end - 1),
      query.words.smallTownSiteHeads.contains(query.folded[end])
        || query.words.landmarkHeads.contains(query.folded[end]),
      // `the Irish college`: one adjective (a people's name) makes a kind of site, not a name
      end - index > 1 || query.facts[index].sense?.isAdjective != true,
      // `the Wild Atlantic Way road trip`: a head that opens a subject phrase is that subject's
      (resources.vocabulary.longestMatch(in: query.tokens, from: end)?.length ?? 0) < 2
    else { return }
    candidates.append(Self.namedPlace(index..<(end + 1), score: 0.9))
  }
}

extension PlaceRecognizer {
  /// `wicker park mural`, `trim castle picnic`, `UCD campus lake`: typed into a search field, one
  /// or two words and a place head with more words after them are a named site and what was
  /// seen there, not one subject of four words (rule 1: named places are places). A phrase the
  /// subject vocabulary knows stays a thing (`dog park`, `road trip`), and so does a dwelling.
  func proposeSiteBeforeSubject(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.context == .search, index + 2 < query.count, !isSiteWordBlocked(index, query)
    else { return }
    for head in (index + 1)..<min(query.count - 1, index + 3) {
      guard query.tokens[head].kind == .word else { return }
      guard query.is(head, .placeHead), !query.is(head, .dwelling) else {
        if isSiteWordBlocked(head, query) { return }
        continue
      }
      // A word for a thing makes a kind of place (`tea gardens`, `fireworks marina`); a place
      // the gazetteer knows opening three words is a place of its own before the site (`darwin
      // mindil beach`); a region before a place noun is a scene in it (`goa beach trip`). The
      // cheap tests come first.
      let next = head + 1
      guard
        !(index..<head).contains(where: {
          query.facts[$0].isVocabulary || query.is($0, [.event, .personalEvent])
        }),
        query.tokens[next].kind == .word,
        !query.is(next, [.stop, .preposition, .time, .cue, .media, .people, .selfPronoun])
      else { return }
      if let known = resources.gazetteer.longestMatch(in: query.tokens, from: index),
        known.length > 0, let place = known.places.first,
        head - index > 1 || place.kind == .region || place.kind == .country
      {
        return
      }
      guard
        (resources.vocabulary.longestMatch(in: query.tokens, from: index)?.length ?? 0)
          <= head - index,
        (resources.vocabulary.longestMatch(in: query.tokens, from: head)?.length ?? 0) < 2
      else { return }
      candidates.append(Self.namedPlace(index..<(head + 1), score: 0.7))
      return
    }
  }

  /// Whether token `index` cannot be a word of a site's name: no word, or a function, time,
  /// people, cue or media word.
  func isSiteWordBlocked(_ index: Int, _ query: QueryText) -> Bool {
    query.tokens[index].kind != .word
      || query.is(
        index,
        [.stop, .determiner, .preposition, .cue, .media, .people, .selfPronoun, .time, .chat])
  }
}
