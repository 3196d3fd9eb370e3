/// The lists of a ``Lexicon`` a folded word belongs to, as bits: one dictionary lookup per token
/// answers every membership question the recognisers ask.
public struct WordClass: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt64
  /// Creates a set of classes from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// A generic cue word.
  public static let cue = WordClass(rawValue: 1 << 0)
  /// The first word of a media-kind phrase.
  public static let mediaStart = WordClass(rawValue: 1 << 1)
  /// A one-word media kind.
  public static let media = WordClass(rawValue: 1 << 2)
  /// The first word of a people phrase.
  public static let peopleStart = WordClass(rawValue: 1 << 3)
  /// A one-word people word.
  public static let people = WordClass(rawValue: 1 << 4)
  /// A title that joins a name.
  public static let personTitle = WordClass(rawValue: 1 << 5)
  /// `me`, `us`…
  public static let selfPronoun = WordClass(rawValue: 1 << 6)
  /// A word after which `me` is in the photo.
  public static let selfLead = WordClass(rawValue: 1 << 7)
  /// A pet species.
  public static let pet = WordClass(rawValue: 1 << 8)
  /// A dwelling noun.
  public static let dwelling = WordClass(rawValue: 1 << 9)
  /// A personal place valid alone.
  public static let barePersonalPlace = WordClass(rawValue: 1 << 10)
  /// A place head noun.
  public static let placeHead = WordClass(rawValue: 1 << 11)
  /// A place lead noun.
  public static let placeLead = WordClass(rawValue: 1 << 12)
  /// An event or subject noun of the contract.
  public static let event = WordClass(rawValue: 1 << 13)
  /// A narrowing subject modifier.
  public static let subjectModifier = WordClass(rawValue: 1 << 14)
  /// The first word of a holiday compound.
  public static let holidayCompoundStart = WordClass(rawValue: 1 << 15)
  /// A time word.
  public static let time = WordClass(rawValue: 1 << 16)
  /// An adjective about the photo.
  public static let photoAdjective = WordClass(rawValue: 1 << 17)
  /// A non-narrowing modifier of people.
  public static let nonNarrowing = WordClass(rawValue: 1 << 18)
  /// A determiner or possessive pronoun.
  public static let determiner = WordClass(rawValue: 1 << 19)
  /// A preposition.
  public static let preposition = WordClass(rawValue: 1 << 20)
  /// A preposition that makes a name a place.
  public static let placePreposition = WordClass(rawValue: 1 << 21)
  /// A preposition that makes a name a person.
  public static let personPreposition = WordClass(rawValue: 1 << 22)
  /// A function word.
  public static let stop = WordClass(rawValue: 1 << 23)
  /// A common verb.
  public static let verb = WordClass(rawValue: 1 << 24)
  /// An exclusion word.
  public static let exclusion = WordClass(rawValue: 1 << 25)
  /// A capture verb.
  public static let capture = WordClass(rawValue: 1 << 26)
  /// The first word of a talk pattern.
  public static let talkStart = WordClass(rawValue: 1 << 27)
  /// The first word of a future pattern.
  public static let futureStart = WordClass(rawValue: 1 << 28)
  /// A word that ends the photo-search part.
  public static let clauseBreak = WordClass(rawValue: 1 << 29)
  /// A noun that makes a cue a compound.
  public static let cueCompoundHead = WordClass(rawValue: 1 << 30)
  /// A modifier that makes a cue someone else's media.
  public static let cueForeignModifier = WordClass(rawValue: 1 << 31)
  /// A chat spelling or mixed-language function word read as an English word (decision 24).
  public static let chat = WordClass(rawValue: 1 << 32)
  /// The first word of an exclusion phrase (`apart` from, `other` than).
  public static let exclusionStart = WordClass(rawValue: 1 << 33)
  /// A verb of making or passing on photos (`took`, `filmed`, `sent`).
  public static let makerVerb = WordClass(rawValue: 1 << 34)
  /// A verb of asking or wanting (`wants`, `asking`).
  public static let askerVerb = WordClass(rawValue: 1 << 35)
  /// A personal event (`birthday`, `wedding`, `bday`).
  public static let personalEvent = WordClass(rawValue: 1 << 36)
  /// The head of a named event (`game`, `concert`, `gig`).
  public static let namedEventHead = WordClass(rawValue: 1 << 37)
  /// A place head that makes a name of the noun before it (`cove`, `causeway`).
  public static let nameFormingPlaceHead = WordClass(rawValue: 1 << 38)
  /// An event head that names one event with the place before it (`fringe`, `races`).
  public static let placeNamedEventHead = WordClass(rawValue: 1 << 39)
  /// A function word of a language mixed into this one (Spanish `las`, French `avec`) that no
  /// other list of the language has: never a word of a subject no list knows.
  public static let mixedFunction = WordClass(rawValue: 1 << 40)

  /// Classes that make a word an ordinary known word (not a typo, not an unknown name).
  public static let known: WordClass = WordClass(
    rawValue:
      ~(mediaStart.rawValue | peopleStart.rawValue | talkStart.rawValue | futureStart.rawValue
      | holidayCompoundStart.rawValue | exclusionStart.rawValue | makerVerb.rawValue
      | askerVerb.rawValue | personalEvent.rawValue | namedEventHead.rawValue
      | nameFormingPlaceHead.rawValue | placeNamedEventHead.rawValue | mixedFunction.rawValue))
}

