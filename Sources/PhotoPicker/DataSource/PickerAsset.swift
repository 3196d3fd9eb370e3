import Foundation

/// One asset as the picker shows it: where its file is and what is known about it.
public struct PickerAsset: Sendable, Hashable, Codable {
  /// The library's stable identifier; the only way the web picker refers to a file.
  public var identifier: String
  /// The file on disk (thumbnails are made from it; never sent to the browser).
  public var fileURL: URL
  /// Image or video.
  public var mediaType: PickerMediaType
  /// Finer kinds (screenshot, selfie, …).
  public var subtypes: Set<PickerMediaSubtype>
  /// Capture time, when known.
  public var creationDate: Date?
  /// A readable place name (city, country…), when known.
  public var placeName: String?
  /// Names of the people in the photo.
  public var people: [String]
  /// Keywords and labels.
  public var keywords: [String]
  /// Pixel width, when known (after orientation).
  public var pixelWidth: Int?
  /// Pixel height, when known (after orientation).
  public var pixelHeight: Int?
  /// The words read in the photo that the search matched, with their boxes (the viewer
  /// highlights them); empty when the search matched no read text.
  public var matchedText: [PickerTextMatch] = []

  /// An asset with the given facts; unknown ones may be left out.
  public init(
    identifier: String, fileURL: URL, mediaType: PickerMediaType = .image,
    subtypes: Set<PickerMediaSubtype> = [], creationDate: Date? = nil, placeName: String? = nil,
    people: [String] = [], keywords: [String] = [], pixelWidth: Int? = nil,
    pixelHeight: Int? = nil
  ) {
    self.identifier = identifier
    self.fileURL = fileURL
    self.mediaType = mediaType
    self.subtypes = subtypes
    self.creationDate = creationDate
    self.placeName = placeName
    self.people = people
    self.keywords = keywords
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Whether the configuration's filter (if any) lets this asset through.
  public func passes(_ filter: PickerFilter?) -> Bool {
    filter?.matches(mediaType: mediaType, subtypes: subtypes) ?? true
  }
}

/// A word read in a photo that the search matched, and where it is.
public struct PickerTextMatch: Sendable, Hashable, Codable {
  /// The word as read.
  public var word: String
  /// Its box as fractions of the oriented image: left, top, right, bottom.
  public var box: [Double]

  /// Creates a match.
  public init(word: String, box: [Double]) {
    self.word = word
    self.box = box
  }
}
