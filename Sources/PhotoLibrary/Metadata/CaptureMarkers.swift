/// The markers cameras write that say how a photo or clip was captured: portrait mode, slow
/// motion, time-lapse and screen recording (docs/decisions.md, "Media kinds from capture
/// markers").
public enum CaptureMarkers {
  /// Google Camera's `GCamera:SpecialTypeID` value for a portrait.
  static let googlePortraitType =
    "com.google.android.apps.camera.gallery.specialtype.SpecialType-PORTRAIT"

  /// Whether exiv2's keys show depth data or a portrait: Google's depth map (`GDepth:*`, the
  /// lens-blur original `GImage:*`) or Google Camera's portrait special type.
  public static func declaresPortrait(_ raw: RawMetadata) -> Bool {
    for key in ["Xmp.GDepth.Format", "Xmp.GDepth.Data", "Xmp.GDepth.Mime"]
    where raw.first(key) != nil {
      return true
    }
    for key in ["Xmp.GImage.Data", "Xmp.GImage.Mime"] where raw.first(key) != nil {
      return true
    }
    return raw.all("Xmp.GCamera.SpecialTypeID").contains(googlePortraitType)
  }

  /// Whether HEIF auxiliary image types (`auxC`) hold depth or Apple's portrait effects matte.
  public static func isPortrait(auxiliaryTypes: [String]) -> Bool {
    auxiliaryTypes.contains { type in
      depthAuxiliaryTypes.contains(type) || type.hasSuffix(":aux:portraiteffectsmatte")
    }
  }

  /// `auxC` types of depth images (HEVC and MPEG-B, as Apple and others write them).
  static let depthAuxiliaryTypes: Set<String> = [
    "urn:mpeg:hevc:2015:auxid:2", "urn:mpeg:mpegB:cicp:systems:auxiliary:depth",
    "urn:com:apple:photo:2018:aux:depth",
  ]

  /// The lowest capture rate, in frames per second, that makes a clip slow motion.
  public static let slowMotionFrameRate = 100.0

  /// Traits a video clip gets from its container's values and its name.
  public static func videoTraits(fileName: String, metadata m: AssetMetadata) -> MediaTraits {
    var traits: MediaTraits = []
    let captureRate = m.captureFrameRate.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    if let rate = captureRate ?? m.videoFrameRate, rate >= slowMotionFrameRate {
      traits.insert(.slowMotion)
    }
    if m.captureMode?.caseInsensitiveCompare("Time-lapse") == .orderedSame {
      traits.insert(.timeLapse)
    } else if let capture = captureRate, capture < slowMotionFrameRate {
      // Android writes the capture rate; a time-lapse is captured far below its playback rate.
      if let playback = m.videoFrameRate, playback > 0 {
        if capture * 2 <= playback { traits.insert(.timeLapse) }
      } else if capture <= 10 {
        traits.insert(.timeLapse)
      }
    }
    if isScreenRecording(fileName: fileName, metadata: m) { traits.insert(.screenRecording) }
    return traits
  }

  /// A clip with no camera make or model whose name is a screen recorder's, or whose frame has
  /// a screen's shape rather than a camera's (16:10, or 18:9 to 21:9 phone screens).
  static func isScreenRecording(fileName: String, metadata m: AssetMetadata) -> Bool {
    guard m.make == nil, m.model == nil, m.captureFrameRate == nil, m.captureMode == nil else {
      return false
    }
    let lower = fileName.lowercased()
    if screenRecorderNamePrefixes.contains(where: { lower.hasPrefix($0) }) { return true }
    guard let w = m.width, let h = m.height, min(w, h) > 0 else { return false }
    let ratio = Double(max(w, h)) / Double(min(w, h))
    return abs(ratio - 1.6) < 0.01 || (ratio >= 1.95 && ratio <= 2.4)
  }

  /// Name prefixes (lower case) of the files screen recorders write: iOS ReplayKit
  /// (`RPReplay_Final…`), macOS (`Screen Recording 2024-…`, localised), Android's recorder
  /// (`Screen_Recording_…`, `screen-2024…`, `Screenrecorder-…`).
  static let screenRecorderNamePrefixes: [String] = [
    "rpreplay", "screen recording", "screen_recording", "screenrecording", "screenrecorder",
    "screen-20", "bildschirmaufnahme", "grabación de pantalla", "enregistrement de l’écran",
    "enregistrement de l'écran", "schermopname", "registrazione schermo",
  ]
}
