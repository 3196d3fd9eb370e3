import CExiv2Shim
import Foundation

/// Reads what can still be read from a file exiv2 cannot open as a whole (an unsupported
/// container such as a new RAW format, a damaged ICC profile, a broken Exif block, a truncated
/// file): the pixel size from the image header (JPEG SOF, PNG IHDR, PSD, HEIF `ispe`), TIFF
/// blocks in Canon CR3 (`CMT1`, `CMT2`, `CMT4`) and HEIF `Exif` items, and XMP packets.
enum MetadataSalvage {
  /// The bytes looked at (metadata sits near the start of every format handled here).
  static let window = 8 << 20

  /// Raw metadata salvaged from the file, or nil when nothing usable was found.
  static func read(path: String) -> RawMetadata? {
    guard let handle = FileSystemPath.readingHandle(path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: window), !data.isEmpty else { return nil }
    let bytes = [UInt8](data)
    var raw = RawMetadata()
    if let size = pixelSize(bytes) {
      raw.append("@width", String(size.width))
      raw.append("@height", String(size.height))
    }
    for block in tiffBlocks(bytes) {
      merge(decode(Array(bytes[block]), kind: 0), into: &raw)
    }
    if let packet = xmpPacket(bytes) {
      merge(decode(Array(bytes[packet]), kind: 1), into: &raw)
    }
    if bytes.starts(with: Array("FOVb".utf8)) { sigmaProperties(handle: handle, into: &raw) }
    // A header alone is not a photo: without metadata, the pixel data must at least begin.
    let onlyHeader = raw.keys.allSatisfy { $0.hasPrefix("@") }
    if onlyHeader && !imageDataBegins(bytes) { return nil }
    return raw.keys.isEmpty ? nil : raw
  }

