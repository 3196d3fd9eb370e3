import Foundation

/// Reads the size of a HEIF/AVIF primary image from its boxes: the `ispe` (image spatial
/// extent) of the primary item, the pixel size as stored, before `clap` crops and `irot`
/// rotations (exiv2 0.27 reports the first `ispe` in the file, often a grid tile's).
enum HEIFBoxReader {
  /// What the box reader finds in a HEIF file's `meta` box.
  struct Summary: Sendable, Equatable {
    /// Width of the primary image, when its `ispe` is found.
    var width: Int?
    /// Height of the primary image.
    var height: Int?
    /// The `auxC` types of the file's auxiliary images (depth, mattes, gain maps).
    var auxiliaryTypes: [String] = []
  }

  /// Width and height of the primary image, or nil when the file is not HEIF or unparseable.
  static func displaySize(path: String) -> (width: Int, height: Int)? {
    guard let summary = summary(path: path), let w = summary.width, let h = summary.height
    else { return nil }
    return (w, h)
  }

  /// The primary image's size and the auxiliary image types, or nil when the file is not HEIF.
  static func summary(path: String) -> Summary? {
    guard let handle = FileSystemPath.readingHandle(path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 12), head.count == 12,
      String(decoding: head[4..<8], as: UTF8.self) == "ftyp"
    else { return nil }
    let brand = String(decoding: head[8..<12], as: UTF8.self)
    guard ["heic", "heix", "heim", "heis", "mif1", "msf1", "avif", "avis", "hevc"].contains(brand)
    else { return nil }
    try? handle.seek(toOffset: 0)
    guard let data = try? handle.read(upToCount: 1 << 20) else { return nil }
    return parseSummary([UInt8](data))
  }

  /// The primary image's size from HEIF bytes.
  static func parse(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard let summary = parseSummary(bytes), let w = summary.width, let h = summary.height
    else { return nil }
    return (w, h)
  }

  /// Size and auxiliary types from HEIF bytes (the start of the file, holding its `meta` box).
  static func parseSummary(_ bytes: [UInt8]) -> Summary? {
    func u32(_ i: Int) -> Int? {
      guard i >= 0, i + 4 <= bytes.count else { return nil }
      return Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8
        | Int(bytes[i + 3])
    }
    func u16(_ i: Int) -> Int? {
      guard i >= 0, i + 2 <= bytes.count else { return nil }
      return Int(bytes[i]) << 8 | Int(bytes[i + 1])
    }
    /// Children of a box body as (type, body start, end).
    func boxes(_ start: Int, _ end: Int) -> [(String, Int, Int)] {
      var out: [(String, Int, Int)] = []
      var i = start
      while i + 8 <= end, let size = u32(i) {
        let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
        var header = 8
        var length = size
        if size == 1, let hi = u32(i + 8), let lo = u32(i + 12) {
          length = hi << 32 | lo
          header = 16
        } else if size == 0 {
          length = end - i
        }
        guard length >= header, i + length <= end else { break }
        out.append((type, i + header, i + length))
        i += length
      }
      return out
    }
    guard let meta = boxes(0, bytes.count).first(where: { $0.0 == "meta" }) else { return nil }
    let metaChildren = boxes(meta.1 + 4, meta.2)
    guard let iprp = metaChildren.first(where: { $0.0 == "iprp" }) else { return nil }
    let iprpChildren = boxes(iprp.1, iprp.2)
    guard let ipco = iprpChildren.first(where: { $0.0 == "ipco" }) else { return nil }
    let properties = boxes(ipco.1, ipco.2)
    var summary = Summary()
    for p in properties where p.0 == "auxC" && p.1 + 4 < p.2 {
      // A full box: version and flags, then the type as a NUL-terminated string.
      let text = bytes[(p.1 + 4)..<p.2].prefix { $0 != 0 }
      summary.auxiliaryTypes.append(String(decoding: text, as: UTF8.self))
    }
    guard let pitm = metaChildren.first(where: { $0.0 == "pitm" }), pitm.1 + 4 < pitm.2,
      let primary = bytes[pitm.1] == 0 ? u16(pitm.1 + 4) : u32(pitm.1 + 4)
    else { return summary }
    var associated: [Int] = []
    for ipma in iprpChildren where ipma.0 == "ipma" {
      let version = bytes[ipma.1]
      let flags = bytes[ipma.1 + 3]
      guard var i = Optional(ipma.1 + 4), let count = u32(i) else { continue }
      i += 4
      for _ in 0..<count {
        guard let item = version < 1 ? u16(i) : u32(i) else { break }
        i += version < 1 ? 2 : 4
        guard i < ipma.2 else { break }
        let n = Int(bytes[i])
        i += 1
        for _ in 0..<n {
          let index: Int
          if flags & 1 == 1 {
            index = (u16(i) ?? 0) & 0x7FFF
            i += 2
          } else {
            index = Int(bytes[min(i, bytes.count - 1)]) & 0x7F
            i += 1
          }
          if item == primary { associated.append(index) }
        }
      }
    }
    var width: Int?
    var height: Int?
    for index in associated where index >= 1 && index <= properties.count {
      let p = properties[index - 1]
      switch p.0 {
      case "ispe":
        width = u32(p.1 + 4)
        height = u32(p.1 + 8)
      default: break
      }
    }
    if let w = width, let h = height, w > 0, h > 0 {
      summary.width = w
      summary.height = h
    }
    return summary
  }
}
