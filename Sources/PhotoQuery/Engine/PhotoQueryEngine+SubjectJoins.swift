/// How adjacent subject spans are read when the reading is assembled: as one subject or as two.
extension PhotoQueryEngine {
  /// Whether two adjacent subject spans are one subject (rule 8: `red car`, `birthday cake`,
  /// `pub quiz`, `island hopping`) rather than two: an animal then an action (`cat sleeping`)
  /// stays two, and in a search field the sky or the weather after a noun stays apart (`beach
  /// sunset`, `dog snow`), as do subjects typed after a plural or around a known phrase
  /// (`lambs paddock`, `kaya toast kopi`, `sheep stone wall`).
  func joinsAsOneSubject(_ first: Candidate, _ second: Candidate, _ query: QueryText) -> Bool {
    // An event's name is whole: what follows is another subject seen at it (`notting hill
    // carnival steel band`, `ekka strawberry sundae`), unless it names a part or a kind of the
    // event (`caribana parade`, `the Grey Cup party`); a word before it narrows it (`footy grand
    // final`).
    // An action before an event's name is done at it (`finishing Comrades`).
    if second.source == .namedEvent, query.folded[first.valueRange.upperBound - 1].hasSuffix("ing")
    {
      return false
    }
    if first.source == .namedEvent {
      let head = second.valueRange.upperBound - 1
      if !query.is(head, [.namedEventHead, .personalEvent, .event]),
        !resources.lexicon.reading.eventHeads.contains(query.folded[head])
      {
        return false
      }
    }
    // A match is whole too (`ginebra vs magnolia araneta`: the venue after it).
    if isFixture(first, query) || isFixture(second, query) { return false }
    let head = query.folded[second.valueRange.lowerBound]
    if head.hasSuffix("ing"), head.utf8.count > 5,
      !resources.lexicon.reading.ingNouns.contains(head),
      !query.is(second.valueRange.lowerBound, .event),
      first.source != .fallback
        || query.isKnownWord(first.valueRange.upperBound - 1),
      // A thing before an activity is what the activity is done to or on (`island hopping`,
      // `dock jumping`, `the show jumping`); an animal before it is doing it (`humpback
      // breaching`).
      first.valueRange.count > 1 || isAnimate(first, query)
    {
      return false
    }
    // `wellington sevens costumes`: in a search field a named event is whole; what follows is
    // another subject seen at it.
    if query.context == .search, first.source == .compound,
      query.is(first.valueRange.upperBound - 1, .namedEventHead)
    {
      return false
    }
    // In a search field a plural noun names things of its own, not a kind of the noun after it
    // (`lamingtons pavlova`, `lambs paddock`), but for the occasion it is held for (`hens
    // party`).
    if resources.endsCompoundInSearch(after: first.valueRange.upperBound - 1, query) {
      return false
    }
    guard query.context == .search, first.source == .vocabulary, second.source == .vocabulary,
      !resources.lexicon.reading.eventHeads.contains(query.folded[second.valueRange.upperBound - 1])
    else {
      return true
    }
    let phrase = query.foldedPhrase(first.valueRange.lowerBound..<second.valueRange.upperBound)
    if resources.vocabulary.concept(for: phrase) != nil { return true }
    // A phrase the vocabulary knows of two words or more is whole: a noun typed after it is
    // another subject (`meat pies footy`, `kaya toast kopi`) unless it is an occasion held with it
    // or the phrase's last word makes a known compound with it (`full month celebration`,
    // `peameal bacon sandwich`); a thing typed before one is another subject too (`sheep stone
    // wall`). Two such phrases in a row may still be one (`hokey pokey ice cream`).
    let firstIsCompound = isKnownCompound(first.valueRange, query)
    let secondIsCompound = isKnownCompound(second.valueRange, query)
    if firstIsCompound, !secondIsCompound {
      let last = first.valueRange.upperBound - 1
      let head = second.valueRange.lowerBound
      if !resources.opensOccasion(head, query),
        !resources.vocabulary.isTerm(query.folded[last] + " " + query.folded[head])
      {
        return false
      }
    }
    if secondIsCompound, !firstIsCompound, first.valueRange.count == 1,
      resources.senses.sense(of: query.folded[first.valueRange.lowerBound]) == .depictableNoun
    {
      return false
    }
    // Typed side by side, a noun narrows the noun after it (`dog walk`, `lion dance`, `strawberry
    // farm`), unless the second is the sky or the weather over the first (`beach sunset`, `dog
    // snow`): two subjects of one scene.
    guard let concept = second.concept else { return true }
    return !resources.vocabulary.conceptAndBroader(concept.id).contains {
      resources.lexicon.reading.sceneOverheadConcepts.contains($0.id)
    }
  }

  /// Whether a subject is a match between two sides (`India vs Australia match`).
  func isFixture(_ candidate: Candidate, _ query: QueryText) -> Bool {
    candidate.source == .compound
      && candidate.valueRange.contains { query.words.fixtureLinks.contains(query.folded[$0]) }
  }

  /// Whether `range` is a phrase of two words or more the vocabulary knows.
  func isKnownCompound(_ range: Range<Int>, _ query: QueryText) -> Bool {
    range.count > 1 && resources.vocabulary.isTerm(query.foldedPhrase(range))
  }

  /// Whether a subject names something alive that can do an activity: an animal the vocabulary
  /// files under `animal`, a pet species or a people word.
  func isAnimate(_ candidate: Candidate, _ query: QueryText) -> Bool {
    let last = candidate.valueRange.upperBound - 1
    if query.is(last, [.pet, .people]) { return true }
    guard let concept = candidate.concept else { return false }
    return resources.vocabulary.conceptAndBroader(concept.id).contains { $0.id == "animal" }
  }
}
