import PhotoLibrary

/// One photo a search found.
public struct SearchMatch: Sendable, Hashable, Codable {
  /// The asset's id in the index.
  public var id: Int64
  /// The indexed folder it lies under.
  public var rootPath: String
  /// Its path relative to ``rootPath``.
  public var path: String
  /// Local capture time (`YYYY-MM-DDThh:mm:ss`), when known.
  public var captureTime: String?
  /// The media kind (`photo`, `video`, `screenshot`).
  public var kind: String
  /// The city (reverse-geocoded, else the location text), when known.
  public var city: String?
  /// The country, when known.
  public var country: String?
  /// Latitude, when known.
  public var latitude: Double?
  /// Longitude, when known.
  public var longitude: Double?
  /// The people in it.
  public var people: [String]

  /// A short place description: `Paris, France`.
  public var placeDescription: String? {
    let parts = [city, country].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}

/// One page of search results, newest capture first.
public struct SearchPage: Sendable {
  /// The matches on this page.
  public var matches: [SearchMatch]
  /// The offset of the first match.
  public var offset: Int
  /// The offset of the next page, nil when this is the last one.
  public var nextOffset: Int?
  /// The statement that produced the page.
  public var plan: SQLPlan
}
