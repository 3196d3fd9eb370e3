/// What a QuickTime / ISO-BMFF container (MOV, MP4, M4V, 3GP) says about a clip.
public struct QuickTimeMetadata: Sendable, Equatable {
  /// `moov/mvhd` creation time as seconds since 1970 UTC (nil when zero or absent).
  public var creationEpoch: Double?
  /// Duration in seconds (`mvhd` duration ÷ timescale).
  public var duration: Double?
  /// Width of the first video track (`tkhd`), in pixels.
  public var width: Int?
  /// Height of the first video track (`tkhd`), in pixels.
  public var height: Int?
  /// Apple's `com.apple.quicktime.creationdate`: an ISO date with its local offset.
  public var appleCreationDate: String?
  /// `udta/©day`, as written.
  public var userDataDay: String?
  /// Latitude from `com.apple.quicktime.location.ISO6709` or `udta/©xyz`.
  public var latitude: Double?
  /// Longitude from the same ISO 6709 string.
  public var longitude: Double?
  /// Altitude in metres, when the ISO 6709 string has one.
  public var altitude: Double?
  /// Camera maker (`com.apple.quicktime.make`, `udta/©mak`).
  public var make: String?
  /// Camera model (`com.apple.quicktime.model`, `udta/©mod`).
  public var model: String?
  /// Software (`com.apple.quicktime.software`, `udta/©swr`).
  public var software: String?
  /// The capture rate Android writes (`com.android.capture.fps`), in frames per second.
  public var captureFrameRate: Double?
  /// The first video track's frame rate as stored (`stts` samples ÷ duration, `mdhd` timescale).
  public var videoFrameRate: Double?
  /// Apple's `com.apple.photos.captureMode` (`Time-lapse`).
  public var captureMode: String?
  /// The container's brand (`ftyp` major brand), e.g. `qt  `, `isom`, `3gp4`.
  public var brand: String?

  /// Creates empty container metadata.
  public init() {}
}

/// Why a container could not be read.
public struct QuickTimeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var reason: String
  /// Creates an error with a reason.
  public init(_ reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}
