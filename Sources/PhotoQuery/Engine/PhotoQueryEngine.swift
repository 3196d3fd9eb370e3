import Foundation

/// The language engine: typed text → one ``QueryReading``, in one pass per keystroke.
///
/// Pipeline: tokenise once; every recogniser proposes candidate spans; context rules re-weigh
/// them; the ``ReadingChooser`` picks the best non-overlapping set; the photo-search part is
/// found around the cue words; exclusions and adjacent subject words are resolved; the
/// ``IntentClassifier`` decides whether the text is a search. Safe to share across threads.
public final class PhotoQueryEngine: Sendable {
  /// The word lists and data the engine reads.
  public let resources: EngineResources
  /// The recognisers, in the order they propose.
  let recognizers: [any Recognizer]
  let rules = ContextRules()
  let chooser = ReadingChooser()
  let intent: IntentClassifier
  let tokenizer = Tokenizer()

  /// Creates an engine over `resources`.
  public init(resources: EngineResources = EngineResources()) {
    self.resources = resources
    self.intent = IntentClassifier(words: resources.lexicon.intent)
    self.recognizers = [
      TimeSpanRecognizer(), LifePeriodRecognizer(), MediaRecognizer(), PeopleRecognizer(),
      NamedEntityRecognizer(), NamedEventRecognizer(),
      PlaceRecognizer(), PersonalPlaceRecognizer(), SubjectRecognizer(), ExclusionRecognizer(),
    ]
  }

  /// Reads `text` typed into a field of kind `context`, resolving times against `timeContext`.
  public func read(_ text: String, context: QueryContext, timeContext: TimeContext) -> QueryReading
  {
    let query = QueryText(
      text, context: context, timeContext: timeContext, resources: resources, tokenizer: tokenizer)
    return read(query)
  }

  /// The candidates every recogniser proposes for `query`, after the context rules.
  public func candidates(for query: QueryText) -> [Candidate] {
    var candidates: [Candidate] = []
    candidates.reserveCapacity(query.count * 2)
    for recognizer in recognizers {
      recognizer.propose(in: query, resources: resources, into: &candidates)
    }
    rules.apply(to: &candidates, in: query, resources: resources)
    return candidates
  }

  /// Reads a tokenised query.
  public func read(_ query: QueryText) -> QueryReading {
    guard !query.tokens.isEmpty else { return .notASearch }
    let chosen = chooser.choose(from: candidates(for: query), tokenCount: query.count)
    // (by index: `first(where:)` would copy the candidate to read its start)
    var firstCue = chosen.indices.first { chosen[$0].kind == .cue || chosen[$0].kind == .media }
      .map { chosen[$0].range.lowerBound }
    if query.context == .general {
      guard let cue = firstCue else { return .notASearch }
      guard let accepted = acceptedCue(query, chosen: chosen, from: cue) else {
        return .notASearch
      }
      firstCue = accepted
    }
    var kept = chosen
    if query.context == .general, let firstCue {
      let handling = intent.handlingTimes(
        query, chosen: chosen, firstCue: firstCue, resources: resources)
      // (only when there is something to remove: removing copies the shared array first)
      if !handling.isEmpty { kept.removeAll { handling.contains($0.range) } }
    }
    let part = searchPart(query, chosen: kept, firstCue: firstCue)
    // Most often every candidate is in the part: then the list is passed as it is, not rebuilt.
    let outside = kept.indices.contains { !part.contains(kept[$0].range.lowerBound) }
    let reading = assemble(
      query, chosen: outside ? kept.filter { part.contains($0.range.lowerBound) } : kept)
    return reading.hasFilter ? reading : .notASearch
  }

