import Foundation

/// A Google Takeout JSON sidecar: `photoTakenTime`, `geoData`, `people`, `description`, `title`.
public struct TakeoutSidecar: Sendable, Equatable {
  /// Title (usually the original file name).
  public var title: String?
  /// The description typed in Google Photos.
  public var description: String?
  /// When the photo was taken, seconds since 1970 UTC.
  public var takenEpoch: Double?
  /// Latitude (nil when Takeout wrote 0,0, which means unknown).
  public var latitude: Double?
  /// Longitude.
  public var longitude: Double?
  /// Altitude in metres.
  public var altitude: Double?
  /// Names of people tagged in Google Photos.
  public var people: [String] = []
  /// Whether it is marked as a favourite.
  public var favorited: Bool?

  /// Parses the JSON at `path`; nil when it is not a Takeout photo sidecar.
  public static func read(path: String) -> TakeoutSidecar? {
    guard let data = FileSystemPath.contents(path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return TakeoutSidecar(json: object)
  }

  /// Reads the fields from a parsed JSON object.
  public init?(json: [String: Any]) {
    guard
      json["photoTakenTime"] != nil || json["geoData"] != nil || json["creationTime"] != nil
        || json["people"] != nil || json["description"] != nil
    else { return nil }
    title = (json["title"] as? String)?.trimmedMetadata.nilIfEmpty
    description = (json["description"] as? String)?.trimmedMetadata.nilIfEmpty
    if let taken = json["photoTakenTime"] as? [String: Any] {
      takenEpoch = Self.number(taken["timestamp"])
    }
    for key in ["geoDataExif", "geoData"] {
      guard latitude == nil, let geo = json[key] as? [String: Any],
        let la = Self.number(geo["latitude"]), let lo = Self.number(geo["longitude"])
      else { continue }
      if la == 0 && lo == 0 { continue }
      latitude = la
      longitude = lo
      altitude = Self.number(geo["altitude"])
    }
    if let list = json["people"] as? [[String: Any]] {
      people = list.compactMap { ($0["name"] as? String)?.trimmedMetadata.nilIfEmpty }
    }
    favorited = json["favorited"] as? Bool
  }

  /// The album title of a Takeout album folder's `metadata.json`.
  public static func albumTitle(path: String) -> String? {
    guard let data = FileSystemPath.contents(path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    if let album = object["albumData"] as? [String: Any], let t = album["title"] as? String {
      return t.trimmedMetadata.nilIfEmpty
    }
    return (object["title"] as? String)?.trimmedMetadata.nilIfEmpty
  }

  /// Applies the sidecar to metadata read from the file: the file's own capture time and
  /// position win (they carry the local time); Google's description and people win.
  public func apply(to m: inout AssetMetadata) {
    if m.captureTime == nil, let epoch = takenEpoch {
      m.captureTime = CaptureTime(
        utcEpoch: epoch, offsetSeconds: nil, source: "Takeout:photoTakenTime")
    }
    if m.latitude == nil, let latitude, let longitude {
      m.latitude = latitude
      m.longitude = longitude
      if m.altitude == nil { m.altitude = altitude }
    }
    if let description { m.caption = description }
    if !people.isEmpty { m.people = MetadataExtractor.unique(m.people + people) }
    if m.title == nil, let title { m.title = title }
    if let favorited { m.favorited = favorited }
  }

  static func number(_ any: Any?) -> Double? {
    if let n = any as? NSNumber { return n.doubleValue }
    if let s = any as? String { return Double(s) }
    return nil
  }
}
