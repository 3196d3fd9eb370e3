import Foundation

/// Turns exiv2's raw key/values into ``AssetMetadata`` following the project's reading rules
/// (docs/decisions.md, "Library"): the tag order for capture time, GPS, title, caption, etc.
public enum MetadataExtractor {
  /// Exiv2 keys tried for the capture time, in order, with the key that holds its offset.
  static let dateKeys: [(key: String, offset: String?, subsec: String?)] = [
    (
      "Exif.Photo.DateTimeOriginal", "Exif.Photo.OffsetTimeOriginal",
      "Exif.Photo.SubSecTimeOriginal"
    ),
    (
      "Exif.Image.DateTimeOriginal", "Exif.Photo.OffsetTimeOriginal",
      "Exif.Photo.SubSecTimeOriginal"
    ),
    // Exif IFD decoded as a root IFD (Canon CR3 CMT2): its tags land in the Image group.
    ("Exif.Image.0x9003", "Exif.Image.0x9011", "Exif.Image.0x9291"),
    ("Xmp.exif.DateTimeOriginal", nil, nil),
    ("Xmp.photoshop.DateCreated", nil, nil),
    ("Iptc.Application2.DateCreated", nil, nil),
    (
      "Exif.Photo.DateTimeDigitized", "Exif.Photo.OffsetTimeDigitized",
      "Exif.Photo.SubSecTimeDigitized"
    ),
    ("Xmp.xmp.CreateDate", nil, nil),
    ("Xmp.exif.DateTimeDigitized", nil, nil),
    ("Xmp.video.DateTimeOriginal", nil, nil),
    ("Xmp.video.DateUTC", nil, nil),
    ("Xmp.video.CreateDate", nil, nil),
    ("Png.CreationTime", nil, nil),
  ]

  /// Reads every field from one file's (or one sidecar's) raw metadata.
  public static func extract(_ raw: RawMetadata) -> AssetMetadata {
    var m = AssetMetadata()
    m.mimeType = raw.first("@mime")
    if let w = raw.first("@width").flatMap(Int.init), w > 0 { m.width = w }
    if let h = raw.first("@height").flatMap(Int.init), h > 0 || m.width != nil { m.height = h }
    if let l = raw.first("Exif.PanasonicRaw.SensorLeftBorder").flatMap(Int.init),
      let r = raw.first(of: ["Exif.PanasonicRaw.SensorRightBorder", "Exif.PanasonicRaw.ImageWidth"])
        .flatMap({ Int($0.value) }),
      let t = raw.first("Exif.PanasonicRaw.SensorTopBorder").flatMap(Int.init),
      let b = raw.first(of: [
        "Exif.PanasonicRaw.SensorBottomBorder", "Exif.PanasonicRaw.ImageHeight",
      ]).flatMap({ Int($0.value) }),
      r > l, b > t
    {
      m.width = r - l
      m.height = b - t
    }
    if let w = raw.first("Raf.RawImageCroppedWidth").flatMap(Int.init),
      let h = raw.first("Raf.RawImageCroppedHeight").flatMap(Int.init), w > 0, h > 0
    {
      m.width = w
      m.height = h
    }
    if m.width == nil, raw.first("@width") == nil,
      let w = raw.first("Exif.Image.ImageWidth").flatMap(ValueParsing.integer),
      let h = raw.first("Exif.Image.ImageLength").flatMap(ValueParsing.integer), w > 0, h > 0
    {
      m.width = w  // salvaged RAW blocks (CR3 CMT1) without an image header
      m.height = h
    }
    m.captureTime = captureTime(raw)
    readPosition(raw, into: &m)
    // Polaroid/"TEKOM" cameras write make, model and orientation into the Exif sub-IFD, where
    // exiv2 files them as Exif.Photo.0x010f/0x0110/0x0112: read there when IFD0 lacks them.
    m.make =
      raw.first(of: ["Exif.Image.Make", "Exif.Photo.0x010f", "Xmp.tiff.Make", "Xmp.video.Make"])?
      .value
    m.model =
      raw.first(of: ["Exif.Image.Model", "Exif.Photo.0x0110", "Xmp.tiff.Model", "Xmp.video.Model"])?
      .value
    m.lens =
      raw.first(of: [
        "Exif.Photo.LensModel", "Xmp.exifEX.LensModel", "Xmp.aux.Lens", "Exif.Canon.LensModel",
      ])?.value
    m.orientation = raw.first(of: [
      "Exif.Image.Orientation", "Exif.Photo.0x0112", "Exif.Thumbnail.Orientation",
      "Xmp.tiff.Orientation",
    ])
    .flatMap { ValueParsing.integer($0.value) }
    m.title =
      raw.first(of: ["Xmp.dc.title", "Iptc.Application2.ObjectName", "Exif.Image.XPTitle"])?
      .value
    m.caption =
      raw.first(of: [
        "Xmp.dc.description", "Iptc.Application2.Caption", "Exif.Image.ImageDescription",
      ])?.value
    m.keywords = keywords(raw)
    m.hierarchicalKeywords = unique(
      raw.all("Xmp.lr.hierarchicalSubject") + raw.all("Xmp.digiKam.TagsList"))
    m.people = regionNames(raw)
    m.personsInImage = unique(raw.all("Xmp.iptcExt.PersonInImage"))
    m.rating = raw.first(of: [
      "Xmp.xmp.Rating", "Exif.Image.Rating", "Exif.Fujifilm.Rating", "Exif.Sony1.Rating",
      "Exif.Sony2.Rating",
    ])
      .flatMap { ValueParsing.integer($0.value) }
    readLocation(raw, into: &m)
    m.userComment = raw.first(of: ["Exif.Photo.UserComment", "Xmp.exif.UserComment"])?.value
    m.software = raw.first(of: ["Exif.Image.Software", "Xmp.xmp.CreatorTool"])?.value
    m.declaresPanorama =
      raw.first("Xmp.GPano.ProjectionType") != nil
      || raw.first("Xmp.GPano.UsePanoramaViewer") != nil
    m.declaresBurst =
      raw.first("Xmp.apple-fi.BurstUUID") != nil
      || raw.first("Exif.Apple.BurstUUID") != nil
      || raw.first("@AppleMakerNote").flatMap(AppleMakerNote.burstUUID) != nil
    m.declaresPortrait = CaptureMarkers.declaresPortrait(raw)
    if let d = raw.first("Xmp.video.Duration").flatMap(ValueParsing.number) {
      m.duration = d > 1000 ? d / 1000 : d
    }
    return m
  }

