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
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
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
    return raw.keys.isEmpty ? nil : raw
  }

  /// The pixel size from the first 256 kB of the file's header, when exiv2 found none.
  static func headerPixelSize(path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
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
    let result = bytes.withUnsafeBufferPointer { cexiv2_decode_fragment($0.baseAddress, $0.count, kind) }
    defer { cexiv2_free(result) }
    guard result.ok == 1, let text = result.text else { return nil }
    let buffer = UnsafeBufferPointer(
      start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: result.length)
    return RawMetadata(tsv: Exiv2Reader.decode(buffer))
  }

  /// Width and height from the image header.
  static func pixelSize(_ b: [UInt8]) -> (width: Int, height: Int)? {
    func u16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    if b.count > 24, b[0] == 0x89, b[1] == 0x50, b[12] == 0x49, b[13] == 0x48 {  // PNG IHDR
      return (u32(16), u32(20))
    }
    if b.count > 26, b[0] == 0x38, b[1] == 0x42, b[2] == 0x50, b[3] == 0x53 {  // PSD "8BPS"
      return (u32(18), u32(14))
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
      }
      i += 1
    }
    return out
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
