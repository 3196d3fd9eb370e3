/// Everything the index keeps about one media file, merged from the file, its sidecars and
/// Takeout JSON.
public struct AssetMetadata: Sendable, Equatable, Codable {
  /// The container format exiv2 reports, as a MIME type (`image/jpeg`, `video/quicktime`).
  public var mimeType: String?
  /// When it was taken.
  public var captureTime: CaptureTime?
  /// Latitude in signed decimal degrees.
  public var latitude: Double?
  /// Longitude in signed decimal degrees.
  public var longitude: Double?
  /// Altitude in metres (negative below sea level).
  public var altitude: Double?
  /// Camera maker as written.
  public var make: String?
  /// Camera model as written.
  public var model: String?
  /// Lens model.
  public var lens: String?
  /// EXIF orientation 1-8 (0 when written as 0).
  public var orientation: Int?
  /// Pixel width as stored (before orientation).
  public var width: Int?
  /// Pixel height as stored (before orientation).
  public var height: Int?
  /// Title (dc:title, IPTC ObjectName, XPTitle, Takeout title).
  public var title: String?
  /// Caption (dc:description, IPTC Caption, ImageDescription, Takeout description).
  public var caption: String?
  /// Flat keywords: IPTC Keywords, dc:subject, XPKeywords.
  public var keywords: [String] = []
  /// Lightroom hierarchical subjects (`Places|Europe|Paris`).
  public var hierarchicalKeywords: [String] = []
  /// Names of people in named face regions (MWG, Microsoft, IPTC Extension, Takeout people).
  public var people: [String] = []
  /// Names of people in the image without a region (IPTC Extension PersonInImage).
  public var personsInImage: [String] = []
  /// Star rating (-1…5).
  public var rating: Int?
  /// Sub-location written in the file (IPTC/XMP).
  public var sublocation: String?
  /// City written in the file.
  public var city: String?
  /// State or province written in the file.
  public var state: String?
  /// Country name written in the file.
  public var country: String?
  /// Country code written in the file.
  public var countryCode: String?
  /// Duration in seconds (videos).
  public var duration: Double?
  /// Text of `UserComment`, used to tell screenshots apart.
  public var userComment: String?
  /// Software that wrote the file.
  public var software: String?
  /// Whether the file declares itself a panorama (GPano, ProjectionType).
  public var declaresPanorama: Bool = false
  /// Whether the file belongs to a burst (Apple BurstUUID, burst names).
  public var declaresBurst: Bool = false
  /// Whether the file declares depth data or portrait mode (see ``CaptureMarkers``).
  public var declaresPortrait: Bool = false
  /// The rate the clip was captured at, in frames per second, when the file says
  /// (Android `com.android.capture.fps`); it differs from the playback rate in slow motion and
  /// time-lapse.
  public var captureFrameRate: Double?
  /// The video track's frame rate as stored (samples ÷ media duration), in frames per second.
  public var videoFrameRate: Double?
  /// Apple's capture mode for a clip (`com.apple.photos.captureMode`, e.g. `Time-lapse`).
  public var captureMode: String?
  /// Album names from Takeout `metadata.json` or the folder.
  public var album: String?
  /// Whether Takeout marks the photo as a favourite.
  public var favorited: Bool?

  /// Creates empty metadata.
  public init() {}

  /// Overlays `other` on these values: every field `other` has wins (how a sidecar overrides the
  /// embedded values, the way darktable and Lightroom read `.xmp` files).
  public mutating func overlay(_ other: AssetMetadata) {
    if let v = other.captureTime { captureTime = v }
    if let la = other.latitude, let lo = other.longitude {
      latitude = la
      longitude = lo
    }
    if let v = other.altitude { altitude = v }
    if let v = other.make { make = v }
    if let v = other.model { model = v }
    if let v = other.lens { lens = v }
    if let v = other.orientation { orientation = v }
    if let v = other.title { title = v }
    if let v = other.caption { caption = v }
    if !other.keywords.isEmpty { keywords = other.keywords }
    if !other.hierarchicalKeywords.isEmpty { hierarchicalKeywords = other.hierarchicalKeywords }
    if !other.people.isEmpty { people = other.people }
    if !other.personsInImage.isEmpty { personsInImage = other.personsInImage }
    if let v = other.rating { rating = v }
    if let v = other.sublocation { sublocation = v }
    if let v = other.city { city = v }
    if let v = other.state { state = v }
    if let v = other.country { country = v }
    if let v = other.countryCode { countryCode = v }
    if other.declaresPanorama { declaresPanorama = true }
    if other.declaresBurst { declaresBurst = true }
    if other.declaresPortrait { declaresPortrait = true }
    if let v = other.favorited { favorited = v }
  }
}