  /// For RAW files whose first IFD is a placeholder (≤ 16 px, e.g. Phase One IIQ), the Exif
  /// pixel dimensions describe the image.
  static func preferExifSizeOverPlaceholder(_ raw: RawMetadata, _ m: inout AssetMetadata) {
    if let w = m.width, let h = m.height, w <= 16, h <= 16,
      let pw = raw.first("Exif.Photo.PixelXDimension").flatMap(ValueParsing.integer),
      let ph = raw.first("Exif.Photo.PixelYDimension").flatMap(ValueParsing.integer), pw > 16,
      ph > 16
    {
      m.width = pw  // a placeholder first IFD (Phase One IIQ): the Exif size is the image's
      m.height = ph
    }
  }

  static func captureTime(_ raw: RawMetadata) -> CaptureTime? {
    for entry in dateKeys {
      guard let written = raw.first(entry.key) else { continue }
      // A value with fewer than 8 digits cannot hold a year, month and day: not a date, try the
      // next tag. A blank EXIF template ("    :  :     :  :  ", clock never set) is kept as
      // written, as ExifTool shows it: the camera said it does not know.
      if entry.key == "Xmp.video.DateUTC", written.allSatisfy(\.isNumber) {
        // exiv2's raw QuickTime value: seconds since 1904-01-01 UTC, not a written date.
        guard let time = quickTimeUTC(written, source: entry.key) else { continue }
        return time
      }
      let blankTemplate = written.allSatisfy { $0 == ":" || $0 == " " }
      if written.filter(\.isNumber).count < 8, !blankTemplate { continue }
      var value = written
      var offset = entry.offset.flatMap { raw.first($0) }
      if offset == nil, entry.key == "Exif.Image.DateTimeOriginal" {
        offset = raw.first("Exif.Image.0x9011")
      }
      if entry.key == "Iptc.Application2.DateCreated" {
        // IIM: date `YYYY-MM-DD` and time `HH:MM:SS±HH:MM` in separate data sets.
        if let time = raw.first("Iptc.Application2.TimeCreated") {
          value = written + " " + String(time.prefix(8))
          if time.count > 8 { offset = String(time.dropFirst(8)) }
        }
      }
      if offset == nil, entry.key.hasPrefix("Exif."),
        let tz = raw.first(of: ["Exif.Image.TimeZoneOffset", "Exif.Photo.0x882a"])?.value,
        let hours = ValueParsing.integer(tz), abs(hours) <= 14
      {
        offset = CaptureTime.formatOffset(hours * 3600)
      }
      let subsec = entry.subsec.flatMap { raw.first($0) }
      return CaptureTime(written: value, offset: offset, subSeconds: subsec, source: entry.key)
    }
    return nil
  }

  /// A UTC instant from a count of seconds since 1904-01-01 (QuickTime's epoch); nil for zero,
  /// a time before 1970 or one more than a day in the future.
  static func quickTimeUTC(_ digits: String, source: String) -> CaptureTime? {
    guard let seconds = Double(digits) else { return nil }
    let epoch = seconds - QuickTimeReader.epochOffset1904
    guard epoch > 0, epoch < Date().timeIntervalSince1970 + 86_400 else { return nil }
    return CaptureTime(utcEpoch: epoch, offsetSeconds: nil, source: source)
  }

