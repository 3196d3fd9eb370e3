import Foundation
import PhotoPlaces

/// What reading one media file produced: its metadata, or why it could not be read.
public struct AssetReading: Sendable {
  /// The file as scanned.
  public var file: ScannedFile
  /// Merged metadata (file, Takeout JSON, XMP sidecars); empty when unreadable.
  public var metadata: AssetMetadata
  /// The primary kind.
  public var kind: MediaKind
  /// Traits (selfie, panorama, live, burst, raw).
  public var traits: MediaTraits
  /// The reverse-geocoded place, when the position is known and the gazetteer finds one.
  public var place: PlaceHierarchy?
  /// Why the file could not be read (then it is recorded as skipped).
  public var error: String?
  /// What went wrong while reading a file that was still indexed (read in part).
  public var warning: String?
  /// False for a file without an extension that turned out not to be an image: not indexed.
  public var isMedia = true
  /// The position is known but its place (and the local time of a UTC-only capture time) is not
  /// looked up yet: the reading was made while the geocoding table was still loading
  /// (``PlaceLookup/unlessLoading``); ``AssetReader/placed(_:gazetteer:)`` completes it.
  public var awaitsPlace = false
}

/// When ``AssetReader/read(_:gazetteer:placing:)`` looks up the place of a known position.
public enum PlaceLookup: Sendable {
  /// Before returning, waiting for the geocoding table when it is still loading.
  case now
  /// Before returning when the geocoding table is loaded; else left for
  /// ``AssetReader/placed(_:gazetteer:)``, so that a reader thread never waits for the table
  /// (about 15 ms of one core at the start of a run) while files are left to read.
  case unlessLoading
  /// Always left for ``AssetReader/placed(_:gazetteer:)``.
  case later
}

/// Reads one media file with its sidecars. Stateless and safe to call from several threads.
public enum AssetReader {
  /// The version of the reading rules. Stored with every row; a row written by an older
  /// version is read again on the next run (issue 10: version 0 lost XMP under parallel
  /// indexing and sent videos to exiv2).
  /// Version 2 reads the capture markers of portraits, slo-mo, time-lapse and screen
  /// recordings (issue 13).
  public static let version = 2

  /// Reads a scanned file; never throws: problems end up in `error`. The place of a known
  /// position is looked up as `placing` says.
  public static func read(
    _ file: ScannedFile, gazetteer: Gazetteer = .shared, placing: PlaceLookup = .now
  ) -> AssetReading {
    var metadata = AssetMetadata()
    var error: String?
    var warning: String?
    let ext = MediaFileTypes.fileExtension(file.fileName)
    if MediaFileTypes.videos.contains(ext) || QuickTimeReader.fileExtensions.contains(ext) {
      // Never through exiv2: its video readers corrupt the heap or spin on hostile input.
      error = readVideo(file, fileExtension: ext, into: &metadata)
    } else {
      switch readImage(file, fileExtension: ext, into: &metadata) {
      case .read(let w): warning = w
      case .failed(let reason): error = reason
      case .notMedia:
        return AssetReading(
          file: file, metadata: metadata, kind: .photo, traits: [], place: nil,
          error: "not a media file", warning: nil, isMedia: false)
      }
    }
    if error == nil {
      if let json = file.takeoutJSON, let takeout = TakeoutSidecar.read(path: json) {
        takeout.apply(to: &metadata)
      }
      for sidecar in file.sidecars {
        if case .success(let raw) = Exiv2Reader.read(path: sidecar) {
          var fromSidecar = MetadataExtractor.extract(raw)
          fromSidecar.width = nil
          fromSidecar.height = nil
          metadata.overlay(fromSidecar)
        }
      }
      metadata.album = file.album
    }
    let (kind, traits) = classify(file: file, metadata: metadata)
    var reading = AssetReading(
      file: file, metadata: metadata, kind: kind, traits: traits, place: nil, error: error,
      warning: warning)
    reading.awaitsPlace = hasPosition(metadata)
    switch placing {
    case .now: return placed(reading, gazetteer: gazetteer)
    case .unlessLoading where gazetteer.isGeocoderLoaded:
      return placed(reading, gazetteer: gazetteer)
    case .unlessLoading, .later: return reading
    }
  }

  /// `reading` with its place looked up when it awaits one (``AssetReading/awaitsPlace``), and
  /// a UTC-only capture time made the local time there; any other reading unchanged.
  public static func placed(_ reading: AssetReading, gazetteer: Gazetteer = .shared) -> AssetReading
  {
    guard reading.awaitsPlace, let la = reading.metadata.latitude,
      let lo = reading.metadata.longitude
    else { return reading }
    var reading = reading
    reading.awaitsPlace = false
    reading.place = gazetteer.hierarchy(latitude: la, longitude: lo)
    // A UTC-only time (Takeout, QuickTime mvhd) becomes the local time where it was taken.
    if let time = reading.metadata.captureTime, time.isUTCOnly,
      let zoneName = reading.place?.timeZoneIdentifier,
      let zone = gazetteer.timeZone(identifier: zoneName), let local = time.localized(in: zone)
    {
      reading.metadata.captureTime = local
    }
    return reading
  }

