/// Decides whether text with a cue is about the person's existing photos (section 1):
/// photography talk (`how to`, `tips`, `where can I print`), capture (`take a photo`), and photos
/// that do not exist yet (`I'll`, `tomorrow`, a time in the future) are not searches.
public final class IntentClassifier: Sendable {
  /// The language's words the classifier reads (``Lexicon/intent``).
  let words: IntentWords
  /// The lists of ``words`` asked of every token of a clause, for fast lookups (``WordTable``).
  let askingWords: WordSet
  let requestWords: WordSet
  let postingVerbs: WordSet
  let auxiliaries: WordSet
  let captureFillers: WordSet
  /// ``IntentWords/captureAfterCue`` by first word (a pattern of no words matches anywhere).
  let captureAfterCueByFirstWord: WordMap<[[String]]>
  let captureAfterCueHasEmptyPattern: Bool

  /// Creates the classifier over a language's intent words.
  public init(words: IntentWords) {
    self.words = words
    askingWords = words.askingWords
    requestWords = words.requestWords
    postingVerbs = words.postingVerbs
    auxiliaries = words.auxiliaries
    captureFillers = words.captureFillers
    captureAfterCueByFirstWord = WordMap(
      Dictionary(grouping: words.captureAfterCue.filter { !$0.isEmpty }, by: { $0[0] }))
    captureAfterCueHasEmptyPattern = words.captureAfterCue.contains { $0.isEmpty }
  }

  /// Why text that has a cue and a filter is still not a search, or nil when it is one.
  public func rejection(
    of query: QueryText, chosen: [Candidate], firstCue: Int, resources: EngineResources
  ) -> String? {
    let clause = clause(around: firstCue, query)
    if isInterjection(firstCue, query) { return "an interjection" }
    if isAwardCategory(firstCue, query) { return "an award" }
    if asksPermission(query) { return "photography talk" }
    if isFilm(firstCue, query) || isCinemaOuting(firstCue, query) { return "a film" }
    if isTemper(firstCue, query) { return "a temper" }
    if asksWhoMade(query) { return "asks who made photos" }
    if asksAboutAPhoto(firstCue, query) { return "asks about a photo" }
    if isScanImage(firstCue, query) { return "a scan" }
    if isSportShot(firstCue, query) { return "a shot in another sense" }
    if matchesAny(resources.hotWords.talkPatterns, starts: .talkStart, query, within: clause) {
      return "photography talk"
    }
    if talksOfGear(query, within: clause, resources) { return "photography talk" }
    let saidAhead = matchesAny(
      resources.hotWords.futurePatterns, starts: .futureStart, query, within: clause)
    let promised = saidAhead && handlesNamedPhotos(firstCue, query)
    if saidAhead, !promised { return "future" }
    if isThanks(before: firstCue, query, within: clause), !fetchesAnything(query) {
      return "thanks for photos"
    }
    if isSomeoneElsesPost(query, within: clause) { return "someone else's post" }
    if isOthersPhotosTold(query, cue: firstCue) { return "someone else's photos told of" }
    if isOrganisationsPhotosTold(query, cue: firstCue, resources) {
      return "someone else's photos told of"
    }
    let scope = requestScope(around: firstCue, query)
    if isJudgedOnly(firstCue, query, within: clause, requestScope: scope) {
      return "photos judged, not asked for"
    }
    if isOwnSentPhotos(firstCue, query, requestScope: scope) { return "photos sent, not asked for" }
    if isToldOfOnly(firstCue, query, chosen: chosen, within: clause, requestScope: scope) {
      return "photos told of, not asked for"
    }
    // Photos broadcast, shown in a medium or lost are told of unless a request word asks for them
    // (a question alone does not: `my photos keep disappearing …, anyone else?`).
    if !requestsAnything(query, in: scope) {
      if isBroadcastTold(query, cue: firstCue, chosen: chosen, resources) {
        return "photos broadcast told of"
      }
      if isShownInAMedium(firstCue, query, within: clause) { return "photos in a medium told of" }
      if clause.contains(where: { words.lossWords.contains(query.folded[$0]) }) {
        return "photos lost told of"
      }
    }
    if isRuleAgainstPhotos(firstCue, query, chosen: chosen) { return "a rule against photos" }
    if wantsANewPhoto(firstCue, query) { return "capture" }
    // A new photo asked for: `can you grab a pic of the menu`, Taglish `pa-picture`, `pa-video`.
    let article = query.word(firstCue - 1)
    if article == "a" || article == "an", words.fetchVerbs.contains(query.word(firstCue - 2)) {
      return "capture"
    }
    if article == "-", words.capturePrefixes.contains(query.word(firstCue - 2)) {
      return "capture"
    }
    if isNewPhotosFetched(firstCue, query) { return "capture" }
    if isCaptureAfterCue(firstCue, query) { return "capture" }
    if isPhotoGettingMade(firstCue, query) || isPhotoProposed(firstCue, query) { return "capture" }
    // `so the kids can get snaps on the stones`: a bare plural cue after a verb of getting
    // that a modal puts ahead (`did anyone get photos on the hike` asks for them).
    if words.fetchVerbs.contains(article), query.folded[firstCue].hasSuffix("s"),
      words.modals.contains(query.word(firstCue - 2))
    {
      return "capture"
    }
    // A capture verb before the cue: `take a photo`, `take lots of pics`.
    var cursor = firstCue - 1
    // `takes insane photos at night`, `taking 40 selfies`: an adjective or a count stands
    // between the verb and the cue too.
    while cursor >= 0,
      captureFillers.contains(query.folded[cursor])
        || query.facts[cursor].sense == .adjective && firstCue - cursor <= 3
        || query.tokens[cursor].kind == .number && firstCue - cursor <= 2
    {
      cursor -= 1
    }
    if cursor >= 0, query.is(cursor, .capture) { return "capture" }
    if isPhotosInGeneral(firstCue, query) { return "photos in general" }
    if isCommentOnAShot(firstCue, query, within: clause, resources) {
      return "a shot in another sense"
    }
    if isImageAsStanding(firstCue, query) { return "an image in another sense" }
    // A time that lies ahead, said with a word that points ahead or at the present period
    // (`this weekend` on a Wednesday, `tonight` in the morning). A bare `the weekend` is not
    // rejected: a photo search means the last one.
    // Promised photos keep theirs: the time is when they will be handled (`I'll send you the
    // pics from Rotorua tonight`), dropped by ``handlingTimes(_:chosen:firstCue:resources:)``.
    // A time ahead in a sentence before or after the request is about something else (`load
    // shedding again tonight. Have you got the pictures of…`, `… from Pune? My mother-in-law is
    // visiting next week`).
    if !promised,
      chosen.indices.contains(where: {
        // (the kind first: passing a candidate on copies it)
        chosen[$0].kind == .when && clause.contains(chosen[$0].range.lowerBound)
          && isAhead(chosen[$0], query)
      })
    {
      return "future"
    }
    return nil
  }