  static func readPosition(_ raw: RawMetadata, into m: inout AssetMetadata) {
    if let lat = raw.first("Exif.GPSInfo.GPSLatitude").flatMap(ValueParsing.degrees),
      let lon = raw.first("Exif.GPSInfo.GPSLongitude").flatMap(ValueParsing.degrees)
    {
      let latRef = raw.first("Exif.GPSInfo.GPSLatitudeRef")?.uppercased()
      let lonRef = raw.first("Exif.GPSInfo.GPSLongitudeRef")?.uppercased()
      let la = latRef?.hasPrefix("S") == true ? -lat : lat
      let lo = lonRef?.hasPrefix("W") == true ? -lon : lon
      if abs(la) <= 90, abs(lo) <= 180 {
        m.latitude = la
        m.longitude = lo
      }
    } else if let lat = raw.first("Xmp.exif.GPSLatitude").flatMap(ValueParsing.xmpCoordinate),
      let lon = raw.first("Xmp.exif.GPSLongitude").flatMap(ValueParsing.xmpCoordinate),
      abs(lat) <= 90, abs(lon) <= 180
    {
      m.latitude = lat
      m.longitude = lon
    } else if let lat = raw.first("Xmp.video.GPSLatitude").flatMap(ValueParsing.number),
      let lon = raw.first("Xmp.video.GPSLongitude").flatMap(ValueParsing.number),
      abs(lat) <= 90, abs(lon) <= 180
    {
      m.latitude = lat
      m.longitude = lon
    }
    if let alt = raw.first("Exif.GPSInfo.GPSAltitude").flatMap(ValueParsing.number) {
      let below = raw.first("Exif.GPSInfo.GPSAltitudeRef").flatMap(ValueParsing.integer) == 1
      m.altitude = below ? -alt : alt
    } else if let alt = raw.first("Xmp.exif.GPSAltitude").flatMap(ValueParsing.number) {
      m.altitude = alt
    }
  }

  static func keywords(_ raw: RawMetadata) -> [String] {
    var list = raw.all("Iptc.Application2.Keywords") + raw.all("Xmp.dc.subject")
    if let xp = raw.first("Exif.Image.XPKeywords") {
      list += xp.split(separator: ";").map { String($0).trimmedMetadata }
    }
    return unique(list)
  }

  /// Names of MWG face (or untyped) regions, Microsoft Photo regions and IPTC image regions.
  static func regionNames(_ raw: RawMetadata) -> [String] {
    var names: [String] = []
    let mwg = "Xmp.mwg-rs.Regions/mwg-rs:RegionList["
    for key in raw.keys(withPrefix: mwg) where key.hasSuffix("]/mwg-rs:Name") {
      let typeKey = String(key.dropLast("/mwg-rs:Name".count)) + "/mwg-rs:Type"
      let type = raw.first(typeKey)
      // Faces and pets (contract: a pet's name is a who value).
      if type == nil || type?.caseInsensitiveCompare("Face") == .orderedSame
        || type?.caseInsensitiveCompare("Pet") == .orderedSame
      {
        names += raw.all(key)
      }
    }
    for key in raw.keys(withPrefix: "Xmp.MP.RegionInfo/MPRI:Regions[")
    where key.hasSuffix("/MPReg:PersonDisplayName") {
      names += raw.all(key)
    }
    for key in raw.keys(withPrefix: "Xmp.iptcExt.ImageRegion[")
    where key.hasSuffix("/Iptc4xmpExt:PersonInImage") || key.contains("/Iptc4xmpExt:PersonInImage[")
    {
      names += raw.all(key)
    }
    return unique(names)
  }

  static func readLocation(_ raw: RawMetadata, into m: inout AssetMetadata) {
    func pick(_ keys: [String]) -> String? { raw.first(of: keys)?.value }
    func shown(_ field: String) -> [String] {
      [
        "Xmp.iptcExt.LocationCreated[1]/Iptc4xmpExt:\(field)",
        "Xmp.iptcExt.LocationShown[1]/Iptc4xmpExt:\(field)",
      ]
    }
    m.city = pick(["Xmp.photoshop.City", "Iptc.Application2.City"] + shown("City"))
    m.state = pick(
      ["Xmp.photoshop.State", "Iptc.Application2.ProvinceState"] + shown("ProvinceState"))
    m.country = pick(
      ["Xmp.photoshop.Country", "Iptc.Application2.CountryName"] + shown("CountryName"))
    m.countryCode = pick(
      ["Xmp.iptc.CountryCode", "Iptc.Application2.CountryCode"] + shown("CountryCode"))
    m.sublocation = pick(
      ["Xmp.iptc.Location", "Iptc.Application2.SubLocation"] + shown("Sublocation"))
  }

  static func unique(_ list: [String]) -> [String] {
    var seen = Set<String>()
    var out: [String] = []
    for item in list {
      let t = item.trimmedMetadata
      if !t.isEmpty, seen.insert(t).inserted { out.append(t) }
    }
    return out
  }
}