  /// Whether `metadata` has a position to look a place up for (0, 0 is taken for none).
  static func hasPosition(_ metadata: AssetMetadata) -> Bool {
    guard let la = metadata.latitude, let lo = metadata.longitude else { return false }
    return !(la == 0 && lo == 0)
  }

  /// Asks this thread's exiv2 helper for `file` ahead of its ``read(_:gazetteer:)`` on this
  /// thread (videos are never read through exiv2); the thread ends with ``endReadAhead()``.
  public static func readAhead(_ file: ScannedFile) {
    let ext = MediaFileTypes.fileExtension(file.fileName)
    guard !(MediaFileTypes.videos.contains(ext) || QuickTimeReader.fileExtensions.contains(ext))
    else { return }
    Exiv2ReaderPool.shared.prefetch(path: file.absolutePath)
  }

  /// Gives back the helper this thread kept for ``readAhead(_:)``.
  public static func endReadAhead() { Exiv2ReaderPool.shared.endLane() }

  /// What reading a still image gave.
  enum ImageOutcome {
    /// Read (possibly in part, with the warning).
    case read(warning: String?)
    /// Unreadable, with the reason.
    case failed(String)
    /// A file without an extension that is not an image.
    case notMedia
  }

  /// Reads a still image or RAW file with exiv2, salvaging what it can when exiv2 fails.
  static func readImage(
    _ file: ScannedFile, fileExtension ext: String, into metadata: inout AssetMetadata
  ) -> ImageOutcome {
    switch Exiv2Reader.read(path: file.absolutePath) {
    case .success(var raw):
      MetadataSalvage.supplement(&raw, path: file.absolutePath, fileExtension: ext)
      metadata = MetadataExtractor.extract(raw)
      if MediaFileTypes.raws.contains(ext) {
        MetadataExtractor.preferExifSizeOverPlaceholder(raw, &metadata)
      }
      if let heif = HEIFBoxReader.summary(path: file.absolutePath) {
        if let w = heif.width, let h = heif.height {
          metadata.width = w
          metadata.height = h
        }
        if CaptureMarkers.isPortrait(auxiliaryTypes: heif.auxiliaryTypes) {
          metadata.declaresPortrait = true
        }
      }
      if !metadata.declaresPortrait, ext == "jpg" || ext == "jpeg",
        metadata.make?.lowercased().hasPrefix("apple") == true,
        MultiPictureReader.hasAppleDepth(path: file.absolutePath)
      {
        metadata.declaresPortrait = true
      }
      if metadata.width == nil, let size = MetadataSalvage.headerPixelSize(path: file.absolutePath)
      {
        metadata.width = size.width
        metadata.height = size.height
      }
      let hasMetadata = raw.keys.contains { !$0.hasPrefix("@") }
      if metadata.width == nil, metadata.height == nil, !hasMetadata {
        return .failed("no image data or metadata found (corrupt or truncated file)")
      }
      return .read(warning: nil)
    case .failure(let failure):
      if file.isProbe { return .notMedia }
      if let salvaged = MetadataSalvage.read(path: file.absolutePath) {
        // exiv2 could not open it, but its header and metadata blocks are readable.
        metadata = MetadataExtractor.extract(salvaged)
        return .read(warning: "read in part: \(failure.reason)")
      }
      return .failed(failure.reason)
    }
  }

  /// Decides kind and traits from the name, format and metadata.
  public static func classify(file: ScannedFile, metadata m: AssetMetadata) -> (
    MediaKind, MediaTraits
  ) {
    let ext = MediaFileTypes.fileExtension(file.fileName)
    let lowerName = file.fileName.lowercased()
    var traits: MediaTraits = []
    if MediaFileTypes.raws.contains(ext) { traits.insert(.raw) }
    if file.livePairPath != nil { traits.insert(.livePhoto) }
    if m.declaresBurst || lowerName.contains("burst") { traits.insert(.burst) }
    if MediaFileTypes.videos.contains(ext) || (m.mimeType ?? "").hasPrefix("video/") {
      traits.formUnion(CaptureMarkers.videoTraits(fileName: file.fileName, metadata: m))
      return (.video, traits)
    }
    let hasCamera = m.make != nil || m.model != nil
    let namedScreenshot =
      lowerName.hasPrefix("screenshot") || lowerName.hasPrefix("screen shot")
      || lowerName.hasPrefix("captura de pantalla") || lowerName.hasPrefix("bildschirmfoto")
    let commentScreenshot = m.userComment?.caseInsensitiveCompare("Screenshot") == .orderedSame
    if !hasCamera
      && (commentScreenshot || (namedScreenshot && (ext == "png" || ext == "jpg" || ext == "jpeg")))
    {
      return (.screenshot, traits)
    }
    if let lens = m.lens?.lowercased(), lens.contains("front") { traits.insert(.selfie) }
    if m.declaresPortrait { traits.insert(.portrait) }
    if m.declaresPanorama {
      traits.insert(.panorama)
    } else if hasCamera, let w = m.width, let h = m.height, min(w, h) > 0 {
      let ratio = Double(max(w, h)) / Double(min(w, h))
      if ratio >= 2.5 { traits.insert(.panorama) }
    } else if lowerName.hasPrefix("pano") {
      traits.insert(.panorama)
    }
    return (.photo, traits)
  }
}
