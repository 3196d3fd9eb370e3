import Foundation
import PhotoQuery

/// Makes input suggestions for typed text: a ``PhotoSearchSuggestion`` when the text is a photo
/// library search, nothing otherwise. Configured once with the person's locale, time zone,
/// calendar and, optionally, what their library knows; safe to call from any thread.
public final class PhotoSearchSuggestionEngine: Sendable {
  /// The person's locale (first weekday, hemisphere, holidays by country).
  public let locale: Locale
  /// The person's time zone: `now` is read as wall-clock time here.
  public let timeZone: TimeZone
  /// The person's calendar.
  public let calendar: Calendar
  /// What the library knows (people and aliases, the owner, personal places, keywords).
  public let library: LibraryKnowledge?
  /// The language engine.
  public let engine: PhotoQueryEngine
  /// The library's words that completions offer (people, places, keywords, albums, with counts).
  public let completionVocabulary: CompletionVocabulary

  /// Creates an engine; the library's knowledge decides names (`photos of Jordan`) and resolves
  /// who and personal where values.
  public init(
    locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current,
    calendar: Calendar = Calendar(identifier: .gregorian), library: LibraryKnowledge? = nil,
    completionVocabulary: CompletionVocabulary = .empty
  ) {
    self.locale = locale
    self.timeZone = timeZone
    self.calendar = calendar
    self.library = library
    self.completionVocabulary = completionVocabulary
    self.engine = PhotoQueryEngine(
      resources: EngineResources(
        lexicon: LanguageChoice.lexicon(for: locale), library: library ?? .empty))
  }

  /// Creates an engine that shares an existing language engine (and its library knowledge), e.g.
  /// one per locale and time zone over the same data.
  public init(
    locale: Locale, timeZone: TimeZone, calendar: Calendar = Calendar(identifier: .gregorian),
    engine: PhotoQueryEngine, completionVocabulary: CompletionVocabulary = .empty
  ) {
    self.locale = locale
    self.timeZone = timeZone
    self.calendar = calendar
    self.completionVocabulary = completionVocabulary
    self.library = engine.resources.library.knowledge
    self.engine = engine
  }

  /// The suggestions for `text` typed into a field of kind `context` at moment `now`: one
  /// ``PhotoSearchSuggestion`` when the text is a photo search, else none.
  public func suggestions(for text: String, context: InputContext = .general, now: Date = Date())
    -> [InputSuggestion]
  {
    photoSearchSuggestion(for: text, context: context, reference: LocalDateTime(now, in: timeZone))
      .map { [$0] } ?? []
  }

  /// The photo search suggestion for `text` with a wall-clock reference moment, or nil when the text
  /// is not a photo search.
  public func photoSearchSuggestion(
    for text: String, context: InputContext = .general, reference: LocalDateTime
  ) -> PhotoSearchSuggestion? {
    let timeContext = TimeContext(reference: reference, timeZone: timeZone, locale: locale)
    let reading = engine.read(text, context: context.queryContext, timeContext: timeContext)
    guard reading.isPhotoSearch else { return nil }
    return PhotoSearchSuggestion(reading: reading, timeZone: timeZone)
  }
}
