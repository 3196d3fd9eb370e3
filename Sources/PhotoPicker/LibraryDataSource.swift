import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import SuggestionSearch

/// The real `PickerDataSource`: the library's index and search. Typed text goes through the
/// suggestion engine that knows the library's people, aliases, owner, personal places and
/// keywords, then the search planner; resolved tokens (after the person removed one, or from a
/// `PhotoSearchSuggestion`) are resolved value by value. Assets are addressed by their index id
/// only (`"42"`), never by path.
public final class LibraryDataSource: PickerDataSource {
  /// The library's search.
  public let search: PhotoLibrarySearch
  /// The person's locale (places of their country first, first weekday…).
  public let locale: Locale
  /// The person's time zone (relative times such as `last summer` are read in it).
  public let timeZone: TimeZone
  private let engine: PhotoSearchSuggestionEngine
  private let now: @Sendable () -> Date

  /// A data source over `search`; `now` is the reference moment of relative times (tests fix it).
  public init(
    search: PhotoLibrarySearch, locale: Locale = Locale(identifier: "en_US"),
    timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.search = search
    self.locale = locale
    self.timeZone = timeZone
    self.now = now
    self.engine = search.suggestionEngine(locale: locale, timeZone: timeZone)
  }

  /// Opens the index at `path` (a file that must exist, or a `postgresql://` URL) and its search.
  public convenience init(libraryPath path: String, timeZone: TimeZone = .current) throws {
    guard LibraryLocation.isPostgresURL(path) || FileManager.default.fileExists(atPath: path) else {
      throw LibraryDataSourceError.noLibrary(path)
    }
    self.init(
      search: try PhotoLibrarySearch(store: try LibraryStore(path: path, mode: .existing)),
      timeZone: timeZone)
  }

  /// The photo search suggestion for `text` typed in a field of kind `context`, or nil when the
  /// text is not a photo search.
  public func photoSearchSuggestion(for text: String, context: InputContext = .search)
    -> PhotoSearchSuggestion?
  {
    engine.photoSearchSuggestion(
      for: text, context: context, reference: LocalDateTime(now(), in: timeZone))
  }

  /// The tokens the search would use for `text` (search context).
  public func suggestion(for text: String) throws -> PickerSuggestion? {
    guard let found = photoSearchSuggestion(for: text),
      let tokens = PickerSearchText(photoSearchSuggestion: found).resolvedFilters, !tokens.isEmpty
    else { return nil }
    return PickerSuggestion(text: text, tokens: tokens)
  }

  /// One page of the matches, newest first (undated last).
  public func search(text: PickerSearchText, filters: PickerFilter?, page: Int, pageSize: Int)
    throws -> PickerPage
  {
    let size = max(1, pageSize)
    let first = max(0, page) * size
    let (query, understood) = try resolveTyped(text)
    if filters == nil {
      var found = try search.search(query, limit: size, offset: first)
      if text.resolvedFilters == nil {
        // Typed text: photos whose read text holds it as a phrase first.
        found = try search.phraseFirst(
          query, typed: text.text, page: found, limit: size, offset: first)
      }
      let total = try search.store.count(query)
      let assets = try withMatchedText(try pickerAssets(ids: found.matches.map(\.id)), query)
      return PickerPage(
        assets: assets, total: total, page: max(0, page), pageSize: size, understood: understood)
    }
    // A kind filter the index cannot express: filter every match, then page.
    let all = try search.search(query, limit: nil, offset: 0)
    var passing: [PickerAsset] = []
    for chunk in stride(from: 0, to: all.matches.count, by: 1_000) {
      let ids = all.matches[chunk..<min(chunk + 1_000, all.matches.count)].map(\.id)
      passing += try pickerAssets(ids: ids).filter { $0.passes(filters) }
    }
    let pageAssets = try withMatchedText(
      first < passing.count ? Array(passing[first..<min(first + size, passing.count)]) : [], query)
    return PickerPage(
      assets: pageAssets, total: passing.count, page: max(0, page), pageSize: size,
      understood: understood)
  }

  /// The asset with this index id.
  public func asset(id: String) throws -> PickerAsset? {
    guard let number = Int64(id), number > 0, String(number) == id else { return nil }
    return try pickerAssets(ids: [number]).first
  }

  /// The query for `text` and the tokens it stands for: typed text through the engine; resolved
  /// tokens value by value (unless they are exactly what the text itself reads as).
  func resolve(_ text: PickerSearchText) -> (PhotoSearchQuery, [PickerFilterToken]) {
    let typed = photoSearchSuggestion(for: text.text)
    let typedTokens =
      typed.map { PickerSearchText(photoSearchSuggestion: $0).resolvedFilters ?? [] } ?? []
    guard let tokens = text.resolvedFilters else {
      guard let typed else { return plainWords(text.text) }
      return (search.query(for: typed, locale: locale), typedTokens)
    }
    if let typed, tokens == typedTokens {
      return (search.query(for: typed, locale: locale), tokens)
    }
    return (query(for: tokens), tokens)
  }