  /// The first cue of a general field's text whose clause the intent classifier accepts as a
  /// search: a cue said in another sense in one sentence leaves the request in a later one (`she
  /// was pretty as a picture lol. anyway have you got the selfies with Anahera`), or nil.
  func acceptedCue(_ query: QueryText, chosen: [Candidate], from first: Int) -> Int? {
    // In a message of several sentences, the photos asked for are those of a sentence that asks
    // (`… found a box of old slides and albums in the shed! Could you please scan the photos of
    // Pop at the mine?`): a cue told of in a sentence that asks nothing gives way to a later cue
    // whose sentence asks, when both are accepted (moving the cue never makes a search).
    if let later = laterAskedCue(query, chosen: chosen, after: first),
      intent.rejection(of: query, chosen: chosen, firstCue: later, resources: resources) == nil,
      intent.rejection(of: query, chosen: chosen, firstCue: first, resources: resources) == nil
    {
      return later
    }
    var cue = first
    while true {
      guard
        let reason = intent.rejection(
          of: query, chosen: chosen, firstCue: cue, resources: resources)
      else { return cue }
      // Only a cue word said in another sense leaves room for a request after it; photography
      // talk, plans and photos told of speak for the whole text.
      let otherSense =
        reason == "a shot in another sense" || reason == "an image in another sense"
        || reason == "an interjection" || reason == "an award"
        || intent.isInIdiom(cue, query, resources)
      // Photos told of in one sentence leave room for a request in a later one that asks
      // outright (`Mum found a box of old albums in the garage! Could you scan the photos of
      // Grandad…?`).
      let toldOf = reason.hasSuffix("told of") || reason.hasSuffix("not asked for")
      guard otherSense || toldOf else { return nil }
      let clauseEnd =
        toldOf
        ? intent.requestScope(around: cue, query).upperBound
        : intent.clause(around: cue, query).upperBound
      guard
        let next = chosen.first(where: {
          ($0.kind == .cue || $0.kind == .media) && $0.range.lowerBound >= clauseEnd
        })?.range.lowerBound,
        !toldOf || intent.asksOutright(query, in: intent.requestScope(around: next, query))
      else { return nil }
      cue = next
    }
  }

  /// The first cue after the request scope of the cue at `first` whose own scope asks outright,
  /// when nothing in that first scope is a request word; nil otherwise. Each later sentence is
  /// looked at once, so the work grows with the text, not with its cues times its length.
  func laterAskedCue(_ query: QueryText, chosen: [Candidate], after first: Int) -> Int? {
    let firstScope = intent.requestScope(around: first, query)
    guard !intent.requestsAnything(query, in: firstScope) else { return nil }
    let cues = chosen.indices.compactMap { index -> Int? in
      chosen[index].kind == .cue || chosen[index].kind == .media
        ? chosen[index].range.lowerBound : nil
    }.sorted()
    var from = firstScope.upperBound
    var next = cues.firstIndex { $0 >= from } ?? cues.count
    while next < cues.count {
      let cue = cues[next]
      let scope = intent.requestScope(around: cue, query)
      if intent.asksOutright(query, in: scope) { return cue }
      from = scope.upperBound
      while next < cues.count, cues[next] < from { next += 1 }
    }
    return nil
  }