extension Lexicon {
  /// Every folded word of the lexicon → the classes it belongs to.
  func wordClasses() -> [String: WordClass] {
    var map: [String: WordClass] = [:]
    func mark(_ words: some Sequence<String>, _ kind: WordClass) {
      for word in words { map[word, default: []].insert(kind) }
    }
    func firstWords(_ phrases: some Sequence<String>) -> Set<String> {
      Set(phrases.compactMap { $0.split(separator: " ").first.map(String.init) })
    }
    mark(cueWords, .cue)
    mark(firstWords(mediaKinds.keys), .mediaStart)
    mark(Set(mediaKinds.keys.filter { !$0.contains(" ") }), .media)
    mark(firstWords(peopleWords), .peopleStart)
    mark(peopleWords.filter { !$0.contains(" ") }, .people)
    mark(personTitles, .personTitle)
    mark(selfPronouns, .selfPronoun)
    mark(selfPronounLeads, .selfLead)
    mark(petWords, .pet)
    mark(dwellingNouns, .dwelling)
    mark(barePersonalPlaces, .barePersonalPlace)
    mark(placeHeadNouns, .placeHead)
    mark(placeLeadNouns, .placeLead)
    mark(eventNouns, .event)
    mark(subjectModifiers, .subjectModifier)
    mark(
      Set(holidayCompounds.compactMap { $0.split(separator: "_").first.map(String.init) }),
      .holidayCompoundStart)
    mark(timeWords, .time)
    mark(photoAdjectives, .photoAdjective)
    mark(nonNarrowingModifiers, .nonNarrowing)
    mark(determiners, .determiner)
    mark(prepositions, .preposition)
    mark(placePrepositions, .placePreposition)
    mark(personPrepositions, .personPreposition)
    mark(stopWords, .stop)
    mark(verbs, .verb)
    mark(exclusionWords, .exclusion)
    mark(captureVerbs, .capture)
    mark(Set(talkPatterns.compactMap(\.first)), .talkStart)
    mark(Set(futurePatterns.compactMap(\.first)), .futureStart)
    mark(clauseBreaks, .clauseBreak)
    mark(cueCompoundHeads, .cueCompoundHead)
    mark(cueForeignModifiers, .cueForeignModifier)
    mark(Set(chatForms.keys), .chat)
    mark(Set(exclusionPhrases.compactMap(\.first)), .exclusionStart)
    mark(makerVerbs, .makerVerb)
    mark(askerVerbs, .askerVerb)
    mark(personalEvents, .personalEvent)
    mark(namedEventHeads, .namedEventHead)
    mark(recognizing.nameFormingPlaceHeads, .nameFormingPlaceHead)
    mark(recognizing.placeNamedEventHeads, .placeNamedEventHead)
    // Last: a mixed-in language's function word only where the language's own lists are silent.
    for word in mixedFunctionWords where map[word] == nil { map[word] = .mixedFunction }
    return map
  }
}

/// What one token is, looked up once per query.
public struct TokenFacts: Sendable, Hashable {
  /// The lexicon lists the folded word belongs to.
  public var classes: WordClass
  /// Whether the subject vocabulary names a concept with this word.
  public var isVocabulary: Bool
  /// Whether the word is a given name.
  public var isGivenName: Bool
  /// What WordNet says the word form is mostly used as; nil for function words and unknown words.
  public var sense: WordSenses.Sense?
  /// Whether WordNet also knows the word form as a noun, when its main use is another.
  public var alsoNoun: Bool = false
  /// Whether the word is an ordinary word of some list (lexicon or vocabulary).
  public var isKnownWord: Bool { isVocabulary || !classes.intersection(.known).isEmpty }
}
