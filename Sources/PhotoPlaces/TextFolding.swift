import Foundation

/// The folding every name lookup uses, the gazetteer's and the language engine's alike (its
/// `Tokenizer.fold` is this one): lowercase, no accents, typographic apostrophes and dashes as
/// plain ones.
public enum TextFolding {
  /// The folded form used for matching: lowercase, no accents, plain apostrophes and hyphens.
  /// ASCII text without capitals is returned as is.
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
}
