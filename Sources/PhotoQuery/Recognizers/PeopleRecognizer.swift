/// People (`whoValues`): the library's names and aliases, `me` / `us`, kinship and role words,
/// titles with a name, and given names.
///
/// Examples: `of me` → `me`; `my wife and the kids` → `wife`, `kids`; `Aunt Carol` → one value;
/// `Mom's birthday` → `Mom`; `the twins' party` → `twins`; `send me the pics` → no `me` (the
/// recipient, decision 4).
public struct PeopleRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `who` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    let library = resources.library
    let first = candidates.count
    defer { extendByHonorifics(query, &candidates, from: first) }
    for index in 0..<query.count {
      let word = query.folded[index]
      // (read once: the optimiser copies the whole token, strings and all, at each use)
      let kind = query.tokens[index].kind
      let isCapitalized = query.tokens[index].isCapitalized
      guard kind != .punctuation else { continue }
      // Names and aliases the library knows, longest first.
      if !library.peopleByPhrase.isEmpty {
        var phrase = ""
        for length in 1...library.longestPhrase where index + length <= query.count {
          phrase = length == 1 ? word : phrase + " " + query.folded[index + length - 1]
          if let person = library.peopleByPhrase[phrase] {
            candidates.append(
              Candidate(
                kind: .who, range: index..<(index + length), score: 1.3,
                resolution: .person(person),
                source: .library))
          }
        }
      }
      if query.is(index, .selfPronoun) {
        if isSelfInPhoto(index, query, lexicon) {
          candidates.append(
            Candidate(
              kind: .who, range: index..<(index + 1), score: 1.0,
              resolution: .person(library.owner),
              source: .lexicon))
        }
        continue
      }
      // Taglish `pa-send`, `pa-forward`: `pa` glued by a hyphen to a verb is a prefix, not Pa.
      if index + 2 < query.count, query.folded[index + 1] == "-",
        !query.tokens[index + 1].spaceBefore, query.tokens[index].folded == "pa"
      {
        continue
      }
      // `Lau Pa Sat`: a kin word inside a capitalised name, after a word no list knows, is part
      // of the name.
      if query.isMarkedCapital(index), query.isMarkedCapital(index - 1),
        query.isMarkedCapital(index + 1), query.tokens[index - 1].kind == .word,
        isUnlisted(index - 1, query), !query.isGivenName(index - 1)
      {
        continue
      }
      // Kinship and role words, up to five tokens (`mother - in - law`).
      var phrase = ""
      for length in 1...5 where query.is(index, .peopleStart) && index + length <= query.count {
        phrase = length == 1 ? word : phrase + " " + query.folded[index + length - 1]
        if resources.hotWords.peopleWords.contains(phrase) {
          candidates.append(Self.person(index..<(index + length), score: 1.0, .lexicon))
        }
        // No people word goes on from a phrase no longer one starts with (most words stop here).
        if !resources.hotWords.peopleWordPrefixes.contains(phrase) { break }
      }
      // A title with a name: `Aunt Carol`, `Grandpa Joe`, `Dr. Patel`, `Uncle Ah Seng`.
      // (a holiday after a kin word is no name: `bhaiya Holi ke photos`, `lolo undas`)
      if let end = titledNameEnd(index, query, resources),
        !(HolidayNames.firstWords.contains(query.folded[index + 1])
          && candidates.contains { $0.kind == .when && $0.range.lowerBound == index + 1 })
      {
        // `baby Amara`: a word that describes the person is dropped from the value (decision 6).
        let describes = query.words.descriptiveTitles.contains(query.folded[index])
        candidates.append(
          Candidate(
            kind: .who, range: index..<end, valueRange: describes ? (index + 1)..<end : nil,
            score: 1.25, resolution: .person(nil), source: .lexicon))
      }
      // A name with a kin title after it (decision 6: `Lakshmi aunty`, `Raju uncle`).
      if index + 1 < query.count, query.is(index + 1, .personTitle),
        query.tokens[index + 1].kind == .word, isNameBeforeTitle(index, query)
      {
        candidates.append(Self.person(index..<(index + 2), score: 1.25, .lexicon))
      }
      // `Wei Ling`, `Zhi Hao`: a Chinese given name of two syllables written as two words.
      if isTwoSyllableChineseName(index, query) {
        candidates.append(Self.person(index..<(index + 2), score: 1.1, .givenName))
      }
      // `the little ones`, `lil one` (decision 24): the children.
      if index + 1 < query.count, resources.hotWords.childModifiers.contains(word),
        query.word(index + 1) == "one" || query.word(index + 1) == "ones"
      {
        candidates.append(Self.person(index..<(index + 2), score: 1.3, .lexicon))
      }
      // `Pickles the cat`, `Biscuit the labrador` (rule 6): whatever the name is as a word, a name
      // before `the` and a pet word is the pet's.
      if isCapitalized, kind == .word,
        query.word(index + 1) == "the", petKind(at: index + 2, query, resources) != nil,
        !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people])
      {
        candidates.append(Self.person(index..<(index + 1), score: 1.3, .capitalised))
      }
      if isGroupModifier(index, query, resources) {
        candidates.append(Self.person(index..<(index + 2), score: 1.3, .lexicon))
      }
      if isPetNameBeforeBreed(index, query, resources) {
        candidates.append(Self.person(index..<(index + 1), score: 1.2, .capitalised))
      }
      // Typed without telling capitals, a given name that owns something (`lerato's 21st`).
      if !query.caseIsInformative, kind == .word,
        query.hasPossessive(after: index), !query.is(index, [.people, .selfPronoun, .time, .chat]),
        query.facts[index].sense == nil, !query.facts[index].isVocabulary,
        query.isGivenName(index)
      {
        candidates.append(Self.person(index..<(index + 1), score: 0.6, .capitalised))
      }
      // A capitalised possessor no list knows: `Aarav's birthday`, `Emma's recital`.
      if isCapitalized, kind == .word,
        query.hasPossessive(after: index),
        !query.isGivenName(index), !query.isKnownWord(index),
        !query.isMarkedCapital(index)
      {
        candidates.append(Self.person(index..<(index + 1), score: 0.5, .capitalised))
      }
      // A noun WordNet knows mostly for a person, that no list knows (`her fella`, `the
      // teachers`, `my flatmates`): a role, so a person (who holds kinship and roles). A noun
      // after it makes it a modifier (`teacher training`).
      if isRoleNoun(index, query, resources) {
        candidates.append(Self.person(index..<(index + 1), score: 0.55, .lexicon))
      }
      // A family name in the plural is the family (decision 24: `the Okafors`, `the Nguyens`).
      // A name the gazetteer knows is the place (`the Thames`, `the Rockies`).
      if query.word(index - 1) == "the", isPluralFamilyName(index, query),
        resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
      {
        candidates.append(Self.person(index..<(index + 1), score: 1.35, .capitalised))
      }
      // Without `the`, the family name lists say it (`okonkwos thanksgiving`, `Murphys
      // christmas`): the word less its plural ending is a family name no place shares.
      if query.word(index - 1) != "the", isPluralFamilyName(index, query),
        isListedFamilyName(plural: query.folded[index], resources),
        resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
      {
        candidates.append(Self.person(index..<(index + 1), score: 1.2, .givenName))
      }
      // `the Van der Merwes`, `the de Souzas`: surname particles before a family name in the
      // plural.
      if query.word(index - 1) == "the", query.words.surnameParticles.contains(query.folded[index])
      {
        var end = index
        while end < query.count, end - index < 3,
          query.words.surnameParticles.contains(query.folded[end])
        {
          end += 1
        }
        if end < query.count, isPluralFamilyName(end, query) {
          candidates.append(Self.person(index..<(end + 1), score: 1.35, .capitalised))
        }
      }
      // A family name before a plural people word is that family's group (`the Fonoti boys`,
      // `the Nguyen twins`, `Tuilagi cousins`).
      if index + 1 < query.count, isFamilyNameBeforeGroup(index, query, resources) {
        candidates.append(Self.person(index..<(index + 2), score: 1.3, .capitalised))
      }
      // A given name that is also a word for a thing is the person when it is joined by `and` to
      // a person (`lily and max`, `ruby & jack`) or, typed into a search field without capitals,
      // opens a run before a sport, an activity or an occasion (`lily soccer`).
      if query.isGivenName(index), kind == .word,
        !query.is(index, [.people, .stop, .selfPronoun])
          && isJoinedToPerson(index, query, resources)
          || isGivenNameBeforeActivity(index, query, resources)
      {
        candidates.append(Self.person(index..<(index + 1), score: 1.0, .givenName))
      }
      // `photos of Will`, `Summer's recital`: a given name that is also a modal or a time word,
      // where only a person fits.
      if let range = wordNameRange(index, query, resources) {
        candidates.append(
          Candidate(
            kind: .who, range: range, valueRange: index..<(index + 1), score: 1.3,
            resolution: .person(nil), source: .givenName))
      }
      // A word no list knows after `with` is a person (`pics from maboneng with thandi`).
      if isUnlisted(index, query),
        query.is(index - 1, .personPreposition)
          || (query.word(index - 1) == "/" && query.word(index - 2) == "with")
      {
        candidates.append(Self.person(index..<(index + 1), score: 0.75, .prepositional))
      }
      // `lerato matric farewell`, `sipho 21st`: a word no list knows opening a lowercase search
      // box before a personal occasion (one word may stand between) is whose occasion it is.
      if isOwnerOfOccasion(index, query, resources) {
        candidates.append(Self.person(index..<(index + 1), score: 0.9, .prepositional))
      }
      // Given names, with a following capitalised surname or second name (`Mei Ling`); a
      // capitalised event head ends a name (`the Jazz Festival` is no one).
      if query.isGivenName(index), isNameShaped(index, query, resources),
        !query.is(index, .people), !isLowercaseNonNoun(index, query, resources)
      {
        let base =
          0.55 + 0.2 * resources.givenNames.commonness(word)
          + (query.isMarkedCapital(index) ? 0.15 : 0)
        candidates.append(Self.person(index..<(index + 1), score: base, .givenName))
        // `Lake Minnewanka`, `Cape Reinga`: a rare given name that opens place names opens a
        // place's name before a capitalised word, not a person's (`Glen Smith`: a common name).
        let opensPlace =
          query.is(index, .placeLead) && resources.givenNames.commonness(word) < 0.6
        var end = index + 1
        while !opensPlace, end < query.count, end - index < 4,
          query.isMarkedCapital(end)
            || isSurnameWhereCaseSaysLittle(index, end, query)
              // `GOA NYE PARTY`: a time's name typed in capitals is no surname.
              && !candidates.contains(where: { $0.kind == .when && $0.range.lowerBound == end }),
          query.tokens[end].kind == .word, !query.is(end, .stop),
          !query.is(end, .people), !query.is(end, .namedEventHead),
          !query.is(end, .cue), !resources.isPlaceNotName(end, query)
        {
          end += 1
          candidates.append(Self.person(index..<end, score: base + 0.05, .givenName))
        }
        // `Annelize van der Merwe`, `Maria da Silva`: lowercase surname particles between a
        // given name and a capitalised surname are part of the name.
        if let full = query.particleSurnameEnd(after: end) {
          candidates.append(Self.person(index..<full, score: base + 0.1, .givenName))
        }
      }
    }
  }

  /// Whether the word at `index`, which no list knows, opens a lowercase search field or a run
  /// after `and`, and a personal occasion follows it straight or after one noun (`lerato matric
  /// farewell`, `thabo birthday`): the occasion's person. A place the gazetteer knows stays a
  /// place (`goa wedding`).
  func isOwnerOfOccasion(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    guard query.context == .search, !query.caseIsInformative, isUnlisted(index, query),
      index == 0 || query.word(index - 1) == "and" || query.tokens[index - 1].kind != .word,
      PlaceRecognizer().isPronounceable(query.folded[index])
    else { return false }
    let next = index + 1
    // `sipho and themba wedding`: two people's occasion.
    if query.word(next) == "and", next + 1 < query.count {
      return isOwnerOfOccasion(next + 1, query, resources)
        && resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
    }
    let occasion =
      query.is(next, .personalEvent)
      || query.tokens.indices.contains(next + 1) && query.tokens[next].kind == .word
        && !query.is(next, [.stop, .preposition, .time]) && query.is(next + 1, .personalEvent)
    return occasion && resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
  }

  /// Whether the given name at `index` opens a run of a lowercase search field and a sport, an
  /// activity or a personal occasion follows it (`lily soccer`, `harper swimming lessons`; not
  /// `rose garden`, `lily pond`, nor a town: `darwin sunset`).
  func isGivenNameBeforeActivity(_ index: Int, _ query: QueryText, _ resources: EngineResources)
    -> Bool
  {
    guard query.context == .search, !query.caseIsInformative, index + 1 < query.count,
      query.tokens[index].kind == .word, query.tokens[index + 1].kind == .word,
      query.isGivenName(index), !query.is(index, [.people, .stop, .time, .cue, .media])
    else { return false }
    let opensRun =
      index == 0 || query.is(index - 1, [.cue, .media, .preposition, .time])
      || query.tokens[index - 1].kind != .word || query.word(index - 1) == "and"
    guard opensRun, resources.givenNames.commonness(query.folded[index]) >= 0.3,
      resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
    else { return false }
    let next = index + 1
    let sense = query.facts[next].sense
    if sense == .activity || sense == .occasionNoun || query.is(next, .personalEvent) {
      return true
    }
    guard let concept = resources.vocabulary.longestMatch(in: query.tokens, from: next)?.concept
    else { return false }
    return resources.vocabulary.conceptAndBroader(concept.id).contains {
      resources.lexicon.reading.activityConcepts.contains($0.id)
    }
  }

  /// Whether the word at `index` is joined by `and` or `&` to a people word or a word read as a
  /// given name on either side (`lily and max`, `mum and rose`; not `salt and pepper`).
  func isJoinedToPerson(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    func isPerson(_ other: Int) -> Bool {
      guard other >= 0, other < query.count, query.tokens[other].kind == .word else {
        return false
      }
      if query.is(other, .people) { return true }
      return query.isGivenName(other) && isNameShaped(other, query, resources)
    }
    func isJoin(_ word: String) -> Bool { word == "and" || word == "&" }
    return isJoin(query.word(index + 1)) && isPerson(index + 2)
      || isJoin(query.word(index - 1)) && isPerson(index - 2)
  }

  /// Whether capitalised token `end` is a surname after the given name at `index` in text whose
  /// capitals say little (title case, a search field: `Nomvula Dlamini`): a word no list knows,
  /// not a given name (`Thảo Minh` are two people).
  func isSurnameWhereCaseSaysLittle(_ index: Int, _ end: Int, _ query: QueryText) -> Bool {
    !query.caseIsInformative && query.tokens[index].isCapitalized
      && query.tokens[end].isCapitalized && !query.isKnownWord(end)
      && !query.isGivenName(end) && query.facts[end].sense == nil
  }

  /// Adds, for each who candidate followed by a trailing honorific (`Dadi ji`), the same
  /// candidate with the honorific, a little stronger.
  func extendByHonorifics(_ query: QueryText, _ candidates: inout [Candidate], from first: Int) {
    guard first < candidates.count else { return }
    for candidate in candidates[first...] where candidate.kind == .who {
      let end = candidate.range.upperBound
      guard end < query.count, query.words.trailingHonorifics.contains(query.tokens[end].folded)
      else {
        continue
      }
      var extended = candidate
      extended.range = candidate.range.lowerBound..<(end + 1)
      extended.valueRange = candidate.valueRange.lowerBound..<(end + 1)
      extended.score += 0.05
      candidates.append(extended)
    }
  }

  /// Whether token `index` is a capitalised plural no word list knows (`Okafors`, `Mahlangus`), or
  /// any plural no list knows in a lowercase search box (`the pillays`):
  /// the plural of a family name, not a common noun (`the Rockies` is the gazetteer's).
  func isPluralFamilyName(_ index: Int, _ query: QueryText) -> Bool {
    // (the token's fields are read one by one: copying the whole token retains its strings)
    // A search box typed in lowercase says nothing by capitals (`the kims thanksgiving`).
    let capitalsSayNothing = query.context == .search && !query.caseIsInformative
    guard query.tokens[index].kind == .word,
      query.tokens[index].isCapitalized || capitalsSayNothing,
      query.folded[index].hasSuffix("s"), query.folded[index].utf8.count >= 4
    else { return false }
    let facts = query.facts[index]
    return !facts.isVocabulary && facts.classes.isEmpty && facts.sense == nil
  }

  /// Whether token `index` is a lowercase noun WordNet knows mostly for a person, outside the
  /// subject vocabulary, the people words and the gazetteer, heading its phrase (no noun or
  /// activity after it).
  func isRoleNoun(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let facts = query.facts[index]
    guard facts.sense == .personNoun, !facts.isVocabulary, query.tokens[index].kind == .word,
      !query.tokens[index].isCapitalized,
      !query.is(
        index,
        [.people, .cue, .media, .time, .event, .photoAdjective, .nonNarrowing, .subjectModifier])
    else { return false }
    // After `at` / `from` (and an article) a noun is an occasion or a place (`at the debs`).
    let lead = query.is(index - 1, .determiner) ? index - 2 : index - 1
    if query.is(lead, .placePreposition) { return false }
    // A place the gazetteer knows is the place (`snow whistler`).
    if resources.gazetteer.longestNameLength(in: query.tokens, from: index) > 0 { return false }
    let next = index + 1
    guard next < query.count, query.tokens[next].kind == .word else { return true }
    return !(query.facts[next].sense?.canNameSubject == true || query.facts[next].isVocabulary)
      || query.is(next, [.stop, .preposition, .cue, .media, .people, .time])
  }

  /// Whether token `index` is a capitalised name no word list knows (nor the gazetteer) right
  /// before a plural people word (`boys`, `twins`, `cousins`).
  func isFamilyNameBeforeGroup(_ index: Int, _ query: QueryText, _ resources: EngineResources)
    -> Bool
  {
    let next = index + 1
    guard query.tokens[index].kind == .word, query.is(next, .people),
      query.tokens[next].kind == .word, !query.hasPossessive(after: index),
      !query.isKnownWord(index), !query.is(index, [.people, .personTitle])
    else { return false }
    // A lowercase search box says nothing by capitals: the family name lists do (`nguyen
    // cousins`, `iyer family`).
    let listed =
      query.context == .search && !query.caseIsInformative && query.facts[index].sense == nil
      && resources.givenNames.isFamilyName(query.folded[index])
    guard query.tokens[index].isCapitalized || listed,
      query.folded[next].hasSuffix("s")
        || listed && query.words.familyGroupWords.contains(query.folded[next])
    else { return false }
    return resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
  }

  /// Whether a folded plural is a family name of the name lists with its plural ending (`patels`,
  /// `okonkwos`, `joneses`).
  func isListedFamilyName(plural: String, _ resources: EngineResources) -> Bool {
    guard plural.hasSuffix("s") else { return false }
    // A family name that is an ordinary word too says nothing (`tans`, `woods`, `banks`).
    func isFamilyNameOnly(_ stem: String) -> Bool {
      guard resources.givenNames.isFamilyName(stem) else { return false }
      let facts = resources.facts(for: stem)
      return facts.sense == nil && !facts.isVocabulary && facts.classes.isEmpty
    }
    let stem = String(plural.dropLast())
    if isFamilyNameOnly(stem) { return true }
    return stem.hasSuffix("e") && isFamilyNameOnly(String(stem.dropLast()))
  }

  /// Whether token `index` is a word no list knows: not in the lexicon, the subject vocabulary,
  /// the given names or WordNet (`thandi`, `Thabo`, `Wiremu`) — a name.
  func isUnlisted(_ index: Int, _ query: QueryText) -> Bool {
    let facts = query.facts[index]
    return query.tokens[index].kind == .word && facts.classes.isEmpty && !facts.isVocabulary
      && facts.sense == nil && query.folded[index].utf8.count >= 3
  }

  /// Whether token `index` is typed in lowercase and WordNet knows it mostly as an adjective, a
  /// verb or an adverb (`gorgeous`, `gutted`, `sunny`): a word, not a given name.
  func isLowercaseNonNoun(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    // A capital that only starts the sentence says nothing (`Lovely photos, thanks`).
    guard !query.isMarkedCapital(index), let sense = query.facts[index].sense else {
      return false
    }
    // `oliver`: a graded form WordNet guesses is no match for a name given this often.
    if sense == .gradedAdjective, resources.givenNames.commonness(query.folded[index]) >= 0.7 {
      return false
    }
    // `PICS W/ JOSH`, `Selfies With Josh`: in capitals or title case a common name is the name.
    if query.tokens[index].isCapitalized, !query.caseIsInformative,
      resources.givenNames.commonness(query.folded[index]) >= 0.5
    {
      return false
    }
    return sense == .adjective || sense == .gradedAdjective || sense == .verb || sense == .adverb
  }

  func isSelfInPhoto(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    let next = query.word(index + 1)
    // `me mam`, `me da`: Irish and northern English `me` for `my` before a kin word.
    if query.is(index + 1, .people), query.folded[index] == "me" { return false }
    if index == 0 { return true }
    if query.is(index - 1, .selfLead) { return true }
    if next == "and" || next == "&" {
      return !query.is(index - 1, .verb) || query.context == .search
    }
    return false
  }

  /// Whether tokens `index` and `index + 1` are one Chinese given name written as two pinyin
  /// syllables (`Wei Ling`, `Jun Wei`): two words that are each a syllable, where capitals mark
  /// both as names, or, typed without telling capitals, where the list knows one of them as a
  /// given name. Function words and cue words are never part of it (`he`, `can`).
  func isTwoSyllableChineseName(_ index: Int, _ query: QueryText) -> Bool {
    let next = index + 1
    // Cheap tests first (every token asks): two words of six letters at most.
    guard next < query.count, query.tokens[index].kind == .word,
      query.tokens[next].kind == .word, query.tokens[next].spaceBefore,
      query.folded[index].utf8.count <= 6, query.folded[next].utf8.count <= 6,
      query.isGivenName(index) || query.isGivenName(next),
      !query.hasPossessive(after: index),
      !query.is(index, Self.nameBreakers), !query.is(next, Self.nameBreakers),
      PinyinSyllables.contains(query.folded[index]), PinyinSyllables.contains(query.folded[next])
    else { return false }
    if query.tokens[index].isCapitalized && query.tokens[next].isCapitalized { return true }
    // Typed in lowercase: no subject word, and one of the two no English word at all (`jun wei`,
    // `wei ling`; not `long man`).
    let first = query.facts[index]
    let second = query.facts[next]
    return !query.caseIsInformative && !first.isVocabulary && !second.isVocabulary
      && (first.sense == nil || second.sense == nil)
  }

  /// A person candidate with no library match over `range`.
  static func person(_ range: Range<Int>, score: Double, _ source: CandidateSource) -> Candidate {
    Candidate(kind: .who, range: range, score: score, resolution: .person(nil), source: source)
  }

  /// Classes of words that are never part of a name.
  static let nameBreakers: WordClass = [
    .stop, .determiner, .preposition, .cue, .media, .people, .selfPronoun,
  ]

  /// Whether token `index` is a title or a kin word that goes with the name after it (decision
  /// 6: `Aunt Carol`, `Nanny Pat`, `Kuya Migs`). A kin word that is no title needs a name that
  /// is capitalised where capitals matter.
  func isTitleBeforeName(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    if query.is(index, .personTitle) { return isNameAfterTitle(index + 1, query, resources) }
    guard query.is(index, .people), query.tokens[index].kind == .word,
      !query.folded[index].hasSuffix("s"), !query.hasPossessive(after: index)
    else { return false }
    let next = index + 1
    // `kuya jun` typed all in lowercase: a given name no dictionary knows as a word.
    let lowercaseName =
      next < query.count && !query.tokens[index].isCapitalized
      && !query.tokens[next].isCapitalized && query.isGivenName(next)
      && !query.isKnownWord(next) && query.facts[next].sense == nil
    let monthAsName = isMonthWordAsName(next, query, resources)
    guard query.isMarkedCapital(next) || lowercaseName || monthAsName,
      !query.is(next, [.people, .cue, .media]), !query.is(next, .time) || monthAsName
    else {
      return false
    }
    // A capitalised region or city is no name (`bhai Goa wale pics`), even one people are named.
    if let match = resources.gazetteer.longestMatch(in: query.tokens, from: next),
      match.places.contains(where: {
        $0.kind == .country || $0.kind == .region || $0.population >= 100_000
      })
    {
      return false
    }
    return query.isGivenName(next) || monthAsName || isUnlisted(next, query)
  }

  /// `kuya jun`, `tita may`: right after a kin word or title, a lowercase month word that is also
  /// a given name is the name, unless a year or a day number after it makes it the month (`lola
  /// june 2019`).
  func isMonthWordAsName(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    index < query.count && query.is(index, .time) && !query.tokens[index].isCapitalized
      && resources.givenNames.contains(query.folded[index])
      && (index + 1 == query.count || query.tokens[index + 1].kind != .number)
  }

  /// The end of a title and the name after it (`Aunt Carol`, `Dr. Patel` with the
  /// abbreviation's full stop, `Uncle Ah Seng` with up to two more capitalised name words), or nil
  /// when no name follows the title.
  func titledNameEnd(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Int? {
    var name = index + 1
    if query.is(index, .personTitle), query.word(name) == ".",
      !query.tokens[name].spaceBefore, name + 1 < query.count
    {
      name += 1
    }
    guard name < query.count else { return nil }
    let titled =
      name == index + 1
      ? isTitleBeforeName(index, query, resources) : isNameAfterTitle(name, query, resources)
    guard titled else { return nil }
    var end = name + 1
    while end < query.count, end - name < 3, query.isMarkedCapital(end),
      query.tokens[end].kind == .word, !query.hasPossessive(after: end - 1),
      query.isGivenName(end) || isUnlisted(end, query)
    {
      end += 1
    }
    return end
  }

  /// Whether token `index` is a capitalised given name (or a capitalised word no list knows)
  /// that a kin title after it goes with, as South Asian English puts it (`Lakshmi aunty`).
  func isNameBeforeTitle(_ index: Int, _ query: QueryText) -> Bool {
    let token = query.tokens[index]
    guard token.kind == .word, token.isCapitalized,
      !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .personTitle]),
      !query.hasPossessive(after: index)
    else { return false }
    let title = query.folded[index + 1]
    // `Mr`, `St` and the like go before a name, never after it.
    guard !query.words.leadingOnlyTitles.contains(title) else {
      return false
    }
    return query.isGivenName(index) || isUnlisted(index, query)
  }

  /// Whether token `index`, right after a title, is the name the title goes with: a name-shaped
  /// word, or a capitalised given name that is also a word or a month (`Aunt May`, `Grandma
  /// June`, `Uncle Bill`), or a capitalised word no list knows (`Kuya Migs`) — a title sets up a
  /// name, so the usual doubts about such words do not apply.
  func isNameAfterTitle(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    // A region the gazetteer knows is where, not who (`oupa karoo`, `bhai Goa wale pics`), and so
    // is a town of note no name list has (`taid llandudno`); a given or family name is the name
    // (`Uncle Tama`, `Coach Rivera`).
    if index < query.count,
      let match = resources.gazetteer.longestMatch(in: query.tokens, from: index)
    {
      let isName =
        query.isGivenName(index) || resources.givenNames.isFamilyName(query.folded[index])
      if match.places.contains(where: {
        $0.kind == .country || $0.kind == .region
          || !isName && ($0.kind != .city || $0.population >= 10_000)
      }) {
        return false
      }
    }
    if isNameShaped(index, query, resources) || isMonthWordAsName(index, query, resources) {
      return true
    }
    // Typed without telling capitals, a word no list knows after a kin title is the name
    // (`aunty shaz`, `oupa koos`), unless it is a place the gazetteer knows (`nana tauranga`).
    if !query.caseIsInformative, isUnlisted(index, query), query.folded[index].utf8.count >= 3,
      !query.is(index, [.stop, .determiner, .preposition, .cue, .media, .people, .time]),
      resources.gazetteer.longestNameLength(in: query.tokens, from: index) == 0
    {
      return true
    }
    if isNicknameAfterTitle(index, query) { return true }
    let token = query.tokens[index]
    guard token.kind == .word, token.isCapitalized,
      !query.is(index, [.determiner, .preposition, .cue, .media, .people, .selfPronoun])
    else { return false }
    // `Aunt May`, `Uncle Will`: a capitalised given name, even one that is a function word.
    if query.isGivenName(index) { return true }
    // Function words skip the name lookup when the text is read; ask here (`May`, `Will`).
    if query.is(index, .stop) { return resources.givenNames.contains(query.tokens[index].folded) }
    return isUnlisted(index, query)
  }

  /// Whether token `index`, right after a kin title that takes a name and typed without telling
  /// capitals, is a nickname (decision 6: `tito boy`, `tita baby`, `kuya jm`): a singular people
  /// word that is no title itself (Filipino nicknames `Boy`, `Baby`, `Dodong`), or two letters no
  /// list knows (initials). The title before a possessive keeps the word apart (`tita's baby`).
  func isNicknameAfterTitle(_ index: Int, _ query: QueryText) -> Bool {
    guard !query.caseIsInformative, index > 0, index < query.count,
      query.tokens[index].kind == .word, query.is(index - 1, .personTitle),
      !query.hasPossessive(after: index - 1), !query.is(index, [.personTitle, .selfPronoun])
    else { return false }
    let word = query.folded[index]
    if query.is(index, .people) { return !word.hasSuffix("s") }
    let facts = query.facts[index]
    return word.utf8.count == 2 && facts.classes.isEmpty && facts.sense == nil
      && !facts.isVocabulary
  }

  /// Whether token `index` reads as a name: capitalised where capitals matter, or a given name
  /// where they do not.
  func isNameShaped(_ index: Int, _ query: QueryText, _ resources: EngineResources) -> Bool {
    let token = query.tokens[index]
    guard token.kind == .word else { return false }
    if query.is(index, .stop) || query.is(index, .determiner)
      || query.is(index, .preposition) || query.is(index, .cue)
    {
      return false
    }
    if query.isMarkedCapital(index) { return true }
    if token.isCapitalized && query.startsSentence(index) {
      return query.isGivenName(index)
    }
    guard !query.caseIsInformative, query.isGivenName(index) else { return false }
    let sense = query.facts[index].sense
    guard sense == .depictableNoun || sense == .gradedAdjective else {
      return !query.isKnownWord(index)
    }
    let commonness = resources.givenNames.commonness(query.folded[index])
    // `enchanted kingdom`, `chicken rice`: a rare given name that WordNet knows as a thing.
    if sense == .depictableNoun { return commonness >= 0.5 && !query.isKnownWord(index) }
    return !query.isKnownWord(index) || commonness >= 0.7
  }
}