  /// The token range of the photo-search part: in a general field, the cue's noun phrase and what
  /// follows it up to a purpose phrase or a new clause (decision 4); in a search field, everything.
  func searchPart(_ query: QueryText, chosen: [Candidate], firstCue: Int?) -> Range<Int> {
    guard query.context == .general, let firstCue else { return 0..<query.count }
    var coveredStart = [Int].filled(-1, count: query.count)
    var excluding = [Bool].filled(false, count: query.count)
    for candidate in chosen {
      for index in candidate.range {
        if candidate.kind == .exclusion {
          excluding[index] = true
        } else {
          coveredStart[index] = candidate.range.lowerBound
        }
      }
    }
    // `everything from the wedding except the videos`: the first cue is excluded, so the photos
    // asked for are named before it, back over the exclusion and the prepositions of the filters.
    var passedExclusion = false
    var start = firstCue
    var cursor = firstCue - 1
    // `bhaiya the photos from…`, `bro, the pics of…`: a person before the cue's own article is
    // the one addressed, not in the photos (decision 4).
    var article = firstCue - 1
    while article >= 0, query.is(article, [.determiner, .photoAdjective]) { article -= 1 }
    if article < firstCue - 1, article >= 0, query.is(article + 1, .determiner),
      query.folded[article] == "," || coveredStart[article] >= 0
    {
      return
        (article + 1)..<searchEnd(
          query, coveredStart: coveredStart, excluding: excluding, firstCue: firstCue)
    }
    while cursor >= 0 {
      if coveredStart[cursor] == 0, isAddressAtStart(query, coveredStart: coveredStart) { break }
      if coveredStart[cursor] >= 0 {
        start = coveredStart[cursor]
        cursor = start - 1
        continue
      }
      if excluding[cursor], !passedExclusion, cursor >= firstCue - 2 {
        passedExclusion = true
        start = cursor
        cursor -= 1
        continue
      }
      let word = query.folded[cursor]
      let glue =
        query.is(cursor, .determiner) || query.is(cursor, .photoAdjective)
        || (passedExclusion && query.is(cursor, .preposition))
        || resources.lexicon.reading.postpositions.contains(query.tokens[cursor].folded)
        || query.is(cursor, .nonNarrowing) || word == "and" || word == ","
        || word == "&"
        || word == "'s" || word == "'"
      guard glue else { break }
      cursor -= 1
    }
    return
      start..<searchEnd(query, coveredStart: coveredStart, excluding: excluding, firstCue: firstCue)
  }

  /// Whether the text opens with a person and a comma, and no other person follows the comma
  /// (`Didi, Navratri 2024 ke garba wale videos bhejo na`): the one addressed (decision 4), not a
  /// list of the people in the photos (`Sarah, Tom and me at the beach`).
  func isAddressAtStart(_ query: QueryText, coveredStart: [Int]) -> Bool {
    guard query.is(0, [.people, .personTitle]) || query.tokens[0].isCapitalized else {
      return false
    }
    var end = 1
    while end < query.count, coveredStart[end] == 0 { end += 1 }
    guard query.word(end) == ",", end + 1 < query.count else { return false }
    let next = end + 1
    return !query.is(next, [.people, .selfPronoun, .personTitle]) && !query.isGivenName(next)
      && query.tokens[next].kind == .word
  }

  /// Where the photo-search part after the cue ends: a purpose phrase, a new clause, the end of
  /// the request or a sign-off.
  func searchEnd(_ query: QueryText, coveredStart: [Int], excluding: [Bool], firstCue: Int)
    -> Int
  {
    // An exclusion's own words end nothing (`except for the ones of Dave`).
    for index in (firstCue + 1)..<max(firstCue + 1, query.count)
    where coveredStart[index] < 0 && !excluding[index]
      && (query.is(index, .clauseBreak) && !isTimeClause(at: index, query)
        || endsRequest(at: index, query)
        || isSignOff(at: index, query)
        || startsNewClause(at: index, query)
        || startsDictatedClause(at: index, query, after: firstCue)
        || isRelativeClause(at: index, query)
        || isDestination(at: index, query, from: firstCue))
    {
      return index
    }
    // A people word said to the listener last ends it, though it reads as a person.
    var last = query.count - 1
    while last > firstCue, query.tokens[last].kind == .punctuation { last -= 1 }
    return last > firstCue && isAddressAtEnd(at: last, query, coveredStart: coveredStart)
      ? last : query.count
  }

  /// Whether a comma at `index` starts a new clause with its own subject and verb (`…, Aunty Pam
  /// is making a slideshow`, `…, she wants to frame one`): what follows tells, it narrows nothing.
  func startsNewClause(at index: Int, _ query: QueryText) -> Bool {
    guard query.folded[index] == "," else { return false }
    var cursor = index + 1
    var subjectWords = 0
    while cursor < query.count, subjectWords < 3,
      query.tokens[cursor].isCapitalized || query.is(cursor, [.people, .determiner])
        || resources.lexicon.reading.subjectPronouns.contains(query.folded[cursor])
    {
      if query.is(cursor, [.cue, .media, .exclusion]) { return false }
      cursor += 1
      subjectWords += 1
    }
    return subjectWords > 0 && resources.lexicon.reading.clauseVerbs.contains(query.word(cursor))
  }