  /// Whether the compressed pixel data starts inside these bytes (JPEG SOS, PNG IDAT); true for
  /// other formats.
  static func imageDataBegins(_ b: [UInt8]) -> Bool {
    if b.count > 8, b[0] == 0x89, b[1] == 0x50 {
      return find(Array("IDAT".utf8), in: b, from: 8) != nil
    }
    guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return true }
    var i = 2
    while i + 4 <= b.count {
      guard b[i] == 0xFF else { return false }
      let marker = b[i + 1]
      if marker == 0xFF {
        i += 1
        continue
      }
      if marker == 0xDA { return i + 4 < b.count }
      i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
    }
    return false
  }

  /// Adds what exiv2 leaves out of files it reads: IPTC in a JPEG's AFCP trailer (`AXS!`) and a
  /// PNG's `Creation Time` text chunk.
  static func supplement(_ raw: inout RawMetadata, path: String, fileExtension ext: String) {
    let isJPEG = ext == "jpg" || ext == "jpeg" || ext == "jpe"
    let isHEIF = ["heic", "heif", "hif", "avif"].contains(ext)
    guard
      (isJPEG && raw.keys(withPrefix: "Iptc.").isEmpty)
        || (ext == "png" && MetadataExtractor.captureTime(raw) == nil)
        || (isHEIF && raw.keys(withPrefix: "Exif.").isEmpty) || ext == "crw" || ext == "raf"
        || (ext == "gif" && raw.keys(withPrefix: "Xmp.").isEmpty)
    else { return }
    guard let handle = FileSystemPath.readingHandle(path) else { return }
    defer { try? handle.close() }
    if ext == "gif" {
      // exiv2 0.27 reads no XMP from GIF: the packet of the "XMP DataXMP" application extension
      // (usually after the image data, so the file is read up to 32 MiB).
      guard let data = try? handle.read(upToCount: 32 << 20) else { return }
      let bytes = [UInt8](data)
      if let packet = xmpPacket(bytes) { merge(decode(Array(bytes[packet]), kind: 1), into: &raw) }
      return
    }
    if isHEIF || ext == "crw" {
      // exiv2 missed the HEIF Exif item, or the XMP block of a Canon CRW.
      guard let data = try? handle.read(upToCount: window) else { return }
      let bytes = [UInt8](data)
      if isHEIF {
        for block in tiffBlocks(bytes) { merge(decode(Array(bytes[block]), kind: 0), into: &raw) }
      }
      if let packet = xmpPacket(bytes) { merge(decode(Array(bytes[packet]), kind: 1), into: &raw) }
      return
    }
    if ext == "raf" {
      fujiRawSize(handle: handle, into: &raw)
      return
    }
    if isJPEG {
      guard let end = try? handle.seekToEnd(), end > 16 else { return }
      // Cheap test first: an AFCP trailer ends with "AXS!" or "AXS*" in its last 12 bytes.
      try? handle.seek(toOffset: end - 12)
      guard let last = try? handle.readToEnd().map({ [UInt8]($0) }),
        find(Array("AXS".utf8), in: last, from: 0) != nil
      else { return }
      let tailSize = min(end, 1 << 16)
      try? handle.seek(toOffset: end - tailSize)
      guard let tail = try? handle.readToEnd().map({ [UInt8]($0) }),
        let marker = find(Array("AXS".utf8), in: tail, from: max(0, tail.count - 16))
      else { return }
      let iptcStart = (0..<marker).first { i in
        i + 2 < marker && tail[i] == 0x1C && tail[i + 1] == 0x02 && tail[i + 2] <= 0x10
      }
      if let iptcStart { merge(decode(Array(tail[iptcStart..<marker]), kind: 2), into: &raw) }
    } else if let data = try? handle.read(upToCount: 1 << 20) {
      let b = [UInt8](data)
      var i = 8
      while i + 12 <= b.count {
        let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
        guard length >= 0, i + 12 + length <= b.count else { break }
        if type == "tEXt", let nul = b[(i + 8)..<(i + 8 + length)].firstIndex(of: 0) {
          let keyword = String(decoding: b[(i + 8)..<nul], as: UTF8.self)
          if keyword == "Creation Time" || keyword == "create-date" {
            raw.append(
              "Png.CreationTime", String(decoding: b[(nul + 1)..<(i + 8 + length)], as: UTF8.self))
          }
        }
        if type == "IDAT" || type == "IEND" { break }
        i += 12 + length
      }
    }
  }

  /// Fujifilm RAF: the cropped raw size from the CFA header records (tag 0x111, height then width).
  static func fujiRawSize(handle: FileHandle, into raw: inout RawMetadata) {
    guard (try? handle.seek(toOffset: 0)) != nil,
      let head = try? handle.read(upToCount: 108).map({ [UInt8]($0) }),
      head.count == 108, head.starts(with: Array("FUJIFILMCCD-RAW".utf8))
    else { return }
    func be32(_ b: [UInt8], _ i: Int) -> Int {
      Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
    let offset = be32(head, 92)
    let length = be32(head, 96)
    guard offset > 0, length > 4, length < (1 << 20),
      (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let d = try? handle.read(upToCount: length).map({ [UInt8]($0) }), d.count == length
    else { return }
    let count = be32(d, 0)
    var i = 4
    for _ in 0..<min(count, 1000) {
      guard i + 4 <= d.count else { break }
      let tag = Int(d[i]) << 8 | Int(d[i + 1])
      let size = Int(d[i + 2]) << 8 | Int(d[i + 3])
      if tag == 0x111, size >= 4, i + 8 <= d.count {
        raw.append("Raf.RawImageCroppedHeight", String(Int(d[i + 4]) << 8 | Int(d[i + 5])))
        raw.append("Raf.RawImageCroppedWidth", String(Int(d[i + 6]) << 8 | Int(d[i + 7])))
      }
      i += 4 + size
    }
  }

  /// Sigma X3F: camera and time from the `SECp` property list (UTF-16 names and values).
  static func sigmaProperties(handle: FileHandle, into raw: inout RawMetadata) {
    guard let end = try? handle.seekToEnd(), end < (64 << 20) else { return }
    try? handle.seek(toOffset: 0)
    guard let data = try? handle.readToEnd() else { return }
    let b = [UInt8](data)
    func u32(_ i: Int) -> Int {
      Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 | Int(b[i + 3]) << 24
    }
    guard let sec = find(Array("SECp".utf8), in: b, from: 0), sec + 24 <= b.count else { return }
    let count = u32(sec + 8)
    let chars = sec + 24 + count * 8
    guard count > 0, count < 10_000, chars <= b.count else { return }
    func string(_ offset: Int) -> String {
      var units: [UInt16] = []
      var i = chars + offset * 2
      while i + 1 < b.count {
        let u = UInt16(b[i]) | UInt16(b[i + 1]) << 8
        if u == 0 { break }
        units.append(u)
        i += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    for e in 0..<count {
      let name = string(u32(sec + 24 + e * 8))
      let value = string(u32(sec + 28 + e * 8))
      switch name {
      case "CAMMANUF": raw.append("Exif.Image.Make", value)
      case "CAMMODEL": raw.append("Exif.Image.Model", value)
      case "TIME":
        if let epoch = Double(value) {
          let t = CaptureTime(utcEpoch: epoch, offsetSeconds: nil, source: "")
          raw.append(
            "Exif.Photo.DateTimeOriginal", t.local.replacingOccurrences(of: "T", with: " "))
        }
      default: break
      }
    }
  }

  /// The pixel size from the first 256 kB of the file's header, when exiv2 found none.
  static func headerPixelSize(path: String) -> (width: Int, height: Int)? {
    guard let handle = FileSystemPath.readingHandle(path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 256 << 10), !data.isEmpty else { return nil }
    return pixelSize([UInt8](data))
  }

  static func merge(_ other: RawMetadata?, into raw: inout RawMetadata) {
    guard let other else { return }
    for key in other.keys where raw.values[key] == nil {
      for v in other.values[key] ?? [] { raw.append(key, v) }
    }
  }

  static func decode(_ bytes: [UInt8], kind: Int32) -> RawMetadata? {
    let result = bytes.withUnsafeBufferPointer {
      cexiv2_decode_fragment($0.baseAddress, $0.count, kind)
    }
    defer { cexiv2_free(result) }
    guard result.ok == 1, let text = result.text else { return nil }
    let buffer = UnsafeBufferPointer(
      start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: result.length)
    return RawMetadata(tsv: Exiv2Reader.decode(buffer))
  }

  /// Width and height from the image header.
  static func pixelSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    func u16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    func u32(_ i: Int) -> Int {
      Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }
    if b.count > 24, b[0] == 0x89, b[1] == 0x50, b[12] == 0x49, b[13] == 0x48 {  // PNG IHDR
      return (u32(16), u32(20))
    }
    if b.count > 26, b[0] == 0x38, b[1] == 0x42, b[2] == 0x50, b[3] == 0x53 {  // PSD "8BPS"
      return (u32(18), u32(14))
    }
    if b.count > 36, b.starts(with: Array("FOVb".utf8)) {  // Sigma X3F header: columns, rows (LE)
      func le(_ i: Int) -> Int {
        Int(b[i]) | Int(b[i + 1]) << 8 | Int(b[i + 2]) << 16 | Int(b[i + 3]) << 24
      }
      return (le(28), le(32))
    }
    if b.count > 4, b[0] == 0xFF, b[1] == 0xD8 {  // JPEG: walk the segments to a SOF
      var i = 2
      while i + 9 < b.count {
        guard b[i] == 0xFF else { return nil }
        let marker = b[i + 1]
        if marker == 0xFF {
          i += 1
          continue
        }
        let length = u16(i + 2)
        if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
          return (u16(i + 7), u16(i + 5))
        }
        if marker == 0xDA || length < 2 { return nil }
        i += 2 + length
      }
      return nil
    }
    return HEIFBoxReader.parse(b)
  }

  /// Ranges of embedded TIFF blocks: CR3 `CMT1`/`CMT2`/`CMT4` boxes and `Exif\0\0` + TIFF header.
  static func tiffBlocks(_ b: [UInt8]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    let cmt: [[UInt8]] = [Array("CMT1".utf8), Array("CMT2".utf8), Array("CMT4".utf8)]
    let exif = Array("Exif\0\0".utf8)
    var i = 4
    while i + 12 < b.count {
      if b[i] == 0x43, cmt.contains(where: { b[i..<(i + 4)].elementsEqual($0) }) {
        let size = Int(b[i - 4]) << 24 | Int(b[i - 3]) << 16 | Int(b[i - 2]) << 8 | Int(b[i - 1])
        if size > 16, i - 4 + size <= b.count, isTIFF(b, i + 4) {
          out.append((i + 4)..<(i - 4 + size))
          i += size - 4
          continue
        }
      } else if b[i] == 0x45, b[i..<(i + 6)].elementsEqual(exif), isTIFF(b, i + 6) {
        out.append((i + 6)..<min(b.count, i + 6 + (1 << 20)))
        i += 6
        continue
      } else if out.isEmpty, plausibleTIFF(b, i) {
        // A bare TIFF block, e.g. a HEIF `Exif` item (4-byte offset, then the TIFF header).
        out.append(i..<min(b.count, i + (1 << 20)))
        i += 8
        continue
      }
      i += 1
    }
    return out
  }

  /// A TIFF header whose first IFD lies close behind it and has a sane entry count.
  static func plausibleTIFF(_ b: [UInt8], _ i: Int) -> Bool {
    guard isTIFF(b, i), i + 8 <= b.count else { return false }
    let little = b[i] == 0x49
    func u16(_ j: Int) -> Int {
      little ? Int(b[j]) | Int(b[j + 1]) << 8 : Int(b[j]) << 8 | Int(b[j + 1])
    }
    func u32(_ j: Int) -> Int {
      little
        ? Int(b[j]) | Int(b[j + 1]) << 8 | Int(b[j + 2]) << 16 | Int(b[j + 3]) << 24
        : Int(b[j]) << 24 | Int(b[j + 1]) << 16 | Int(b[j + 2]) << 8 | Int(b[j + 3])
    }
    let ifd = u32(i + 4)
    guard ifd >= 8, ifd < 65536, i + ifd + 2 <= b.count else { return false }
    let entries = u16(i + ifd)
    return entries >= 1 && entries <= 300
  }

  static func isTIFF(_ b: [UInt8], _ i: Int) -> Bool {
    guard i + 4 <= b.count else { return false }
    return (b[i] == 0x49 && b[i + 1] == 0x49 && b[i + 2] == 0x2A && b[i + 3] == 0)
      || (b[i] == 0x4D && b[i + 1] == 0x4D && b[i + 2] == 0 && b[i + 3] == 0x2A)
  }

  /// The range of the first `<x:xmpmeta …</x:xmpmeta>` packet.
  static func xmpPacket(_ b: [UInt8]) -> Range<Int>? {
    let open = Array("<x:xmpmeta".utf8)
    let close = Array("</x:xmpmeta>".utf8)
    guard let start = find(open, in: b, from: 0),
      let end = find(close, in: b, from: start + open.count)
    else { return nil }
    return start..<(end + close.count)
  }

  static func find(_ needle: [UInt8], in b: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, b.count >= needle.count else { return nil }
    var i = from
    while i + needle.count <= b.count {
      if b[i] == first, b[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }
}
