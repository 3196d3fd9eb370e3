import Foundation

/// One line of a tab-separated resource file, as byte ranges over the file's bytes; read by the
/// data loaders without creating a `String` for fields they do not keep.
package struct TabSeparatedLine {
  /// The whole file.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// Byte ranges of the fields of this line, in order.
  package let fields: [Range<Int>]
  /// The byte offset where the line starts.
  package let lineStart: Int

  /// The number of fields.
  package var count: Int { fields.count }

  /// The field as a string (empty when absent).
  package func string(_ index: Int) -> String {
    guard index < fields.count else { return "" }
    let range = fields[index]
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether the field is empty or absent.
  package func isEmpty(_ index: Int) -> Bool { index >= fields.count || fields[index].isEmpty }

  /// The field as an integer (0 when absent or malformed).
  package func int(_ index: Int) -> Int {
    guard index < fields.count else { return 0 }
    var value = 0
    var negative = false
    for i in fields[index] {
      let b = bytes[i]
      if b == 0x2D, i == fields[index].lowerBound {
        negative = true
      } else if b >= 0x30, b <= 0x39 {
        value = value &* 10 &+ Int(b - 0x30)
      } else {
        break
      }
    }
    return negative ? -value : value
  }

  /// The field as a decimal number such as `-33.8568` (0 when absent or malformed).
  package func double(_ index: Int) -> Double {
    guard index < fields.count else { return 0 }
    var integer = 0.0
    var fraction = 0.0
    var scale = 1.0
    var negative = false
    var inFraction = false
    for i in fields[index] {
      let b = bytes[i]
      if b == 0x2D, i == fields[index].lowerBound {
        negative = true
      } else if b == 0x2E {
        inFraction = true
      } else if b >= 0x30, b <= 0x39 {
        if inFraction {
          scale *= 10
          fraction = fraction * 10 + Double(b - 0x30)
        } else {
          integer = integer * 10 + Double(b - 0x30)
        }
      } else {
        break
      }
    }
    let value = integer + fraction / scale
    return negative ? -value : value
  }

  /// Calls `body` with each part of a field split at `separator` (e.g. `|` or `,`), as byte ranges.
  package func forEachPart(_ index: Int, separator: UInt8, _ body: (Range<Int>) -> Void) {
    guard index < fields.count else { return }
    let range = fields[index]
    var start = range.lowerBound
    for i in range where bytes[i] == separator {
      if i > start { body(start..<i) }
      start = i + 1
    }
    if range.upperBound > start { body(start..<range.upperBound) }
  }

  /// A string for a byte range of the file.
  package func string(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}

/// Reads tab-separated UTF-8 lines over raw bytes; lines starting with `#` and blank lines are
/// skipped. Linear in the size of the file; one reused field array, no per-line allocation.
package enum TabSeparatedRecords {
  /// The byte offsets where the records (non-comment, non-blank lines) of `bytes` start.
  package static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
    var starts: [Int32] = []
    starts.reserveCapacity(bytes.count / 48)
    guard let base = bytes.baseAddress else { return starts }
    var position = 0
    while position < bytes.count {
      let remaining = bytes.count - position
      let found = memchr(base + position, 0x0A, remaining)
      let end =
        found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
      if end > position, bytes[position] != 0x23, bytes[position] != 0x0D {
        starts.append(Int32(position))
      }
      position = end + 1
    }
    return starts
  }

  /// The fields of the line starting at `start`.
  package static func line(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> TabSeparatedLine
  {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(12)
    var fieldStart = start
    var i = start
    while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D {
      if bytes[i] == 0x09 {
        fields.append(fieldStart..<i)
        fieldStart = i + 1
      }
      i += 1
    }
    fields.append(fieldStart..<i)
    return TabSeparatedLine(bytes: bytes, fields: fields, lineStart: start)
  }

  /// Calls `body` for every record of `bytes`.
  package static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (TabSeparatedLine) -> Void
  ) {
    var fields: [Range<Int>] = []
    fields.reserveCapacity(16)
    var lineStart = 0
    let end = bytes.count
    while lineStart < end {
      var lineEnd = lineStart
      while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      var contentEnd = lineEnd
      if contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      if contentEnd > lineStart, bytes[lineStart] != 0x23 {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = lineStart
        for i in lineStart..<contentEnd where bytes[i] == 0x09 {
          fields.append(fieldStart..<i)
          fieldStart = i + 1
        }
        fields.append(fieldStart..<contentEnd)
        body(TabSeparatedLine(bytes: bytes, fields: fields, lineStart: lineStart))
      }
      lineStart = lineEnd + 1
    }
  }
}