  /// Whether a pronoun contracted with its verb at `index`, or `also` / `btw` before a question,
  /// opens a clause of its own in text typed or dictated without punctuation (`…they're both
  /// super blurry`, `…also did you ever get your deposit back`): what follows tells, it narrows
  /// nothing. After `when` or `that` the clause names the photos' occasion (`from when we're in
  /// Bali`), and one that asks for `the ones` or photos goes on with the request.
  func startsDictatedClause(at index: Int, _ query: QueryText, after cue: Int) -> Bool {
    guard index > cue + 1, query.tokens[index].kind == .word,
      !query.is(index - 1, [.cue, .media, .determiner, .preposition]),
      !resources.lexicon.reading.clauseLinks.contains(query.word(index - 1))
    else { return false }
    let word = query.folded[index]
    let reading = resources.lexicon.reading
    let opens =
      reading.pronounContractions.contains(word)
      || (word == "also" || word == "btw")
        && reading.questionAuxiliaries.contains(query.word(index + 1))
    guard opens else { return false }
    let ahead = (index + 1)..<min(query.count, index + 8)
    return !ahead.contains { query.is($0, [.cue, .media]) || query.folded[$0] == "ones" }
  }

  /// Whether `that` / `which` / `who` at `index` opens a relative clause about a thing in the
  /// photos (`the kea that stole your sandwich`): the clause tells of it, its words are no values.
  /// After a cue (`the photos that show Max`) the clause narrows the photos and stays.
  func isRelativeClause(at index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    guard word == "that" || word == "which" || word == "who", index > 0,
      !query.is(index - 1, [.cue, .media, .preposition, .determiner])
    else { return false }
    let next = index + 1
    guard next < query.count else { return false }
    if query.is(next, .verb) { return true }
    // Vocabulary words carry no sense in the token facts (`stole`): asked here, rarely.
    return resources.senses.sense(of: query.folded[next]) == .verb
  }

  /// Whether `to` / `on` / `into` at `index` leads where the photos go after a verb of handling
  /// (`upload the screenshots from the meeting to the drive`, `post the pics on the family
  /// group`): the destination, not a filter (decision 4). `to` after a travel noun is a place
  /// (`our trip to Japan`); `on`/`in` only before a thing that holds photos.
  func isDestination(at index: Int, _ query: QueryText, from cue: Int) -> Bool {
    let word = query.folded[index]
    guard resources.lexicon.reading.destinationLeads.contains(word),
      (max(0, cue - 4)..<cue).contains(where: {
        resources.lexicon.reading.puttingVerbs.contains(query.folded[$0])
      })
    else { return false }
    var head = index + 1
    while query.is(head, .determiner) { head += 1 }
    while head + 1 < query.count, !query.is(head + 1, [.preposition, .clauseBreak]),
      query.tokens[head + 1].kind == .word
    {
      head += 1
    }
    if resources.lexicon.reading.photoHolders.contains(query.word(head)) { return true }
    return word == "to" && !resources.lexicon.reading.travelNouns.contains(query.word(index - 1))
      && !resources.lexicon.reading.motionVerbs.contains(query.word(index - 1))
      && !query.is(index + 1, .time)
  }

  /// Whether the clause word at `index` opens a time clause of the request itself (`from when we
  /// were in Lyon`, `since we moved`): after a preposition, `when` is no new clause.
  func isTimeClause(at index: Int, _ query: QueryText) -> Bool {
    query.folded[index] == "when"
      && ["from", "since", "back", "of"].contains(query.word(index - 1))
  }