  /// Whether a time candidate lies ahead of the reference and is said with a word that points
  /// ahead or at the present period (`this weekend` on a Wednesday, `tonight` before 21:00).
  func isAhead(_ candidate: Candidate, _ query: QueryText) -> Bool {
    guard candidate.kind == .when, case .time(let resolution) = candidate.resolution,
      let start = resolution.start, start > query.timeContext.reference
    else { return false }
    return candidate.range.contains(where: { words.deicticWords.contains(query.folded[$0]) })
  }

  /// The time candidates that say when photos will be handled, not when they were taken: a
  /// promise (`I'll post the pics from Boracay tomorrow`) or a deadline after the cue (`please
  /// upload them by Friday`); no filter (decision 3).
  public func handlingTimes(
    _ query: QueryText, chosen: [Candidate], firstCue: Int, resources: EngineResources
  ) -> [Range<Int>] {
    // (by index: iterating would copy every candidate)
    guard chosen.indices.contains(where: { chosen[$0].kind == .when }) else { return [] }
    // `please upload them by Friday`, `send them by 31 October`: a deadline for the request.
    var deadlines: [Range<Int>] = []
    for index in chosen.indices where chosen[index].kind == .when {
      let start = chosen[index].range.lowerBound
      if start > firstCue, query.word(start) == "by" || query.word(start - 1) == "by" {
        deadlines.append(chosen[index].range)
      }
    }
    let clause = clause(around: firstCue, query)
    guard
      matchesAny(
        resources.hotWords.futurePatterns, starts: .futureStart, query, within: clause),
      handlesNamedPhotos(firstCue, query)
    else { return deadlines }
    return chosen.filter { candidate in
      candidate.kind == .when
        && (isAhead(candidate, query)
          || candidate.range.contains(where: { words.deicticWords.contains(query.folded[$0]) })
            && candidate.range.lowerBound > firstCue
          || deadlines.contains(candidate.range))
    }.map(\.range)
  }

  /// Whether the clause talks of cameras, phones, storage or prices and asks for nothing: a
  /// specification (`85mm`, `4K`, `240fps`, `200GB`), a price (`$400`), an art institution
  /// (`the National Portrait Gallery`, `Te Papa's Museum`), with no request verb.
  func talksOfGear(_ query: QueryText, within clause: Range<Int>, _ resources: EngineResources)
    -> Bool
  {
    // Specifications, prices and institutions are rare: look for one first, cheaply.
    guard clause.contains(where: { isGearWord($0, query, resources) }) else { return false }
    return !clause.contains {
      requestWords.contains(query.folded[$0]) && !words.havingWords.contains(query.folded[$0])
        && query.folded[$0] != "any" && query.folded[$0] != "where"
    }
  }

  /// Whether the capitalised name that ends at `index` is where people were photographed: after
  /// `at`, with photos of people before it (`videos of the kids at the National Museum`), not a
  /// gallery's own images talked of (`the Hubble pictures at the ArtScience Museum`).
  func isPlaceVisited(_ index: Int, _ query: QueryText) -> Bool {
    var start = index
    while start > 0, query.isMarkedCapital(start - 1) { start -= 1 }
    if query.word(start - 1) == "the" { start -= 1 }
    guard query.word(start - 1) == "at" else { return false }
    return (0..<max(0, start - 2)).contains { of in
      query.folded[of] == "of"
        && (query.is(of + 1, [.people, .selfPronoun]) || query.isGivenName(of + 1)
          || query.word(of + 1) == "the" && query.is(of + 2, .people))
    }
  }

  /// Whether token `index` is a specification (`85mm`, `4K`, `GB`, `200 GB`), a price sign before
  /// a number, or a capitalised art institution (`Gallery`).
  func isGearWord(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    // (the token's fields read in place: a copy of the token retains its two strings)
    switch query.tokens[index].kind {
    case .alphanumeric:
      guard let first = query.tokens[index].surface.utf8.first, first >= 0x30 && first <= 0x39
      else { return false }
      return resources.lexicon.specUnits.contains(
        String(query.folded[index].drop(while: \.isNumber)))
    case .word:
      if query.tokens[index].isCapitalized, query.isMarkedCapital(index),
        words.institutionNouns.contains(query.folded[index]), !isPlaceVisited(index, query)
      {
        return true
      }
      let afterNumber = index > 0 && query.tokens[index - 1].kind == .number
      let allCapitals =
        query.tokens[index].isCapitalized && query.tokens[index].surface.utf8.count >= 2
        && query.tokens[index].surface.utf8.allSatisfy { $0 < 0x61 || $0 > 0x7A }
      return (afterNumber || allCapitals)
        && resources.lexicon.specUnits.contains(query.folded[index])
    case .punctuation:
      return index + 1 < query.count && query.tokens[index + 1].kind == .number
        && words.currencySigns.contains(query.folded[index])
    case .number:
      return false
    }
  }

