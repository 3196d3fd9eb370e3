/// Reads the string fields of one flat JSON object line (`{"id": "q1", "text": "…", …}`) without
/// building a dictionary of every value: nested arrays and objects are skipped, numbers and
/// literals are kept as their raw text. Fast for the `parse --jsonl` loop; rejects malformed lines.
struct JSONLineReader {
  /// Why a line could not be read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A top-level member's value: a decoded string, or the raw text of anything else.
  enum Value: Equatable {
    case string(String)
    case raw(String)
    /// The string, when the value is one.
    var text: String? {
      if case .string(let s) = self { return s }
      return nil
    }
  }

  /// The top-level members of the object in `line`.
  static func fields(of line: ArraySlice<UInt8>, keeping wanted: Set<String>? = nil) throws
    -> [String: Value]
  {
    var reader = JSONLineReader(bytes: line)
    reader.wanted = wanted
    return try reader.object()
  }

  var bytes: ArraySlice<UInt8>
  var index: Int
  /// Members to keep (all when nil); others are skipped without being stored.
  var wanted: Set<String>? = nil

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.index = bytes.startIndex
  }

  mutating func skipSpace() {
    while index < bytes.endIndex,
      bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A
    {
      index += 1
    }
  }

  mutating func expect(_ byte: UInt8) throws {
    skipSpace()
    guard index < bytes.endIndex, bytes[index] == byte else {
      throw Failure(
        description:
          "expected '\(Character(Unicode.Scalar(byte)))' at byte \(index - bytes.startIndex)")
    }
    index += 1
  }

  mutating func object() throws -> [String: Value] {
    var result: [String: Value] = [:]
    try expect(0x7B)
    skipSpace()
    if index < bytes.endIndex, bytes[index] == 0x7D {
      index += 1
      return try finish(result)
    }
    while true {
      skipSpace()
      let key = try string()
      try expect(0x3A)
      skipSpace()
      guard index < bytes.endIndex else { throw Failure(description: "unexpected end") }
      if let wanted, !wanted.contains(key) {
        try skipValue()
      } else if bytes[index] == 0x22 {
        result[key] = .string(try string())
      } else {
        let start = index
        try skipValue()
        result[key] = .raw(String(decoding: bytes[start..<index], as: UTF8.self))
      }
      skipSpace()
      guard index < bytes.endIndex else { throw Failure(description: "unexpected end") }
      if bytes[index] == 0x2C {
        index += 1
        continue
      }
      try expect(0x7D)
      return try finish(result)
    }
  }

  mutating func finish(_ result: [String: Value]) throws -> [String: Value] {
    skipSpace()
    guard index == bytes.endIndex else { throw Failure(description: "text after the object") }
    return result
  }

  /// A JSON string with its escapes decoded.
  mutating func string() throws -> String {
    try expect(0x22)
    var plainStart = index
    var out: [UInt8] = []
    var escaped = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x22 {
        let text: String
        if escaped {
          out.append(contentsOf: bytes[plainStart..<index])
          text = String(decoding: out, as: UTF8.self)
        } else {
          text = String(decoding: bytes[plainStart..<index], as: UTF8.self)
        }
        index += 1
        return text
      }
      if byte == 0x5C {
        escaped = true
        out.append(contentsOf: bytes[plainStart..<index])
        index += 1
        guard index < bytes.endIndex else { break }
        let code = bytes[index]
        index += 1
        switch code {
        case 0x22, 0x5C, 0x2F: out.append(code)
        case 0x62: out.append(0x08)
        case 0x66: out.append(0x0C)
        case 0x6E: out.append(0x0A)
        case 0x72: out.append(0x0D)
        case 0x74: out.append(0x09)
        case 0x75:
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.endIndex, bytes[index] == 0x5C,
            bytes[index + 1] == 0x75
          {
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              scalar = 0xFFFD
            }
          }
          let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(character).utf8))
        default: throw Failure(description: "bad escape")
        }
        plainStart = index
        continue
      }
      if byte < 0x20 { throw Failure(description: "control character in a string") }
      index += 1
    }
    throw Failure(description: "unterminated string")
  }

  mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.endIndex else { throw Failure(description: "bad \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let digit: UInt32
      switch b {
      case 0x30...0x39: digit = UInt32(b - 0x30)
      case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
      default: throw Failure(description: "bad \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Skips a number, literal, array or object.
  mutating func skipValue() throws {
    skipSpace()
    guard index < bytes.endIndex else { throw Failure(description: "unexpected end") }
    switch bytes[index] {
    case 0x22: _ = try string()
    case 0x7B, 0x5B:
      var depth = 0
      while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == 0x22 {
          _ = try string()
          continue
        }
        if byte == 0x7B || byte == 0x5B { depth += 1 }
        if byte == 0x7D || byte == 0x5D {
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        }
        index += 1
      }
      throw Failure(description: "unterminated value")
    default:
      let start = index
      while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == 0x2C || byte == 0x7D || byte == 0x5D || byte == 0x20 || byte == 0x09
          || byte == 0x0D || byte == 0x0A
        {
          break
        }
        index += 1
      }
      guard index > start else { throw Failure(description: "missing value") }
      let literal = String(decoding: bytes[start..<index], as: UTF8.self)
      let first = literal.utf8.first ?? 0
      guard
        literal == "true" || literal == "false" || literal == "null" || first == 0x2D
          || (first >= 0x30 && first <= 0x39)
      else { throw Failure(description: "bad literal \(literal)") }
    }
  }
}
