/// Places named by an institution's initials and its town.
extension PlaceRecognizer {
  /// `UP Diliman`, `UT Austin`, `NUS Kent Ridge`: an acronym of two to four capitals (an
  /// institution's initials, whatever word they spell: `UP`) straight before a capitalised place
  /// is one place, the institution's campus there (rule 1: venues are places).
  func proposeCampus(
    _ index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let place = index + 1
    let surface = query.tokens[index].surface
    // Only where capitals carry meaning: in text all in capitals every word has an acronym's shape.
    guard query.caseIsInformative, place < query.count, query.tokens[index].kind == .word,
      (2...4).contains(surface.utf8.count), surface.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
      query.isMarkedCapital(place), query.tokens[place].kind == .word,
      !query.is(index, [.time, .cue, .media]), HolidayNames.rules[query.folded[index]] == nil,
      !query.isGivenName(place), !query.is(place, [.people, .time, .cue, .media])
    else { return }
    // The town: a place the gazetteer knows, or one capitalised word no list knows.
    let known = resources.gazetteer.longestNameLength(in: query.tokens, from: place)
    let length = known > 0 ? known : (isUnknown(place, query, resources) ? 1 : 0)
    guard length > 0 else { return }
    candidates.append(Self.namedPlace(index..<(place + length), score: 1.2))
  }
}
