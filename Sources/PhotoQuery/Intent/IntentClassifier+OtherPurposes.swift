/// Cue words in texts about photos still to be made or about something other than the person's
/// photos (section 1): a photo someone has done (`got my licence photo redone`), a clinic's scan
/// (`X-ray images came back clear`), rules for taking photos (`do I need a permit for drone
/// shots`), a temper (`my boss snapped at me`), a film (`catch the new Spielberg picture`) and a
/// photo proposed in chat (`then a selfie at the Opera House`).
extension IntentClassifier {
  /// `got my licence photo redone`, `getting our passport pics taken`: a causative verb, then the
  /// cue past owners, nouns and adjectives (no `the`: `got the photos taken at the wedding?` asks
  /// for them), then a participle of making it.
  func isPhotoGettingMade(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.madeParticiples.contains(query.word(cue + 1)) else { return false }
    var verb = cue - 1
    while verb >= 0, cue - verb <= 3, query.tokens[verb].kind == .word,
      !words.causativeVerbs.contains(query.folded[verb]),
      query.words.possessivePronouns.contains(query.folded[verb])
        || query.facts[verb].sense?.isDepictableNoun == true
        || query.facts[verb].sense == .abstractNoun
        || query.facts[verb].sense?.isAdjective == true || query.facts[verb].isVocabulary
    {
      verb -= 1
    }
    return verb >= 0 && verb < cue - 1 && words.causativeVerbs.contains(query.folded[verb])
  }

  /// `X-ray images came back clear`, `the ultrasound pics look good`: images of a medical scan,
  /// which no verb of fetching asks for (`send me the ultrasound pics` does).
  func isScanImage(_ cue: Int, _ query: QueryText) -> Bool {
    var before = query.word(cue - 1)
    // `X-ray` is read as three tokens.
    if query.word(cue - 2) == "-" { before = query.word(cue - 3) + "-" + before }
    guard words.scanNouns.contains(before) else { return false }
    return !fetchesAnything(query)
  }

  /// `can I fly the new drone over Bondi for some shots or do I need CASA approval?`, `is it
  /// legal to take photos in the Louvre`: a text about permits and rules, which no verb of
  /// fetching turns into a request.
  func asksPermission(_ query: QueryText) -> Bool {
    // `in-laws` is kin, not the law: a word after a hyphen is part of a compound.
    query.tokens.indices.contains {
      words.permissionWords.contains(query.folded[$0]) && !query.isMarkedCapital($0)
        && query.word($0 - 1) != "-"
    } && !fetchesAnything(query)
  }

  /// `my boss snapped at me`, `having a right snap at everyone`: a cue that is also a verb of
  /// temper, aimed at a person (`at me`, `at Dad`, not `at Mia's party` or `at the beach`).
  func isTemper(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.temperCues.contains(query.folded[cue]), query.word(cue + 1) == "at",
      !fetchesAnything(query)
    else { return false }
    let object = cue + 2
    if words.personObjects.contains(query.word(object)) { return true }
    return query.word(object + 1) != "'s"
      && (query.isGivenName(object) || query.facts[object].sense == .personNoun)
  }

  /// `wanna catch the new Spielberg picture at the AMC`, Hinglish `picture dekhne chalein`: a
  /// singular `picture` that one goes to watch is a film.
  func isFilm(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.filmCues.contains(query.folded[cue]), query.word(cue + 1) != "of" else {
      return false
    }
    if words.viewingAfterCue.contains(query.word(cue + 1)) { return true }
    var verb = cue - 1
    while verb >= 0, cue - verb <= 5, query.tokens[verb].kind == .word,
      !words.viewingVerbs.contains(query.folded[verb]),
      query.is(verb, .determiner) || query.isMarkedCapital(verb)
        || query.facts[verb].sense?.isAdjective == true
    {
      verb -= 1
    }
    return verb >= 0 && words.viewingVerbs.contains(query.folded[verb])
  }

  /// `right everyone in for a selfie by the Angel of the North`, `brekkie first, then a selfie at
  /// the Opera House`: in chat, one photo with `a` (past words that describe it) in text that
  /// asks for nothing and names no other photos is a photo proposed, still to be taken.
  func isPhotoProposed(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.context == .general, !query.folded[cue].hasSuffix("s") else { return false }
    var article = cue - 1
    while article >= 0, cue - article <= 3,
      captureFillers.contains(query.folded[article])
        && query.folded[article] != "a" && query.folded[article] != "an"
        || query.facts[article].sense?.isAdjective == true
    {
      article -= 1
    }
    guard query.word(article) == "a" || query.word(article) == "an" else { return false }
    // `make an album of the photos from Greece`: photos that exist, named by a later cue.
    guard !((cue + 1)..<query.count).contains(where: { query.is($0, .cue) }) else { return false }
    return !asksAnything(query)
  }

  /// `ang ganda ng three-point shot ni Kiefer`, `his jump shot`: a shot named by a kind of shot
  /// in sport, which no verb of fetching asks for.
  func isSportShot(_ cue: Int, _ query: QueryText) -> Bool {
    query.folded[cue] == "shot" && words.sportShotKinds.contains(query.word(cue - 1))
      && !fetchesAnything(query)
  }

  /// `fancy the pictures on Friday?`, `keen for the pictures at the Embassy`: `the pictures` that
  /// someone is invited to, showing nothing (`of`, `from`, `with`), is the cinema.
  func isCinemaOuting(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.cinemaCues.contains(query.folded[cue]), query.word(cue - 1) == "the",
      !words.showingLinks.contains(query.word(cue + 1)) || query.word(cue + 1) == "on"
        || query.word(cue + 1) == "at"
    else { return false }
    return (2...4).contains { words.invitationWords.contains(query.word(cue - $0)) }
  }

  /// `who took the photos at Kate and Ben's wedding?`, `who shot your wedding??`, `who clicked
  /// it?`: a sentence that opens by asking who made photos asks for the maker, not the photos,
  /// unless a verb of fetching asks for them too (`who took these? send them over`).
  func asksWhoMade(_ query: QueryText) -> Bool {
    // First in its sentence, or after a comma or an interjection (`wah who took…`, `sweet as,
    // who edited…`).
    let opening = (0..<query.count).first {
      query.folded[$0] == "who"
        && (query.startsSentence($0) || query.word($0 - 1) == ","
          || query.is($0 - 1, .chat)
            && query.startsSentence($0 - 1))
    }
    guard let who = opening, query.is(who + 1, .makerVerb), query.folded[who + 1] != "has"
    else { return false }
    return !fetchesAnything(query)
  }

  /// Whether a verb of fetching (`send`, `find`, `show`) is in the text, not in a name.
  func fetchesAnything(_ query: QueryText) -> Bool {
    query.tokens.indices.contains {
      words.retrievalVerbs.contains(query.folded[$0]) && !query.isMarkedCapital($0)
    }
  }
}
