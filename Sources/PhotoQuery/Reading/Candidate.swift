import PhotoPlaces

/// What a recogniser knows about the thing a span names, beyond its words.
public enum SpanResolution: Sendable, Hashable {
  /// Nothing more.
  case none
  /// A time expression's interval and granularity.
  case time(TimeResolution)
  /// Gazetteer places, most probable first.
  case places([Place])
  /// A personal place (`home`, `our cabin`), with the library's entry when it has one.
  case personalPlace(LibraryKnowledge.PersonalPlace?)
  /// A person, with the library's record when one matches.
  case person(LibraryKnowledge.Person?)
  /// A subject, with its vocabulary concept when one matches.
  case concept(SubjectConcept?)
  /// A media kind's canonical name.
  case media(String)
}

/// Where a candidate came from; context rules weigh sources differently.
public enum CandidateSource: String, Sendable, Hashable {
  case time, lexicon, library, gazetteer, givenName, capitalised, vocabulary, fallback, compound,
    typo, prepositional, namedEvent
}

/// One proposal of a recogniser: tokens `range` are read as `kind`, the value being `valueRange`.
public struct Candidate: Sendable, Hashable {
  /// The kind of span.
  public var kind: SpanKind
  /// Token indices the span consumes (a leading preposition included when the recogniser took it).
  public var range: Range<Int>
  /// Token indices of the value as the contract trims it.
  public var valueRange: Range<Int>
  /// Confidence, before and after context rules; roughly 0…2.
  public var score: Double
  /// What the span resolves to.
  public var resolution: SpanResolution
  /// Which recogniser rule proposed it.
  public var source: CandidateSource

  /// Creates a candidate.
  public init(
    kind: SpanKind, range: Range<Int>, valueRange: Range<Int>? = nil, score: Double,
    resolution: SpanResolution = .none, source: CandidateSource
  ) {
    self.kind = kind
    self.range = range
    self.valueRange = valueRange ?? range
    self.score = score
    self.resolution = resolution
    self.source = source
  }
}
