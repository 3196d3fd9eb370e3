/// One page of search results, with the filters the search understood.
public struct PickerPage: Sendable, Hashable, Codable {
  /// The assets of this page, in result order (newest first).
  public var assets: [PickerAsset]
  /// How many assets match in all pages.
  public var total: Int
  /// The page index, from 0.
  public var page: Int
  /// The page size asked for.
  public var pageSize: Int
  /// The filters understood from the search text (or the resolved filters used), in text order.
  public var understood: [PickerFilterToken]

  /// A page of results.
  public init(
    assets: [PickerAsset], total: Int, page: Int, pageSize: Int, understood: [PickerFilterToken]
  ) {
    self.assets = assets
    self.total = total
    self.page = page
    self.pageSize = pageSize
    self.understood = understood
  }

  /// True when later pages hold more results.
  public var hasMore: Bool { (page + 1) * pageSize < total }
}
