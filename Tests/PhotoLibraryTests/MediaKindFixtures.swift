import Foundation

/// Files built byte by byte that carry the markers cameras write for each media kind: JPEGs with
/// an XMP packet, a HEIF `meta` box with auxiliary image types, and QuickTime clips with a video
/// track, Apple/Android keys and a frame size.
enum MediaKindFixtures {
  typealias QT = QuickTimeFixtures

  /// A 1×1 JPEG with `xmp` (the inside of an `rdf:Description`, with its namespaces) in APP1.
  static func jpeg(xmpDescription: String) -> [UInt8] {
    let packet =
      "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF "
      + "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
      + "<rdf:Description rdf:about=\"\" \(xmpDescription)</rdf:Description></rdf:RDF></x:xmpmeta>"
    let payload = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(packet.utf8)
    let app1: [UInt8] = [0xFF, 0xE1] + QT.u16(payload.count + 2) + payload
    let jpeg = Fixtures.tinyJPEG
    return Array(jpeg[0..<2]) + app1 + Array(jpeg[2...])
  }

  /// A JPEG whose Multi-Picture index (`MPF`, big-endian) lists a second image appended after
  /// the first, as an iPhone saves a portrait with its depth map; `secondXMP` is that image's XMP.
  static func multiPictureJPEG(secondXMP: String, make: String? = nil) -> [UInt8] {
    let exif = make.map(exifMake) ?? []
    let tiffStart = 2 + exif.count + 8  // SOI, Exif, APP2 marker and length, "MPF\0"
    var tiff: [UInt8] = Array("MM".utf8) + QT.u16(0x2A) + QT.u32(8)
    tiff += QT.u16(3)
    tiff += QT.u16(0xB000) + QT.u16(7) + QT.u32(4) + Array("0100".utf8)
    tiff += QT.u16(0xB001) + QT.u16(4) + QT.u32(1) + QT.u32(2)
    tiff += QT.u16(0xB002) + QT.u16(7) + QT.u32(32) + QT.u32(50)
    tiff += QT.u32(0)
    let jpeg = Fixtures.tinyJPEG
    let primaryLength = 2 + exif.count + 4 + 4 + tiff.count + 32 + (jpeg.count - 2)
    let second = MediaKindFixtures.jpeg(xmpDescription: secondXMP)
    tiff += QT.u32(0x2003_0000) + QT.u32(UInt32(primaryLength)) + QT.u32(0) + QT.u32(0)
    tiff += QT.u32(0x0002_0000) + QT.u32(UInt32(second.count))
    tiff += QT.u32(UInt32(primaryLength - tiffStart)) + QT.u32(0)
    let app2: [UInt8] = [0xFF, 0xE2] + QT.u16(2 + 4 + tiff.count) + Array("MPF\0".utf8) + tiff
    return Array(jpeg[0..<2]) + exif + app2 + Array(jpeg[2...]) + second
  }

