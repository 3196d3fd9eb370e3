/// How container values merge into ``AssetMetadata``.
extension QuickTimeMetadata {
  /// Source tag of a capture time taken from `mvhd` (a UTC instant without an offset).
  public static let movieHeaderSource = "QuickTime:mvhd"

  /// The capture time the container gives: Apple's `creationdate` (local time with its offset),
  /// else `©day` when it carries an offset, else the `mvhd` UTC instant (no offset known: UTC,
  /// tagged ``movieHeaderSource``, to be localised by position), else `©day` as written.
  public var captureTime: CaptureTime? {
    if let apple = appleCreationDate,
      let time = Optional(
        CaptureTime(
          written: apple, offset: nil, subSeconds: nil,
          source: "QuickTime:com.apple.quicktime.creationdate")), time.sortable != nil
    {
      return time
    }
    var dayWithoutOffset: CaptureTime?
    if let day = userDataDay {
      let time = CaptureTime(written: day, offset: nil, subSeconds: nil, source: "QuickTime:©day")
      if time.sortable != nil {
        if time.offset != nil { return time }
        dayWithoutOffset = time
      }
    }
    if let epoch = creationEpoch {
      return CaptureTime(utcEpoch: epoch, offsetSeconds: nil, source: Self.movieHeaderSource)
    }
    return dayWithoutOffset
  }

  /// Merges the container's values into metadata exiv2 read: the container wins for capture
  /// time, position, pixel size and duration; make and model fill gaps.
  public func apply(to m: inout AssetMetadata) {
    if let time = captureTime { m.captureTime = time }
    if let latitude, let longitude, !(latitude == 0 && longitude == 0) {
      m.latitude = latitude
      m.longitude = longitude
      m.altitude = altitude
    }
    if let width, let height {
      m.width = width
      m.height = height
    }
    if let duration, duration > 0 { m.duration = duration }
    if m.make == nil { m.make = make }
    if m.model == nil { m.model = model }
    if m.software == nil { m.software = software }
    if let captureFrameRate { m.captureFrameRate = captureFrameRate }
    if let videoFrameRate { m.videoFrameRate = videoFrameRate }
    if let captureMode { m.captureMode = captureMode }
    if m.mimeType == nil || m.mimeType?.hasPrefix("video/") != true {
      m.mimeType = brand == "qt  " ? "video/quicktime" : "video/mp4"
    }
  }
}
