import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch

extension SearchQueryResolver {
  /// The query a suggestion asks for: its who, what, where and when values with the engine's
  /// resolutions, media kinds and exclusions, each resolved against the library.
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
    addTime(
      value: resolution.value, start: resolution.start, end: resolution.end,
      granularity: resolution.granularity, hours: resolution.hours, to: &query)
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

extension PlaceFilterResolver {
  /// Resolves a where value the engine already resolved.
  public func resolve(_ resolution: PhotoSearchSuggestion.WhereResolution) -> PlaceFilter {
    resolve(
      value: resolution.value, places: resolution.places, isPersonal: resolution.isPersonal,
      personalPlace: resolution.personalPlace)
  }
}
