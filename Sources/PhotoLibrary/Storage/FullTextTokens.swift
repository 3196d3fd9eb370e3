import Foundation

/// Words as SQLite's FTS5 `unicode61 remove_diacritics 2` tokenizer cuts them: runs of letters,
/// numbers and private-use characters, case folded and without diacritics. The PostgreSQL store
/// tokenizes in Swift with this (documents and queries alike), so both engines match the same
/// words.
enum FullTextTokens {
  /// The folded tokens of `text`, in order.
  static func tokens(of text: String) -> [String] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var tokens: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      if isTokenScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        tokens.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { tokens.append(String(current)) }
    return tokens
  }

  /// Letters (L*), numbers (N*) and private use (Co), FTS5's default token characters.
  static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      return true
    default:
      return false
    }
  }

  /// A lexeme quoted for `tsvector` and `tsquery` input.
  static func quoted(_ token: String) -> String {
    "'"
      + token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
      + "'"
  }

  /// Positions each column's words start at in a `tsvector`, far enough apart that a phrase never
  /// runs from one column into the next (positions stop at 16,383).
  static let columnSpacing = 2000

  /// A `tsvector` literal of several columns' words, each column's words at their own positions.
  static func vector(_ columns: [String?]) -> String {
    var positions: [String: [Int]] = [:]
    for (index, column) in columns.enumerated() {
      guard let column else { continue }
      let start = index * columnSpacing + 1
      for (offset, token) in tokens(of: column).enumerated() {
        let position = min(start + offset, start + columnSpacing - 2, 16383)
        positions[token, default: []].append(position)
      }
    }
    return positions.keys.sorted().map { token in
      quoted(token) + ":" + positions[token]!.prefix(256).map(String.init).joined(separator: ",")
    }.joined(separator: " ")
  }
}
