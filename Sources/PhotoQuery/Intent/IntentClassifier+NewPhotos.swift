/// Photos wanted or ruled out that do not exist yet.
extension IntentClassifier {
  /// `no photos allowed in the museum`, `so no pics from darshan`, `says no flash photos during the
  /// night session`: the first cue negated by `no` (with up to two words that describe it between)
  /// and no later cue asked for is a rule. An exclusion takes the `no` only beside photos asked
  /// for (`no selfies, just the pics of the mountains`, `photos from Banff, no videos`).
  func isRuleAgainstPhotos(_ cue: Int, _ query: QueryText, chosen: [Candidate]) -> Bool {
    guard isRuledOut(cue, query) else { return false }
    // A cue after this one that is not ruled out itself, nor joined to it (`no photos or
    // videos`, `no photos, videos or selfies`), is what the text asks for.
    let laterCue = ((cue + 1)..<query.count).contains {
      guard query.is($0, .cue) || query.is($0, .media), query.word($0 - 1) != "no" else {
        return false
      }
      let joined =
        words.cueJoins.contains(query.word($0 - 1)) && $0 - 2 >= cue
        && (query.is($0 - 2, .cue) || query.is($0 - 2, .media))
      return !joined
    }
    return !laterCue
  }

  /// Whether the cue is ruled out: `no` up to three words before it (`no photos`, `please no
  /// flash photos`), or a subject that is no one earlier in its sentence, with no other subject
  /// between (`nobody posts any photos online`, `no one is to take photos during the vows`).
  func isRuledOut(_ cue: Int, _ query: QueryText) -> Bool {
    var negation = cue - 1
    while negation >= 0, cue - negation <= 3, query.word(negation) != "no",
      query.tokens[negation].kind == .word, !query.is(negation, [.preposition, .determiner])
    {
      negation -= 1
    }
    if query.word(negation) == "no" { return true }
    var subject = cue - 1
    while subject >= 0, cue - subject <= 8, query.tokens[subject].kind == .word,
      !query.is(subject, .selfPronoun)
    {
      let word = query.folded[subject]
      if word == "nobody" || word == "noone" || word == "one" && query.word(subject - 1) == "no" {
        return true
      }
      subject -= 1
    }
    return false
  }

  /// `the Waikato Times wants a picture of him for Thursday's paper`, `we need a group photo`,
  /// `GCash is asking for a selfie with my ID`: one photo wanted (`a`, `one`, with up to two words
  /// that describe it) is a photo to be taken, unless a verb of fetching asks for existing ones
  /// (`wants a photo of the dogs in it – can you dig out the pics of Biscuit…`).
  func wantsANewPhoto(_ cue: Int, _ query: QueryText) -> Bool {
    guard !query.folded[cue].hasSuffix("s") else { return false }
    var article = cue - 1
    while article >= 0, cue - article <= 3, query.word(article) != "a", query.word(article) != "an",
      query.word(article) != "one", query.tokens[article].kind == .word,
      !query.is(article, [.preposition, .determiner])
    {
      article -= 1
    }
    let word = query.word(article)
    guard word == "a" || word == "an" || word == "one" else { return false }
    var verb = article - 1
    if query.word(verb) == "for" { verb -= 1 }  // `asking for a selfie`
    guard words.wantingWords.contains(query.word(verb)) else { return false }
    return !fetchesAnything(query)
  }
}

extension IntentClassifier {
  /// `can you get a few pics of the kids at the carnival on Friday`, `make sure you grab some
  /// snaps of the lantern festival`: a verb of getting, then a quantity of photos no one has yet
  /// (`a few`, `some`, `a couple of`, `lots of`, perhaps with an adjective), then what they will
  /// show. Photos got for the listener (`get me some pics`), got already (`did you get a few
  /// pics`, `got some`) or got from somewhere (`grab a few pics from the wedding`) exist.
  func isNewPhotosFetched(_ cue: Int, _ query: QueryText) -> Bool {
    guard query.word(cue + 1) != "from" else { return false }
    var cursor = cue - 1
    // an adjective before the cue (`some good pics`, `a few nice snaps`)
    if cursor >= 0, query.facts[cursor].sense == .adjective { cursor -= 1 }
    if query.word(cursor) == "of" { cursor -= 1 }
    let quantity = query.word(cursor)
    if quantity == "few" || quantity == "couple" {
      guard query.word(cursor - 1) == "a" else { return false }
      cursor -= 2
    } else if quantity == "some" || quantity == "lots" || quantity == "loads" || quantity == "heaps"
    {
      cursor -= 1
    } else {
      return false
    }
    let verb = query.word(cursor)
    guard words.fetchVerbs.contains(verb), verb != "getting" || cursor > 0 else { return false }
    // (`did you get`, `have you grabbed`: a question about photos taken)
    return !(max(0, cursor - 3)..<cursor).contains {
      words.pastAuxiliaries.contains(query.folded[$0])
    }
  }
}
