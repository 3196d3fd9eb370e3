/// Subjects (`whatValues`): the subject vocabulary, the contract's event nouns, holiday compounds
/// that name things (decision 8), and a fallback for noun phrases no list knows.
///
/// Examples: `at the beach` → `beach`; `red car` → one value (rule 8); `Christmas tree` → what, no
/// when; `first steps`, `pub quiz`, `chilli crab` → one value each (the fallback: a run of plain
/// words that are not function words, verbs, cue words, people or time words).
public struct SubjectRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// The longest fallback phrase proposed as one subject.
  static let longestRun = 5

  /// The objects after a verb told to the listener (`show me`, `flick us`).
  static let listenerObjects: WordSet = ["me", "us"]

  /// Proposes `what` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    var runStart: Int? = nil
    // A run of plain words stops at an event's name (`notting hill carnival steel band`): the
    // name is one value of its own, proposed before (``NamedEventRecognizer``).
    var eventEdges: [Int] = []
    for index in candidates.indices where candidates[index].source == .namedEvent {
      eventEdges.append(candidates[index].range.lowerBound)
      eventEdges.append(candidates[index].range.upperBound)
    }
    for index in 0...query.count {
      if let start = runStart, eventEdges.contains(index) {
        proposeRun(start..<index, query, resources, into: &candidates)
        proposeRunBeforeEventHead(start..<index, query, into: &candidates)
        runStart = nil
      }
      let eligible = index < query.count && isPlainSubjectWord(index, query, resources)
      if eligible {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        proposeRun(start..<index, query, resources, into: &candidates)
        proposeRunBeforeEventHead(start..<index, query, into: &candidates)
        runStart = nil
      }
      guard index < query.count else { break }
      let word = query.folded[index]
      if isImperative(index, query) { continue }
      // Decision 8: a holiday before a noun naming a kind of thing is one subject (`Christmas
      // tree`, `Halloween masks`): the lexicon's compounds, and every compound the time
      // recogniser declines as a holiday.
      // A holiday of several words makes one too (`Hari Raya bazaar`).
      let compoundLength =
        index + 1 < query.count
          && query.is(index, .holidayCompoundStart)
          && lexicon.holidayCompounds.contains(word + "_" + query.folded[index + 1])
        ? 2
        : query.is(index, .time) || query.isMarkedCapital(index)
          ? TimeRecognizer.holidayCompoundLength(query.tokens, at: index) : nil
      if let compoundLength {
        let range = index..<(index + compoundLength)
        candidates.append(
          Candidate(
            kind: .what, range: range, score: 1.6,
            resolution: .concept(resources.vocabulary.concept(for: query.foldedPhrase(range))),
            source: .compound))
      }
      let capitalised = query.isMarkedCapital(index)
      proposePeriodCompound(at: index, query, resources, into: &candidates)
      proposeSchoolYearSubject(at: index, query, resources, into: &candidates)
      if isFrenchCompoundLink(index, query) {
        // `cabane à sucre`: the compound outweighs a town its last word names (`Sucre`).
        candidates.append(
          Candidate(
            kind: .what, range: (index - 1)..<(index + 2), score: 0.9,
            resolution: .concept(nil), source: .compound))
      }
      if capitalised {
        proposeNamedEvent(from: index, query, resources, into: &candidates)
        proposeEventBeforeItsPlace(at: index, query, resources, into: &candidates)
        proposeOwnedCapitalisedNoun(at: index, query, into: &candidates)
        proposeCapitalisedOccasion(at: index, query, resources, into: &candidates)
        proposeCapitalisedTitle(at: index, query, resources, into: &candidates)
      }
      if eligible { proposeOccasion(at: index, query, resources, into: &candidates) }
      proposeOwnedDeed(at: index, query, into: &candidates)
      proposePlaceNamedEvent(at: index, query, resources, into: &candidates)
      proposeBrandedThing(at: index, query, resources, into: &candidates)
      proposeOrganisationThing(at: index, query, resources, into: &candidates)
      proposeBrandedProduct(at: index, query, resources, into: &candidates)
      proposeCueCompound(at: index, query, into: &candidates)
      proposeFixture(at: index, query, resources, into: &candidates)
      proposeCoordinatedCompound(at: index, query, resources, into: &candidates)
      // A given name read as a person in a lowercase search box still opens a phrase the
      // vocabulary knows (`ferris wheel`, `rose garden`): the phrase, not the name.
      let phraseOnly = !(eligible || query.is(index, .event) || capitalised)
      if phraseOnly, !(query.tokens[index].kind == .word && query.isGivenName(index)) { continue }
      if let match = resources.vocabulary.longestMatch(in: query.tokens, from: index),
        match.length > (phraseOnly ? 1 : 0),
        index + match.length <= query.count, !query.is(index, .cue),
        // `the baby laughing` is a person doing something: who `baby`, what `laughing`.
        !(match.length > 1 && query.is(index, [.people, .selfPronoun])
          && query.folded[index + match.length - 1].hasSuffix("ing")),
        // A capitalised word alone is a name first (`Rose`, `Hunter`); a capitalised phrase the
        // vocabulary knows is still a subject (`the Northern Lights`).
        !(capitalised && match.length == 1)
      {
        candidates.append(
          Candidate(
            kind: .what, range: index..<(index + match.length), score: 0.8,
            resolution: .concept(match.concept), source: .vocabulary))
      } else if query.is(index, .event) {
        candidates.append(
          Candidate(
            kind: .what, range: index..<(index + 1), score: 0.75,
            resolution: .concept(resources.vocabulary.concept(for: word)), source: .lexicon))
      }
    }
  }

  /// A run of plain words: the whole run (in chunks), and each word alone a little lower.

  /// Whether token `index` is a verb told to the listener, before `me` or `us` at the start of a
  /// sentence or after `please` (`show me my photos`, `pls flick us the pics`): never a subject,
  /// though the word is also a noun (`show`, `flick`). So is a request word opening its sentence
  /// before a determiner or `all` (`show all my pics`, `show the ones from Perth`).
  func isImperative(_ index: Int, _ query: QueryText) -> Bool {
    guard query.tokens[index].kind == .word else { return false }
    let next = query.word(index + 1)
    if query.startsSentence(index), query.is(index + 1, .determiner) || next == "all",
      query.words.imperativeVerbs.contains(query.folded[index])
    {
      return true
    }
    guard Self.listenerObjects.contains(next) else { return false }
    return query.startsSentence(index) || query.word(index - 1) == "please"
      || query.word(index - 1) == ","
  }

  /// `dawn service`, `autumn leaves`, `Sunday roast` (rule 8): a bare season, part of the day or
  /// weekday before a noun that names something in a photo is a modifier of that noun, one subject
  /// and no time; a word before it that makes a time phrase keeps the time (`last summer`, `Anzac
  /// Day`'s own words are not bare), and so do personal events and time nouns after it (`summer
  /// holidays`, `Friday night`, `winter wedding`).
  func proposePeriodCompound(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let head = index + 1
    guard head < query.count, resources.hotWords.periodModifiers.contains(query.folded[index]),
      query.tokens[head].kind == .word, !query.isMarkedCapital(head),
      !query.is(head, [.time, .cue, .media, .people, .personalEvent, .stop, .preposition]),
      !resources.lexicon.periodHeads.contains(query.folded[head]),
      !query.words.timeModifiers.contains(query.word(index - 1)),
      !query.is(index - 1, .determiner) || query.word(index - 1) == "the",
      query.facts[head].isVocabulary || query.facts[head].sense?.isDepictableNoun == true
    else { return }
    // The head ends the phrase: no noun runs on after it (`spring roll` is the vocabulary's).
    let after = head + 1
    if after < query.count,
      query.facts[after].isVocabulary || query.facts[after].sense?.isDepictableNoun == true,
      !query.is(after, [.time, .cue, .media, .people, .stop, .preposition])
    {
      return
    }
    // With its article, so that it outweighs the time reading of `the night`.
    let start = query.word(index - 1) == "the" ? index - 1 : index
    candidates.append(
      Candidate(
        kind: .what, range: start..<(head + 1), valueRange: index..<(head + 1), score: 0.95,
        resolution: .concept(nil), source: .compound))
  }

  /// `the Communion`, `the Regatta`: one capitalised word after `the` that WordNet knows mostly as
  /// an occasion or an act, and the gazetteer not as a place, is the event (decision 25), not a
  /// venue; landmarks named by things stay places (`the Shard`, `the Arch`).
  func proposeCapitalisedOccasion(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.facts[index].sense == .occasionNoun, query.word(index - 1) == "the",
      !query.is(index, [.time, .people, .cue, .media]),
      !query.isMarkedCapital(index + 1), !query.hasPossessive(after: index),
      resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
    else { return }
    // Above a capitalised place after a place preposition (`from the Communion`).
    candidates.append(
      Candidate(
        kind: .what, range: index..<(index + 1), score: 1.3, resolution: .concept(nil),
        source: .compound))
  }

  /// `Darragh's Confirmation`, `Mia's Graduation`: a capitalised noun after a person's possessive
  /// is their event or thing (decision 25), not a place.
  func proposeOwnedCapitalisedNoun(
    at index: Int, _ query: QueryText, into candidates: inout [Candidate]
  ) {
    guard index >= 2, query.word(index - 1) == "'s", query.tokens[index].isCapitalized,
      query.tokens[index].kind == .word, query.tokens[index - 2].isCapitalized,
      query.isGivenName(index - 2) || query.is(index - 2, .people)
        || (query.facts[index - 2].sense == nil && !query.isKnownWord(index - 2)),
      query.facts[index].sense?.isDepictableNoun == true || query.is(index, .event)
        || query.facts[index].isVocabulary || query.facts[index].sense == .abstractNoun,
      !query.is(index, [.time, .people, .cue, .media, .placeHead, .dwelling])
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(index + 1), score: 0.9, resolution: .concept(nil),
        source: .compound))
  }

  /// `Jayden's goal at the Padang`, `Liam's try`, `Ciara's confirmation`: after a person's
  /// possessive, a lowercase noun WordNet keeps for abstract things or for a deed (and a verb
  /// that is also a noun) is what the person did, the photo's subject (decision 25), when the
  /// noun phrase ends on it. An ordinal between them is part of it (`Noah's first goal`).
  func proposeOwnedDeed(at index: Int, _ query: QueryText, into candidates: inout [Candidate]) {
    let ordinal = index >= 3 && query.words.deedOrdinals.contains(query.word(index - 1))
    let start = ordinal ? index - 1 : index
    let owner = start - 2
    guard owner >= 0, query.word(start - 1) == "'s", query.tokens[index].kind == .word,
      !query.tokens[index].isCapitalized, query.tokens[owner].isCapitalized,
      query.isGivenName(owner) || query.is(owner, .people),
      !query.is(index, [.time, .people, .cue, .media, .placeHead, .dwelling, .stop])
    else { return }
    let facts = query.facts[index]
    guard facts.sense == .abstractNoun || facts.sense == .verb && facts.alsoNoun else { return }
    let next = index + 1
    guard
      next >= query.count || query.tokens[next].kind != .word
        || query.is(next, [.preposition, .time, .cue, .media, .stop])
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: start..<next, score: 0.9, resolution: .concept(nil), source: .compound))
  }

  /// Proposes a capitalised name (up to three words, no time word, no possessive) and the named
  /// event head after it as one subject.
  ///
  /// A name of two or more words may hold a person's or a holiday's name (`the Bruno Mars
  /// concert`, `the Royal Easter Show`): the event is named after them, so they are not values of
  /// their own. A name made only of time words keeps its time (`Christmas Day parade`).
  ///
  /// A name the gazetteer does not know as a whole outweighs the place or person its words would
  /// be, with the head read apart (`the Killers gig`, `the Taylor Swift show`); a known place keeps
  /// its place (`the Sydney concert`).
  func proposeNamedEvent(
    from index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard !query.isMarkedCapital(index - 1) else { return }
    let narrow = capitalisedName(from: index, query, holdingNames: false)
    let wide = capitalisedName(from: index, query, holdingNames: true)
    let run = wide != narrow && namesAnEvent(wide, query) ? wide : narrow
    let headInside = run.count >= 2 && isCapitalisedEventHead(run.upperBound - 1, query)
    let nameLength = headInside ? run.count - 1 : run.count
    // A capitalised head makes the whole a proper name (`the Calgary Stampede`, `Galway Races`).
    let knownPlace =
      !headInside && nameLength > 0
      && resources.gazetteer.longestNameLength(in: query.tokens, from: index) >= nameLength
    // A name glued by a hyphen or an ampersand (`H&M`, `Ben&Ben`) outweighs the place or person
    // its words would be read as apart.
    let glued = run.contains { query.tokens[$0].kind == .punctuation }
    let weight = knownPlace ? nil : glued ? 1.4 : 1.1
    proposeNamedEventRun(run, query, resources, weight: weight, into: &candidates)
    if !knownPlace, !headInside { proposeNamedThing(run, query, into: &candidates) }
  }

  /// `at Sinulog in Cebu`, `from the KKNK in Oudtshoorn`, `at Electric Picnic 2023`: after `at` or
  /// `from`, a capitalised name no list knows, followed by where it was held (`in` or `at` and a
  /// capitalised name) or by its year, is a named event (decision 25): a place is not said to be
  /// at a place, nor dated by a bare year straight after it. A place the gazetteer knows stays
  /// the place (`from Cornwall in June`, `at Petra in Jordan`), but for a small town before a year
  /// (`at Glastonbury 2019`).
  func proposeEventBeforeItsPlace(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let lead = query.word(index - 1) == "the" ? index - 2 : index - 1
    guard query.word(lead) == "at" || query.word(lead) == "from", !query.isGivenName(index)
    else { return }
    var end = index
    while end < query.count, end - index < 3, query.isMarkedCapital(end),
      query.tokens[end].kind == .word || query.tokens[end].kind == .alphanumeric,
      !query.is(
        end,
        [
          .people, .time, .cue, .media, .placeHead, .namedEventHead, .stop, .preposition,
          .personalEvent,
        ]),
      HolidayNames.rules[query.folded[end]] == nil
    {
      end += 1
    }
    guard end > index, end < query.count, !query.hasPossessive(after: end - 1) else { return }
    let after = query.word(end)
    let place = query.word(end + 1) == "the" ? end + 2 : end + 1
    let heldIn = (after == "in" || after == "at") && query.isMarkedCapital(place)
    let year = query.tokens[end].kind == .number && query.folded[end].utf8.count == 4
    guard heldIn || year else { return }
    if let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      match.length >= end - index, let known = match.places.first
    {
      guard year, known.kind == .city, known.population < 20_000 else { return }
    }
    candidates.append(
      Candidate(
        kind: .what, range: index..<end, score: 1.5, resolution: .concept(nil), source: .compound))
  }

  /// `the Barbie outfits`, `the Canadian Tire money`, `the Quiet Man cottage`: after `the`, a
  /// capitalised name no place list knows before a lowercase noun for a thing is that thing's
  /// name, one what value, as a named event is (`the Arctic Monkeys gig`). A person's own
  /// occasion keeps the person (`the Nguyen wedding`), and place nouns go to the place readings.
  func proposeNamedThing(
    _ run: Range<Int>, _ query: QueryText, into candidates: inout [Candidate]
  ) {
    let noun = run.upperBound
    guard run.count >= 1, query.word(run.lowerBound - 1) == "the", noun < query.count,
      query.tokens[noun].kind == .word, !query.tokens[noun].isCapitalized,
      !query.hasPossessive(after: noun - 1),
      !query.is(
        noun,
        [.placeHead, .dwelling, .people, .time, .cue, .media, .personalEvent, .stop, .preposition]),
      query.facts[noun].isVocabulary || query.facts[noun].sense?.isDepictableNoun == true,
      // `the Okafors skating`: people doing something
      query.facts[noun].sense != .activity, !query.folded[noun].hasSuffix("ing"),
      // `the Capilano suspension bridge`: the noun narrows a place head, a named place's
      !query.is(noun + 1, .placeHead),
      !run.contains(where: { query.isGivenName($0) && !query.isMarkedCapital($0 + 1) })
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: run.lowerBound..<(noun + 1), score: 1.1, resolution: .concept(nil),
        source: .compound))
  }

  /// `edinburgh fringe 2023`, `the Soweto derby`, `wellington sevens`: a place the gazetteer
  /// knows (or a word no list knows), straight before an event head that names one event with it
  /// (``RecognizerWords/placeNamedEventHeads``), is that event's name: one what value (decision
  /// 25), in any case; so is any capitalised word before such a head written with a capital
  /// (`Puck Fair`). A word between them leaves the place apart (`ottawa tulip festival`).
  func proposePlaceNamedEvent(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard query.tokens[index].kind == .word,
      !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .time])
    else { return }
    // Cheap first: an event head within a place name's reach; the gazetteer only then.
    guard
      ((index + 1)..<min(query.count, index + 5)).contains(where: {
        query.is($0, [.namedEventHead, .placeNamedEventHead])
      })
    else { return }
    // The place is one the gazetteer knows, or a word no list knows (`leopardstown races`).
    var length = 0
    var unlisted = false
    if let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      !match.places.isEmpty
    {
      length = match.length
    } else if isUnlisted(index, query), !query.isGivenName(index) {
      length = 1
      unlisted = true
    } else if query.tokens[index].isCapitalized, query.isMarkedCapital(index + 1),
      query.is(index + 1, .placeNamedEventHead),
      index == 0 || !query.tokens[index - 1].isCapitalized
    {
      // `Puck Fair`, `the Antipodes Festival`: a capitalised word any list knows, before a
      // capitalised head that names one event, is that event's proper name (a longer capitalised
      // run is named by the rules of runs: `the Cape Town Jazz Festival`).
      length = 1
    }
    guard length > 0 else { return }
    let head = index + length
    // A word no list knows names the event with any event head (`swannies game`, `ginebra
    // game`: a team's); a known place only with a head that names one event.
    guard head < query.count, query.tokens[head].kind == .word,
      query.is(head, .placeNamedEventHead)
        || unlisted && query.is(head, .namedEventHead),
      !query.hasPossessive(after: head)
    else { return }
    // A head that is also a holiday (`notting hill carnival`) is the place's event, not the
    // holiday: the place before it names which one.
    let holidayHead = query.is(head, .time)
    // A place before a match's head is the side that played (`the Munster match`, `Liverpool
    // game`): the team's match, stronger than the place and the head read apart.
    let matchHead = query.words.fixtureHeads.contains(query.folded[head])
    candidates.append(
      Candidate(
        kind: .what, range: index..<(head + 1), score: holidayHead ? 1.1 : matchHead ? 0.9 : 0.8,
        resolution: .concept(nil), source: .compound))
  }

  /// Up to three capitalised words from `index`; with `holdingNames`, people's and holidays' names
  /// may be among them.
  func capitalisedName(from index: Int, _ query: QueryText, holdingNames: Bool) -> Range<Int> {
    var end = index
    var words = 0
    while end < query.count, words < 3 {
      // `All-Ireland`, `Army-Navy`: a hyphen with no space around it joins two capitalised words
      // into one name.
      if end > index, isJoiningHyphen(end, query) {
        end += 1
        continue
      }
      guard query.isMarkedCapital(end), isNameWord(end, query), !query.is(end, [.cue, .media]),
        holdingNames || !query.is(end, [.time, .people])
      else { break }
      end += 1
      words += 1
    }
    // A name never ends on its hyphen.
    while end > index, query.tokens[end - 1].kind == .punctuation { end -= 1 }
    return index..<end
  }

  /// Whether a capitalised run holding a person's or a holiday's name names an event with them:
  /// two or more words before an event head inside or after it, not only time words (`Christmas
  /// Day parade` keeps its holiday).
  func namesAnEvent(_ run: Range<Int>, _ query: QueryText) -> Bool {
    let headInside = run.count >= 2 && isCapitalisedEventHead(run.upperBound - 1, query)
    let name = run.lowerBound..<(headInside ? run.upperBound - 1 : run.upperBound)
    // `the Easter Show`, `the National Day Parade`, `the Boxing Day Test`: a holiday's name and a
    // capitalised head are the event's proper name; a lowercase head leaves the holiday its time
    // (`Christmas Day parade`).
    if headInside, HolidayNames.rules[query.foldedPhrase(name)] != nil {
      return true
    }
    guard name.count >= 2, headInside || query.is(run.upperBound, .namedEventHead) else {
      return false
    }
    return name.contains { !query.is($0, .time) }
      && HolidayNames.rules[query.foldedPhrase(name)] == nil
  }

  /// Whether the capitalised word at `index` ends an event's name: a named-event head (`Festival`,
  /// `Show`) or a noun WordNet knows mostly as an occasion (`Stampede`, `Regatta`, `Races`).
  func isCapitalisedEventHead(_ index: Int, _ query: QueryText) -> Bool {
    query.is(index, .namedEventHead) || query.facts[index].sense == .occasionNoun
  }

  /// The candidates of a capitalised name run and the named event head inside or after it.
  func proposeNamedEventRun(
    _ run: Range<Int>, _ query: QueryText, _ resources: EngineResources, weight: Double? = nil,
    into candidates: inout [Candidate]
  ) {
    let index = run.lowerBound
    let end = run.upperBound
    // The head may be capitalised with the name (`Reading Festival`, `the Lantern Parade`).
    if end - index >= 2, isCapitalisedEventHead(end - 1, query),
      !query.hasPossessive(after: end - 1)
    {
      candidates.append(
        Candidate(
          kind: .what, range: index..<end, score: weight ?? 0.8, resolution: .concept(nil),
          source: .compound))
      return
    }
    guard end > index, !query.hasPossessive(after: end - 1), end < query.count,
      let head = eventHead(after: end, query, resources)
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(head + 1), score: weight ?? 0.7, resolution: .concept(nil),
        source: .compound))
  }

  /// Proposes a noun and the occasion word after it as one subject (`the spa day`, `games
  /// night`, `Mr Henderson's retirement do`); `do` only after an event noun and at the end of
  /// its phrase. Time phrases keep theirs (`Christmas day` and `Sunday night` start on time
  /// words, which are never plain subject words).
  func proposeOccasion(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let tail = index + 1
    guard tail < query.count, query.tokens[index].kind == .word,
      query.words.occasionTails.contains(query.folded[tail]), !query.isMarkedCapital(tail)
    else { return }
    let facts = query.facts[index]
    guard facts.isVocabulary || facts.sense?.canNameSubject == true || query.is(index, .event)
    else { return }
    if query.folded[tail].hasPrefix("do") {
      guard query.is(index, [.event, .personalEvent]) || facts.isVocabulary else { return }
      let after = tail + 1
      guard
        after == query.count || query.tokens[after].kind == .punctuation
          || query.is(after, [.preposition, .stop])
      else { return }
    }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(tail + 1), score: 0.7, resolution: .concept(nil),
        source: .compound))
    // A phrase the vocabulary knows ending on the noun names the occasion whole (`the hot pot
    // night`, `a board game night`).
    for start in stride(from: index - 1, through: max(0, index - 2), by: -1) {
      if let match = resources.vocabulary.longestMatch(in: query.tokens, from: start),
        match.length == tail - start
      {
        candidates.append(
          Candidate(
            kind: .what, range: start..<(tail + 1), score: 0.75, resolution: .concept(nil),
            source: .compound))
        return
      }
    }
  }

  /// `the photo finish`, `the photo booth`, `the video call`: a cue word before the noun it makes a
  /// compound with is no cue (MediaRecognizer) but a thing a photo can show (rule 8), when the noun
  /// names one.
  func proposeCueCompound(at index: Int, _ query: QueryText, into candidates: inout [Candidate]) {
    let head = index + 1
    guard head < query.count, query.is(index, .cue), query.is(head, .cueCompoundHead),
      !query.folded[index].hasSuffix("s"), query.tokens[head].kind == .word
    else { return }
    let facts = query.facts[head]
    guard facts.isVocabulary || facts.sense?.isDepictableNoun == true || facts.alsoNoun else {
      return
    }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(head + 1), score: 0.9, resolution: .concept(nil),
        source: .compound))
  }

  /// `RAF uniform`, `GCash receipts`, `IKEA shelves`: an acronym or a brand written with inner
  /// capitals, right before a noun and after no place preposition, narrows the noun (rule 8):
  /// one subject.
  func proposeBrandedThing(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    guard index + 1 < query.count, query.tokens[index].kind == .word,
      query.tokens[index + 1].kind == .word, !query.tokens[index + 1].isCapitalized,
      // (the noun's facts first: they rule out most words without reading the name's bytes)
      query.facts[index + 1].isVocabulary || query.facts[index + 1].sense?.isDepictableNoun == true
        || query.facts[index + 1].sense == .abstractNoun,
      isBrandShaped(query.tokens[index].surface) || isNameAfterArticle(index, query),
      !query.is(index - 1, .placePreposition), !query.isGivenName(index)
    else { return }
    let noun = query.facts[index + 1]
    guard
      noun.isVocabulary || noun.sense?.isDepictableNoun == true
        || (noun.sense == .abstractNoun && isNameAfterArticle(index, query)),
      // `the Okafors skating`: a name before an activity is who does it.
      !(isNameAfterArticle(index, query)
        && (noun.sense == .activity || query.folded[index + 1].hasSuffix("ing"))),
      !query.is(index + 1, [.cue, .media, .people, .time, .placeHead, .personalEvent, .stop])
    else { return }
    guard resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0,
      !resources.startsLocalTown(index, query)
    else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<(index + 2), score: 0.9, resolution: .concept(nil),
        source: .compound))
  }

  /// `the Airbnb confirmation`, `the Grab receipts`: a capitalised word inside a sentence, right
  /// after a definite article or a possessive, that no list knows as a person's, a time's or a
  /// people word, is a brand or a name narrowing the noun after it. A place the gazetteer knows is
  /// left to the place reading (`the Goa trip`).
  func isNameAfterArticle(_ index: Int, _ query: QueryText) -> Bool {
    query.isMarkedCapital(index) && query.words.definiteDeterminers.contains(query.word(index - 1))
      && !query.is(index, [.time, .people, .cue, .media, .stop, .determiner])
      && !query.hasPossessive(after: index)
  }

  /// Whether a word is typed as an acronym (`RAF`, `NHS`: two to five capitals) or a brand with
  /// inner capitals (`GCash`, `iPhone`); ASCII letters only, read byte by byte (every token asks).
  func isBrandShaped(_ surface: String) -> Bool {
    var count = 0
    var capitals = 0
    var innerCapital = false
    for byte in surface.utf8 {
      let upper = byte >= 0x41 && byte <= 0x5A
      guard upper || (byte >= 0x61 && byte <= 0x7A), count < 24 else { return false }
      if upper {
        capitals += 1
        if count > 0 { innerCapital = true }
      }
      count += 1
    }
    guard count >= 2 else { return false }
    return capitals == count ? count <= 5 : innerCapital
  }

  func proposeRun(
    _ run: Range<Int>, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    var start = run.lowerBound
    // A run never starts or ends on a hyphen.
    while start < run.upperBound, query.tokens[start].kind == .punctuation { start += 1 }
    var end = run.upperBound
    while end > start, query.tokens[end - 1].kind == .punctuation { end -= 1 }
    // A graded adjective never narrows (`cutest cats` → `cats`); a subject ends on a word that
    // can name something in a photo (`the wide ones`, `mind-blowing` end on no such word).
    while start < end, query.facts[start].sense == .gradedAdjective { start += 1 }
    while end > start, !canEndSubject(end - 1, query) { end -= 1 }
    while end > start, query.tokens[end - 1].kind == .punctuation { end -= 1 }
    guard start < end else { return }
    var chunk = start
    while chunk < end {
      var chunkEnd = min(end, chunk + Self.longestRun)
      // `lambs paddock`: a plural noun ends a compound typed into a search field.
      if let plural = (chunk..<(chunkEnd - 1)).first(where: {
        resources.endsCompoundInSearch(after: $0, query)
      }) {
        chunkEnd = plural + 1
      }
      // A run with a word no list knows may be a name (`Piha sunset`), and so may one with a
      // town of the person's country (`bach raglan`): weaker, so that a place or person reading
      // of that word wins over one subject.
      let unlisted = (chunk..<chunkEnd).contains {
        isUnlisted($0, query) || resources.startsLocalTown($0, query)
      }
      // Rule 8: nouns run together after a definite article or a possessive make one compound
      // (`the kite surfing`, `the spa day`, `Olivia's first hockey game`): stronger than its
      // words read apart.
      // A person or a pet in the run makes it someone doing something (`the baby giggling`,
      // `the cat sleeping`).
      let compound =
        !unlisted && chunk == start && (2...3).contains(chunkEnd - chunk)
        && (query.words.definiteDeterminers.contains(query.word(chunk - 1))
          || query.word(chunk - 1) == "'s" && chunk >= 2 && query.is(chunk - 2, .people)
          || query.word(chunk - 1) == "'s" && query.isMarkedCapital(chunk - 2))
        && !(chunk..<chunkEnd).contains {
          query.is($0, [.people, .pet]) || query.facts[$0].sense == .personNoun
        }
      candidates.append(
        Candidate(
          kind: .what, range: chunk..<chunkEnd, score: unlisted ? 0.38 : compound ? 0.6 : 0.45,
          resolution: .concept(nil), source: .fallback))
      chunk = chunkEnd
    }
    if end - start > 1 {
      for index in start..<end
      where query.tokens[index].kind != .punctuation && canEndSubject(index, query) {
        candidates.append(
          Candidate(
            kind: .what, range: index..<(index + 1), score: 0.4, resolution: .concept(nil),
            source: .fallback))
      }
    }
  }

  /// Whether token `index` may be part of a subject phrase no list knows.
  func isPlainSubjectWord(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    // (the token's fields read in place: a copy of the token retains its two strings)
    let word = query.folded[index]
    switch query.tokens[index].kind {
    case .word: break
    case .alphanumeric:
      // ordinals such as `60th`, `1st`
      guard
        word.hasSuffix("th") || word.hasSuffix("st") || word.hasSuffix("nd") || word.hasSuffix("rd")
      else { return false }
    case .punctuation:
      // a hyphen inside a compound (`t - shirt`)
      guard word == "-", !query.tokens[index].spaceBefore, index > 0, index + 1 < query.count,
        !query.tokens[index + 1].spaceBefore, query.tokens[index - 1].kind == .word,
        query.tokens[index + 1].kind == .word
      else { return false }
      return true
    case .number: return false
    }
    if query.isMarkedCapital(index) { return false }
    // In title case or a search field, a capitalised given name or known place is a name, not
    // a word of a subject no list knows (`Aoife Byrne Galway 2022`).
    if query.tokens[index].isCapitalized, !query.facts[index].isVocabulary,
      query.isGivenName(index) || resources.isPlaceNotName(index, query)
    {
      return false
    }
    // `the pics the photographer sent`: whoever made the photos is in no list (decision 21).
    if query.is(index + 1, .makerVerb), query.is(index - 1, .determiner),
      ContextRules().isMaker(index..<(index + 1), query)
    {
      return false
    }
    // `the passport photo I took`: a word that makes the cue someone's kind of photo is no subject.
    if query.is(index, .cueForeignModifier), query.is(index + 1, [.cue, .media]) { return false }
    if query.context == .search, !query.caseIsInformative,
      isUnwrittenPlaceName(index, query, resources) || isUnwrittenGivenName(index, query)
        || PeopleRecognizer().isOwnerOfOccasion(index, query, resources)
    {
      return false
    }
    if isFrenchCompoundLink(index, query) { return true }
    if query.is(index, .mixedFunction) { return false }
    if query.is(index, .stop) || query.is(index, .determiner)
      || query.is(index, .preposition) || query.is(index, .verb)
      || query.is(index, .cue) || query.is(index, .media)
      || query.is(index, .photoAdjective) || query.is(index, .nonNarrowing)
      || query.is(index, .people) || query.is(index, .selfPronoun)
      || query.is(index, .exclusion) || query.is(index, .time)
      || query.is(index, .capture)
    {
      return query.is(index, .subjectModifier) && !query.is(index, .time)
        && !query.is(index, .photoAdjective)
    }
    // An adverb's ending (`really`), unless the word is a subject term or a noun to WordNet
    // (`rally`, `belly`).
    if word.hasSuffix("ly"), word.count > 4, !query.facts[index].isVocabulary,
      query.facts[index].sense?.isDepictableNoun != true
    {
      return false
    }
    if Self.isLaughter(word) || KeyboardRun.contains(word) { return false }
    if isAffixedRequest(word, resources) { return false }
    // After a subject pronoun comes a verb (`the waterfall we hiked to`); after a copula, a
    // predicate (`the photos from Rome are stunning`).
    if query.words.subjectPronouns.contains(query.word(index - 1)) { return false }
    if query.words.copulas.contains(query.word(index - 1)) { return false }
    if CueTypo.target(index, query, resources) != nil { return false }
    if Self.isContraction(word) { return false }
    // A word before `me` or `us` is a verb (`show me`, `send us`, `find me`).
    if query.word(index + 1) == "me" || query.word(index + 1) == "us" { return false }
    // `Priya playing cricket`: a light verb before the thing it names is not part of it.
    if word.hasSuffix("ing"), resources.lexicon.lightVerbs.contains(word), index + 1 < query.count,
      query.tokens[index + 1].kind == .word,
      query.facts[index + 1].isVocabulary || query.facts[index + 1].sense?.isDepictableNoun == true
    {
      return false
    }
    let facts = query.facts[index]
    // `Gabby blowing out the candles`, `Papa doing bhangra`: a verb's -ing form with an object
    // after it describes the photo; the object is the subject, not the verb.
    if facts.sense == .activity, !facts.isVocabulary, hasObject(after: index, query) {
      return false
    }
    if !facts.isVocabulary, !query.is(index, .event) {
      // Stray letters and text-speak (`d`, `x`, `w`) are never subjects.
      if word.utf8.count <= 2 { return false }
      // A verb or an adverb ends a noun phrase (`album drops`, `allowed`, `says`), unless it is
      // also a noun and a noun comes before it (`peach stand`, `bus stop`).
      if facts.sense == .verb || facts.sense == .adverb {
        let afterNoun =
          facts.alsoNoun
          && (query.facts[max(0, index - 1)].sense?.isDepictableNoun == true
            || query.facts[max(0, index - 1)].isVocabulary)
          && index > 0
          && query.tokens[index - 1].kind == .word && !query.isMarkedCapital(index - 1)
        // A search field holds no verbs: a word that is also a noun is the noun (`black friday
        // haul`).
        let searchNoun = query.context == .search && facts.alsoNoun
        if !afterNoun && !isNounByArticle(index, query) && !searchNoun { return false }
      }
    }
    return true
  }

  /// `hot pools rotorua`, `koala manali`: in a search field typed without capitals, a place name
  /// the gazetteer knows that English does not otherwise use (four letters or more, no WordNet
  /// sense, no given name, after no place head such as `lake`) starts a name, not a word of the
  /// subject before it. Names made of English words (`fishing lake`, `marina bay`) need capitals.
  func isUnwrittenPlaceName(
    _ index: Int, _ query: QueryText, _ resources: EngineResources
  ) -> Bool {
    // Cheap facts first (every token of a search field asks); the gazetteer last.
    let word = query.facts[index]
    guard !word.isVocabulary, query.folded[index].utf8.count >= 4 else { return false }
    guard word.sense == nil, !word.isKnownWord, !query.isGivenName(index) else {
      // `bray seafront` in Ireland: a town of the person's own country is its name even when the
      // word is also a given name or a verb, unless English uses it for a thing
      // or a person.
      return word.classes.isEmpty && word.sense != .depictableNoun && word.sense != .personNoun
        && word.sense != .activity && isLocalTownName(index, query, resources)
    }
    guard resources.gazetteer.longestNameLength(in: query.tokens, from: index) > 0 else {
      return false
    }
    // `lake taupō`: a place word after a place head is that place's name, read with its head.
    return !query.is(index - 1, .placeHead)
      && !resources.gazetteer.isCommonWord(query.folded[index])
  }

  /// Whether the one word at `index` names a town of 20,000 or more in the locale's country.
  func isLocalTownName(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    guard let match = resources.gazetteer.longestMatch(in: query.tokens, from: index),
      match.length == 1
    else { return false }
    let local = match.places.localCity(in: query.timeContext.localeFacts.country)
    return (local?.population ?? 0) >= 20_000
  }

  /// `ciara communion`, `oliver footy`: in a search field typed without capitals, a given name
  /// English does not use as a word (no WordNet sense but a guessed graded form, not a subject
  /// word) is a person, not a word of the subject after it.
  func isUnwrittenGivenName(_ index: Int, _ query: QueryText) -> Bool {
    let facts = query.facts[index]
    return query.isGivenName(index) && !facts.isVocabulary && !query.is(index, .people)
      && (facts.sense == nil || facts.sense == .gradedAdjective)
  }

  /// Whether the word at `index`, mostly a verb but also a noun, is read as the noun: right
  /// after a definite article or a possessive, or after such a word that is itself read as a
  /// noun (`the zoom call`).
  func isNounByArticle(_ index: Int, _ query: QueryText) -> Bool {
    guard query.facts[index].alsoNoun || query.facts[index].sense?.isDepictableNoun == true,
      index > 0
    else { return false }
    if query.words.definiteDeterminers.contains(query.folded[index - 1]) { return true }
    let previous = query.facts[index - 1]
    return index > 1 && query.tokens[index - 1].kind == .word && !query.isMarkedCapital(index - 1)
      && (previous.alsoNoun || previous.sense?.isDepictableNoun == true || previous.isVocabulary)
      && query.words.definiteDeterminers.contains(query.folded[index - 2])
  }

  /// Whether an object follows the verb at `index`: a particle (`blowing out the candles`), a
  /// determiner or a possessive (`getting his flu shot`). A bare noun after an -ing form makes a
  /// compound instead (`naming ceremony`, `fishing trip`).
  func hasObject(after index: Int, _ query: QueryText) -> Bool {
    let next = index + 1
    guard next < query.count, query.tokens[next].kind == .word else { return false }
    return query.words.objectLeads.contains(query.folded[next])
  }

  /// Whether token `index` is a word no list knows (not the vocabulary, the lexicon's events nor
  /// WordNet).
  func isUnlisted(_ index: Int, _ query: QueryText) -> Bool {
    let facts = query.facts[index]
    return query.tokens[index].kind == .word && facts.sense == nil && !facts.isVocabulary
      && !query.is(index, .event)
  }

  /// Whether a word is typed laughter (`hahaha`, `hehehe`, `jajaja`, `wkwkwk`): a syllable of
  /// two letters said at least twice, with an optional stray last letter.
  static func isLaughter(_ word: String) -> Bool {
    // Every token asks: read the bytes in place, allocating nothing.
    let bytes = word.utf8
    let count = bytes.count
    guard count >= 4, count <= 24 else { return false }
    var iterator = bytes.makeIterator()
    guard let first = iterator.next(), let second = iterator.next(),
      laughterSyllables.contains(UInt16(first) << 8 | UInt16(second))
    else { return false }
    var position = 2
    while let byte = iterator.next() {
      if byte != (position % 2 == 0 ? first : second) { return false }
      position += 1
    }
    return true
  }

  /// The two-letter syllables of typed laughter, as two bytes in one number.
  static let laughterSyllables: Set<UInt16> = Set(
    ["ha", "he", "hi", "ja", "wk", "ah"].map { word in
      let bytes = Array(word.utf8)
      return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    })

  /// Whether a word is a pronoun or verb with a contracted ending (`she'll`, `we'd`, `isn't`):
  /// a function word, never a subject.
  static func isContraction(_ word: String) -> Bool {
    guard word.utf8.contains(0x27) else { return false }
    for ending in ["'ll", "'re", "'ve", "'d", "'m", "n't"] where word.hasSuffix(ending) {
      return true
    }
    return false
  }

  /// Whether token `index` can end a subject value: a word the vocabulary or the lexicon's events
  /// know, a noun for something a photo can show, an activity, or a word no list knows (a new
  /// compound, a dish's name); not an adjective, a graded adjective or an abstract noun.
  func canEndSubject(_ index: Int, _ query: QueryText) -> Bool {
    let facts = query.facts[index]
    if facts.isVocabulary || query.is(index, .event) { return true }
    guard let sense = facts.sense else { return true }
    if sense.canNameSubject { return true }
    guard index > 0 else { return false }
    let previous = query.facts[index - 1]
    let afterNoun =
      (previous.sense?.isDepictableNoun == true || previous.isVocabulary)
      && query.tokens[index - 1].kind == .word && !query.is(index - 1, [.people, .time])
    // `flight confirmation`, `retirement function`: an abstract noun after a noun for a thing or
    // an event names a kind of that thing.
    if sense == .abstractNoun { return afterNoun }
    guard facts.alsoNoun else { return false }
    // `peach stand`, `bus stop`: a verb that is also a noun, after a noun; `the rally`, `the zoom
    // call`: after a definite article or a possessive.
    if sense == .verb {
      return afterNoun || isNounByArticle(index, query) || query.context == .search
    }
    // `the formal`, `the grand final`, `the netball final`, `footy grand final`: an adjective
    // that is also a noun, ending the phrase after a determiner, a noun, or an adjective after
    // either, is the noun.
    guard sense == .adjective else { return false }
    guard !afterNoun, !query.is(index - 1, .determiner) else { return true }
    guard previous.sense == .adjective, index >= 2 else { return false }
    let beforeAdjective = query.facts[index - 2]
    return query.is(index - 2, .determiner)
      || query.tokens[index - 2].kind == .word && !query.is(index - 2, [.people, .time])
        && (beforeAdjective.sense?.isDepictableNoun == true || beforeAdjective.isVocabulary)
  }
}
