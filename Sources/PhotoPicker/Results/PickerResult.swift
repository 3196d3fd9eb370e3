import Foundation

/// One chosen item, shaped like PhotosUI's `PHPickerResult`: the identifier, the file, and
/// what the library knows about it.
public struct PickerResult: Sendable, Hashable, Codable {
  /// What the library knows about a chosen item.
  public struct Metadata: Sendable, Hashable, Codable {
    /// Capture time, when known.
    public var creationDate: Date?
    /// A readable place name, when known.
    public var placeName: String?
    /// Names of the people in it.
    public var people: [String]
    /// Image or video.
    public var mediaType: PickerMediaType
    /// Finer kinds (screenshot, selfie, …).
    public var subtypes: [PickerMediaSubtype]
    /// Pixel width, when known.
    public var pixelWidth: Int?
    /// Pixel height, when known.
    public var pixelHeight: Int?
  }

  /// The library's identifier of the asset.
  public var assetIdentifier: String?
  /// The file on disk.
  public var fileURL: URL
  /// What the library knows about it.
  public var metadata: Metadata

  /// The result for `asset`.
  public init(asset: PickerAsset) {
    assetIdentifier = asset.identifier
    fileURL = asset.fileURL
    metadata = Metadata(
      creationDate: asset.creationDate, placeName: asset.placeName, people: asset.people,
      mediaType: asset.mediaType, subtypes: asset.subtypes.sorted { $0.rawValue < $1.rawValue },
      pixelWidth: asset.pixelWidth, pixelHeight: asset.pixelHeight)
  }
}
