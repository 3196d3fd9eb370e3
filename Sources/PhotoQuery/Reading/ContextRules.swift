/// Context rules that re-weigh person and place readings before a reading is chosen (rule 10 and
/// decision 7 of the contract):
///
/// - `with Paris` → person; `in / from / at Paris` → place; a coordinated name inherits the
///   preposition (`of Rohan and Meera`).
/// - `of` + a word that is both a given name and a significant place → the place, unless the
///   library knows a person by that name.
/// - a possessive makes a person (`Georgia's graduation`); `the` before a name makes a place.
/// - a pet species next to a name makes it a pet's name (`Rex the dog`, `our cat Luna`).
/// - a place alone in a search field stays a place.
public struct ContextRules: Sendable {
  /// Creates the rules.
  public init() {}

  /// Adjusts the scores of `candidates` in place.
  public func apply(
    to candidates: inout [Candidate], in query: QueryText, resources: EngineResources
  ) {
    let lexicon = resources.lexicon
    var significantPlaces = Set<Range<Int>>()
    // Index loops read and write the fields in place: copying a candidate copies its resolution.
    for index in candidates.indices
    where candidates[index].kind == .where && candidates[index].source == .gazetteer {
      if isLocalNameOverForeignTown(candidates[index], query, resources) {
        candidates[index].score -= Self.foreignTownUnderLocalName
        continue
      }
      if candidates[index].score >= 0.7 {
        significantPlaces.insert(candidates[index].valueRange)
      }
    }
    for index in candidates.indices {
      let kind = candidates[index].kind
      guard kind == .who || kind == .where else { continue }
      if case .personalPlace = candidates[index].resolution { continue }
      let source = candidates[index].source
      let range = candidates[index].range
      var score = candidates[index].score
      let isName = kind == .who && source != .lexicon
      let isNamedPlace = kind == .where
      let value = candidates[index].valueRange
      let preposition = governingPreposition(before: range.lowerBound, query, resources)
      let possessive = query.hasPossessive(after: value.upperBound - 1)
      // `in the bath`: a lowercase word after a determiner is a common noun; context does not
      // make it a named place.
      let commonNoun =
        isNamedPlace && query.hasArticle(before: range.lowerBound)
        && !query.tokens[value.lowerBound].isCapitalized
      if (isName || isNamedPlace) && !commonNoun {
        if let preposition {
          if resources.hotWords.personPrepositions.contains(preposition) {
            score += isName ? 0.6 : -0.4
          } else if resources.hotWords.placePrepositions.contains(preposition) {
            score += isName ? (possessive ? 0 : -0.4) : 0.6
          } else if preposition == "of", isName, significantPlaces.contains(value),
            source != .library
          {
            // Decision 7: `of` + a name that is also a significant place is the place, unless
            // the library knows a person by that name.
            score -= 0.5
          } else if preposition == "of", isName {
            score += 0.2
          }
        }
        if possessive { score += isName ? 0.7 : -0.5 }
        // `Migs bday`, `Tom birthday`: a name right before a personal event is its person.
        if !possessive, isName,
          query.tokens[value.lowerBound].isCapitalized
            || (!query.caseIsInformative && query.isGivenName(value.lowerBound)),
          query.is(value.upperBound, .personalEvent)
        {
          score += 0.5
        }
        if query.word(range.lowerBound - 1) == "the" {
          score += isName ? -0.4 : 0.2
        }
        if isName, isPetName(value, query, lexicon) { score += 0.5 }
        if query.tokens[value.lowerBound].isCapitalized, isDoing(after: value.upperBound, query) {
          score += isName ? 0.4 : -0.3
        }
        if isCoordinatedWithPerson(value.lowerBound, query, significantPlaces)
          || isCoordinatedBeforePerson(value.upperBound, query, significantPlaces)
        {
          score += isName ? 0.4 : -0.3
        }
        if isNamedPlace, query.context == .search, range == 0..<query.count {
          score += 0.1
        }
      }
      // `the videos Sam filmed`, `the pics that Priya clicked`: whoever made the photos is not
      // in them (decision 21), and the name is no place either; nor is a given name a town
      // shares (`the selfies Kai took`).
      if source != .gazetteer || kind == .who || query.isGivenName(value.lowerBound),
        isMaker(value, query) || isAsker(value, query)
      {
        score = 0
      }
      candidates[index].score = score
    }
  }

