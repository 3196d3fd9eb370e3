/// Why an item could not be selected.
public enum PickerSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data source knows no asset with this identifier.
  case unknownAsset(String)
  /// The configuration's filter does not offer this asset.
  case filteredOut(String)
  /// The selection limit is reached.
  case limitReached(Int)
  /// The picker has already finished or been cancelled.
  case alreadyFinished

  /// A readable explanation.
  public var description: String {
    switch self {
    case .unknownAsset(let id): return "no asset with identifier \(id)"
    case .filteredOut(let id): return "asset \(id) is not offered by this picker's filter"
    case .limitReached(let limit): return "the selection limit (\(limit)) is reached"
    case .alreadyFinished: return "the picker has already finished"
    }
  }
}
