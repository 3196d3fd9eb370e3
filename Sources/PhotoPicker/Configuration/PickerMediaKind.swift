/// The broad type of an asset, as PhotoKit's `PHAssetMediaType`.
public enum PickerMediaType: String, Sendable, Hashable, Codable, CaseIterable {
  /// A still image (including Live Photos, whose still part is the image).
  case image
  /// A video.
  case video
}

/// A finer kind of asset, as PhotoKit's `PHAssetMediaSubtype`; an asset may have several.
public enum PickerMediaSubtype: String, Sendable, Hashable, Codable, CaseIterable {
  /// A still photo with a short video around it.
  case livePhoto
  /// A screenshot of a device screen.
  case screenshot
  /// A panorama.
  case panorama
  /// A photo taken with the front camera.
  case selfie
  /// One photo of a burst.
  case burst
  /// A photo with depth data (portrait mode).
  case depthEffect
  /// A camera raw file (DNG, CR2, NEF, ARW, …).
  case raw
  /// A high-frame-rate video.
  case slomoVideo
  /// A time-lapse video.
  case timelapseVideo
  /// A recording of a device screen.
  case screenRecording
  /// A cinematic-mode video.
  case cinematicVideo
}
