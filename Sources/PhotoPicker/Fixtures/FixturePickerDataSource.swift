import Foundation

/// TEST FIXTURE ONLY: an in-memory `PickerDataSource` over a fixed list of assets, understanding
/// text by plain word matching against the assets' own people, keywords, places, years and
/// media kinds. It stands in for the library's search in tests and the fixture server; it is
/// not a search engine.
public struct FixturePickerDataSource: PickerDataSource {
  /// The assets, in any order (results are sorted newest first).
  public let assets: [PickerAsset]
  private let byIdentifier: [String: PickerAsset]

  /// A data source over `assets` (later duplicates of an identifier are ignored).
  public init(assets: [PickerAsset]) {
    self.assets = assets
    var index: [String: PickerAsset] = [:]
    for asset in assets where index[asset.identifier] == nil { index[asset.identifier] = asset }
    byIdentifier = index
  }

  /// The asset with this identifier.
  public func asset(id: String) throws -> PickerAsset? { byIdentifier[id] }

  /// Tokens for the words of `text` that name something in the fixture.
  public func suggestion(for text: String) throws -> PickerSuggestion? {
    let tokens = understand(text)
    return tokens.isEmpty ? nil : PickerSuggestion(text: text, tokens: tokens)
  }

  /// Assets matching every understood token (where: any place; when: any year), passing the
  /// kind filter, newest first, undated last by path.
  public func search(text: PickerSearchText, filters: PickerFilter?, page: Int, pageSize: Int)
    throws -> PickerPage
  {
    let tokens = text.resolvedFilters ?? understand(text.text)
    let matching = assets.filter { $0.passes(filters) && matches($0, tokens) }
      .sorted(by: Self.newestFirst)
    let size = max(1, pageSize)
    let start = min(matching.count, max(0, page) * size)
    let end = min(matching.count, start + size)
    return PickerPage(
      assets: Array(matching[start..<end]), total: matching.count, page: page, pageSize: size,
      understood: tokens)
  }

  private static func newestFirst(_ a: PickerAsset, _ b: PickerAsset) -> Bool {
    switch (a.creationDate, b.creationDate) {
    case (let x?, let y?): return x != y ? x > y : a.identifier < b.identifier
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return a.fileURL.path < b.fileURL.path
    }
  }

  private func matches(_ asset: PickerAsset, _ tokens: [PickerFilterToken]) -> Bool {
    let places = tokens.filter { $0.kind == .where && !$0.isExcluded }
    let years = tokens.filter { $0.kind == .when && !$0.isExcluded }
    let media = tokens.filter { $0.kind == .media && !$0.isExcluded }
    for token in tokens {
      switch token.kind {
      case .who:
        let has = asset.people.contains { Self.fold($0) == Self.fold(token.value) }
        if has == token.isExcluded { return false }
      case .what:
        let has = asset.keywords.contains { Self.fold($0) == Self.fold(token.value) }
        if has == token.isExcluded { return false }
      case .where, .when, .media:
        continue
      }
    }
    if !places.isEmpty,
      !places.contains(where: { Self.fold(asset.placeName ?? "") == Self.fold($0.value) })
    {
      return false
    }
    if !years.isEmpty {
      guard let date = asset.creationDate else { return false }
      let year = String(Calendar(identifier: .gregorian).component(.year, from: date))
      if !years.contains(where: { $0.value == year }) { return false }
    }
    if !media.isEmpty,
      !media.contains(where: {
        PickerFilter(canonicalMediaKind: $0.value)?.matches(
          mediaType: asset.mediaType, subtypes: asset.subtypes) ?? false
      })
    {
      return false
    }
    return true
  }

  /// Word matching, longest phrase first, left to right.
  private func understand(_ text: String) -> [PickerFilterToken] {
    var vocabulary: [String: PickerFilterToken] = [:]
    for asset in assets {
      for person in asset.people { vocabulary[Self.fold(person)] = PickerFilterToken(.who, person) }
      for keyword in asset.keywords {
        vocabulary[Self.fold(keyword)] = PickerFilterToken(.what, keyword)
      }
      if let place = asset.placeName {
        vocabulary[Self.fold(place)] = PickerFilterToken(.where, place)
      }
    }
    for (word, kind) in [
      ("videos", "videos"), ("video", "videos"), ("selfies", "selfies"), ("selfie", "selfies"),
      ("screenshots", "screenshots"), ("screenshot", "screenshots"), ("panoramas", "panoramas"),
    ] {
      vocabulary[word] = PickerFilterToken(.media, kind)
    }
    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
      .map(String.init)
    var tokens: [PickerFilterToken] = []
    var index = 0
    var excludeNext = false
    while index < words.count {
      let folded = Self.fold(words[index])
      if folded == "without" || folded == "except" || folded == "not" {
        excludeNext = true
        index += 1
        continue
      }
      if folded.count == 4, let year = Int(folded), (1900...2100).contains(year) {
        tokens.append(PickerFilterToken(.when, folded))
        index += 1
        continue
      }
      var matched = false
      for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
        let phrase = words[index..<(index + length)].map(Self.fold).joined(separator: " ")
        if var token = vocabulary[phrase] {
          token.isExcluded = excludeNext && (token.kind == .who || token.kind == .what)
          if !tokens.contains(token) { tokens.append(token) }
          index += length
          matched = true
          break
        }
      }
      if !matched { index += 1 }
      if matched { excludeNext = false }
    }
    return tokens
  }

  private static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
