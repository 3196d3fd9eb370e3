/// The English word lists, one file per kind of word (`English+*.swift` in this folder).
enum English {}

extension Lexicon {
  /// The English lexicon.
  public static let english = Lexicon(
    cueWords: English.cueWords, mediaKinds: English.mediaKinds, typoTargets: English.typoTargets,
    cueCompoundHeads: English.cueCompoundHeads, cueForeignModifiers: English.cueForeignModifiers,
    peopleWords: English.peopleWords, personTitles: English.personTitles,
    selfPronouns: English.selfPronouns, selfPronounLeads: English.selfPronounLeads,
    petWords: English.petWords, dwellingNouns: English.dwellingNouns,
    barePersonalPlaces: English.barePersonalPlaces, placeHeadNouns: English.placeHeadNouns,
    placeLeadNouns: English.placeLeadNouns, eventNouns: English.eventNouns,
    subjectModifiers: English.subjectModifiers, holidayCompounds: English.holidayCompounds,
    timeWords: English.timeWords,
    photoAdjectives: English.photoAdjectives, nonNarrowingModifiers: English.nonNarrowingModifiers,
    determiners: English.determiners, prepositions: English.prepositions,
    placePrepositions: English.placePrepositions, personPrepositions: English.personPrepositions,
    stopWords: English.stopWords, verbs: English.verbs, exclusionWords: English.exclusionWords,
    captureVerbs: English.captureVerbs, talkPatterns: English.talkPatterns,
    futurePatterns: English.futurePatterns, clauseBreaks: English.clauseBreaks,
    chatForms: English.chatForms, exclusionPhrases: English.exclusionPhrases,
    makerVerbs: English.makerVerbs, askerVerbs: English.askerVerbs,
    personalEvents: English.personalEvents, namedEventHeads: English.namedEventHeads,
    compassWords: English.compassWords, compassPlaceHeads: English.compassPlaceHeads,
    childModifiers: English.childModifiers, periodModifiers: English.periodModifiers,
    periodHeads: English.periodHeads, lightVerbs: English.lightVerbs,
    placeholderNouns: English.placeholderNouns, focusAdverbs: English.focusAdverbs,
    specUnits: English.specUnits, mixedFunctionWords: English.mixedFunctionWords,
    intent: English.intentWords,
    reading: English.readingWords, recognizing: English.recognizerWords)
}

extension English {
  /// Splits a whitespace-separated word list into a set.
  static func words(_ text: String) -> Set<String> {
    Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
  }
}
