/// Cue words said in a sense that asks for no photos of one's own: an exclamation, an award's
/// category, a capture said with the verb after the cue, and the acronyms of the channels that
/// show footage (section 1).
extension IntentClassifier {
  /// Whether a verb of taking photos follows the cue, as in languages that put the verb last
  /// (Hinglish `ek photo khinch de`, `selfie le lete hai`; Taglish `picture-picture tayo`). A
  /// doubled cue (`picture-picture`) is read as one. The words are matched as typed, before chat
  /// forms are read as English (`tayo` would be `we`).
  func isCaptureAfterCue(_ cue: Int, _ query: QueryText) -> Bool {
    var next = cue + 1
    // Taglish doubles the cue (`picture-picture muna`, `picture picture muna`).
    if query.word(next) == "-", query.word(next + 1) == query.folded[cue] {
      next += 2
    } else if query.word(next) == query.folded[cue] {
      next += 1
    }
    guard next < query.count else { return false }
    // Only the patterns that start with the word after the cue can match there.
    if captureAfterCueHasEmptyPattern { return true }
    let patterns = captureAfterCueByFirstWord[query.tokens[next].folded] ?? []
    return patterns.contains { pattern in
      next + pattern.count <= query.count
        && pattern.indices.allSatisfy { query.tokens[next + $0].folded == pattern[$0] }
    }
  }

  /// Whether the token is written as an acronym: two to five letters, all capitals or all but
  /// one (`CNN`, `RTÉ`, `eNCA`).
  func isAcronym(_ index: Int, _ query: QueryText) -> Bool {
    guard index >= 0, index < query.count,
      query.tokens[index].kind == .word || query.tokens[index].kind == .alphanumeric
    else { return false }
    let letters = query.tokens[index].surface.unicodeScalars.filter { $0.properties.isAlphabetic }
    guard letters.count >= 2, letters.count <= 5 else { return false }
    let capitals = letters.filter { $0.properties.isUppercase }.count
    return capitals >= max(2, letters.count - 1)
  }

  /// Whether the cue is an exclamation (`snap, I left my charger at Kayla's`, `oh snap!`): a
  /// cue word of that use alone before a comma or `!`, first in its sentence or after `oh`.
  func isInterjection(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.interjectionCues.contains(query.folded[cue]) else { return false }
    let next = query.word(cue + 1)
    guard cue + 1 >= query.count || next == "," || next == "!" else { return false }
    return query.startsSentence(cue)
      || words.interjectionLeads.contains(query.word(cue - 1)) && query.startsSentence(cue - 1)
  }

  /// Whether the cue names an award's category (`best picture AND best director`, `did Best
  /// Picture go to…`): `best` and a singular cue that shows nothing after it (`of`, `from`,
  /// `with`), is no one's (`my best picture of the kids`) and that nothing asks for.
  func isAwardCategory(_ cue: Int, _ query: QueryText) -> Bool {
    guard words.awardCues.contains(query.folded[cue]), query.word(cue - 1) == "best",
      !words.showingLinks.contains(query.word(cue + 1))
    else { return false }
    let owner = query.word(cue - 2)
    // A request asks for someone's best photo (`send me the best photo ever of the kids`).
    return !query.words.possessivePronouns.contains(owner) && owner != "a" && owner != "your"
      && !requestsAnything(query)
  }
}

extension IntentClassifier {
  /// `shots of Baby Guinness at the bar`, `shots of Jäger at the Cav`, Taglish `isang shot ng
  /// Emperador`: in a message, `shots of` (or `ng`) before a capitalised name that is no person,
  /// no given name and no place the gazetteer knows names the drink poured, a brand.
  func isDrinkBrand(after cue: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let link = query.tokens.indices.contains(cue + 1) ? query.tokens[cue + 1].folded : ""
    var name = cue + 2
    // `Baby Guinness`: a people word opening a capitalised name is the name's.
    if query.is(name, .people), query.isMarkedCapital(name), query.isMarkedCapital(name + 1) {
      name += 1
    }
    guard query.context == .general, link == "of" || link == "ng", name < query.count,
      query.tokens[name].kind == .word, query.tokens[name].isCapitalized,
      !query.isGivenName(name), !query.is(name, [.people, .selfPronoun, .time, .cue, .media]),
      resources.gazetteer.longestNameLength(in: query.tokens, from: name) == 0
    else { return false }
    // A capitalised name with a place's word in it is a place (`East Coast Park`, `North Head`).
    var end = name
    while end < query.count, query.isMarkedCapital(end) || end == name { end += 1 }
    return !(name..<end).contains { query.is($0, [.placeHead, .placeLead]) }
      && !query.words.placeModifiers.contains(query.folded[name])
  }
}
