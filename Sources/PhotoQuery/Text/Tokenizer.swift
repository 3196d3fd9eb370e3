import Foundation
import PhotoPlaces

/// Splits text into ``Token``s once per keystroke; every recogniser reads the same tokens.
///
/// Rules: runs of letters (with combining marks and inner apostrophes, as in `o'clock`) form words;
/// runs of digits form numbers; a digit run joined to letters (`4th`, `5pm`, `90s`) is alphanumeric;
/// every other visible character is a punctuation token of its own. A possessive `'s` / `’s` after a
/// word becomes its own token (`Mom's` → `Mom`, `'s`). Whitespace and control characters (NUL
/// included) only separate tokens. Time is linear in the length of the text.
public struct Tokenizer: Sendable {
  /// Creates a tokenizer.
  public init() {}

  /// The tokens of `text`, in order.
  public func tokens(of text: String) -> [Token] {
    // Most typed text is ASCII: then the same rules run over the UTF-8 bytes, which is several
    // times cheaper than walking validated Unicode scalar indices (same tokens, same ranges).
    if let tokens = text.utf8.withContiguousStorageIfAvailable({ asciiTokens(of: text, bytes: $0) }
    ),
      let tokens
    {
      return tokens
    }
    return scalarTokens(of: text)
  }

  /// The tokens of `text` by Unicode scalars: the general path, for any text.
  func scalarTokens(of text: String) -> [Token] {
    var result: [Token] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var sawSpace = true
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if Self.isSeparator(scalar) {
        sawSpace = true
        index = scalars.index(after: index)
        continue
      }
      let start = index
      let kind: Token.Kind
      if Self.isLetterOrDigit(scalar) {
        var hasLetter = false
        var hasDigit = false
        var end = index
        var cursor = index
        while cursor < scalars.endIndex {
          let s = scalars[cursor]
          if Self.isDigit(s) {
            hasDigit = true
          } else if Self.isLetter(s) {
            hasLetter = true
          } else if Self.isMark(s), cursor != start {
            // combining mark continues the token
          } else if Self.isApostrophe(s), hasLetter || hasDigit {
            // inner apostrophe: keep it only when a letter follows and it is not a possessive 's
            let next = scalars.index(after: cursor)
            guard next < scalars.endIndex, Self.isLetter(scalars[next]) else { break }
            let afterNext = scalars.index(after: next)
            let isPossessive =
              (scalars[next] == "s" || scalars[next] == "S")
              && (afterNext == scalars.endIndex || !Self.isLetterOrDigit(scalars[afterNext]))
            if isPossessive { break }
          } else {
            break
          }
          cursor = scalars.index(after: cursor)
          end = cursor
        }
        index = end
        kind = hasLetter ? (hasDigit ? .alphanumeric : .word) : .number
      } else if Self.isApostrophe(scalar), !sawSpace, let last = result.last,
        last.kind != .punctuation
      {
        // possessive 's after a word: one token "'s"
        let next = scalars.index(after: index)
        if next < scalars.endIndex, scalars[next] == "s" || scalars[next] == "S" {
          index = scalars.index(after: next)
        } else {
          index = next
        }
        kind = .punctuation
      } else {
        index = scalars.index(after: index)
        kind = .punctuation
      }
      let range = start..<index
      let surface = String(text.unicodeScalars[range])
      let capital = surface.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
      result.append(
        Token(
          surface: surface, folded: Self.fold(surface), range: range, kind: kind,
          spaceBefore: sawSpace, isCapitalized: capital))
      sawSpace = false
    }
    return result
  }

  /// The tokens of `text` whose UTF-8 is `bytes`, or nil when the text is not all ASCII. The rules
  /// of ``scalarTokens(of:)`` restricted to ASCII: no marks, and `'` is the only apostrophe.
  func asciiTokens(of text: String, bytes: UnsafeBufferPointer<UInt8>) -> [Token]? {
    for byte in bytes where byte >= 0x80 { return nil }
    let utf8 = text.utf8
    let count = bytes.count
    @inline(__always) func index(_ offset: Int) -> String.Index {
      utf8.index(utf8.startIndex, offsetBy: offset)
    }
    @inline(__always) func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    var result: [Token] = []
    // About one token in four bytes of typed text; more grow the array as usual.
    result.reserveCapacity(count / 4 + 2)
    var index0 = 0
    var sawSpace = true
    while index0 < count {
      let byte = bytes[index0]
      if byte <= 0x20 || byte == 0x7F {
        sawSpace = true
        index0 += 1
        continue
      }
      let start = index0
      let kind: Token.Kind
      if isLetter(byte) || isDigit(byte) {
        var hasLetter = false
        var hasDigit = false
        var cursor = index0
        while cursor < count {
          let b = bytes[cursor]
          if isDigit(b) {
            hasDigit = true
          } else if isLetter(b) {
            hasLetter = true
          } else if b == 0x27, hasLetter || hasDigit {
            // inner apostrophe: keep it only when a letter follows and it is not a possessive 's
            let next = cursor + 1
            guard next < count, isLetter(bytes[next]) else { break }
            let afterNext = next + 1
            let isPossessive =
              (bytes[next] == 0x73 || bytes[next] == 0x53)
              && (afterNext == count || !(isLetter(bytes[afterNext]) || isDigit(bytes[afterNext])))
            if isPossessive { break }
          } else {
            break
          }
          cursor += 1
        }
        index0 = cursor
        kind = hasLetter ? (hasDigit ? .alphanumeric : .word) : .number
      } else if byte == 0x27, !sawSpace, !result.isEmpty,
        result[result.count - 1].kind != .punctuation
      {
        // possessive 's after a word: one token "'s"
        let next = index0 + 1
        index0 = next < count && (bytes[next] == 0x73 || bytes[next] == 0x53) ? next + 1 : next
        kind = .punctuation
      } else {
        index0 += 1
        kind = .punctuation
      }
      let tokenBytes = UnsafeBufferPointer(rebasing: bytes[start..<index0])
      let surface = String(decoding: tokenBytes, as: UTF8.self)
      let capital = bytes[start] >= 0x41 && bytes[start] <= 0x5A
      result.append(
        Token(
          surface: surface, folded: Self.asciiFold(surface, bytes: tokenBytes),
          range: index(start)..<index(index0), kind: kind, spaceBefore: sawSpace,
          isCapitalized: capital))
      sawSpace = false
    }
    return result
  }

  /// The folded form used for matching: lowercase, no accents, plain apostrophes and hyphens
  /// (``TextFolding/fold(_:)``, the same folding the gazetteer's name keys use).
  public static func fold(_ text: String) -> String { TextFolding.fold(text) }

  /// ``fold(_:)`` of ASCII `text` whose UTF-8 is `bytes`: the text itself without capitals, else
  /// its lowercase form built from the bytes.
  @inline(__always) static func asciiFold(_ text: String, bytes: UnsafeBufferPointer<UInt8>)
    -> String
  {
    guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
    return String(unsafeUninitializedCapacity: bytes.count) { folded in
      for (offset, byte) in bytes.enumerated() {
        folded[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  static func isSeparator(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return s.value <= 0x20 || s.value == 0x7F }
    let p = s.properties
    return p.isWhitespace || p.generalCategory == .control || p.generalCategory == .format
      || p.generalCategory == .surrogate || p.generalCategory == .unassigned
  }

  static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

  static func isLetter(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return (s.value | 0x20) >= 0x61 && (s.value | 0x20) <= 0x7A }
    return s.properties.isAlphabetic && !isMark(s)
  }

  static func isMark(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x300 { return false }
    switch s.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool { isDigit(s) || isLetter(s) }

  static func isApostrophe(_ s: Unicode.Scalar) -> Bool { s == "'" || s == "\u{2019}" }
}