  /// Whether token `index` is a people word said to the listener at the end of the message (`love
  /// the pics from Bali sis`, `send the pics sis`), read as the last word before marks or emoji:
  /// right after a cue or a filter's value (`coveredStart`), or after a comma that ends no list of
  /// names. After a preposition, `and`, a determiner or a modifier it is of the photos (`pics with
  /// sis`, `me and sis`, `the whole family`).
  func isAddressAtEnd(at index: Int, _ query: QueryText, coveredStart: [Int]) -> Bool {
    guard index > 0, query.is(index, .people), query.tokens[index].kind == .word,
      !query.hasPossessive(after: index)
    else { return false }
    let before = index - 1
    // (after a comma, not one more name of a list: `Mum, Dad, sis`)
    if query.folded[before] == "," {
      return !query.is(before - 1, [.people, .selfPronoun]) && !query.isGivenName(before - 1)
        && !query.isMarkedCapital(before - 1)
    }
    return query.is(before, [.cue, .media])
      || coveredStart[before] >= 0 && !query.is(before, [.people, .selfPronoun])
  }

  /// Whether a sign-off starts at token `index` (`thanks a mil x`, `cheers`, `ta`, `salamat`,
  /// `ngā mihi`, read as `thanks` by the chat table): what follows it closes the message and
  /// names no photos (decision 21).
  func isSignOff(at index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    return (word == "thanks" || word == "thank") && !query.is(index + 1, [.cue, .media])
  }

  /// Whether the sentence ends at token `index` and the next one does not go on narrowing the
  /// photos (`? want to make a calendar`, `. his mom wants some`), as `the ones with…`,
  /// `except…` or `not…` would.
  func endsRequest(at index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    guard word == "?" || word == "." || word == "!" else { return false }
    var next = index + 1
    while next < query.count, ["?", ".", "!"].contains(query.folded[next]) { next += 1 }
    while next < query.count, resources.lexicon.focusAdverbs.contains(query.folded[next]) {
      next += 1
    }
    guard next < query.count else { return false }
    if query.is(next, [.exclusion, .cue, .media]) || query.folded[next] == "not" { return false }
    // `? but none with me in them`: an exclusion's phrase opens the next sentence.
    if query.is(next, .exclusionStart),
      resources.lexicon.exclusionPhrases.contains(where: {
        next + $0.count <= query.count && query.folded[next..<(next + $0.count)].elementsEqual($0)
      })
    {
      return false
    }
    if isTimeAfterthought(from: next, query) { return false }
    if query.is(next, .determiner) || query.is(next, .photoAdjective) {
      let after = query.word(next + 1)
      if resources.lexicon.placeholderNouns.contains(after) || query.is(next + 1, [.cue, .media]) {
        return false
      }
      // `…from Father's Day? the brekkie at the café in Freo`: a noun phrase with no verb goes on
      // naming what is in the photos.
      return !isFragment(from: next, query)
    }
    return true
  }

  /// Whether the sentence from `start` is a time said after the request, with at most a hedge
  /// (`…from the Hunter Valley? Last Saturday arvo`, `? from the weekend before last I think`):
  /// the time of the photos asked for.
  func isTimeAfterthought(from start: Int, _ query: QueryText) -> Bool {
    var index = start
    if query.is(index, .preposition) { index += 1 }
    while query.is(index, .determiner) { index += 1 }
    guard index < query.count, query.is(index, .time) || query.tokens[index].kind == .number
    else { return false }
    let hedges = resources.lexicon.reading.hedgeWords
    while index < query.count, !["?", ".", "!"].contains(query.folded[index]) {
      let word = query.folded[index]
      if query.is(index, [.cue, .media, .exclusion])
        || (query.is(index, .verb) || query.facts[index].sense == .verb) && !hedges.contains(word)
      {
        return false
      }
      index += 1
    }
    return true
  }

