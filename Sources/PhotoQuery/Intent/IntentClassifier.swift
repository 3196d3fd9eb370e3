/// Decides whether text with a cue is about the person's existing photos (section 1):
/// photography talk (`how to`, `tips`, `where can I print`), capture (`take a photo`), and photos
/// that do not exist yet (`I'll`, `tomorrow`, a time in the future) are not searches.
public struct IntentClassifier: Sendable {
  /// The language's words the classifier reads (``Lexicon/intent``).
  let words: IntentWords
  /// The lists of ``words`` asked of every token of a clause, for fast lookups (``WordTable``).
  let askingWords: WordSet
  let requestWords: WordSet
  let postingVerbs: WordSet
  let auxiliaries: WordSet
  let captureFillers: WordSet

  /// Creates the classifier over a language's intent words.
  public init(words: IntentWords) {
    self.words = words
    askingWords = WordSet(words.askingWords)
    requestWords = WordSet(words.requestWords)
    postingVerbs = WordSet(words.postingVerbs)
    auxiliaries = WordSet(words.auxiliaries)
    captureFillers = WordSet(words.captureFillers)
  }

  /// Why text that has a cue and a filter is still not a search, or nil when it is one.
  public func rejection(
    of query: QueryText, chosen: [Candidate], firstCue: Int, resources: EngineResources
  ) -> String? {
    let lexicon = resources.lexicon
    let clause = clause(around: firstCue, query)
    if matchesAny(lexicon.talkPatternsByFirstWord, starts: .talkStart, query, within: clause) {
      return "photography talk"
    }
    if talksOfGear(query, within: clause, resources) { return "photography talk" }
    let saidAhead = matchesAny(
      lexicon.futurePatternsByFirstWord, starts: .futureStart, query, within: clause)
    let promised = saidAhead && handlesNamedPhotos(firstCue, query)
    if saidAhead, !promised { return "future" }
    if isThanks(before: firstCue, query, within: clause) { return "thanks for photos" }
    if isSomeoneElsesPost(query, within: clause) { return "someone else's post" }
    if isOthersPhotosTold(query, cue: firstCue) { return "someone else's photos told of" }
    if !asksAnything(query) {
      if isShownInAMedium(firstCue, query, within: clause) { return "photos in a medium told of" }
      if clause.contains(where: { words.lossWords.contains(query.folded[$0]) }) {
        return "photos lost told of"
      }
    }
    // `no photos allowed in the museum`, `No videos during the ceremony please`: a rule; an
    // exclusion would have taken the `no` (`no selfies, just the pics of…`).
    if query.word(firstCue - 1) == "no", query.startsSentence(firstCue - 1),
      !chosen.contains(where: { $0.kind == .exclusion && $0.range.contains(firstCue - 1) })
    {
      return "a rule against photos"
    }
    // A new photo asked for: `can you grab a pic of the menu`, Taglish `pa-picture`, `pa-video`.
    let article = query.word(firstCue - 1)
    if article == "a" || article == "an", words.fetchVerbs.contains(query.word(firstCue - 2)) {
      return "capture"
    }
    if article == "-", query.word(firstCue - 2) == "pa" { return "capture" }
    // `so the kids can get snaps on the stones`: a bare plural cue after a verb of getting
    // that a modal puts ahead (`did anyone get photos on the hike` asks for them).
    if words.fetchVerbs.contains(article), query.folded[firstCue].hasSuffix("s"),
      words.modals.contains(query.word(firstCue - 2))
    {
      return "capture"
    }
    // A capture verb before the cue: `take a photo`, `take lots of pics`.
    var cursor = firstCue - 1
    while cursor >= 0, captureFillers.contains(query.folded[cursor]) { cursor -= 1 }
    if cursor >= 0, query.is(cursor, .capture) { return "capture" }
    if isPhotosInGeneral(firstCue, query) { return "photos in general" }
    if isCommentOnAShot(firstCue, query, within: clause) { return "a shot in another sense" }
    // A time that lies ahead, said with a word that points ahead or at the present period
    // (`this weekend` on a Wednesday, `tonight` in the morning). A bare `the weekend` is not
    // rejected: a photo search means the last one.
    // Promised photos keep theirs: the time is when they will be handled (`I'll send you the
    // pics from Rotorua tonight`), dropped by ``handlingTimes(_:chosen:firstCue:resources:)``.
    if !promised, chosen.contains(where: { isAhead($0, query) }) { return "future" }
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

  /// The time candidates that say when promised photos will be handled, not when they were
  /// taken (`I'll post the pics from Boracay tomorrow`): no filter (decision 3).
  public func handlingTimes(
    _ query: QueryText, chosen: [Candidate], firstCue: Int, resources: EngineResources
  ) -> [Range<Int>] {
    guard chosen.contains(where: { $0.kind == .when }) else { return [] }
    let clause = clause(around: firstCue, query)
    guard
      matchesAny(
        resources.lexicon.futurePatternsByFirstWord, starts: .futureStart, query, within: clause),
      handlesNamedPhotos(firstCue, query)
    else { return [] }
    return chosen.filter { candidate in
      candidate.kind == .when
        && (isAhead(candidate, query)
          || candidate.range.contains(where: { words.deicticWords.contains(query.folded[$0]) })
            && candidate.range.lowerBound > firstCue)
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

  /// Whether token `index` is a specification (`85mm`, `4K`, `GB`, `200 GB`), a price sign before
  /// a number, or a capitalised art institution (`Gallery`).
  func isGearWord(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let token = query.tokens[index]
    switch token.kind {
    case .alphanumeric:
      guard token.surface.utf8.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true else { return false }
      return resources.lexicon.specUnits.contains(
        String(query.folded[index].drop(while: \.isNumber)))
    case .word:
      if token.isCapitalized, query.isMarkedCapital(index),
        words.institutionNouns.contains(query.folded[index])
      {
        return true
      }
      let afterNumber = index > 0 && query.tokens[index - 1].kind == .number
      let allCapitals =
        token.isCapitalized && token.surface.utf8.count >= 2
        && token.surface.utf8.allSatisfy { $0 < 0x61 || $0 > 0x7A }
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
    guard ["the", "those", "that", "these"].contains(determiner) else { return false }
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
        ["he", "she", "they", "'s"].contains(query.folded[before])
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
    ["posting", "sharing", "uploading"].contains(query.folded[index])
      && auxiliaries.contains(query.word(index - 1))
  }

  /// Whether any word of the text asks for something (a request word, a question mark, `you`).
  func asksAnything(_ query: QueryText) -> Bool {
    query.folded.contains { askingWords.contains($0) || requestWords.contains($0) }
  }

  /// Whether the cue's photos are told of where they are shown, not in the person's library: a
  /// medium word right before the cue (`insta pics`, `the menu photos`) or placed after it in its
  /// clause (`the photos on the Rightmove listing`, `pictures … sa IG`, `the photo on my driving
  /// licence`).
  func isShownInAMedium(_ cue: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    if words.mediumNouns.contains(query.word(cue - 1)) { return true }
    var index = cue + 1
    while index < clause.upperBound, index - cue <= 6 {
      if words.mediumPrepositions.contains(query.folded[index]) {
        var noun = index + 1
        while noun < clause.upperBound, noun - index <= 4,
          !words.mediumNouns.contains(query.folded[noun]),
          query.tokens[noun].kind == .word, !query.is(noun, .preposition)
        {
          noun += 1
        }
        if noun < clause.upperBound, words.mediumNouns.contains(query.folded[noun]) { return true }
      }
      index += 1
    }
    return false
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
    while owner >= 0, captureFillers.contains(query.folded[owner]) { owner -= 1 }
    let ownerWord = query.word(owner)
    // `the Footy Show had some great clips`: a subject other than the person has them.
    if ownerWord == "had" || ownerWord == "has" {
      return !["i", "we", "'ve", "you"].contains(query.word(owner - 1)) && owner > 0
    }
    guard words.otherOwners.contains(ownerWord) else { return false }
    for index in (cue + 1)..<query.count {
      let word = query.folded[index]
      if words.clauseOpeners.contains(word) { return false }
      if words.statementVerbs.contains(word) { return true }
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
    guard verb >= 0, words.publishingVerbs.contains(query.folded[verb]) else { return false }
    for back in 1...3 where query.word(verb - back) == "you" { return false }
    // An imperative is a request too: `print pics from Bali`, `pls post the ones from Oslo`.
    return !query.startsSentence(verb) && query.word(verb - 1) != "please"
  }

  /// Whether the cue is a lone singular `shot` with nothing after it that it shows (`of …`) and
  /// no word in its clause that asks for it: a shot in sport, a drink, a remark.
  func isCommentOnAShot(_ cue: Int, _ query: QueryText, within clause: Range<Int>) -> Bool {
    if isShotSomeoneMade(cue, query) || isShotDoneWithAnotherVerb(cue, query) { return true }
    guard query.folded[cue] == "shot", query.word(cue + 1) != "of",
      !query.is(cue - 1, .media)
    else { return false }
    // An asking word after a determiner is a noun (`that drop goal`), asking nothing.
    return !clause.contains {
      words.shotAskingWords.contains(query.folded[$0]) && !query.is($0 - 1, .determiner)
    }
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
      // `f/1.8`, `$2.99`: a point between digits ends nothing.
      if word == ".", index > 0, index + 1 < query.count, !query.tokens[index].spaceBefore,
        !query.tokens[index + 1].spaceBefore, query.tokens[index - 1].kind == .number,
        query.tokens[index + 1].kind == .number
      {
        return false
      }
      if word == "." || word == "!" || word == "?" || word == ";" { return true }
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

  /// Whether any of `patterns` (by first word) occurs as consecutive folded tokens inside
  /// `clause`; only tokens of class `starts` are looked up.
  func matchesAny(
    _ patterns: [String: [[String]]], starts: WordClass, _ query: QueryText,
    within clause: Range<Int>
  ) -> Bool {
    let words = query.folded
    for index in clause where query.is(index, starts) {
      for pattern in patterns[words[index]] ?? [] where index + pattern.count <= clause.upperBound {
        // `Siobhan was asking about the videos from…`: a relayed request, not talk about photos.
        // `what about the shots from…`: a request for them.
        // `the pics the photographer sent`: the photographer made the photos asked for.
        if pattern == ["photographer"] || pattern == ["photographers"],
          query.is(index - 1, .determiner), query.is(index + 1, .makerVerb)
        {
          continue
        }
        // A capitalised idiom inside a sentence is a title (`the Picture This gig`).
        if query.isMarkedCapital(index), query.isMarkedCapital(index + 1) { continue }
        if pattern == ["about"],
          ["asking", "asked", "ask", "asks", "wondering", "what", "how"].contains(
            query.word(index - 1))
        {
          continue
        }
        if words[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
      }
    }
    return false
  }

}
