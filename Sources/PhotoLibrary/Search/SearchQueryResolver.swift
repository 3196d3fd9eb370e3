import Foundation
import InputSuggestions
import PhotoQuery

/// Makes a ``PhotoSearchQuery`` from a ``PhotoSearchSuggestion`` or from plain strings (Apple's
/// custom-search path), resolving each value against the library (people, personal places) and
/// the bundled data (gazetteer, subject vocabulary) the way the suggestion engine does.
public struct SearchQueryResolver: Sendable {
  /// The library's people.
  public var people: LibraryPeopleDirectory
  /// Where values → areas and names.
  public var places: PlaceFilterResolver
  /// The subject vocabulary.
  public var vocabulary: SubjectVocabulary

  /// Creates a resolver.
  public init(
    people: LibraryPeopleDirectory, places: PlaceFilterResolver,
    vocabulary: SubjectVocabulary = .shared
  ) {
    self.people = people
    self.places = places
    self.vocabulary = vocabulary
  }

  /// The query a suggestion asks for.
  public func query(for suggestion: PhotoSearchSuggestion) -> PhotoSearchQuery {
    var q = PhotoSearchQuery()
    q.people = suggestion.whoValues.map(people.resolve)
    q.subjects = suggestion.whatResolutions.flatMap { subjects($0.value, concept: $0.concept) }
    q.places = suggestion.whereResolutions.map { places.resolve($0) }
    for resolution in suggestion.whenResolutions { add(resolution, to: &q) }
    q.mediaKinds = suggestion.mediaKinds.compactMap(MediaKindFilter.init(rawValue:))
    q.excludedPeople = suggestion.excluded.who.map(people.resolve)
    q.excludedSubjects = suggestion.excluded.what.map { subject($0, concept: nil) }
    q.excludedMediaKinds = suggestion.excluded.mediaKinds.compactMap(
      MediaKindFilter.init(rawValue:))
    TextMatching.apply(to: &q)
    return q
  }

  /// Adds one resolved when value to `query`.
  func add(_ resolution: PhotoSearchSuggestion.WhenResolution, to query: inout PhotoSearchQuery) {
    switch TimeFilterResolver.outcome(resolution) {
    case .interval(let filter): query.times.append(filter)
    case .hours(let hours): query.partsOfDay.append(hours)
    case .vague: break
    }
  }

  /// The subject filters of one what value: one, unless the value is several subject words that
  /// the vocabulary does not know as one phrase (`beach sunset` → `beach` and `sunset`, both
  /// required); `red car` stays one when `red` is not a subject of its own.
  public func subjects(_ value: String, concept: SubjectConcept?) -> [SubjectFilter] {
    let folded = LibraryPeopleDirectory.key(value)
    let words = folded.split(separator: " ").map(String.init)
    if words.count > 1, vocabulary.concept(for: folded) == nil {
      let parts = words.map { vocabulary.concept(for: $0) }
      if parts.allSatisfy({ $0 != nil }) {
        return zip(words, parts).map { subject($0, concept: $1) }
      }
    }
    return [subject(value, concept: concept)]
  }

  /// A subject filter: the concept's terms and those of every narrower concept, else the typed
  /// words themselves.
  public func subject(_ value: String, concept: SubjectConcept?) -> SubjectFilter {
    let folded = LibraryPeopleDirectory.key(value)
    let found = concept ?? vocabulary.concept(for: folded)
    guard let found else { return SubjectFilter(value: value, conceptID: nil, terms: [folded]) }
    var ids = vocabulary.conceptAndNarrower(found.id).map(\.id)
    if ids.isEmpty { ids = [found.id] }
    return SubjectFilter(value: value, conceptID: found.id, conceptIDs: ids, terms: [])
  }

  /// The query the custom-search call asks for: each string resolved as the engine would
  /// (`engine` reads timeframes such as `last summer` against `reference`).
  public func query(
    people peopleValues: [String], subjects: [String], locations: [String], timeframes: [String],
    engine: PhotoSearchSuggestionEngine, reference: LocalDateTime
  ) -> PhotoSearchQuery {
    var q = PhotoSearchQuery()
    q.people = peopleValues.map(people.resolve)
    q.subjects = subjects.flatMap { self.subjects($0, concept: nil) }
    q.places = locations.map { places.resolve($0) }
    for text in timeframes {
      let suggestion = engine.photoSearchSuggestion(
        for: text, context: .search, reference: reference)
      let resolutions = suggestion?.whenResolutions ?? []
      if resolutions.isEmpty {
        // Not a time the engine knows: a period nothing falls in, so the search says so.
        q.times.append(
          TimeFilter(
            value: text, start: LocalDateTime(year: 1, month: 1, day: 1),
            end: LocalDateTime(year: 1, month: 1, day: 1)))
      }
      for r in resolutions { add(r, to: &q) }
    }
    TextMatching.apply(to: &q)
    return q
  }
}