  /// ``resolve(_:)`` with the rules for typed text (`SuggestionSearch`'s `searchTyped`): words
  /// quoted after `saying` are read text, and typed text that finds nothing looks for its words
  /// in read text (shown as one what token of them).
  func resolveTyped(_ text: PickerSearchText) throws -> (PhotoSearchQuery, [PickerFilterToken]) {
    var (query, understood) = resolve(text)
    guard text.resolvedFilters == nil else { return (query, understood) }
    query = search.withQuotedText(query, typed: text.text)
    if try search.search(query, limit: 1).matches.isEmpty,
      let fallback = search.readTextFallback(for: text.text, understood: query),
      try !search.search(fallback, limit: 1).matches.isEmpty
    {
      return (fallback, fallback.subjects.map { PickerFilterToken(.what, $0.value) })
    }
    return (query, understood)
  }

  /// The query of a list of tokens, each value resolved as the custom-search call does.
  public func query(for tokens: [PickerFilterToken]) -> PhotoSearchQuery {
    func values(_ kind: PickerFilterToken.Kind, excluded: Bool = false) -> [String] {
      tokens.filter { $0.kind == kind && $0.isExcluded == excluded }.map(\.value)
    }
    var query = search.customQuery(
      people: values(.who), subjects: values(.what), locations: values(.where),
      timeframes: values(.when), locale: locale, timeZone: timeZone, now: now())
    let resolver = search.resolver(locale: locale)
    query.excludedPeople = values(.who, excluded: true).map(search.people.resolve)
    query.excludedSubjects = values(.what, excluded: true).map {
      resolver.subject($0, concept: nil)
    }
    query.mediaKinds = values(.media).compactMap(MediaKindFilter.init(rawValue:))
    if query.mediaKinds.isEmpty, !values(.media).isEmpty {
      query.mediaKinds = [.portraits]  // an unknown kind: nothing is recorded as it
    }
    TextMatching.apply(to: &query)
    return query
  }

  /// Text that is not a photo search: the whole library when blank, else its words as one
  /// subject (keywords, captions, titles), shown as one `what` token.
  func plainWords(_ text: String) -> (PhotoSearchQuery, [PickerFilterToken]) {
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !words.isEmpty else { return (PhotoSearchQuery(), []) }
    let token = PickerFilterToken(.what, words)
    return (query(for: [token]), [token])
  }

  /// The assets with the read words `query` matched in each (for the viewer's highlights).
  func withMatchedText(_ assets: [PickerAsset], _ query: PhotoSearchQuery) throws -> [PickerAsset] {
    let ids = assets.compactMap { Int64($0.identifier) }
    let read = try search.store.matchedTextWords(query, assetIDs: ids)
    guard !read.isEmpty else { return assets }
    return assets.map { asset in
      var asset = asset
      asset.matchedText = (Int64(asset.identifier).flatMap { read[$0] } ?? []).map {
        PickerTextMatch(word: $0.text, box: [$0.box.left, $0.box.top, $0.box.right, $0.box.bottom])
      }
      return asset
    }
  }

  /// Picker assets for index ids, in the order given (unknown ids left out).
  func pickerAssets(ids: [Int64]) throws -> [PickerAsset] {
    let records = try search.store.assetRecords(ids: ids)
    return ids.compactMap { records[$0].map(Self.pickerAsset) }
  }

  /// A record as the picker shows it.
  static func pickerAsset(_ record: LibraryAssetRecord) -> PickerAsset {
    var subtypes: Set<PickerMediaSubtype> = []
    if record.kind == "screenshot" { subtypes.insert(.screenshot) }
    if record.traits.contains(.selfie) { subtypes.insert(.selfie) }
    if record.traits.contains(.panorama) { subtypes.insert(.panorama) }
    if record.traits.contains(.livePhoto) { subtypes.insert(.livePhoto) }
    if record.traits.contains(.burst) { subtypes.insert(.burst) }
    if record.traits.contains(.raw) { subtypes.insert(.raw) }
    let place = [record.city, record.country].compactMap { $0 }.filter { !$0.isEmpty }
    return PickerAsset(
      identifier: String(record.id), fileURL: URL(fileURLWithPath: record.filePath),
      mediaType: record.kind == "video" ? .video : .image, subtypes: subtypes,
      creationDate: LibraryDates.date(utc: record.utcCaptureTime, local: record.localCaptureTime),
      placeName: place.isEmpty ? nil : place.joined(separator: ", "), people: record.people,
      keywords: record.keywords, pixelWidth: record.pixelWidth, pixelHeight: record.pixelHeight)
  }
}

/// Why a library data source could not open.
public enum LibraryDataSourceError: Error, CustomStringConvertible {
  /// No index at the path.
  case noLibrary(String)

  /// A readable message with the fix.
  public var description: String {
    switch self {
    case .noLibrary(let path):
      return "no library at \(path); run `photosearch index FOLDER --library \(path)` first"
    }
  }
}