  /// Whether a verb of handling takes the cue with a definite determiner (`I'll send you the pics
  /// from Rotorua tonight`, `going to frame the photo of Nana`): photos that exist, promised or
  /// handled later, not photos still to take (`I'll send you photos from Manali when I get
  /// there`). A time ahead still makes it no search (`I'll send the photos this weekend`).
  func handlesNamedPhotos(_ cue: Int, _ query: QueryText) -> Bool {
    let determiner = query.word(cue - 1)
    guard Self.definiteDeterminers.contains(determiner) else { return false }
    for back in 2...4 where words.handlingVerbs.contains(query.word(cue - back)) { return true }
    return false
  }

  /// The most tokens a clause reaches on each side of the cue.
  static let longestClause = 40

  /// Whether thanks come before the cue in its clause (`thanks for the pics from the reunion!!`,
  /// `cheers for the photos mate`, `chur for the photos`): photos already sent, not asked for.
  func isThanks(before cue: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    guard clause.lowerBound < cue else { return false }
    for index in clause.lowerBound..<cue
    where words.thanksWords.contains(query.folded[index]) {
      // `thanks for…`, `thank you for…`, Taglish `thanks sa…`; not `chur, got the photos…?`
      var next = index + 1
      if query.word(next) == "you" { next += 1 }
      // `thank you so much for…`, `thanks heaps for…`, `thanks again for…`
      while next - index <= 4, words.thanksIntensifiers.contains(query.word(next)) { next += 1 }
      if words.thanksLinks.contains(query.word(next)) { return true }
    }
    return false
  }

  /// Whether the clause tells of someone else posting photos, with no request (decision 21,
  /// section 1: the photos are theirs, online or in print).
  func isSomeoneElsesPost(_ query: QueryText, within clause: Range<Int>) -> Bool {
    var posted = false
    for index in clause {
      let word = query.folded[index]
      if requestWords.contains(word) { return false }
      guard postingVerbs.contains(word) || isPostingForm(index, query),
        index > clause.lowerBound
      else { continue }
      // `Tourism Australia has been posting`: back over the auxiliaries to the subject.
      var before = index - 1
      while before > clause.lowerBound, auxiliaries.contains(query.folded[before]) {
        before -= 1
      }
      let subject = query.tokens[before]
      let third =
        Self.thirdPersonSubjects.contains(query.folded[before])
        || (subject.isCapitalized && subject.kind == .word
          && (!query.startsSentence(before) || query.isGivenName(before)
            || word.hasSuffix("ed") || before < index - 1))
        || query.is(before, .people)
      if third { posted = true }
    }
    return posted
  }

  /// Whether token `index` is the -ing form of a posting verb after an auxiliary (`has been
  /// posting`, `keeps sharing`).
  func isPostingForm(_ index: Int, _ query: QueryText) -> Bool {
    Self.postingForms.contains(query.folded[index])
      && auxiliaries.contains(query.word(index - 1))
  }

  /// Whether any word of the text asks for something (a request word, a question mark, `you`).
  func asksAnything(_ query: QueryText) -> Bool {
    query.folded.contains { askingWords.contains($0) || requestWords.contains($0) }
  }

  /// Whether a word of a cue's request scope (``requestScope(around:_:)``) asks for something:
  /// a question about another matter in another sentence does not ask for the photos (`the photo
  /// on the front came out way too dark. … also did you rsvp?`).
  func asksAnything(_ query: QueryText, in scope: Range<Int>) -> Bool {
    scope.contains {
      let word = query.folded[$0]
      guard askingWords.contains(word) || requestWords.contains(word) else { return false }
      // `thank you`, `love you`, `sent you the pics`: a `you` that closes a courtesy or receives
      // what was sent asks for nothing.
      return word != "you" || !words.youWithoutAsking.contains(query.word($0 - 1))
    }
  }

  /// Whether a cue's request scope asks outright: a question mark or a word that opens a request
  /// (`can`, `could`, `please`, `send`), not in a name.
  public func asksOutright(_ query: QueryText, in scope: Range<Int>) -> Bool {
    scope.contains {
      let word = query.folded[$0]
      guard word == "?" || words.requestOpeners.contains(word), !query.isMarkedCapital($0)
      else { return false }
      // `can` and `could` ask when someone follows (`could you`, `can I get`), not in `photos
      // can be ordered`.
      return !words.modals.contains(word) || Self.askedOnes.contains(query.word($0 + 1))
    }
  }

  /// Whether a word of a cue's request scope is a request word (as ``requestsAnything(_:)``).
  public func requestsAnything(_ query: QueryText, in scope: Range<Int>) -> Bool {
    scope.contains {
      requestWords.contains(query.folded[$0]) && !query.isMarkedCapital($0)
        && !isOwnHaving($0, query)
    }
  }

