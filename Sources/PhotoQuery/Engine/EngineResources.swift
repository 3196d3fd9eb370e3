/// Everything the recognisers read besides the text: the lexicon, the bundled data (gazetteer,
/// given names, subject vocabulary), the time recogniser and what the library knows.
public struct EngineResources: Sendable {
  /// The language's word lists.
  public let lexicon: Lexicon
  /// Every word the lexicon knows (for telling typos from real words).
  public let lexiconWords: Set<String>
  /// Place names.
  public let gazetteer: Gazetteer
  /// Given names.
  public let givenNames: GivenNames
  /// Subject concepts.
  public let vocabulary: SubjectVocabulary
  /// Time expressions.
  public let timeRecognizer: TimeRecognizer
  /// The library's people and places.
  public let library: LibraryIndex

  /// Creates resources; the shared data sets are the defaults.
  public init(
    lexicon: Lexicon = .english, gazetteer: Gazetteer = .shared, givenNames: GivenNames = .shared,
    vocabulary: SubjectVocabulary = .shared, timeRecognizer: TimeRecognizer = TimeRecognizer(),
    library: LibraryKnowledge = .empty
  ) {
    self.lexicon = lexicon
    self.lexiconWords = lexicon.allWords
    self.gazetteer = gazetteer
    self.givenNames = givenNames
    self.vocabulary = vocabulary
    self.timeRecognizer = timeRecognizer
    self.library = LibraryIndex(library)
  }

  /// Whether a folded word is an ordinary word of some list (lexicon or subject vocabulary).
  public func isKnownWord(_ folded: String) -> Bool {
    lexiconWords.contains(folded) || vocabulary.concept(for: folded) != nil
  }
}
