/// What the picker opens already searched for, shaped like PhotosUI's search text: either a
/// plain string the data source still has to understand, or filters already resolved (from a
/// `PhotoSearchSuggestion`, or what remains after the person removed a token).
public struct PickerSearchText: Sendable, Hashable, Codable {
  /// The text shown in the search field.
  public var text: String
  /// The resolved filters, or nil when `text` still has to be understood.
  public var resolvedFilters: [PickerFilterToken]?

  /// Search text the data source will understand itself.
  public init(_ string: String) {
    self.text = string
    self.resolvedFilters = nil
  }

  /// Search text whose filters are already known; `text` is only shown.
  public init(text: String, filters: [PickerFilterToken]) {
    self.text = text
    self.resolvedFilters = filters
  }

  /// True when the filters are already resolved.
  public var isResolved: Bool { resolvedFilters != nil }

  /// The same search without `token`, given the filters `understood` for this text: the result
  /// is always resolved, so the data source does not read the removed value back from the text.
  public func removing(_ token: PickerFilterToken, understood: [PickerFilterToken]) -> Self {
    let current = resolvedFilters ?? understood
    return PickerSearchText(text: text, filters: current.filter { $0 != token })
  }
}

extension PickerSearchText {
  /// Search text resolved from the four value lists of a photo search suggestion (plus media
  /// kinds and exclusions), as `PhotoSearchSuggestion` carries them; the tokens follow the
  /// lists' order (who, what, where, when, media, then exclusions). `text` is what the search
  /// field shows; when nil the values are joined with spaces.
  /// `init(photoSearchSuggestion:)` forwards the suggestion's lists here.
  public init(
    text: String? = nil, whoValues: [String] = [], whatValues: [String] = [],
    whereValues: [String] = [], whenValues: [String] = [], mediaKinds: [String] = [],
    excludedWho: [String] = [], excludedWhat: [String] = []
  ) {
    var tokens: [PickerFilterToken] = []
    func add(_ kind: PickerFilterToken.Kind, _ values: [String], excluded: Bool = false) {
      for value in values {
        let token = PickerFilterToken(kind, value, isExcluded: excluded)
        if !value.isEmpty, !tokens.contains(token) { tokens.append(token) }
      }
    }
    add(.who, whoValues)
    add(.what, whatValues)
    add(.where, whereValues)
    add(.when, whenValues)
    add(.media, mediaKinds)
    add(.who, excludedWho, excluded: true)
    add(.what, excludedWhat, excluded: true)
    let shown =
      text
      ?? (whoValues + whatValues + whereValues + whenValues + mediaKinds).joined(separator: " ")
    self.init(text: shown, filters: tokens)
  }
}
