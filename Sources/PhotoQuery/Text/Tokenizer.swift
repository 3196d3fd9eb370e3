import Foundation

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

  /// The folded form used for matching: lowercase, no accents, plain apostrophes and hyphens.
  public static func fold(_ text: String) -> String {
    var hasUpper = false
    var ascii = true
    for byte in text.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
    }
    if ascii { return hasUpper ? text.lowercased() : text }
    // Plain apostrophes and hyphens first, scalar by scalar; accents and case after, in one call.
    var scalars = String.UnicodeScalarView()
    var needsFolding = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{2019}", "\u{2018}": scalars.append("'")
      case "\u{2013}", "\u{2014}", "\u{2010}", "\u{2011}": scalars.append("-")
      default:
        if scalar.value >= 0x80 || (scalar.value >= 0x41 && scalar.value <= 0x5A) {
          needsFolding = true
        }
        scalars.append(scalar)
      }
    }
    let plain = String(scalars)
    guard needsFolding else { return plain }
    return plain.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
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
