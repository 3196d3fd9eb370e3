import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch

extension PhotoLibrarySearch {
  /// A suggestion engine for a person's locale and time zone that knows this library.
  public func suggestionEngine(locale: Locale, timeZone: TimeZone) -> PhotoSearchSuggestionEngine {
    PhotoSearchSuggestionEngine(locale: locale, timeZone: timeZone, engine: languageEngine)
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
    try search(query(for: suggestion, locale: locale), limit: limit, offset: offset)
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
}
