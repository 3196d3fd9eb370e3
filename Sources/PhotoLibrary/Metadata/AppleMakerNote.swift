/// Reads Apple's maker note (`Apple iOS`), which exiv2 0.27 passes on undecoded as hex
/// (`@AppleMakerNote`): a big-endian IFD whose offsets count from the note's start.
enum AppleMakerNote {
  /// The burst identifier (tag 0x000b, `BurstUUID`) every photo of one burst shares.
  static func burstUUID(hex: String) -> String? {
    guard let bytes = decode(hex), bytes.count >= 16,
      bytes.starts(with: Array("Apple iOS\0".utf8)), bytes[12] == 0x4D, bytes[13] == 0x4D
    else { return nil }
    func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
    func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
    let count = u16(14)
    for n in 0..<min(count, 512) {
      let entry = 16 + n * 12
      guard entry + 12 <= bytes.count else { return nil }
      guard u16(entry) == 0x000B, u16(entry + 2) == 2 else { continue }
      let length = u32(entry + 4)
      let start = length <= 4 ? entry + 8 : u32(entry + 8)
      guard length > 0, start >= 0, start + length <= bytes.count else { return nil }
      let text = bytes[start..<(start + length)].prefix { $0 != 0 }
      let value = String(decoding: text, as: UTF8.self).trimmedMetadata
      return value.isEmpty ? nil : value
    }
    return nil
  }

  /// Bytes from lower-case or upper-case hex; nil when the text is not hex.
  static func decode(_ hex: String) -> [UInt8]? {
    let digits = Array(hex.utf8)
    guard digits.count % 2 == 0 else { return nil }
    func value(_ c: UInt8) -> UInt8? {
      switch c {
      case 48...57: return c - 48
      case 97...102: return c - 87
      case 65...70: return c - 55
      default: return nil
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(digits.count / 2)
    var i = 0
    while i < digits.count {
      guard let hi = value(digits[i]), let lo = value(digits[i + 1]) else { return nil }
      out.append(hi << 4 | lo)
      i += 2
    }
    return out
  }
}
