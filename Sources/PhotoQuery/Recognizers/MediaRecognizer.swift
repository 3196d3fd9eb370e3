/// Media kinds and cue words (section 1 and the media row of section 2).
///
/// Examples: `videos` → media `videos`; `vids`, `clips`, `footage` → `videos`; `time-lapse videos` →
/// `time-lapse`; `RAW photos` → `raw`; `pics` → a cue (no value); `pictres` → a cue (decision 1).
/// Not cues: `photo booth`, `video call`, `Photos app`, `passport photos`, `screenshot the pass`.
public struct MediaRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes media and cue candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    var index = 0
    while index < query.count {
      let word = query.folded[index]
      if isVerbUse(index, query, lexicon) || isCinema(index, query) || isBurstVerb(index, query)
        || isInsideName(index, query)
      {
        index += 1
        continue
      }
      if isForeign(index, query, lexicon) {
        // `his flu shot`, `the CCTV footage`: someone else's or no photos; the pair may still be
        // a thing in the person's photo (`Jake getting his flu shot`).
        if query.tokens[index - 1].kind == .word {
          candidates.append(
            Candidate(
              kind: .what, range: (index - 1)..<(index + 1), score: 0.7, resolution: .concept(nil),
              source: .compound))
        }
        index += 1
        continue
      }
      var matchedLength = 0
      var phrase = ""
      for length in 1...5 where query.is(index, .mediaStart) && index + length <= query.count {
        phrase = length == 1 ? word : phrase + " " + query.folded[index + length - 1]
        if let kind = resources.hotWords.mediaKinds[phrase],
          !isCompound(index + length, query, lexicon)
        {
          matchedLength = length
          candidates.append(
            Candidate(
              kind: .media, range: index..<(index + length), score: 1.3, resolution: .media(kind),
              source: .lexicon))
        }
        // No media kind goes on from a phrase no longer one starts with.
        if !resources.hotWords.mediaKindPrefixes.contains(phrase) { break }
      }
      if matchedLength == 0, query.is(index, .cue), !isCompound(index + 1, query, lexicon) {
        candidates.append(
          Candidate(kind: .cue, range: index..<(index + 1), score: 1.0, source: .lexicon))
      } else if matchedLength == 0, word == "raw",
        query.tokens[index].surface == "RAW" || isTrailingRaw(index, query)
      {
        candidates.append(
          Candidate(
            kind: .media, range: index..<(index + 1), score: 1.2, resolution: .media("raw"),
            source: .lexicon))
      } else if matchedLength == 0, let target = CueTypo.target(index, query, resources),
        !isCompound(index + 1, query, lexicon)
      {
        if let kind = lexicon.mediaKinds[target] {
          candidates.append(
            Candidate(
              kind: .media, range: index..<(index + 1), score: 1.1, resolution: .media(kind),
              source: .typo))
        } else {
          candidates.append(
            Candidate(kind: .cue, range: index..<(index + 1), score: 0.9, source: .typo))
        }
      }
      index += 1
    }
  }

  /// Whether the word after a cue makes a compound that is not photos (`photo booth`), or a
  /// singular cue modifies an abstract noun after it (`snap election`, `picture quality`,
  /// `image rights`): the cue word is an adjective or a modifier there, not photos.
  func isCompound(_ next: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    guard next < query.count else { return false }
    if query.is(next, .cueCompoundHead) { return true }
    // `picture-perfect`, `camera-ready`: a cue joined by a hyphen to an adjective makes an
    // adjective (a scene, a look), not photos.
    if query.word(next) == "-", !query.tokens[next].spaceBefore, next + 1 < query.count,
      !query.tokens[next + 1].spaceBefore,
      query.facts[next + 1].sense == .adjective || query.facts[next + 1].sense == .gradedAdjective
    {
      return true
    }
    let cue = query.folded[next - 1]
    guard !cue.hasSuffix("s"), query.tokens[next].kind == .word,
      !query.tokens[next].isCapitalized,
      !query.is(next, [.time, .stop, .people, .cue, .media, .preposition])
    else { return false }
    let facts = query.facts[next]
    if facts.sense == .abstractNoun { return true }
    // In a message, a singular cue before a common noun modifies it (`the selfie spot at
    // Punggol`, `photo walk in Old Delhi`): a place or an outing, not the person's photos. A
    // search box keeps its kind (`selfie beach`); a word for a set of photos stays (`photo dump`).
    guard query.context == .general, !query.words.photoSetWords.contains(query.folded[next]),
      next + 1 >= query.count || query.word(next + 1) != "'s"
    else { return false }
    return facts.isVocabulary || facts.sense?.isDepictableNoun == true || facts.alsoNoun
  }

  /// The words of a film (`movie`, `films`), asked of every token by ``isCinema(_:_:)``.
  static let filmWords: WordSet = ["movie", "movies", "film", "films"]

  /// `movie` and `film` name the person's videos only when a filter follows (`the movie of the
  /// kids`, `home movies from 1998`); alone they are the cinema (`the movie last night at
  /// VivoCity`, `new bond film's out`).
  func isCinema(_ index: Int, _ query: QueryText) -> Bool {
    guard Self.filmWords.contains(query.folded[index]) else { return false }
    if query.word(index - 1) == "home" { return false }
    return !query.words.filterLeads.contains(query.word(index + 1))
  }

  /// Whether a capitalised cue word ends a name with the capitalised word before it (`Snappy
  /// Snaps`, `Google Photos`): a shop or an app, not photos.
  ///
  /// A capitalised cue word that starts a title with the capitalised word after it is a name too
  /// (`we watched Picture Day`, `the Picture This gig`), and so is one inside quotes with capitals
  /// (`'Pictures of You' by The Cure`).
  func isInsideName(_ index: Int, _ query: QueryText) -> Bool {
    guard query.isMarkedCapital(index) else { return false }
    // `Snappy Snaps`, `Google Photos` (the name may open the sentence)
    if index > 0, query.tokens[index - 1].isCapitalized, query.tokens[index - 1].kind == .word,
      !query.is(index - 1, [.media, .cue, .mediaStart, .stop, .determiner, .people, .selfPronoun])
    {
      return true
    }
    let next = index + 1
    if next < query.count, query.isMarkedCapital(next), query.tokens[next].kind == .word,
      query.tokens[next].spaceBefore,
      !query.is(next, [.media, .cue, .people, .preposition, .stop])
        || ["this", "that"].contains(query.folded[next])
    {
      return true
    }
    // `'Pictures of You'`: opened by a quote right before it
    guard index > 0, query.tokens[index - 1].kind == .punctuation else { return false }
    let quote = query.word(index - 1)
    return (quote == "'" || quote == "\"" || quote == "‘" || quote == "“")
      && !query.tokens[index].spaceBefore
  }

  /// Whether `burst` is the verb (`the pipe under the sink burst on Sunday`): the kind is a noun
  /// after a determiner or a number, or before a word for photos (`a burst of the kids`, `burst
  /// shots`).
  func isBurstVerb(_ index: Int, _ query: QueryText) -> Bool {
    guard query.folded[index] == "burst", index > 0 else { return false }
    let previous = index - 1
    if query.is(previous, [.determiner, .preposition, .cue, .media]) { return false }
    if query.tokens[previous].kind != .word { return false }
    let next = query.word(index + 1)
    return next != "of" && !query.is(index + 1, [.cue, .media])
  }

  /// Whether `raw` ends a search-field query or comes before its time (`yosemite raw`, `raw
  /// 2023`): the kind of file, as `raw oysters` before a noun is not.
  func isTrailingRaw(_ index: Int, _ query: QueryText) -> Bool {
    guard query.context == .search, index > 0 || index + 1 < query.count else { return false }
    let next = index + 1
    return next == query.count || query.tokens[next].kind == .number || query.is(next, .time)
  }

  /// Whether the word before makes the cue someone else's media (`stock photos`, `YouTube videos`).
  func isForeign(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    // `the passport photo I took of Grandad`: one the person made is theirs.
    index > 0 && query.is(index - 1, .cueForeignModifier) && !query.saysWhoMade(after: index)
  }

  /// Whether the cue word at `index` is used as a verb: capturing (`video the speech`), picturing
  /// (`I can't picture him`), snapping at someone (`Dad snaps every time`), clipping (`to clip
  /// her nails`).
  func isVerbUse(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    // Only cue, media and capture words can be these verbs: every other token stops here.
    guard query.is(index, [.cue, .media, .mediaStart, .capture]) else { return false }
    let word = query.folded[index]
    let previous = query.word(index - 1)
    let next = query.word(index + 1)
    if query.words.verbalCues.contains(word) {
      if query.words.verbLeads.contains(previous) { return true }
      // `I can just picture him`, `you could totally picture it`: up to two adverbs between.
      var lead = index - 1
      while lead >= 0, index - lead <= 2,
        lexicon.focusAdverbs.contains(query.folded[lead]) || query.facts[lead].sense == .adverb
      {
        lead -= 1
      }
      if lead < index - 1, query.words.verbLeads.contains(query.word(lead)) { return true }
      // A person then the verb in the third person: `Dad snaps every time`, `she pictures`.
      if word.hasSuffix("s"), index > 0, !query.words.filterLeads.contains(next),
        query.is(index - 1, [.people, .selfPronoun])
          || query.tokens[index - 1].isCapitalized
            && query.isGivenName(index - 1)
          || previous == "he" || previous == "she"
      {
        return true
      }
    }
    guard query.is(index, .capture) || query.words.verbalCues.contains(word) else {
      return false
    }
    guard query.words.verbObjects.contains(next) else { return false }
    return query.startsSentence(index) || previous == "to" || previous == "please"
      || previous == "pls"
      || previous == "can" || previous == "you" || previous == "i" || previous == "and"
      || previous == ","
  }

}