  /// The tokens whose words can ask for the cue's photos: the cue's sentence with its closing
  /// mark, and each sentence after it that points back at them and asks (`… from Bali last May.
  /// Could you send them?`). A sentence before the cue's is about something else.
  public func requestScope(around cue: Int, _ query: QueryText) -> Range<Int> {
    func endsSentence(_ index: Int) -> Bool {
      let word = query.folded[index]
      return query.tokens[index].kind == .punctuation
        && ((word == "." || word == "!" || word == "?")
          && !(index + 1 < query.count && query.tokens[index + 1].kind == .punctuation)
          || query.isClosingEmoji(index))
    }
    var start = cue
    while start > 0, !endsSentence(start - 1) { start -= 1 }
    var end = cue
    while end < query.count, !endsSentence(end) { end += 1 }
    end = min(query.count, end + 1)
    // Later sentences that point back at the photos and ask for them join the request (`Could
    // you send them?`), not one that only mentions something (`gonna redo it at Staples`).
    while end < query.count {
      var next = end
      var pointsBack = false
      var asks = false
      while next < query.count, !endsSentence(next) {
        let word = query.folded[next]
        if Self.backReferences.contains(word) { pointsBack = true }
        // `can` and `could` ask when someone follows (`could you send them?`), not in an offer
        // (`I can chuck them on a USB`).
        if words.requestOpeners.contains(word),
          !words.modals.contains(word) || Self.askedOnes.contains(query.word(next + 1))
        {
          asks = true
        }
        next += 1
      }
      if next < query.count, query.folded[next] == "?" { asks = true }
      guard pointsBack, asks else { break }
      end = min(query.count, next + 1)
    }
    return start..<end
  }

