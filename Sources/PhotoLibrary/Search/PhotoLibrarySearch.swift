import Foundation
import InputSuggestions
import PhotoQuery

/// Search over one library: suggestions from typed text understood with what the library knows,
/// and suggestions or custom who/what/where/when strings run over the index (contract section 6).
/// Safe to share across tasks.
public final class PhotoLibrarySearch: Sendable {
  /// The index.
  public let store: LibraryStore
  /// What the library tells the language engine (people, aliases, owner, places, keywords).
  public let knowledge: LibraryKnowledge
  /// The library's people, for who values.
  public let people: LibraryPeopleDirectory
  /// The language engine that knows the library.
  public let languageEngine: PhotoQueryEngine
  /// The planner.
  public let planner: SearchPlanner
  /// Why the subject index could not be brought up to date when the search opened, if it could not.
  public let subjectIndexProblem: String?
  /// The planner's row counts, read when the search opened.
  public let statistics: SearchStatistics
  let gazetteer: Gazetteer
  let vocabulary: SubjectVocabulary
  /// The completion vocabulary, read on first use (``completionVocabulary()``).
  let completionWords = CompletionVocabularyHolder()

  /// Opens search over `store`: annotates assets the subject index lacks, then reads what the
  /// library knows once.
  public init(
    store: LibraryStore, gazetteer: Gazetteer = .shared, vocabulary: SubjectVocabulary = .shared,
    planner: SearchPlanner = SearchPlanner()
  ) throws {
    self.store = store
    do {
      if store.isReadOnly {
        self.subjectIndexProblem = "the library is open read only"
      } else {
        try store.refreshSubjectIndex(annotator: SubjectAnnotator(vocabulary: vocabulary))
        self.subjectIndexProblem = nil
      }
    } catch {
      // A read-only or busy index still searches; assets not yet annotated miss subject matches.
      self.subjectIndexProblem = "\(error)"
    }
    self.knowledge = try store.libraryKnowledge()
    self.people = try store.peopleDirectory()
    self.gazetteer = gazetteer
    self.vocabulary = vocabulary
    self.planner = planner
    self.statistics = try store.searchStatistics()
    self.languageEngine = PhotoQueryEngine(
      resources: EngineResources(gazetteer: gazetteer, vocabulary: vocabulary, library: knowledge))
  }

  /// A suggestion engine for a person's locale and time zone that knows this library.
  public func suggestionEngine(locale: Locale, timeZone: TimeZone) -> PhotoSearchSuggestionEngine {
    PhotoSearchSuggestionEngine(locale: locale, timeZone: timeZone, engine: languageEngine)
  }

  /// The resolver for a person in `locale` (places of their country come first).
  public func resolver(locale: Locale) -> SearchQueryResolver {
    SearchQueryResolver(
      people: people,
      places: PlaceFilterResolver(
        gazetteer: gazetteer, personalPlaces: knowledge.personalPlaces,
        countryCode: locale.region?.identifier ?? ""),
      vocabulary: vocabulary)
  }

  /// The resolved query of a suggestion.
  public func query(
    for suggestion: PhotoSearchSuggestion, locale: Locale = Locale(identifier: "en_US")
  )
    -> PhotoSearchQuery
  {
    resolver(locale: locale).query(for: suggestion)
  }

  /// One page of a suggestion's photos, newest first.
  public func search(
    _ suggestion: PhotoSearchSuggestion, locale: Locale = Locale(identifier: "en_US"),
    limit: Int? = 100, offset: Int = 0
  ) throws -> SearchPage {
    try store.search(
      query(for: suggestion, locale: locale), limit: limit, offset: offset, planner: planner,
      statistics: statistics)
  }

  /// One page of a resolved query's photos, newest first.
  public func search(_ query: PhotoSearchQuery, limit: Int? = 100, offset: Int = 0) throws
    -> SearchPage
  {
    try store.search(query, limit: limit, offset: offset, planner: planner, statistics: statistics)
  }

  /// The custom-search call: each string resolved the way the engine would
  /// (`search(people: ["John"], subjects: ["hiking"], locations: ["Paris"], timeframes: ["last summer"])`).
  public func search(
    people peopleValues: [String] = [], subjects: [String] = [], locations: [String] = [],
    timeframes: [String] = [], locale: Locale = Locale(identifier: "en_US"),
    timeZone: TimeZone = .current, now: Date = Date(), limit: Int? = 100, offset: Int = 0
  ) throws -> SearchPage {
    let q = customQuery(
      people: peopleValues, subjects: subjects, locations: locations, timeframes: timeframes,
      locale: locale, timeZone: timeZone, now: now)
    return try search(q, limit: limit, offset: offset)
  }

  /// The resolved query of the custom-search call.
  public func customQuery(
    people peopleValues: [String] = [], subjects: [String] = [], locations: [String] = [],
    timeframes: [String] = [], locale: Locale = Locale(identifier: "en_US"),
    timeZone: TimeZone = .current, now: Date = Date()
  ) -> PhotoSearchQuery {
    resolver(locale: locale).query(
      people: peopleValues, subjects: subjects, locations: locations, timeframes: timeframes,
      engine: suggestionEngine(locale: locale, timeZone: timeZone),
      reference: LocalDateTime(now, in: timeZone))
  }

  /// Why a query found nothing.
  public func explainEmpty(_ query: PhotoSearchQuery) throws -> String {
    try EmptyResultExplainer().explain(query, in: store)
  }
}