  /// The preposition that governs a phrase starting at `index`: found by walking back over
  /// determiners and over coordinated names (`of Rohan and Meera` → `of` for `Meera`).
  public func governingPreposition(
    before index: Int, _ query: QueryText, _ resources: EngineResources
  )
    -> String?
  {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 16 {
      steps += 1
      let word = query.folded[cursor]
      if query.is(cursor, .determiner) || query.is(cursor, .nonNarrowing) {
        cursor -= 1
        continue
      }
      if word == "of", query.word(cursor - 1) == "front" { return "at" }
      // `w/ Kenji`: the slash belongs to the `with` before it.
      if word == "/", query.word(cursor - 1) == "with" {
        cursor -= 1
        continue
      }
      // `without John` reads like `with John`; `except Tokyo` leaves the name to itself.
      if query.is(cursor, .exclusion) { return word == "without" ? "with" : nil }
      if query.is(cursor, .preposition) { return word }
      guard word == "and" || word == "," || word == "&" || word == "or" else { return nil }
      cursor -= 1
      if cursor >= 0, query.folded[cursor] == "," { cursor -= 1 }
      // Skip one coordinated item: a name, a people word, `me`.
      var skipped = 0
      while cursor >= 0, skipped < 4 {
        let token = query.tokens[cursor]
        let nameLike =
          (token.isCapitalized && token.kind == .word) || query.is(cursor, .people)
          || query.is(cursor, .selfPronoun) || query.isGivenName(cursor)
          || (token.kind == .word && !query.isKnownWord(cursor))
        guard nameLike, !query.is(cursor, .preposition) else { break }
        cursor -= 1
        skipped += 1
      }
      if skipped == 0 { return nil }
    }
    return nil
  }

  /// What joins a phrase to a person before it (`Mak and Atuk`, `Mum, Dad`, `Sione & me`).
  static let coordinators: WordSet = ["and", ",", "&"]
  /// What joins a phrase to a person after it.
  static let conjunctions: WordSet = ["and", "&"]

  /// Whether the phrase is joined by `and` / `,` to a person word, `me` or a given name that
  /// reads as a name (`John and Mary`, `me and Jordan`).
  func isCoordinatedWithPerson(_ start: Int, _ query: QueryText, _ places: Set<Range<Int>>) -> Bool
  {
    var cursor = start - 1
    // (one table probe: every candidate asks, and three string comparisons were most of it)
    guard Self.coordinators.contains(query.word(cursor)) else { return false }
    cursor -= 1
    if query.word(cursor) == "," { cursor -= 1 }
    guard cursor >= 0 else { return false }
    return isPersonWord(cursor, query, places)
  }

  /// Whether the phrase ending at `end` is joined by `and` / `&` to a person word or `me` after
  /// it (`Mak and Atuk`, `Tama and Koro`, `Sione & me`): coordinated phrases are of one kind.
  func isCoordinatedBeforePerson(_ end: Int, _ query: QueryText, _ places: Set<Range<Int>>)
    -> Bool
  {
    guard Self.conjunctions.contains(query.word(end)) else { return false }
    var next = end + 1
    // `Tama and the Fonoti boys`: a group after its article.
    if query.word(next) == "the" { next += 1 }
    guard next < query.count else { return false }
    if query.is(next, [.people, .selfPronoun]) && !query.hasPossessive(after: next) { return true }
    // A family name before a plural people word (`the Fonoti boys`), or a capitalised given name
    // that is no significant place (`Tama and Hemi`).
    if query.tokens[next].isCapitalized, query.is(next + 1, .people),
      query.folded[next + 1].hasSuffix("s")
    {
      return true
    }
    return query.tokens[next].isCapitalized && isPersonWord(next, query, places)
      && query.word(next + 1) != "and"
  }