  /// Whether the sentence from `start` to its end is a noun phrase with its prepositional
  /// phrases only: no verb, no pronoun subject, no request word.
  func isFragment(from start: Int, _ query: QueryText) -> Bool {
    var index = start
    var namesSomething = false
    while index < query.count, !["?", ".", "!"].contains(query.folded[index]) {
      let facts = query.facts[index]
      // A noun, or a word no list knows (`the ketupat ones`); `the mad ones` names nothing.
      if query.tokens[index].kind == .word, !query.is(index, [.stop, .determiner, .preposition]),
        facts.isVocabulary || facts.sense?.isDepictableNoun == true
          || (facts.sense == nil && !query.isKnownWord(index))
      {
        namesSomething = true
      }
      if query.is(index, .verb)
        || resources.lexicon.reading.subjectPronouns.contains(query.folded[index])
        || resources.lexicon.reading.clauseVerbs.contains(query.folded[index])
        || query.facts[index].sense == .verb
      {
        return false
      }
      index += 1
    }
    return index - start >= 2 && namesSomething
  }

  /// The first token after an exclusion's words that may be excluded: past determiners, `ones`,
  /// `those` and one preposition (`not the ones from`, `except those at`).
  func exclusionGroupEnd(after index: Int, _ query: QueryText) -> Int {
    var cursor = index
    // `except for the ones of Dave`: past up to two prepositions and what stands between them.
    var prepositions = 0
    while query.is(cursor, [.determiner, .photoAdjective])
      || resources.lexicon.placeholderNouns.contains(query.word(cursor))
      || (prepositions < 2 && query.is(cursor, .preposition) && !query.is(cursor, .exclusion))
    {
      if query.is(cursor, .preposition) { prepositions += 1 }
      cursor += 1
    }
    return cursor
  }

  /// Whether the tokens `gap` between an excluded value and the next value end the exclusion: a
  /// preposition, a comma or a clause word starts a new part of the request; `and`, `or` and
  /// determiners do not.
  func breaksExclusion(_ gap: Range<Int>, _ query: QueryText) -> Bool {
    for index in gap where index >= 0 && index < query.count {
      let word = query.folded[index]
      if word == "," || word == "." || word == "?" || word == "!" { return true }
      if query.is(index, [.preposition, .clauseBreak]) && !query.is(index, .exclusion) {
        return true
      }
    }
    return false
  }

