import Foundation
import PhotoPicker

/// TEST FIXTURE ONLY: an in-memory `PickerDataSource` over a fixed list of assets, understanding
/// text by plain word matching against the assets' own people, keywords, places, years and
/// media kinds. It stands in for the library's search in tests and the fixture server; it is
/// not a search engine. Everything it compares is folded once, at init.
public struct FixturePickerDataSource: PickerDataSource {
  /// One asset with its folded facts.
  private struct Entry: Sendable {
    let asset: PickerAsset
    let people: Set<String>
    let keywords: Set<String>
    let place: String
    let year: String?
  }

  /// The assets, in the order given.
  public let assets: [PickerAsset]
  private let entries: [Entry]
  private let byIdentifier: [String: PickerAsset]
  private let vocabulary: [String: PickerFilterToken]

  /// A data source over `assets` (later duplicates of an identifier are ignored).
  public init(assets: [PickerAsset]) {
    self.assets = assets
    var index: [String: PickerAsset] = [:]
    index.reserveCapacity(assets.count)
    var unique: [PickerAsset] = []
    unique.reserveCapacity(assets.count)
    for asset in assets where index[asset.identifier] == nil {
      index[asset.identifier] = asset
      unique.append(asset)
    }
    byIdentifier = index
    var folded: [String: String] = [:]
    func fold(_ text: String) -> String {
      if let known = folded[text] { return known }
      let value = Self.fold(text)
      folded[text] = value
      return value
    }
    var words: [String: PickerFilterToken] = [:]
    entries = Self.newestFirst(unique).map { asset in
      for person in asset.people { words[fold(person)] = PickerFilterToken(.who, person) }
      for keyword in asset.keywords { words[fold(keyword)] = PickerFilterToken(.what, keyword) }
      if let place = asset.placeName { words[fold(place)] = PickerFilterToken(.where, place) }
      return Entry(
        asset: asset, people: Set(asset.people.map(fold)), keywords: Set(asset.keywords.map(fold)),
        place: fold(asset.placeName ?? ""),
        year: asset.creationDate.map { String(Self.utcYear(of: $0)) })
    }
    for (word, kind) in [
      ("videos", "videos"), ("video", "videos"), ("selfies", "selfies"), ("selfie", "selfies"),
      ("screenshots", "screenshots"), ("screenshot", "screenshots"), ("panoramas", "panoramas"),
    ] {
      words[word] = PickerFilterToken(.media, kind)
    }
    vocabulary = words
  }

  /// The asset with this identifier.
  public func asset(id: String) throws -> PickerAsset? { byIdentifier[id] }

  /// Tokens for the words of `text` that name something in the fixture.
  public func suggestion(for text: String) throws -> PickerSuggestion? {
    let tokens = understand(text)
    return tokens.isEmpty ? nil : PickerSuggestion(text: text, tokens: tokens)
  }

  /// Assets matching every understood who/what token (excluded ones must not match), any
  /// place, any year and any media kind, passing the kind filter; newest first, undated last by
  /// path.
  public func search(text: PickerSearchText, filters: PickerFilter?, page: Int, pageSize: Int)
    throws -> PickerPage
  {
    let tokens = text.resolvedFilters ?? understand(text.text)
    let query = Query(tokens)
    let size = max(1, pageSize)
    let start = max(0, page) * size
    var total = 0
    var pageAssets: [PickerAsset] = []
    for entry in entries where entry.asset.passes(filters) && query.matches(entry) {
      if total >= start && pageAssets.count < size { pageAssets.append(entry.asset) }
      total += 1
    }
    return PickerPage(
      assets: pageAssets, total: total, page: page, pageSize: size, understood: tokens)
  }

  /// Tokens folded and grouped once per search.
  private struct Query {
    var required: [(PickerFilterToken.Kind, String)] = []
    var excluded: [(PickerFilterToken.Kind, String)] = []
    var places: Set<String> = []
    var years: Set<String> = []
    var media: [PickerFilter] = []

    init(_ tokens: [PickerFilterToken]) {
      for token in tokens {
        let value = FixturePickerDataSource.fold(token.value)
        switch token.kind {
        case .who, .what:
          if token.isExcluded {
            excluded.append((token.kind, value))
          } else {
            required.append((token.kind, value))
          }
        case .where: places.insert(value)
        case .when: years.insert(token.value)
        case .media:
          media.append(PickerFilter(canonicalMediaKind: token.value) ?? .any(of: []))
        }
      }
    }

    func matches(_ entry: Entry) -> Bool {
      func has(_ kind: PickerFilterToken.Kind, _ value: String) -> Bool {
        kind == .who ? entry.people.contains(value) : entry.keywords.contains(value)
      }
      for (kind, value) in required where !has(kind, value) { return false }
      for (kind, value) in excluded where has(kind, value) { return false }
      if !places.isEmpty, !places.contains(entry.place) { return false }
      if !years.isEmpty, !years.contains(entry.year ?? "") { return false }
      if !media.isEmpty,
        !media.contains(where: {
          $0.matches(mediaType: entry.asset.mediaType, subtypes: entry.asset.subtypes)
        })
      {
        return false
      }
      return true
    }
  }

  /// `assets` newest first (ties by identifier), undated last by path. Sorts small keys, not
  /// the assets themselves (copying 100,000 assets while sorting dominated start-up).
  private static func newestFirst(_ assets: [PickerAsset]) -> [PickerAsset] {
    let dated = assets.indices.filter { assets[$0].creationDate != nil }
      .map {
        (time: assets[$0].creationDate!.timeIntervalSince1970, id: assets[$0].identifier, index: $0)
      }
      .sorted { $0.time != $1.time ? $0.time > $1.time : $0.id < $1.id }
    let undated = assets.indices.filter { assets[$0].creationDate == nil }
      .map { (path: assets[$0].fileURL.path, index: $0) }
      .sorted { $0.path < $1.path }
    return dated.map { assets[$0.index] } + undated.map { assets[$0.index] }
  }

  /// Word matching, longest phrase (up to four words) first, left to right; `without`,
  /// `except` and `not` exclude the next person or subject.
  private func understand(_ text: String) -> [PickerFilterToken] {
    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
      .map { Self.fold(String($0)) }
    var tokens: [PickerFilterToken] = []
    var index = 0
    var excludeNext = false
    while index < words.count {
      let word = words[index]
      if word == "without" || word == "except" || word == "not" {
        excludeNext = true
        index += 1
        continue
      }
      if word.count == 4, let year = Int(word), (1900...2100).contains(year) {
        tokens.append(PickerFilterToken(.when, word))
        index += 1
        continue
      }
      var matched = false
      for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
        let phrase = words[index..<(index + length)].joined(separator: " ")
        if var token = vocabulary[phrase] {
          token.isExcluded = excludeNext && (token.kind == .who || token.kind == .what)
          if !tokens.contains(token) { tokens.append(token) }
          index += length
          matched = true
          excludeNext = false
          break
        }
      }
      if !matched { index += 1 }
    }
    return tokens
  }

  /// The UTC calendar year of `date` (days-to-civil arithmetic; `Calendar` is slow on Linux
  /// for 100,000 dates).
  static func utcYear(of date: Date) -> Int {
    let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
  }

  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
