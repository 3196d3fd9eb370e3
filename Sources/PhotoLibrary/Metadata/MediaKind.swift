/// What sort of media a file is; a file has one primary kind and any number of traits.
public enum MediaKind: String, Sendable, Codable, CaseIterable {
  /// A still photo.
  case photo
  /// A video clip.
  case video
  /// A screen capture.
  case screenshot
}

/// Traits that refine a kind: several may hold at once.
public struct MediaTraits: OptionSet, Sendable, Codable, Hashable {
  /// The raw bit set.
  public let rawValue: Int
  /// Creates traits from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Taken with a front (user-facing) camera.
  public static let selfie = MediaTraits(rawValue: 1)
  /// A panorama (declared, or wider than 2.5:1 from a camera).
  public static let panorama = MediaTraits(rawValue: 2)
  /// A still with a paired motion clip (`IMG_1.HEIC` + `IMG_1.MOV`), or the clip of such a pair.
  public static let livePhoto = MediaTraits(rawValue: 4)
  /// Part of a burst.
  public static let burst = MediaTraits(rawValue: 8)
  /// A camera RAW file (DNG, CR2, NEF, ARW, …).
  public static let raw = MediaTraits(rawValue: 16)
  /// A portrait-mode photo: it carries depth data or a portrait marker (Apple depth or portrait
  /// matte, Android GDepth/GImage or Google Camera's portrait type).
  public static let portrait = MediaTraits(rawValue: 32)
  /// A slow-motion clip: captured at 100 frames per second or more.
  public static let slowMotion = MediaTraits(rawValue: 64)
  /// A time-lapse clip: Apple's capture mode says so, or it was captured at under half the rate
  /// it plays at (Android `com.android.capture.fps`).
  public static let timeLapse = MediaTraits(rawValue: 128)
  /// A recording of a screen: no camera, and a screen recorder's name or a screen-shaped frame.
  public static let screenRecording = MediaTraits(rawValue: 256)

  /// The trait names, e.g. `["selfie", "raw"]`.
  public var names: [String] {
    var out: [String] = []
    if contains(.selfie) { out.append("selfie") }
    if contains(.panorama) { out.append("panorama") }
    if contains(.livePhoto) { out.append("live") }
    if contains(.burst) { out.append("burst") }
    if contains(.raw) { out.append("raw") }
    if contains(.portrait) { out.append("portrait") }
    if contains(.slowMotion) { out.append("slo-mo") }
    if contains(.timeLapse) { out.append("time-lapse") }
    if contains(.screenRecording) { out.append("screen recording") }
    return out
  }
}
