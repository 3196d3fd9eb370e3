import Foundation
import PhotoLibrary
import PhotoQuery

/// Resolves typed values into the filters of a ``PhotoSearchQuery`` against the library (people,
/// personal places) and the bundled data (gazetteer, subject vocabulary), the way the suggestion
/// engine does; `SuggestionSearch` builds whole queries from suggestions and custom-search strings
/// with it.
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

  /// Adds one resolved when value (the language engine's interval, granularity and hours) to
  /// `query`: a period, a part of the day, or nothing for a vague one (`a few years ago`).
  public func addTime(
    value: String, start: LocalDateTime?, end: LocalDateTime?, granularity: TimeGranularity,
    hours: HourRange?, to query: inout PhotoSearchQuery
  ) {
    switch TimeFilterResolver.outcome(
      value: value, start: start, end: end, granularity: granularity, hours: hours)
    {
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
}
