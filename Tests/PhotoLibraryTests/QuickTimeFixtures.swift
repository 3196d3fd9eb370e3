import Foundation

/// Builds QuickTime / MP4 files byte by byte for the container reader's tests.
enum QuickTimeFixtures {
  /// A big-endian 16-bit value.
  static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

  /// A big-endian 32-bit value.
  static func u32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// A big-endian 64-bit value.
  static func u64(_ v: UInt64) -> [UInt8] { u32(UInt32(v >> 32)) + u32(UInt32(v & 0xFFFF_FFFF)) }

  /// Four type bytes (Latin-1, so "©xyz" gives 0xA9 'x' 'y' 'z').
  static func fourCC(_ type: String) -> [UInt8] {
    type.unicodeScalars.map { UInt8($0.value) }
  }

  /// A box with a 32-bit size (or a 64-bit `largesize` when `large`).
  static func box(_ type: String, _ payload: [UInt8], large: Bool = false) -> [UInt8] {
    if large { return u32(1) + fourCC(type) + u64(UInt64(16 + payload.count)) + payload }
    return u32(UInt32(8 + payload.count)) + fourCC(type) + payload
  }

  /// Seconds from 1904-01-01 for a Unix epoch.
  static func macTime(_ unix: Double) -> UInt64 { UInt64(unix + 2_082_844_800) }

  /// `mvhd` version 0 or 1.
  static func mvhd(created unix: Double?, timescale: UInt32, duration: UInt64, version: UInt8 = 0)
    -> [UInt8]
  {
    let created = unix.map(macTime) ?? 0
    var p: [UInt8] = [version, 0, 0, 0]
    if version == 1 {
      p += u64(created) + u64(created) + u32(timescale) + u64(duration)
    } else {
      p += u32(UInt32(created)) + u32(UInt32(created)) + u32(timescale) + u32(UInt32(duration))
    }
    p += [UInt8](repeating: 0, count: 80)  // rate, volume, matrix, next track id …
    return box("mvhd", p)
  }

  /// `tkhd` version 0 with a 16.16 width and height.
  static func tkhd(width: Int, height: Int) -> [UInt8] {
    var p: [UInt8] = [0, 0, 0, 7]
    p += [UInt8](repeating: 0, count: 20)  // times, track id, reserved, duration
    p += [UInt8](repeating: 0, count: 52)  // reserved, layer, group, volume, matrix
    p += u32(UInt32(width) << 16) + u32(UInt32(height) << 16)
    return box("tkhd", p)
  }

  /// A QuickTime `moov/meta` with `hdlr`, `keys` and `ilst` (UTF-8 `data` values).
  static func appleMeta(_ items: [(String, String)]) -> [UInt8] {
    let hdlr = box(
      "hdlr", [UInt8](repeating: 0, count: 8) + fourCC("mdta") + [UInt8](repeating: 0, count: 13))
    var keyEntries: [UInt8] = []
    for (key, _) in items {
      keyEntries += u32(UInt32(8 + key.utf8.count)) + fourCC("mdta") + Array(key.utf8)
    }
    let keys = box("keys", [0, 0, 0, 0] + u32(UInt32(items.count)) + keyEntries)
    var list: [UInt8] = []
    for (i, item) in items.enumerated() {
      let data = box("data", u32(1) + u32(0) + Array(item.1.utf8))
      list += u32(UInt32(8 + data.count)) + u32(UInt32(i + 1)) + data
    }
    return box("meta", hdlr + keys + box("ilst", list))
  }

  /// A QuickTime user-data text item (`©xyz`, `©day`).
  static func userText(_ type: String, _ text: String) -> [UInt8] {
    box(type, u16(text.utf8.count) + u16(0x15C7) + Array(text.utf8))
  }

  /// A whole file: `ftyp`, `moov` with the given children, and an `mdat`.
  static func movie(brand: String = "qt  ", _ children: [[UInt8]], largeMovie: Bool = false)
    -> [UInt8]
  {
    box("ftyp", fourCC(brand) + u32(0) + fourCC(brand))
      + box("moov", children.flatMap { $0 }, large: largeMovie)
      + box("mdat", [UInt8](repeating: 0xAB, count: 32))
  }

  /// Writes bytes to `path`.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