  /// Whether a lowercase `-ing` verb follows the phrase ending at `end` (`Chinu tying rakhi`,
  /// `Tama dancing`): someone doing something is a person, not a place.
  func isDoing(after end: Int, _ query: QueryText) -> Bool {
    guard end < query.count, !query.tokens[end].isCapitalized,
      query.folded[end].hasSuffix("ing"), query.tokens[end].kind == .word
    else { return false }
    return query.facts[end].sense == .activity
  }

  /// Whether token `index` is a person word, `me`, or a given name that reads as a name.
  func isPersonWord(_ index: Int, _ query: QueryText, _ places: Set<Range<Int>>) -> Bool {
    if query.is(index, [.people, .selfPronoun]) { return true }
    let capitalOK = query.tokens[index].isCapitalized || !query.caseIsInformative
    return query.isGivenName(index) && capitalOK && !query.is(index, .known)
      && !places.contains(index..<(index + 1))
  }

  /// Whether the person phrase `value` follows a cue and precedes a verb of making or passing on
  /// photos: the relative clause names the photographer.
  func isMaker(_ value: Range<Int>, _ query: QueryText) -> Bool {
    // `the recipe Aunt Joan sent`: the title alone is followed by the name, then the verb.
    var verb = value.upperBound
    if !query.is(verb, .makerVerb), query.tokens.indices.contains(verb),
      query.tokens[verb].isCapitalized, query.tokens[verb].kind == .word
    {
      verb += 1
    }
    guard query.is(verb, .makerVerb) else { return false }
    var cursor = value.lowerBound - 1
    if query.is(cursor, .personTitle) { cursor -= 1 }
    // `the pics the photographer sent`: the maker's own article.
    if query.is(cursor, .determiner), query.is(cursor - 1, [.cue, .media]) { cursor -= 1 }
    if query.word(cursor) == "that" || query.word(cursor) == "which" { cursor -= 1 }
    if query.is(cursor, [.cue, .media]) { return true }
    // `the recipe Aunt Joan sent`: a noun, then the clause of who made or sent it.
    guard cursor >= 0, !query.is(cursor, [.people, .selfPronoun, .preposition, .stop]) else {
      return false
    }
    let noun = query.facts[cursor]
    return noun.isVocabulary || noun.sense?.isDepictableNoun == true
  }

  /// Whether the person phrase `value` is the one asking for the photos (decision 21): it stands
  /// before a verb of asking, with no preposition of its own.
  func isAsker(_ value: Range<Int>, _ query: QueryText) -> Bool {
    guard query.is(value.upperBound, .askerVerb) else { return false }
    let next = query.word(value.upperBound)
    if next == "is" || next == "was" || next == "keeps" || next == "has" || next == "had" {
      let after = query.word(value.upperBound + 1)
      guard after == "asking" || after == "asked" || after == "wondering" || after == "after"
      else { return false }
    }
    // `the clip where Nanna says hello` describes the photo; its person stays.
    let before = query.word(value.lowerBound - 1)
    return !query.is(value.lowerBound - 1, .preposition)
      && !query.is(value.lowerBound - 1, .determiner)
      && before != "where" && before != "when" && before != "that"
      && !query.hasPossessive(after: value.upperBound - 1)
  }

  /// Whether a pet species stands next to the name: `Rex the dog`, `our cat Luna`.
  func isPetName(_ value: Range<Int>, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    if query.is(value.lowerBound - 1, .pet) { return true }
    return query.word(value.upperBound) == "the"
      && query.is(value.upperBound + 1, .pet)
  }
}
