/// One box (atom) inside a byte buffer: its four-character type and payload range.
struct Box: Sendable, Equatable {
  /// The four-character type, e.g. `moov` or `©xyz` (Latin-1 decoded).
  var type: String
  /// The same four bytes as a big-endian number (an `ilst` item's key index).
  var typeCode: UInt32
  /// Where the payload (after the header) starts in the buffer.
  var payloadStart: Int
  /// Where the box ends in the buffer (exclusive).
  var end: Int
}

/// Walks ISO-BMFF boxes in memory without trusting any length: every size is checked against
/// its parent, 64-bit sizes are supported, size 0 means "to the end of the parent".
enum BoxWalker {
  /// The deepest nesting the reader descends into.
  static let maximumDepth = 12

  /// The boxes directly inside `range` of `bytes`; stops with an error at the first box whose
  /// header or size does not fit.
  static func children(of bytes: [UInt8], in range: Range<Int>) -> Result<[Box], QuickTimeError> {
    var boxes: [Box] = []
    var position = range.lowerBound
    while position < range.upperBound {
      let remaining = range.upperBound - position
      // Some writers pad a container with a 32-bit zero terminator (QuickTime udta).
      if remaining < 8 {
        if bytes[position..<range.upperBound].allSatisfy({ $0 == 0 }) { break }
        return .failure(QuickTimeError("truncated box header at byte \(position)"))
      }
      let size32 = readUInt32(bytes, position)
      let type = fourCC(bytes, position + 4)
      var headerLength = 8
      var size: UInt64 = UInt64(size32)
      if size32 == 1 {
        guard remaining >= 16 else {
          return .failure(QuickTimeError("truncated 64-bit box header at byte \(position)"))
        }
        size = readUInt64(bytes, position + 8)
        headerLength = 16
      } else if size32 == 0 {
        size = UInt64(remaining)
      }
      if size32 == 0, type == "\0\0\0\0" { break }  // zero padding
      guard size >= UInt64(headerLength), size <= UInt64(remaining) else {
        return .failure(
          QuickTimeError(
            "box '\(printable(type))' at byte \(position) has size \(size), "
              + "\(remaining) bytes left"))
      }
      let end = position + Int(size)
      boxes.append(
        Box(
          type: type, typeCode: readUInt32(bytes, position + 4),
          payloadStart: position + headerLength, end: end))
      position = end
    }
    return .success(boxes)
  }

  /// A big-endian 16-bit value (the caller checks the bounds).
  static func readUInt16(_ b: [UInt8], _ i: Int) -> UInt16 {
    UInt16(b[i]) << 8 | UInt16(b[i + 1])
  }

  /// A big-endian 32-bit value (the caller checks the bounds).
  static func readUInt32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }

  /// A big-endian 64-bit value (the caller checks the bounds).
  static func readUInt64(_ b: [UInt8], _ i: Int) -> UInt64 {
    UInt64(readUInt32(b, i)) << 32 | UInt64(readUInt32(b, i + 4))
  }

  /// Four bytes as a type code (Latin-1, so `©` = 0xA9 reads as "©").
  static func fourCC(_ b: [UInt8], _ i: Int) -> String {
    String(b[i..<(i + 4)].map { Character(Unicode.Scalar($0)) })
  }

  /// The type with control characters shown as `?` (for error messages).
  static func printable(_ type: String) -> String {
    String(type.map { $0.isASCII && !$0.isLetter && !$0.isNumber && $0 != " " ? "?" : $0 })
  }
}
