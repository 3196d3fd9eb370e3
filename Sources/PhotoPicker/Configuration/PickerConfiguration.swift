/// How a picker behaves, shaped like PhotosUI's `PHPickerConfiguration`.
public struct PickerConfiguration: Sendable, Hashable, Codable {
  /// How selected items are presented and returned.
  public enum Selection: String, Sendable, Hashable, Codable {
    /// Plain checkmarks; results come back in the order they were selected.
    case `default`
    /// Numbered badges showing the order; results come back in that order.
    case ordered
  }

  /// The most items the person may select; 0 means no limit. Default 1, as PhotosUI.
  public var selectionLimit: Int
  /// Which kinds of assets are offered; nil offers all.
  public var filter: PickerFilter?
  /// Checkmarks or ordered badges.
  public var selection: Selection
  /// Assets selected when the picker opens (unknown or filtered-out ones are ignored).
  public var preselectedAssetIdentifiers: [String]
  /// What the picker opens already searched for; nil shows the whole library.
  public var searchText: PickerSearchText?

  /// The default configuration: one item, all kinds, no search.
  public init(
    selectionLimit: Int = 1, filter: PickerFilter? = nil, selection: Selection = .default,
    preselectedAssetIdentifiers: [String] = [], searchText: PickerSearchText? = nil
  ) {
    self.selectionLimit = selectionLimit
    self.filter = filter
    self.selection = selection
    self.preselectedAssetIdentifiers = preselectedAssetIdentifiers
    self.searchText = searchText
  }

  /// True when `count` selected items already reach the limit.
  public func isFull(_ count: Int) -> Bool { selectionLimit > 0 && count >= selectionLimit }
}
