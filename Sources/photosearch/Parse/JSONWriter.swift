import PhotoQuery

/// Appends JSON text to a byte buffer: strings escaped per RFC 8259, arrays and objects built by
/// the caller. Used for the `parse --jsonl` output, where one small object a line is written.
struct JSONWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// A JSON string.
  mutating func string(_ text: String) {
    bytes.append(0x22)
    for byte in text.utf8 {
      switch byte {
      case 0x22:
        bytes.append(0x5C)
        bytes.append(0x22)
      case 0x5C:
        bytes.append(0x5C)
        bytes.append(0x5C)
      case 0x0A:
        bytes.append(0x5C)
        bytes.append(0x6E)
      case 0x0D:
        bytes.append(0x5C)
        bytes.append(0x72)
      case 0x09:
        bytes.append(0x5C)
        bytes.append(0x74)
      case 0x00..<0x20:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
          0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }

  /// A JSON array of strings.
  mutating func strings(_ list: [String]) {
    bytes.append(0x5B)
    for (offset, item) in list.enumerated() {
      if offset > 0 { bytes.append(0x2C) }
      string(item)
    }
    bytes.append(0x5D)
  }

  /// A JSON array of the values' texts.
  mutating func values(_ list: [ReadValue]) {
    bytes.append(0x5B)
    for (offset, item) in list.enumerated() {
      if offset > 0 { bytes.append(0x2C) }
      string(item.text)
    }
    bytes.append(0x5D)
  }

  /// `"key":` (with the comma before it unless `first`).
  mutating func key(_ name: StaticString, first: Bool = false) {
    if !first { bytes.append(0x2C) }
    bytes.append(0x22)
    raw(name)
    bytes.append(0x22)
    bytes.append(0x3A)
  }
}
