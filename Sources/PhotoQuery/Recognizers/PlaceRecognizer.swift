import PhotoPlaces

/// Named places (`whereValues`) from the gazetteer, and unknown words right after a place
/// preposition (`pictures from perth` → `perth`).
///
/// A place's score grows with its importance (countries, regions, large cities, natural places and
/// landmarks first), so a small town called `Ava` does not beat the given name. A lowercase word
/// that is also an ordinary word (`beach`, `snow`) scores low where capitals carry meaning.
public struct PlaceRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `where` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let firstOwn = candidates.count
    defer { proposeWithHeadsAfter(from: firstOwn, query, resources, into: &candidates) }
    for index in 0..<query.count {
      let token = query.tokens[index]
      guard token.kind == .word || token.kind == .alphanumeric else { continue }
      proposeCampus(index, query, resources, into: &candidates)
      proposeCapitalisedBeforeSiteHead(index, query, resources, into: &candidates)
      if query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .selfPronoun]) {
        continue
      }
      let known = resources.gazetteer.longestMatch(in: query.tokens, from: index)
      if let match = known, match.length > 0,
        !match.places.isEmpty, index + match.length <= query.count
      {
        let range = index..<(index + match.length)
        var score =
          localImportance(match.places, query.timeContext.localeFacts.country)
          + (match.length > 1 ? 0.15 : 0)
        let capitalised = range.allSatisfy { query.tokens[$0].isCapitalized }
        if match.length == 1, !capitalised,
          query.is(index, [.photoAdjective, .verb, .stop, .determiner, .time, .capture])
        {
          continue
        }
        // A capitalised name the gazetteer knows, not a word for a photo's subject nor a given
        // name (`Whistler past 2 years`, `Banff`), is at least as likely the place as a thing.
        if match.length == 1, capitalised, !query.facts[index].isVocabulary,
          !query.isGivenName(index)
        {
          score = max(score, 0.5)
        }
        if match.length == 1, !capitalised, query.isKnownWord(index) {
          score *= query.caseIsInformative ? 0.3 : 0.5
          if isOwnTownOpeningRun(index, match.places, query, resources, candidates) {
            score = max(score, Self.ownTownOpeningRunScore)
          }
        } else if query.caseIsInformative, !capitalised, !query.tokens[index].isCapitalized {
          score *= 0.75
        }
        // `in the bath`: a lowercase word after a determiner is a common noun, not `Bath`.
        if match.length == 1, !capitalised, query.hasArticle(before: index) { score *= 0.4 }
        // `the Mercedes`, `the Holden`: English puts no article before a town's name (regions,
        // rivers and ranges take one: `the Rockies`), so a capitalised town after `the` is a
        // thing or a venue named like it. A city of a million or more keeps its place reading
        // (`the Sydney concert`): a name that large is meant as the city.
        if match.length == 1, capitalised, query.word(index - 1) == "the",
          match.places.allSatisfy({ $0.kind == .city && $0.population < 1_000_000 })
        {
          score *= 0.5
        }
        // `Aunty's tangi`: a lowercase word a person owns is a thing or an event of theirs.
        if !capitalised, query.word(index - 1) == "'s" || query.word(index - 1) == "'" {
          score *= 0.3
        }
        candidates.append(
          Candidate(
            kind: .where, range: range, score: score, resolution: .places(match.places),
            source: .gazetteer
          ))
      }
      if known == nil { proposeLocalTown(index, query, resources, into: &candidates) }
      proposeAfterPreposition(index, query, resources, into: &candidates)
      proposeBeforePlaceHead(index, query, resources, into: &candidates)
      proposeNounBeforePlaceHead(index, query, into: &candidates)
      proposeNameFormedByHead(index, query, resources, into: &candidates)
      proposeModifiedPlace(index, query, resources, into: &candidates)
      proposeCompassPlace(index, query, resources, into: &candidates)
      proposeOwnedPlaceHead(index, query, into: &candidates)
      proposeLedName(index, query, resources, into: &candidates)
      proposeHeadOfPlace(index, query, resources, into: &candidates)
      proposeUnknownBeforeHeadPhrase(index, query, resources, into: &candidates)
      proposeSiteBeforeSubject(index, query, resources, into: &candidates)
    }
  }

  /// `rock of cashel`, `mall of asia`, `cliffs of moher`, typed in any case: a place head, `of`
  /// and a place the gazetteer knows are one named place (a landmark named for the place), not
  /// a thing at that place. A head read after a determiner is a common noun (`the beach of …`
  /// stays the beach).
  func proposeHeadOfPlace(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let name = index + 2
    guard name < query.count, query.word(index + 1) == "of", query.is(index, .placeHead),
      !query.is(index, .dwelling), !query.hasArticle(before: index),
      query.tokens[name].kind == .word, !query.is(name, [.stop, .determiner, .time, .people])
    else { return }
    guard let match = resources.gazetteer.longestMatch(in: query.tokens, from: name),
      match.length > 0, !match.places.isEmpty
    else { return }
    candidates.append(Self.namedPlace(index..<(name + match.length), score: 1.0))
  }

  /// `stanley park seawall`, `blyde river canyon`, `chapman's peak drive`: a named natural place,
  /// park or landmark and the place heads straight after it (up to two) are one named place. A
  /// town, a region or a country before a head keeps its own reading (`goa beach`, `east london
  /// beach`: a beach there, which search finds by the town), and so does a place before a
  /// dwelling (`tahoe cabin`).
  func proposeWithHeadsAfter(
    from firstOwn: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let own = candidates.count
    guard own > firstOwn else { return }
    for offset in firstOwn..<own where candidates[offset].kind == .where {
      let place = candidates[offset]
      // A place the gazetteer knows or one named by its head; not words read as a name by
      // their context alone (`sipho umhlanga rocks`: a person before the place).
      // A name opened by a place word counts too (`cape byron lighthouse`).
      guard
        place.source == .gazetteer || query.is(place.range.upperBound - 1, .placeHead)
          || place.range.count > 1 && query.is(place.range.lowerBound, .placeLead)
      else {
        continue
      }
      // A town keeps its own reading before a scene (`puri beach`), but a built landmark or a
      // hill named after it is one place with it (`trim castle`, `cuba street`), and so is a
      // small town's beach or jetty (`busselton jetty`).
      var most = 2
      if case .places(let places) = place.resolution, let first = places.first,
        first.kind != .natural && first.kind != .park && first.kind != .landmark
      {
        let next = place.range.upperBound
        let smallTown = first.kind == .city && first.population < Self.smallTownPopulation
        guard next < query.count,
          query.words.landmarkHeads.contains(query.folded[next])
            || smallTown && query.words.smallTownSiteHeads.contains(query.folded[next]),
          !query.hasArticle(before: place.range.lowerBound)
        else { continue }
        most = 1
      }
      var end = place.range.upperBound
      while end < query.count, end - place.range.upperBound < most,
        query.tokens[end].kind == .word,
        query.is(end, .placeHead), !query.is(end, .dwelling), !query.hasPossessive(after: end),
        // `el nido island hopping`: a head that opens a subject phrase is that subject's
        (resources.vocabulary.longestMatch(in: query.tokens, from: end)?.length ?? 0) < 2
      {
        end += 1
        candidates.append(
          Self.namedPlace(place.range.lowerBound..<end, score: max(place.score, 0.7)))
      }
    }
  }

  /// Towns below this many people lend their name to their sites (``RecognizerWords/
  /// smallTownSiteHeads``): `cottesloe beach` is one place, `east london beach` a beach there.
  static let smallTownPopulation = 100_000

  /// `east coast`, `the West End`, `north shore`: a compass word and a region head, in any case.
  func proposeCompassPlace(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    guard index + 1 < query.count, lexicon.compassWords.contains(query.folded[index]),
      lexicon.compassPlaceHeads.contains(query.folded[index + 1]),
      query.tokens[index + 1].kind == .word
    else { return }
    candidates.append(Self.namedPlace(index..<(index + 2), score: 0.8))
  }

  /// `peggy's cove`, `Hanauma's bay`: a name with a possessive before a natural place head is the
  /// name of the place (the owner is not a person in the photo; decision 5 keeps possessive
  /// places whole).
  func proposeOwnedPlaceHead(_ index: Int, _ query: QueryText, into candidates: inout [Candidate]) {
    let head = index + 2
    guard head < query.count, query.hasPossessive(after: index), query.folded[index + 1] == "'s",
      query.is(head, .placeHead), !query.is(head, .dwelling),
      query.tokens[index].kind == .word, !query.is(index, [.stop, .determiner, .people]),
      !query.is(index - 1, .determiner)
    else { return }
    candidates.append(Self.namedPlace(index..<(head + 1), score: 0.9))
  }

  /// `st andrews`, `lake taupo`, `mt cook` typed in lowercase: a word that opens a place name and
  /// a word no list knows or a place head (capitalised names go to the named-entity reading).
  func proposeLedName(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let next = index + 1
    guard next < query.count, query.is(index, .placeLead), !query.tokens[next].isCapitalized,
      query.tokens[next].kind == .word, !query.is(next, [.time, .stop, .preposition])
    else { return }
    let facts = query.facts[next]
    // `cape point`, `lake district`: a place head after the lead names the place too.
    let headAfterLead = query.is(next, .placeHead) && !query.is(next, .dwelling)
    guard headAfterLead || facts.sense == nil, !facts.isVocabulary,
      headAfterLead || !query.isKnownWord(next)
    else { return }
    candidates.append(Self.namedPlace(index..<(next + 1), score: 0.85))
  }

  /// `little india`, `Little Saigon`: a place modifier before a place the gazetteer knows.
  func proposeModifiedPlace(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard index + 1 < query.count, query.words.placeModifiers.contains(query.folded[index]),
      let match = resources.gazetteer.longestMatch(in: query.tokens, from: index + 1),
      match.length > 0, !match.places.isEmpty, index + 1 + match.length <= query.count
    else { return }
    let place = match.places[0]
    guard place.kind == .country || place.kind == .region || place.population >= 100_000 else {
      return
    }
    candidates.append(
      Candidate(
        kind: .where, range: index..<(index + 1 + match.length), score: importance(place) + 0.05,
        resolution: .places([]), source: .prepositional))
  }

  /// `at marina bay`, `from camps bay`: after a place preposition with no article, words ending
  /// in a place head are a named place, though each is an ordinary word (an article would make
  /// them a common noun: `at the beach bar`).
  func proposeNounBeforePlaceHead(
    _ index: Int, _ query: QueryText, into candidates: inout [Candidate]
  ) {
    guard index > 0, query.is(index - 1, .placePreposition), !query.hasArticle(before: index),
      query.tokens[index].kind == .word,
      !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .time])
    else { return }
    // Ordinary words typed in lowercase: capitalised names go to the named-entity reading.
    for end in (index + 1)..<min(query.count, index + 3) {
      guard query.tokens[end].kind == .word, !query.tokens[end].isCapitalized,
        !query.tokens[end - 1].isCapitalized,
        !query.is(end, [.stop, .determiner, .preposition, .cue, .media, .people, .time])
      else { return }
      guard query.is(end, .placeHead) else { continue }
      candidates.append(
        Candidate(
          kind: .where, range: index..<(end + 1), score: 0.75, resolution: .places([]),
          source: .prepositional))
      return
    }
  }

  /// `cathedral cove`, `giants causeway`, `lions head` typed in lowercase into a search field or
  /// after a place preposition: a noun before a head that only names places (``RecognizerWords/
  /// nameFormingPlaceHeads``) is the place's name, though both are ordinary words. A phrase the
  /// subject vocabulary knows stays a thing; `head` names a place after a plural only (`lions
  /// head`, not `shower head`).
  func proposeNameFormedByHead(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let head = index + 1
    guard head < query.count, query.is(head, .nameFormingPlaceHead),
      query.tokens[index].kind == .word, query.tokens[head].kind == .word,
      !query.tokens[index].isCapitalized, !query.tokens[head].isCapitalized,
      !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .time, .verb]),
      query.context == .search || query.is(index - 1, .placePreposition)
        || query.is(index - 1, .determiner) && query.is(index - 2, .placePreposition)
    else { return }
    let sense = query.facts[index].sense
    guard sense == nil || sense?.isDepictableNoun == true || sense == .personNoun else { return }
    if query.folded[head] == "head", !query.folded[index].hasSuffix("s") { return }
    if let match = resources.vocabulary.longestMatch(in: query.tokens, from: index),
      match.length >= 2
    {
      return
    }
    candidates.append(Self.namedPlace(index..<(head + 1), score: 0.75))
  }

  /// A name no word list knows before a place head, typed in any case: `airlie beach`, `camps
  /// bay`, `Piha Beach` — a named place the gazetteer lacks (rule 1: named places are places).
  func proposeBeforePlaceHead(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard index + 1 < query.count, query.is(index + 1, .placeHead),
      query.tokens[index].kind == .word, query.tokens[index + 1].kind == .word,
      !query.is(index - 1, .personPreposition)
    else { return }
    let facts = query.facts[index]
    guard facts.sense == nil || query.isGivenName(index), !facts.isVocabulary,
      facts.classes.isEmpty, query.folded[index].utf8.count >= 3,
      CueTypo.target(index, query, resources) == nil
    else { return }
    // `goa beach trip`: a region or a country before a generic place noun is a beach in it, not
    // one named place (`bondi beach`, a town's, is).
    if let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      match.length == 1, let place = match.places.first,
      place.kind == .region || place.kind == .country
    {
      return
    }
    candidates.append(Self.namedPlace(index..<(index + 2), score: 0.75))
  }

  /// `capilano suspension bridge`, `tongariro alpine crossing`, `the Capilano suspension bridge`:
  /// a word no list knows (no English word, no place the gazetteer knows), in any case, an
  /// ordinary lowercase word and a place head are one named place; the English word alone would
  /// make a thing there (`suspension bridge`).
  func proposeUnknownBeforeHeadPhrase(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let head = index + 2
    guard head < query.count, query.is(head, .placeHead), !query.is(head, .dwelling),
      query.tokens[index].kind == .word,
      query.tokens[index + 1].kind == .word, !query.tokens[index + 1].isCapitalized,
      query.tokens[head].kind == .word,
      !query.is(index + 1, [.stop, .determiner, .preposition, .time, .people, .cue, .media]),
      query.facts[index + 1].sense?.isDepictableNoun == true
        || query.facts[index + 1].sense?.isAdjective == true || query.facts[index + 1].isVocabulary,
      query.facts[index].sense == nil, !query.is(index - 1, .personPreposition),
      isUnknown(index, query, resources)
        && resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
        && !resources.startsLocalTown(index, query)
        || isLandmarkWord(index, query, resources)
    else { return }
    candidates.append(Self.namedPlace(index..<(head + 1), score: 0.75))
  }

  /// Whether the word at `index` alone is a landmark, park or natural place the gazetteer knows
  /// (`kirstenbosch`): a longer name of the same site may go on from it (`kirstenbosch botanical
  /// gardens`); a town's name does not (`paris flower market`).
  func isLandmarkWord(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    guard let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      match.length == 1, !match.places.isEmpty
    else { return false }
    return match.places.allSatisfy { [.landmark, .park, .natural].contains($0.kind) }
  }

  /// Unknown words straight after `in` / `from` / `at` (no determiner) read as a place.
  func proposeAfterPreposition(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard !query.isMarkedCapital(index), isUnknown(index, query, resources) else { return }
    // Taglish `sa debut`: `sa` carries the article, so a lowercase word after it is a noun.
    if index > 0, query.tokens[index - 1].folded == "sa", !query.tokens[index].isCapitalized {
      return
    }
    let afterPlacePreposition: Bool
    if index > 0, query.is(index - 1, .placePreposition) {
      afterPlacePreposition = true
    } else if ["and", ",", "&"].contains(query.word(index - 1)),
      let governing = ContextRules().governingPreposition(before: index, query, resources),
      resources.lexicon.placePrepositions.contains(governing)
    {
      afterPlacePreposition = true
    } else {
      afterPlacePreposition = false
    }
    // A noun WordNet knows is an occasion or a thing after the preposition (`from homecoming`),
    // not a name; the gazetteer still knows the places that are also nouns.
    if afterPlacePreposition, !query.tokens[index].isCapitalized, query.facts[index].sense != nil {
      return
    }
    if afterPlacePreposition {
      // The name runs on over words no list knows and nouns (`Te Anau`, `airlie beach`), never
      // over adverbs and verbs (`STOCKHOLM NOW`).
      proposeName(from: index, query, resources, into: &candidates) { sense in
        sense == nil || sense?.isDepictableNoun == true
      }
    } else if query.context == .search, query.facts[index].sense == nil,
      !query.is(index - 1, [.preposition, .personTitle]), isPronounceable(query.folded[index]),
      !isLikelyThingInSearchBox(index, query, resources)
    {
      // A word no list knows, typed into a search field: most often a place too small for the
      // gazetteer (`luneta`, `pulau ubin`, `Paihia`); rule 10 reads a name alone as a place.
      proposeName(from: index, query, resources, into: &candidates) { $0 == nil }
    }
  }

  /// Whether a word no list knows, in a search field, is more likely a thing than a place: it
  /// stands next to a place the gazetteer knows (`jeepney quiapo`, `sadya kochi`: a thing seen
  /// there, not a second place), after a place the lists lack named by its head (`huka falls
  /// jetboat`, `wankhede stadium ipl`), or after a holiday (`diwali rangoli`).
  func isLikelyThingInSearchBox(
    _ index: Int, _ query: QueryText, _ resources: EngineResources
  ) -> Bool {
    if index + 1 < query.count, isKnownPlace(index + 1, query, resources) != nil { return true }
    guard index >= 1 else { return false }
    // A place of one to three words ends right before it (`huka falls jetboat`); a street's
    // town may follow it (`cuba street welly`).
    for length in 1...3 where index >= length {
      if isKnownPlace(index - length, query, resources) == length,
        length == 1 || !query.words.streetHeads.contains(query.folded[index - 1])
      {
        return true
      }
    }
    let previous = index - 1
    guard query.tokens[previous].kind == .word else { return false }
    // The head names a place the lists lack, after a word no list knows (not `sand castle`,
    // `game drive`, nor `cuba street`, whose town may have a second place after it).
    if query.is(previous, .placeHead), index >= 2, query.tokens[index - 2].kind == .word,
      !query.isKnownWord(index - 2), query.facts[index - 2].sense == nil,
      resources.gazetteer.longestNameLength(in: query.tokens, from: index - 2) == 0
    {
      return true
    }
    return query.is(previous, .time) && HolidayNames.rules[query.folded[previous]] != nil
  }

  /// The length of the place the gazetteer knows from word `index` on, when the words are no
  /// English words or name a large place (`manila`, `kochi`; not `panorama`), else nil.
  func isKnownPlace(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Int? {
    guard query.tokens[index].kind == .word, !query.is(index, [.media, .cue, .time, .placeHead]),
      let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      match.length > 0
    else { return nil }
    if !query.isKnownWord(index) { return match.length }
    let large = match.places.contains {
      $0.kind == .country || $0.kind == .region || $0.population >= 100_000
    }
    return large ? match.length : nil
  }

  /// Proposes the words from `index` on (up to three) that no list knows and whose WordNet sense
  /// `continues` accepts, as a place the gazetteer is asked about only if chosen.
  func proposeName(
    from index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate], continues: (WordSenses.Sense?) -> Bool
  ) {
    var end = index + 1
    while end < query.count, end - index < 3, isUnknown(end, query, resources),
      continues(query.facts[end].sense)
    {
      end += 1
    }
    // `bo-kaap`, `Stratford-upon-Avon`: words joined by hyphens with no space are one name.
    while end + 1 < query.count, query.folded[end] == "-", !query.tokens[end].spaceBefore,
      !query.tokens[end + 1].spaceBefore, query.tokens[end + 1].kind == .word
    {
      end += 2
    }
    candidates.append(
      Candidate(
        kind: .where, range: index..<end, score: 0.5,
        resolution: .places([]),  // looked up in the gazetteer only if chosen
        source: .prepositional))
  }

  /// Whether a folded word could be a name: it has a vowel (`luneta`, `Tyne`), not `zzqx`.
  ///
  /// Keys run along a row of the keyboard are no name (`asdf`, `qwerty`, `zxcv`).
  func isPronounceable(_ word: String) -> Bool {
    guard word.utf8.contains(where: { [0x61, 0x65, 0x69, 0x6F, 0x75, 0x79].contains($0) }) else {
      return false
    }
    return !KeyboardRun.contains(word)
  }

  /// Whether token `index` is a word no list knows (nor a given name, nor a misspelt cue).
  func isUnknown(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    return query.tokens[index].kind == .word && !query.isKnownWord(index)
      && !query.isGivenName(index) && CueTypo.target(index, query, resources) == nil
  }

  /// A named place read from its context, looked up in the gazetteer only if chosen.
  static func namedPlace(_ range: Range<Int>, score: Double) -> Candidate {
    Candidate(
      kind: .where, range: range, score: score, resolution: .places([]), source: .prepositional)
  }

  /// How likely a place name means one of `places` for someone in `country`: a town of the
  /// person's own country counts as one size larger (`bray` in Ireland, `orange` in Australia), as
  /// most of a library is taken at home.
  func localImportance(_ places: [Place], _ country: String) -> Double {
    let first = importance(places[0])
    guard let local = places.localCity(in: country) else { return first }
    return max(first, min(0.85, importance(local) + 0.15))
  }

  /// How likely a place name means this place, before context: 0.4 … 0.9.
  func importance(_ place: Place) -> Double {
    switch place.kind {
    case .continent, .country: return 0.9
    case .region: return 0.8
    case .natural, .landmark, .park: return 0.8
    case .personal: return 0.9
    case .city:
      if place.population >= 1_000_000 { return 0.85 }
      if place.population >= 100_000 { return 0.75 }
      if place.population >= 20_000 { return 0.55 }
      return 0.4
    }
  }
}

extension EngineResources {
  /// Whether capitalised token `index` is a place the gazetteer knows by that one word, and no
  /// given name: a town of 20,000 or more, a region, a country or a natural place (`Cork`,
  /// `Taupō`, `Yosemite`). A run of capitals ending or starting on one is two names (`Liam Murphy
  /// Cork`, `Joburg Thabo Lerato` typed into a search field).
  func isPlaceNotName(_ index: Int, _ query: QueryText) -> Bool {
    guard index >= 0, index < query.count, query.tokens[index].isCapitalized,
      !query.isGivenName(index),
      let match = gazetteer.longestMatch(in: query.tokens, from: index), match.length == 1,
      let place = match.places.first
    else { return false }
    return place.kind != .city || place.population >= 20_000
  }
}

extension Array where Element == Place {
  /// The largest town of these places in `country` (the places come ranked), if any: what a
  /// person there most likely means by the name.
  func localCity(in country: String) -> Place? {
    first { $0.kind == .city && $0.countryCode == country }
  }
}
