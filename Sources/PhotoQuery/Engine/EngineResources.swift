import PhotoPlaces
import Synchronization

/// Everything the recognisers read besides the text: the lexicon, the bundled data (gazetteer,
/// given names, subject vocabulary), the time recogniser and what the library knows.
public final class EngineResources: Sendable {
  /// The language's word lists.
  public let lexicon: Lexicon
  /// Every word the lexicon knows → the lists it is in.
  public let wordClasses: [String: WordClass]
  /// ``wordClasses`` for one lookup per token (``WordTable``).
  let wordClassTable: WordMap<WordClass>
  /// The lexicon's lists that recognisers ask of every token, as fast tables (``WordTable``).
  let hotWords: HotWords
  /// Place names.
  public let gazetteer: Gazetteer
  /// Given names.
  public let givenNames: GivenNames
  /// Subject concepts.
  public let vocabulary: SubjectVocabulary
  /// What ordinary English word forms are mostly used as (WordNet).
  public let senses: WordSenses
  /// Named public events by country.
  public let namedEvents: NamedEvents
  /// Time expressions.
  public let timeRecognizer: TimeRecognizer
  /// The library's people and places.
  public let library: LibraryIndex
  /// Misspelt values' words (``TypoIndex``), built on the first word no list knows.
  let typos: LazyResource<TypoIndex>

  /// Creates resources; the shared data sets are the defaults.
  public init(
    lexicon: Lexicon = .english, gazetteer: Gazetteer = .shared, givenNames: GivenNames = .shared,
    vocabulary: SubjectVocabulary = .shared, senses: WordSenses = .shared,
    namedEvents: NamedEvents = .shared, timeRecognizer: TimeRecognizer = TimeRecognizer(),
    library: LibraryKnowledge = .empty
  ) {
    self.lexicon = lexicon
    self.wordClasses = lexicon.wordClasses()
    self.wordClassTable = WordMap(wordClasses)
    self.hotWords = HotWords(lexicon)
    self.gazetteer = gazetteer
    self.givenNames = givenNames
    self.vocabulary = vocabulary
    self.senses = senses
    self.namedEvents = namedEvents
    self.timeRecognizer = timeRecognizer
    self.library = LibraryIndex(library)
    let peopleWords = lexicon.peopleWords
    self.typos = LazyResource {
      TypoIndex(
        words: vocabulary.allTerms() + peopleWords + HolidayNames.rules.keys
          + TimeLexicon.spellingTargets)
    }
  }

  /// The word a lowercase word no list knows was most likely meant as (`recepits` → `receipts`),
  /// when it is no place the gazetteer knows either.
  func correction(of folded: String, facts: TokenFacts) -> String? {
    guard facts.classes.isEmpty, facts.sense == nil, !facts.isVocabulary, !facts.isGivenName,
      folded.utf8.count >= TypoIndex.shortest,
      let corrected = typos.value.correction(of: folded),
      gazetteer.places(named: folded).isEmpty
    else { return nil }
    return corrected
  }

  /// What a folded word is: its lexicon classes, and whether the vocabulary and the given-name
  /// list know it. Punctuation and numbers skip the data lookups.
  public func facts(for folded: String) -> TokenFacts {
    facts(for: folded, classes: wordClassTable[folded] ?? [])
  }

  /// The facts of a folded word whose lexicon classes are already looked up.
  func facts(for folded: String, classes: WordClass) -> TokenFacts {
    // Numbers, punctuation and function words skip the data lookups: they are never names or
    // subjects.
    guard let first = folded.utf8.first, first >= 0x41,
      classes.isDisjoint(with: [.stop, .determiner, .preposition, .cue])
    else {
      return TokenFacts(classes: classes, isVocabulary: false, isGivenName: false, sense: nil)
    }
    // The data lookups depend on the word alone: a text is read again on every keystroke, so a
    // short ASCII word's are made once (one hash instead of four or five table probes). Other
    // words are looked up each time: strings that compare equal may differ in their bytes.
    guard let short = ShortWord(folded) else { return dataFacts(for: folded, classes: classes) }
    if let known = factsByWord.withLock({ $0.value(for: short) }), known.classes == classes {
      return known
    }
    let facts = dataFacts(for: folded, classes: classes)
    factsByWord.withLock { $0.keep(facts, for: short) }
    return facts
  }

  /// The facts of words already looked up (``facts(for:classes:)``), at most 8192 of them
  /// (emptied when full).
  private let factsByWord = Mutex(ShortWordMemo<TokenFacts>(limit: 8192))

  /// The facts of a word that may be a name or a subject: what the vocabulary, the word senses
  /// and the given-name list say.
  private func dataFacts(for folded: String, classes: WordClass) -> TokenFacts {
    // Vocabulary terms are subjects already: their WordNet sense is never asked.
    let isVocabulary = vocabulary.isTerm(folded)
    let sense = isVocabulary ? nil : senses.lookUp(folded)
    let isGivenName = givenNames.contains(folded)
    var guessed = sense?.sense
    if guessed == nil, !isVocabulary, !isGivenName, classes.isEmpty,
      isActivityByForm(folded)
    {
      guessed = .activity
    }
    return TokenFacts(
      classes: classes, isVocabulary: isVocabulary,
      isGivenName: isGivenName, sense: guessed,
      alsoNoun: sense?.alsoNoun ?? false)
  }

  /// Whether a word WordNet lacks is an activity by its form: a noun made a verb and then an
  /// -ing form (`canyoneering`, `whitebaiting`, `paddleboarding`), at least four letters before
  /// `-ing`, and no place the gazetteer knows (`Kettering`, `Woking`).
  func isActivityByForm(_ folded: String) -> Bool {
    let bytes = folded.utf8
    guard bytes.count >= 8, folded.hasSuffix("ing"),
      bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
    else { return false }
    return gazetteer.places(named: folded).isEmpty
  }

  /// Whether a folded word is an ordinary word of some list (lexicon or subject vocabulary).
  public func isKnownWord(_ folded: String) -> Bool {
    facts(for: folded).isKnownWord
  }
}