  /// Builds the reading from the chosen spans of the photo-search part.
  func assemble(_ query: QueryText, chosen: [Candidate]) -> QueryReading {
    // The value a who, what, where or when candidate gives (its text is copied only then: cue,
    // media and exclusion candidates give none).
    func value(of candidate: Candidate) -> ReadValue {
      ReadValue(
        text: query.surface(candidate.valueRange), tokenRange: candidate.valueRange,
        resolution: candidate.resolution)
    }
    var who: [ReadValue] = []
    var what: [ReadValue] = []
    var places: [ReadValue] = []
    var when: [ReadValue] = []
    var media: [String] = []
    var excludedMedia: [String] = []
    var excludedWho: [ReadValue] = []
    var excludedWhat: [ReadValue] = []
    var excludedWhere: [ReadValue] = []
    var excludedWhen: [ReadValue] = []
    var seen = SeenValues()
    // The scope of an exclusion (decision 30): from its words to the next preposition, comma or
    // clause after the first excluded value (`without John and Mary from Paris` excludes John
    // and Mary, not Paris); `except the ones from Hawaii` excludes Hawaii.
    var excluding = false
    var scopeCursor = 0
    var first = Int.max
    var last = -1
    var index = 0
    while index < chosen.count {
      var candidate = chosen[index]
      // Adjacent subject words make one subject (rule 8: `red car`, `dog park`).
      while candidate.kind == .what, index + 1 < chosen.count, chosen[index + 1].kind == .what,
        chosen[index + 1].range.lowerBound == candidate.range.upperBound,
        joinsAsOneSubject(candidate, chosen[index + 1], query)
      {
        let next = chosen[index + 1]
        candidate.range = candidate.range.lowerBound..<next.range.upperBound
        candidate.valueRange = candidate.valueRange.lowerBound..<next.valueRange.upperBound
        let phrase = query.foldedPhrase(candidate.valueRange)
        candidate.resolution = .concept(resources.vocabulary.concept(for: phrase) ?? next.concept)
        index += 1
      }
      index += 1
      // A value never splits a hyphenated word (`co-workers`, `after-party`, `T-ball game`).
      if candidate.kind == .who || candidate.kind == .what || candidate.kind == .where {
        let widened = query.widenedOverHyphens(candidate.valueRange)
        if widened != candidate.valueRange,
          !chosen.contains(where: {
            $0.range != candidate.range && $0.range.overlaps(widened)
              && !candidate.range.contains($0.range.lowerBound)
          })
        {
          candidate.valueRange = widened
          candidate.range =
            min(
              candidate.range.lowerBound, widened.lowerBound)..<max(
              candidate.range.upperBound, widened.upperBound)
        }
      }
      if candidate.kind != .cue && candidate.kind != .exclusion {
        first = min(first, candidate.valueRange.lowerBound)
        last = max(last, candidate.valueRange.upperBound)
      }
      if candidate.kind == .where, case .places(let places) = candidate.resolution, places.isEmpty {
        // Names read as places by context are looked up now, once chosen.
        candidate.resolution = .places(
          resources.gazetteer.places(named: query.foldedPhrase(candidate.valueRange)))
      }
      if excluding, candidate.kind != .exclusion,
        breaksExclusion(
          min(scopeCursor, candidate.valueRange.lowerBound)..<candidate.valueRange.lowerBound,
          query)
      {
        excluding = false
      }
      if excluding, candidate.kind != .exclusion, candidate.kind != .cue {
        scopeCursor = candidate.range.upperBound
      }
      switch candidate.kind {
      case .exclusion:
        excluding = true
        scopeCursor = exclusionGroupEnd(after: candidate.range.upperBound, query)
      case .cue: break
      case .media:
        // `except the selfies`, `but no screenshots`: the kind is excluded, not wanted (decision 30).
        if case .media(let kind) = candidate.resolution {
          if excluding {
            if !excludedMedia.contains(kind) { excludedMedia.append(kind) }
          } else if !media.contains(kind) {
            media.append(kind)
          }
        }
      case .who:
        if excluding {
          add(value(of: candidate), query, list: .excludedWho, to: &excludedWho, seen: &seen)
        } else {
          add(value(of: candidate), query, list: .who, to: &who, seen: &seen)
        }
      case .what:
        if excluding {
          add(value(of: candidate), query, list: .excludedWhat, to: &excludedWhat, seen: &seen)
        } else {
          add(value(of: candidate), query, list: .what, to: &what, seen: &seen)
        }
      case .where:
        if excluding {
          add(value(of: candidate), query, list: .excludedWhere, to: &excludedWhere, seen: &seen)
        } else {
          add(value(of: candidate), query, list: .where, to: &places, seen: &seen)
        }
      case .when:
        if excluding {
          add(value(of: candidate), query, list: .excludedWhen, to: &excludedWhen, seen: &seen)
        } else {
          add(value(of: candidate), query, list: .when, to: &when, seen: &seen)
        }
      }
    }
    let covered = last > first ? query.utf16Range(first..<last) : 0..<0
    return QueryReading(
      isPhotoSearch: true, who: who, what: what, where: places, when: when, mediaKinds: media,
      excludedWho: excludedWho, excludedWhat: excludedWhat, excludedWhere: excludedWhere,
      excludedWhen: excludedWhen, excludedMediaKinds: excludedMedia, coveredUTF16Range: covered)
  }

  /// Appends `value` unless the list already has it (case and accents ignored); `seen` holds the
  /// folded words of every list's values, tagged by `kind`, so the check is constant time.
  func add(
    _ value: ReadValue, _ query: QueryText, list kind: SeenValue.List, to list: inout [ReadValue],
    seen: inout SeenValues
  ) {
    guard !value.text.isEmpty else { return }
    let key = SeenValue(list: kind, words: query.folded[value.tokenRange])
    if seen.insert(key) { list.append(value) }
  }

}

extension Candidate {
  /// The vocabulary concept this candidate resolves to, if any.
  var concept: SubjectConcept? {
    if case .concept(let concept) = resolution { return concept }
    return nil
  }
}
