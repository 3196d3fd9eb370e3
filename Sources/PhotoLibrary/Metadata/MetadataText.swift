/// Small text helpers every metadata reader uses (also built into the QuickTime fuzz target).
extension String {
  /// The value with surrounding spaces, newlines and NUL characters removed.
  var trimmedMetadata: String {
    var scalars = Substring(self).unicodeScalars
    while let f = scalars.first, f.properties.isWhitespace || f == "\0" { scalars.removeFirst() }
    while let l = scalars.last, l.properties.isWhitespace || l == "\0" { scalars.removeLast() }
    return String(scalars)
  }

  /// nil when the string is empty.
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
