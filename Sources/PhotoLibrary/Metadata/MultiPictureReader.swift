import Foundation

/// Reads a JPEG's Multi-Picture Format index (CIPA DC-007, the `MPF` APP2 segment): where its
/// secondary images start. iPhone portraits saved as JPEG keep their depth map and portrait
/// matte there, each with Apple's XMP (`http://ns.apple.com/depthData/1.0/`,
/// `http://ns.apple.com/portraitEffectsMatte/1.0/`), which exiv2 does not read.
enum MultiPictureReader {
  /// How much of the file's start is searched for the `MPF` segment, and of each secondary
  /// image's start for its XMP.
  static let window = 1 << 16

  /// XMP namespaces of Apple's depth data and portrait matte.
  static let appleDepthNamespaces = [
    "http://ns.apple.com/depthData/1.0/", "http://ns.apple.com/portraitEffectsMatte/1.0/",
  ].map { Array($0.utf8) }

  /// Whether a secondary image of the JPEG at `path` is Apple depth data or a portrait matte.
  static func hasAppleDepth(path: String) -> Bool {
    guard let handle = FileSystemPath.readingHandle(path) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: window) else { return false }
    for offset in secondaryImageOffsets([UInt8](head)).prefix(4) {
      guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
        let start = try? handle.read(upToCount: window), start.count > 4
      else { continue }
      let bytes = [UInt8](start)
      guard bytes[0] == 0xFF, bytes[1] == 0xD8 else { continue }
      if appleDepthNamespaces.contains(where: { contains(bytes, $0) }) { return true }
    }
    return false
  }

  /// File offsets of the secondary images the `MPF` index lists (the first image, at 0, left
  /// out); empty without an index or when it is malformed.
  static func secondaryImageOffsets(_ b: [UInt8]) -> [Int] {
    guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return [] }
    var p = 2
    while p + 4 <= b.count, b[p] == 0xFF {
      let marker = b[p + 1]
      if marker == 0xDA || marker == 0xD9 { break }  // image data or end: no index before it
      let length = Int(b[p + 2]) << 8 | Int(b[p + 3])
      guard length >= 2 else { break }
      let payload = p + 4
      if marker == 0xE2, payload + 8 <= b.count,
        b[payload..<(payload + 4)].elementsEqual([0x4D, 0x50, 0x46, 0])
      {
        return entries(b, tiff: payload + 4, end: min(b.count, p + 2 + length))
      }
      p += 2 + length
    }
    return []
  }

  /// The MP entries of the index IFD at `tiff`: each image's offset from the TIFF header.
  static func entries(_ b: [UInt8], tiff: Int, end: Int) -> [Int] {
    guard tiff + 8 <= end else { return [] }
    let little = b[tiff] == 0x49
    func u16(_ i: Int) -> Int? {
      guard i >= 0, i + 2 <= end else { return nil }
      return little ? Int(b[i]) | Int(b[i + 1]) << 8 : Int(b[i]) << 8 | Int(b[i + 1])
    }
    func u32(_ i: Int) -> Int? {
      guard let a = u16(i), let c = u16(i + 2) else { return nil }
      return little ? a | c << 16 : a << 16 | c
    }
    guard let ifd = u32(tiff + 4), let count = u16(tiff + ifd) else { return [] }
    for n in 0..<min(count, 64) {
      let entry = tiff + ifd + 2 + n * 12
      guard let tag = u16(entry) else { return [] }
      guard tag == 0xB002, let size = u32(entry + 4), let at = u32(entry + 8) else { continue }
      var offsets: [Int] = []
      for image in 0..<min(size / 16, 16) {
        guard let dataOffset = u32(tiff + at + image * 16 + 8) else { break }
        if image > 0, dataOffset > 0 { offsets.append(tiff + dataOffset) }
      }
      return offsets
    }
    return []
  }

  /// Whether `needle` occurs in `haystack`.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    var i = 0
    let last = haystack.count - needle.count
    while i <= last {
      if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) {
        return true
      }
      i += 1
    }
    return false
  }
}