  /// Whether the cue's photos are told of where they are shown, not in the person's library: a
  /// medium word right before the cue (`insta pics`, `the menu photos`) or placed after it in its
  /// clause (`the photos on the Rightmove listing`, `pictures … sa IG`, `the photo on my driving
  /// licence`).
  func isShownInAMedium(_ cue: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    if words.mediumNouns.contains(query.word(cue - 1)) { return true }
    var index = cue + 1
    while index < clause.upperBound, index - cue <= 8 {
      // The word as typed: chat spellings fold to English (Taglish `sa` reads as `at`).
      if words.mediumPrepositions.contains(query.folded[index])
        || words.mediumPrepositions.contains(query.tokens[index].folded)
      {
        var noun = index + 1
        while noun < clause.upperBound, noun - index <= 4, !isMedium(noun, query),
          query.tokens[noun].kind == .word, !query.is(noun, .preposition)
        {
          noun += 1
        }
        if noun < clause.upperBound, isMedium(noun, query) { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether token `index` names a medium: a medium noun, or the capitalised last word of a
  /// paper's name after `the` (`in the Guardian`, `on the cover of the Irish Times`) or of a name
  /// of two words or more, or one followed by `of` and a place (`in Straits Times`, `in Times of
  /// India`); not a word a longer name runs on past (`in Times Square`).
  func isMedium(_ index: Int, _ query: QueryText) -> Bool {
    if words.mediumNouns.contains(query.folded[index]) { return true }
    guard query.isMarkedCapital(index), words.publicationHeads.contains(query.folded[index])
    else { return false }
    var first = index
    while first > 0, query.isMarkedCapital(first - 1) { first -= 1 }
    if query.word(first - 1) == "the" { return true }
    guard !query.isMarkedCapital(index + 1) else { return false }
    return first < index || query.word(index + 1) == "of" && query.isMarkedCapital(index + 2)
  }

  /// Whether any word of the text is a request word (`send`, `find`, `any`, `where`): a
  /// question alone (`did you see …?`) asks for nothing of the person's library.
  func requestsAnything(_ query: QueryText) -> Bool {
    // A capitalised word inside the text is part of a name (`the Late Late Toy Show`).
    query.tokens.indices.contains {
      requestWords.contains(query.folded[$0]) && !query.isMarkedCapital($0)
        && !isOwnHaving($0, query)
    }
  }

  /// Whether the text tells of photos someone else has and asks for nothing (section 1: the
  /// person's own photos are searched): `Mum's photos of Noosa on Facebook are gorgeous`, `the
  /// Footy Show had some great clips from the Grand Final`. The person's own photos told of with a
  /// filter (`the pics from Nana's came out cute`) stay searches, by section 1's letter.
  func isOthersPhotosTold(_ query: QueryText, cue: Int) -> Bool {
    for index in 0..<query.count where askingWords.contains(query.folded[index]) {
      if query.isMarkedCapital(index) { continue }  // part of a name: `the Breakfast Show`
      let word = query.folded[index]
      if words.havingWords.contains(word), words.tellingSubjects.contains(query.word(index - 1)) {
        continue
      }
      if word == "has" || word == "had" { continue }
      return false
    }
    var owner = cue - 1
    // `Stuff had some wild pictures`: adjectives stand between the owner and the cue too.
    while owner >= 0,
      captureFillers.contains(query.folded[owner])
        || query.facts[owner].sense?.isAdjective == true && cue - owner <= 3
        // `stunning`, `amazing`: an -ing word straight before the cue describes it
        || cue - owner <= 3 && query.facts[owner].sense == .activity
          && query.folded[owner].hasSuffix("ing")
    {
      owner -= 1
    }
    let ownerWord = query.word(owner)
    // `the Footy Show had some great clips`: a subject other than the person has them.
    if ownerWord == "had" || ownerWord == "has" {
      return !Self.ownHavers.contains(query.word(owner - 1)) && owner > 0
    }
    guard words.otherOwners.contains(ownerWord) else { return false }
    for index in (cue + 1)..<query.count {
      let word = query.folded[index]
      if words.clauseOpeners.contains(word) { return false }
      if words.statementVerbs.contains(word) { return true }
    }
    return false
  }

  /// Whether the text tells of photos an organisation, a paper, a show or a brand has and asks for
  /// nothing (section 1): `the NYT photos of the smoke over Manhattan are unreal`, `the Mail's pics
  /// of Harry and Meghan, honestly`, `Air NZ's new safety video`. The owner is a capitalised name
  /// after `the` or before `'s` (past modifiers such as `new safety`) that is no person and no
  /// place the gazetteer knows: `the Bali photos` are the person's own, of Bali.
  func isOrganisationsPhotosTold(_ query: QueryText, cue: Int, _ resources: EngineResources)
    -> Bool
  {
    var owner = cue - 1
    while owner >= 0, cue - owner <= 3, query.tokens[owner].kind == .word,
      !query.tokens[owner].isCapitalized,
      query.facts[owner].sense == .adjective || query.facts[owner].sense?.isDepictableNoun == true
    {
      owner -= 1
    }
    let possessive = query.word(owner) == "'s"
    if possessive { owner -= 1 }
    guard owner > 0, query.tokens[owner].kind == .word || query.tokens[owner].kind == .alphanumeric,
      query.isMarkedCapital(owner),
      !query.isGivenName(owner), !query.is(owner, [.people, .selfPronoun, .time, .cue, .media])
    else { return false }
    // The name may run over several capitalised words (`the Late Late Toy Show footage`), after
    // `the` unless it owns the photos with `'s` (`Air NZ's new safety video`).
    var first = owner
    while first > 0,
      query.isMarkedCapital(first - 1)
        || first == 1 && query.tokens[0].isCapitalized
          && !query.is(0, [.determiner, .stop])
    {
      first -= 1
    }
    guard possessive || query.word(first - 1) == "the",
      first == owner || !query.isGivenName(first)
    else { return false }
    // `the National Day Parade videos`: an event named after a holiday is the person's outing.
    if first < owner,
      (first + 1...owner).contains(where: {
        HolidayNames.rules[query.foldedPhrase(first..<$0)] != nil
      })
    {
      return false
    }
    // An acronym a small town shares (`NYT`) is the paper, not the town.
    if let place = resources.gazetteer.longestMatch(in: query.tokens, from: first),
      let known = place.places.first, first + place.length > owner,
      known.kind != .city || known.population >= 1_000_000
        || query.tokens[owner].surface.uppercased() != query.tokens[owner].surface
    {
      return false
    }
    return !query.tokens.indices.contains { index in
      words.askingWords.contains(query.folded[index]) && !query.isMarkedCapital(index)
        && query.folded[index] != "has" && query.folded[index] != "had"
    }
  }

  /// Whether the text tells of footage a broadcaster, a paper or an authority showed and asks for
  /// nothing: `ABC showed drone footage of the floods`, `CBC ran footage of the wildfire`, `mug
  /// shots of the suspects were released by SAPS`. The one who showed them is a capitalised name
  /// no list knows as a person or a place, right before the verb or after `by`; or a channel
  /// the footage was on. (The caller has checked that no request word asks for them.)
  func isBroadcastTold(
    _ query: QueryText, cue: Int, chosen: [Candidate], _ resources: EngineResources
  ) -> Bool {
    func isOrganisation(_ index: Int) -> Bool {
      // An acronym (`ABC`, `SAPS`, `RTÉ`, `eNCA`) names an organisation, whatever town shares it.
      if isAcronym(index, query), !query.is(index, [.people, .selfPronoun, .time, .cue, .media]) {
        return true
      }
      guard index >= 0, index < query.count, query.tokens[index].isCapitalized,
        query.tokens[index].kind == .word || query.tokens[index].kind == .alphanumeric,
        !query.is(index, [.people, .selfPronoun, .time, .cue, .media])
      else { return false }
      // `Aaj Tak showed…`: two capitalised words the gazetteer does not know together name an
      // organisation, whatever town shares the last one.
      if index > 0, query.tokens[index - 1].isCapitalized, query.tokens[index - 1].kind == .word,
        !query.isGivenName(index - 1),
        !query.is(index - 1, [.people, .selfPronoun, .time, .cue, .media, .determiner]),
        resources.gazetteer.longestNameLength(in: query.tokens, from: index - 1) < 2
      {
        return true
      }
      return !query.isGivenName(index)
        && resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
    }
    // `the footage on CNN of the tornado`, `saw the pictures on Aaj Tak`: shown on a channel, a
    // name no list knows as a place or a person right after the cue's `on`.
    if query.word(cue + 1) == "on", isOrganisation(cue + 2),
      query.tokens[cue].surface.uppercased() != query.tokens[cue].surface
    {
      return true
    }
    // `saw the footage of the Chennai floods on NDTV`, `yung footage sa GMA ng bagyo`: a channel's
    // acronym after `on` later in the cue's phrase.
    if isShownOnAChannel(after: cue, query, chosen: chosen, resources) { return true }
    // `NDTV footage of the Mumbai rains`, `eNCA footage of the strike`, `Mediacorp footage of the
    // flypast`: a channel's acronym or a name no list knows as a place or a person right before a
    // broadcast's cue, in text that is not all capitals.
    if cue > 0, words.broadcastCues.contains(query.folded[cue]),
      isAcronym(cue - 1, query) || isOrganisation(cue - 1) && !query.hasPossessive(after: cue - 1),
      query.tokens[cue].surface.uppercased() != query.tokens[cue].surface,
      !query.is(cue - 1, [.time, .people, .selfPronoun]),
      !chosen.indices.contains(where: {
        chosen[$0].kind == .when && chosen[$0].range.contains(cue - 1)
      }),
      resources.gazetteer.longestNameLength(in: query.tokens, from: cue - 1) == 0
    {
      return true
    }
    for verb in 0..<query.count where words.broadcastVerbs.contains(query.folded[verb]) {
      // `ABC showed … footage`: the verb before the cue, its subject a name.
      if verb < cue, isOrganisation(verb - 1) { return true }
      // `… were released by SAPS`: after the cue, with its agent.
      if verb > cue, query.word(verb + 1) == "by",
        isOrganisation(query.word(verb + 2) == "the" ? verb + 3 : verb + 2)
      {
        return true
      }
    }
    return false
  }

  /// Whether the cue stands bare (no determiner) right after a verb of publishing or printing
  /// that is neither a request to the listener nor an imperative: `is it safe to post pictures of the kids online`,
  /// `does Officeworks print photos on canvas` (photos in general); `can you print pics from
  /// Bali` stays a request (decision 3).
  func isPhotosInGeneral(_ cue: Int, _ query: QueryText) -> Bool {
    var verb = cue - 1
    if query.word(verb) == "of" { verb -= 1 }
    // `print canvas photos`, `frame passport photos`: a bare noun may say what kind.
    if verb > 0, !words.publishingVerbs.contains(query.folded[verb]),
      query.tokens[verb].kind == .word,
      query.facts[verb].sense?.isDepictableNoun == true || query.facts[verb].isVocabulary,
      words.publishingVerbs.contains(query.folded[verb - 1])
    {
      verb -= 1
    }
    guard verb >= 0, words.publishingVerbs.contains(query.folded[verb]) else { return false }
    for back in 1...3 where query.word(verb - back) == "you" { return false }
    // An imperative is a request too: `print pics from Bali`, `pls post the ones from Oslo`.
    return !query.startsSentence(verb) && query.word(verb - 1) != "please"
  }

  /// Whether the cue is a lone singular `shot` with nothing after it that it shows (`of …`) and
  /// no word in its clause that asks for it: a shot in sport, a drink, a remark.
  func isCommentOnAShot(
    _ cue: Int, _ query: QueryText, within clause: Range<Int>, _ resources: EngineResources
  ) -> Bool {
    if isShotSomeoneMade(cue, query) || isShotDoneWithAnotherVerb(cue, query) { return true }
    if isCountedShots(cue, query, within: clause) || isShotAtSomething(cue, query)
      || isDrinkOrJab(cue, query, within: clause, resources)
    {
      return true
    }
    guard query.folded[cue] == "shot", query.word(cue + 1) != "of",
      !query.is(cue - 1, .media)
    else { return false }
    // An asking word after a determiner is a noun (`that drop goal`), asking nothing.
    return !clause.contains { isShotAsking($0, query) }
  }

  /// `her whole image is built on being relatable`, `Qantas needs to fix its image`, `the
  /// brand's image took a hit`: one `image` that someone or something has, showing nothing
  /// (`of …`, `from …`), is a reputation.
  func isImageAsStanding(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.folded[cue] == "image", query.word(cue + 1) != "of", query.word(cue + 1) != "from"
    else { return false }
    var owner = cue - 1
    // `a better image`, `its public image`: qualities of a standing, asked for by no one.
    var described = false
    while owner >= 0, cue - owner <= 2, query.tokens[owner].kind == .word,
      query.facts[owner].sense == .adjective || query.facts[owner].sense == .gradedAdjective
    {
      described = true
      owner -= 1
    }
    let word = query.word(owner)
    if query.words.possessivePronouns.contains(word) || word == "its" { return true }
    if described, word == "a" || word == "an",
      !query.tokens.indices.contains(where: { isRequest($0, query) })
    {
      return true
    }
    // `the brand's image`, `the Boks' image`: a thing's, not a person's (`Mum's image` may be a
    // photo of her).
    guard word == "'s" || word == "'", owner > 0, !query.is(owner - 1, .people),
      query.facts[owner - 1].sense != .personNoun
    else { return false }
    return !query.isGivenName(owner - 1)
      || !query.tokens[owner - 1].isCapitalized && query.facts[owner - 1].sense != nil
  }

  /// `McDavid had 8 shots on net`, `way too many shots at Cargo Bar`, `three shots of Baby
  /// Guinness`: shots counted, in a clause that asks for nothing, are shots in sport or drinks
  /// (photos counted are taken, `I took 300 shots`, and that is capture).
  func isCountedShots(_ cue: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    guard query.folded[cue] == "shots" else { return false }
    var before = cue - 1
    // `heaps of shots`: the quantity before `of` counts (`ng shots`, `of shots` alone do not).
    if query.word(before) == "of" { before -= 1 }
    let counted =
      query.tokens[max(0, before)].kind == .number && before >= 0
      || TimeLexicon.cardinals[query.word(before)] != nil
      || words.quantityWords.contains(query.word(before)) && query.word(before) != "some"
        && query.word(before) != "more" && query.word(before) != "of"
    guard counted else { return false }
    return !clause.contains { isShotAsking($0, query) }
  }

  /// `his MMR jab and the other shots at the GP`, `flu shot`, `shots of sambuca`, `too many shots,
  /// lasing talaga ako`: a shot with a drink or a medicine named before it or after `of`, or a
  /// clause about drinking or a clinic, asked for by no one, is a drink or a jab. Asked for, it
  /// stays a photo (`can you send the shots from the pub`).
  func isDrinkOrJab(
    _ cue: Int, _ query: QueryText, within clause: Range<Int>, _ resources: EngineResources
  ) -> Bool {
    guard query.folded[cue] == "shot" || query.folded[cue] == "shots" else { return false }
    let named =
      words.shotSenseWords.contains(query.word(cue - 1)) || isBareDrinkingShots(cue, query)
      || query.word(cue + 1) == "of" && words.shotSenseWords.contains(query.word(cue + 2))
        && !query.isMarkedCapital(cue + 2)
      || isDrinkBrand(after: cue, query, resources)
    // A capitalised word is part of a name (`Chocolate Hills`), not a drink.
    // A drink's emoji tells of drinks wherever it stands (`shots at the Espy after work? 🍻`).
    let told =
      named
      || clause.contains {
        words.shotSenseWords.contains(query.folded[$0]) && !query.isMarkedCapital($0)
      }
      || query.tokens.indices.contains {
        query.tokens[$0].kind == .punctuation && words.shotSenseWords.contains(query.folded[$0])
      }
    guard told else { return false }
    return !clause.contains { index in
      named ? isRequest(index, query) : isShotAsking(index, query)
    }
  }

  /// `who's doing shots at the Espy`, `keen for shots`, `shots later?`: bare plural `shots`, with
  /// no determiner and nothing they show (`of`, `from`), after a verb of doing or `for`, or
  /// before a time of the night out, are drinks.
  func isBareDrinkingShots(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.folded[cue] == "shots", query.word(cue + 1) != "of",
      query.word(cue + 1) != "from"
    else { return false }
    return words.drinkingShotLeads.contains(query.word(cue - 1))
      || words.drinkingShotTimes.contains(query.word(cue + 1))
  }

  /// Whether the word at `index` asks for a shot or points at one the person has: a request
  /// (``isRequest(_:_:)``) or another shot-asking word not after a determiner (`that drop goal`).
  func isShotAsking(_ index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    if words.requestWords.contains(word) { return isRequest(index, query) }
    return words.shotAskingWords.contains(word) && !query.is(index - 1, .determiner)
  }

  /// Whether the word at `index` asks for something: a request word, where `show` asks only
  /// with someone to show it to (`show me`, not `nothing to show for it`).
  func isRequest(_ index: Int, _ query: QueryText) -> Bool {
    let word = query.folded[index]
    guard words.requestWords.contains(word), !isOwnHaving(index, query) else { return false }
    if word == "show" || word == "shows" {
      return words.showObjects.contains(query.word(index + 1))
    }
    return true
  }

  /// Whether the word at `index` is `got` or `have` said of what the speaker or someone talked of
  /// has (`I've got my MMR shot booked`, `we got our passport photos redone`, `he's got a wicked
  /// shot`): a statement, not a request (`have you got`, `got any`).
  func isOwnHaving(_ index: Int, _ query: QueryText) -> Bool {
    guard words.havingWords.contains(query.folded[index]) else { return false }
    // `he's got a wicked shot`, `we've got`: the subject before a contracted `has` or `have`.
    let before = query.word(index - 1)
    let subject = before == "'s" || before == "'ve" ? index - 2 : index - 1
    return words.speakerSubjects.contains(query.word(subject))
  }

  /// `one shot at redemption`, `got a shot at IIT`, `a shot in the dark`: a singular shot at an
  /// abstract thing or a name no list knows, or in the dark, is an attempt, not a photo.
  func isShotAtSomething(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.folded[cue] == "shot" else { return false }
    if query.word(cue + 1) == "in", query.word(cue + 2) == "the", query.word(cue + 3) == "dark" {
      return true
    }
    guard query.word(cue + 1) == "at" else { return false }
    var object = cue + 2
    let bare = !query.is(object, .determiner)
    if !bare { object += 1 }
    guard object < query.count, query.tokens[object].kind == .word else { return false }
    if query.tokens[object].surface.allSatisfy(\.isUppercase)
      && query.tokens[object].surface.count >= 2
    {
      return true
    }
    // `a shot at the Nashville job`, `a real shot at the nursing program`: past the name and the
    // words that describe it, to the head noun.
    while object + 1 < query.count, object - cue <= 5, query.tokens[object + 1].kind == .word,
      query.isMarkedCapital(object) && !query.isMarkedCapital(object + 1)
        || query.facts[object].sense == .activity || query.facts[object].sense == .adjective
    {
      object += 1
    }
    // Bare or after `a shot`, an act is aimed at too (`a shot at redemption`, `a shot at the
    // job`); `a shot at the wedding` is a photo (an event).
    let sense = query.facts[object].sense
    let attempt = bare || query.word(cue - 1) == "a" || query.word(cue - 2) == "a"
    return sense == .abstractNoun
      || attempt && sense == .occasionNoun && !query.is(object, [.event, .personalEvent])
  }

  /// `Curry hit 9 shots from three`, `the bartender did flaming shots`: shots that the verb before
  /// them (past a number, a quantity or a modifier) does something with other than what one does
  /// with photos (take, have, send, find, love, see…) are shots in sport or drinks.
  func isShotDoneWithAnotherVerb(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.folded[cue] == "shots" else { return false }
    var verb = cue - 1
    while verb >= 0, cue - verb <= 3,
      query.tokens[verb].kind == .number || words.quantityWords.contains(query.folded[verb])
        || query.facts[verb].sense == .adjective || query.facts[verb].sense == .activity
    {
      verb -= 1
    }
    guard verb >= 0, verb < cue - 1 || query.tokens[verb].kind == .word,
      query.tokens[verb].kind == .word,
      query.facts[verb].sense == .verb || query.folded[verb] == "did"
    else { return false }
    // `the photo finish shots`: a word after an article or a cue is a noun.
    guard !query.is(verb - 1, [.determiner, .cue, .media]) else { return false }
    let word = query.folded[verb]
    return !query.is(verb, [.makerVerb, .capture, .verb, .cue, .media])
      && !words.handlingVerbs.contains(word) && !requestWords.contains(word)
      && !words.havingWords.contains(word) && !words.seeingVerbs.contains(word)
  }

  /// `the shots Steph Curry hit`, `that shot McDavid buried`: a shot that a named person then did
  /// something with other than take, send or post it is a shot in sport. Whoever took photos
  /// (`the shots Sam took`) or sent them is decision 21's maker, and the photos are still asked for.
  func isShotSomeoneMade(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.folded[cue] == "shot" || query.folded[cue] == "shots" else { return false }
    var verb = cue + 1
    while verb < query.count, verb - cue <= 2, query.isMarkedCapital(verb),
      query.tokens[verb].kind == .word
    {
      verb += 1
    }
    guard verb > cue + 1, verb < query.count, query.tokens[verb].kind == .word,
      query.facts[verb].sense == .verb
    else { return false }
    return !query.is(verb, [.makerVerb, .capture, .verb])
      && !words.handlingVerbs.contains(query.folded[verb])
  }

  /// The tokens of the sentence or clause that holds the cue at `cue`: a story told before the
  /// request (`My therapist said I should look back at happier times, so can you find the
  /// pictures from Banff`) has its own future and talk words, which do not make the request one.
  /// Clauses end at `.`, `!`, `?`, `;` and at `, so` / `, but`.
  func clause(around cue: Int, _ query: QueryText) -> Range<Int> {
    func isBreak(_ index: Int) -> Bool {
      let word = query.folded[index]
      // `so` and `but` after a comma; every other break is a punctuation mark.
      guard query.tokens[index].kind == .punctuation else {
        return Self.commaLinks.contains(word) && query.word(index - 1) == ","
      }
      // `f/1.8`, `$2.99`: a point between digits ends nothing.
      if word == ".", index > 0, index + 1 < query.count, !query.tokens[index].spaceBefore,
        !query.tokens[index + 1].spaceBefore, query.tokens[index - 1].kind == .number,
        query.tokens[index + 1].kind == .number
      {
        return false
      }
      if word == "." || word == "!" || word == "?" || word == ";" { return true }
      if query.isClosingEmoji(index) { return true }
      if (word == "so" || word == "but") && query.word(index - 1) == "," { return true }
      // `Jenna was asking about the lake trip, can you send me…`: a request after a comma.
      return word == "," && words.requestOpeners.contains(query.word(index + 1))
    }
    // A request is a few dozen words at most: the clause is looked for that far on each side.
    var start = cue
    while start > 0, cue - start < Self.longestClause, !isBreak(start - 1) { start -= 1 }
    var end = cue + 1
    while end < query.count, end - cue < Self.longestClause, !isBreak(end) { end += 1 }
    return start..<end
  }

  /// Whether `about` at `index` is about photos as such: a cue up to four words before or after it,
  /// and no filter after a cue that follows it (`about the photos from Uluru` names the photos
  /// wanted).
  func isAboutPhotos(_ index: Int, _ query: QueryText) -> Bool {
    guard ((index - 4)...(index + 4)).contains(where: { query.is($0, [.cue, .media]) }) else {
      return false
    }
    let cueAfter = ((index + 1)...(index + 4)).first { query.is($0, [.cue, .media]) }
    guard let cue = cueAfter else { return true }
    return !query.words.filterLeads.contains(query.word(cue + 1))
  }

  /// Whether any of `patterns` (by first word) occurs as consecutive folded tokens inside
  /// `clause`; only tokens of class `starts` are looked up.
  /// Whether the cue word at `cue` is part of an idiom of the talk patterns (`pretty as a
  /// picture`, `get the picture`, `big shot`): the word is used in another sense.
  public func isInIdiom(_ cue: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let patterns = resources.hotWords.talkPatterns
    for index in max(0, cue - 4)...cue where query.is(index, .talkStart) {
      for pattern in patterns[query.folded[index]] ?? []
      where index + pattern.count > cue && index + pattern.count <= query.count
        && query.folded[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        return true
      }
    }
    return false
  }

  func matchesAny(
    _ patterns: WordMap<[[String]]>, starts: WordClass, _ query: QueryText,
    within clause: Range<Int>
  ) -> Bool {
    let words = query.folded
    for index in clause where query.is(index, starts) {
      for pattern in patterns[words[index]] ?? [] where index + pattern.count <= clause.upperBound {
        // `Siobhan was asking about the videos from…`: a relayed request, not talk about photos.
        // `what about the shots from…`: a request for them.
        // `the pics the photographer sent`: the photographer made the photos asked for.
        if pattern.count == 1, pattern[0] == "photographer" || pattern[0] == "photographers",
          query.is(index - 1, .determiner), query.is(index + 1, .makerVerb)
        {
          continue
        }
        // A capitalised idiom inside a sentence is a title (`the Picture This gig`).
        if query.isMarkedCapital(index), query.isMarkedCapital(index + 1) { continue }
        // `the picture of Grandpa at the drive-in movie theater`: a cinema one was at is a venue.
        if pattern.count == 1, self.words.venueNouns.contains(pattern[0]),
          ((index - 6)..<index).contains(where: {
            self.words.venuePrepositions.contains(query.word($0))
          })
        {
          continue
        }
        // `I'm about to call the bank`: going to, not talk; talk is about photos, a cue near it
        // (`my text about the photos`), not about the vet a sentence away; and photos with a
        // filter after them are asked for (`Mum's been on at me about the photos from Uluru`).
        if pattern.count == 1, pattern[0] == "about",
          Self.askingAbout.contains(query.word(index - 1)) || query.word(index + 1) == "to"
            || !isAboutPhotos(index, query)
        {
          continue
        }
        // `gis a look at the pictures from Salthill`: an idiom of place that ends on a cue word
        // (`at the pictures`, `in the picture`) is no idiom when the cue goes on to say what it
        // shows.
        let last = index + pattern.count - 1
        if pattern.count > 1, query.is(index, .preposition), query.is(last, .cue),
          isShowing(after: last, query)
        {
          continue
        }
        if words[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
      }
    }
    return false
  }

  /// Whether the words after the cue at `index` say what it shows: `from`, `of` or `with` and a
  /// word after it (`the pictures from Salthill`, `the picture of Nan`).
  func isShowing(after index: Int, _ query: QueryText) -> Bool {
    let preposition = query.word(index + 1)
    guard preposition == "from" || preposition == "of" || preposition == "with" else {
      return false
    }
    return index + 2 < query.count && query.tokens[index + 2].kind != .punctuation
  }

}
