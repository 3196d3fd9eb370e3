/// The selection rules shared by the headless controller and the web picker: a list of asset
/// identifiers in selection order, bounded by the configuration's limit.
public struct PickerSelection: Sendable, Hashable {
  /// The limit; 0 means none.
  public let limit: Int
  /// Selected identifiers, in the order they were selected.
  public private(set) var identifiers: [String] = []

  /// An empty selection bounded by `limit` (0 = unlimited).
  public init(limit: Int) { self.limit = max(0, limit) }

  /// Adds `id`. Already selected: nothing changes. With a limit of 1 the new item replaces the
  /// old one (a single-choice picker); with a larger limit, a full selection throws.
  public mutating func select(_ id: String) throws(PickerSelectionError) {
    if identifiers.contains(id) { return }
    if limit == 1, !identifiers.isEmpty {
      identifiers = [id]
      return
    }
    if limit > 0, identifiers.count >= limit { throw .limitReached(limit) }
    identifiers.append(id)
  }

  /// Removes `id`; later items move up one place in the order.
  public mutating func deselect(_ id: String) {
    identifiers.removeAll { $0 == id }
  }

  /// The 1-based position of `id` in the order, or nil when not selected.
  public func position(of id: String) -> Int? {
    identifiers.firstIndex(of: id).map { $0 + 1 }
  }

  /// True when no more items can be added (limit above 1 reached).
  public var isFull: Bool { limit > 1 && identifiers.count >= limit }
}
