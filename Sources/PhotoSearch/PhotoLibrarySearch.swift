import Foundation
import PhotoLibrary
import PhotoPlaces
import PhotoQuery

/// Search over one library (contract section 6): a plain ``PhotoSearchQuery`` planned over the
/// storage protocol, with the language engine that knows the library and the resolver that turns
/// typed who/what/where/when values into filters. `SuggestionSearch` adds the entry points that
/// take a `PhotoSearchSuggestion`. Safe to share across tasks.
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
  /// Values built once on first use by layers above (the completion vocabulary).
  package let builtOnce = BuiltOnce()

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

  /// The resolver for a person in `locale` (places of their country come first).
  public func resolver(locale: Locale) -> SearchQueryResolver {
    SearchQueryResolver(
      people: people,
      places: PlaceFilterResolver(
        gazetteer: gazetteer, personalPlaces: knowledge.personalPlaces,
        countryCode: locale.region?.identifier ?? ""),
      vocabulary: vocabulary)
  }

  /// One page of a resolved query's photos, newest first.
  public func search(_ query: PhotoSearchQuery, limit: Int? = 100, offset: Int = 0) throws
    -> SearchPage
  {
    try store.search(query, limit: limit, offset: offset, planner: planner, statistics: statistics)
  }

  /// Why a query found nothing.
  public func explainEmpty(_ query: PhotoSearchQuery) throws -> String {
    try EmptyResultExplainer().explain(query, in: store)
  }
}