  /// An Exif APP1 segment whose IFD0 holds only the camera make.
  static func exifMake(_ make: String) -> [UInt8] {
    let text = Array(make.utf8) + [0]
    var tiff: [UInt8] = Array("MM".utf8) + QT.u16(0x2A) + QT.u32(8) + QT.u16(1)
    tiff += QT.u16(0x010F) + QT.u16(2) + QT.u32(UInt32(text.count)) + QT.u32(26) + QT.u32(0)
    tiff += text
    let payload = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xE1] + QT.u16(payload.count + 2) + payload
  }

  /// Google's depth map (GDepth) as a lens-blur portrait writes it.
  static let googleDepthXMP =
    "xmlns:GDepth=\"http://ns.google.com/photos/1.0/depthmap/\" "
    + "GDepth:Format=\"RangeInverse\" GDepth:Near=\"29.3\" GDepth:Far=\"878.7\" "
    + "GDepth:Mime=\"image/jpeg\">"

  /// Google Camera's portrait special type.
  static let googleCameraPortraitXMP =
    "xmlns:GCamera=\"http://ns.google.com/photos/1.0/camera/\">"
    + "<GCamera:SpecialTypeID><rdf:Bag><rdf:li>"
    + "com.google.android.apps.camera.gallery.specialtype.SpecialType-PORTRAIT"
    + "</rdf:li></rdf:Bag></GCamera:SpecialTypeID>"

  /// A plain XMP title, no marker.
  static let plainXMP =
    "xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
    + "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">Beach</rdf:li></rdf:Alt></dc:title>"

  /// Apple's maker note with a `BurstUUID` (tag 0x000b), as exiv2 writes an undefined value:
  /// decimal bytes separated by spaces.
  static func appleMakerNote(burst: String) -> String {
    var note = Array("Apple iOS\0".utf8) + [0, 1] + Array("MM".utf8)
    let text = Array(burst.utf8) + [0]
    note += QT.u16(1) + QT.u16(0x000B) + QT.u16(2) + QT.u32(UInt32(text.count)) + QT.u32(32)
    note += QT.u32(0) + text
    return note.map(String.init).joined(separator: " ")
  }

  /// The start of a HEIF file: `ftyp` and a `meta` box whose `ipco` holds an `ispe` for the
  /// primary item and one `auxC` per type.
  static func heifMeta(width: Int, height: Int, auxiliaryTypes: [String]) -> [UInt8] {
    let ftyp = QT.box("ftyp", QT.fourCC("heic") + QT.u32(0) + QT.fourCC("mif1") + QT.fourCC("heic"))
    let pitm = QT.box("pitm", [0, 0, 0, 0] + QT.u16(1))
    var properties = QT.box("ispe", [0, 0, 0, 0] + QT.u32(UInt32(width)) + QT.u32(UInt32(height)))
    for type in auxiliaryTypes {
      properties += QT.box("auxC", [0, 0, 0, 0] + Array(type.utf8) + [0])
    }
    // ipma version 0: item 1 has property 1 (its ispe).
    let ipma = QT.box("ipma", [0, 0, 0, 0] + QT.u32(1) + QT.u16(1) + [1, 0x81])
    let iprp = QT.box("iprp", QT.box("ipco", properties) + ipma)
    let hdlr = QT.box(
      "hdlr", [0, 0, 0, 0] + QT.u32(0) + QT.fourCC("pict") + [UInt8](repeating: 0, count: 13))
    return ftyp + QT.box("meta", [0, 0, 0, 0] + hdlr + pitm + iprp)
  }

  /// A `trak` with a video (`vide`) or sound track: `tkhd` with the frame size, `mdia` with
  /// `mdhd` (timescale), `hdlr` and `stts` (`samples` samples of `delta` units each).
  static func track(
    handler: String = "vide", width: Int, height: Int, timescale: UInt32, samples: UInt32,
    delta: UInt32
  ) -> [UInt8] {
    var mdhd: [UInt8] = [0, 0, 0, 0] + QT.u32(0) + QT.u32(0) + QT.u32(timescale)
    mdhd += QT.u32(samples * delta) + QT.u16(0x55C4) + QT.u16(0)
    let hdlr = QT.box(
      "hdlr", [0, 0, 0, 0] + QT.u32(0) + QT.fourCC(handler) + [UInt8](repeating: 0, count: 13))
    let stts = QT.box("stts", [0, 0, 0, 0] + QT.u32(1) + QT.u32(samples) + QT.u32(delta))
    let minf = QT.box("minf", QT.box("stbl", stts))
    let mdia = QT.box("mdia", QT.box("mdhd", mdhd) + hdlr + minf)
    return QT.box("trak", QT.tkhd(width: width, height: height) + mdia)
  }

  /// An Android `moov/meta` with `com.android.capture.fps` as a 32-bit float (type 23), as
  /// Android's MPEG4Writer writes it.
  static func androidCaptureRate(_ fps: Float) -> [UInt8] {
    let key = "com.android.capture.fps"
    let hdlr = QT.box(
      "hdlr", [UInt8](repeating: 0, count: 8) + QT.fourCC("mdta") + [UInt8](repeating: 0, count: 13)
    )
    let keys = QT.box(
      "keys",
      [0, 0, 0, 0] + QT.u32(1) + QT.u32(UInt32(8 + key.utf8.count)) + QT.fourCC("mdta")
        + Array(key.utf8))
    let data = QT.box("data", QT.u32(23) + QT.u32(0) + QT.u32(fps.bitPattern))
    let ilst = QT.box("ilst", QT.u32(UInt32(8 + data.count)) + QT.u32(1) + data)
    return QT.box("meta", hdlr + keys + ilst)
  }

  /// A clip: a movie header, the given tracks and an optional Apple `meta`.
  static func clip(
    tracks: [[UInt8]], apple: [(String, String)] = [], extra: [[UInt8]] = []
  ) -> [UInt8] {
    var children = [QT.mvhd(created: 1_700_000_000, timescale: 600, duration: 6000)] + tracks
    if !apple.isEmpty { children.append(QT.appleMeta(apple)) }
    return QT.movie(children + extra)
  }

  /// A 30 fps 1920×1080 camera track.
  static var normalTrack: [UInt8] {
    track(width: 1920, height: 1080, timescale: 600, samples: 300, delta: 20)
  }

  /// The kinds of fixture files a library can be built from, by relative path.
  static func kindsLibrary() -> [(path: String, bytes: [UInt8])] {
    let iPhone = [
      ("com.apple.quicktime.make", "Apple"), ("com.apple.quicktime.model", "iPhone 15"),
    ]
    return [
      ("Camera/IMG_0001.MOV", clip(tracks: [normalTrack], apple: iPhone)),
      (
        "Camera/IMG_0002.MOV",
        clip(
          tracks: [track(width: 1920, height: 1080, timescale: 2400, samples: 480, delta: 10)],
          apple: iPhone)
      ),
      (
        "Camera/PXL_0003.mp4",
        clip(tracks: [normalTrack], extra: [androidCaptureRate(240)])
      ),
      (
        "Camera/IMG_0004.MOV",
        clip(
          tracks: [normalTrack], apple: iPhone + [("com.apple.photos.captureMode", "Time-lapse")])
      ),
      ("Camera/PXL_0005.mp4", clip(tracks: [normalTrack], extra: [androidCaptureRate(1)])),
      (
        "Screen/RPReplay_Final1700000000.mp4",
        clip(tracks: [track(width: 886, height: 1920, timescale: 600, samples: 300, delta: 10)])
      ),
      (
        "Screen/Screen_Recording_20240101-101010.mp4",
        clip(tracks: [track(width: 1080, height: 1920, timescale: 600, samples: 300, delta: 20)])
      ),
      (
        "Screen/clip.mp4",
        clip(tracks: [track(width: 1080, height: 2400, timescale: 600, samples: 300, delta: 20)])
      ),
      (
        "Shared/whatsapp-video.mp4",
        clip(tracks: [track(width: 848, height: 480, timescale: 600, samples: 300, delta: 20)])
      ),
      ("Camera/PXL_0006.jpg", jpeg(xmpDescription: googleDepthXMP)),
      ("Camera/PXL_0007.jpg", jpeg(xmpDescription: googleCameraPortraitXMP)),
      ("Camera/IMG_0008.jpg", jpeg(xmpDescription: plainXMP)),
    ]
  }

  /// Paths in ``kindsLibrary()`` of each kind.
  static let expected: [String: Set<String>] = [
    "slo-mo": ["Camera/IMG_0002.MOV", "Camera/PXL_0003.mp4"],
    "time-lapse": ["Camera/IMG_0004.MOV", "Camera/PXL_0005.mp4"],
    "screen recording": [
      "Screen/RPReplay_Final1700000000.mp4", "Screen/Screen_Recording_20240101-101010.mp4",
      "Screen/clip.mp4",
    ],
    "portrait": ["Camera/PXL_0006.jpg", "Camera/PXL_0007.jpg"],
  ]

  /// Writes ``kindsLibrary()`` under `root`.
  static func writeKindsLibrary(at root: String) throws {
    for file in kindsLibrary() { try QT.write(file.bytes, to: root + "/" + file.path) }
  }
}
