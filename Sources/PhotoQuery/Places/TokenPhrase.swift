/// Token n-grams as lookup keys, shared by the gazetteer and the subject vocabulary.
///
/// A key is the folded words of the phrase joined by single spaces. Hyphens and periods between
/// words are skipped (`Saint-Tropez` and `St. Louis` give `saint tropez`, `st louis`), a possessive
/// `'s` token joins the word before it (`Martha's Vineyard` → `martha's vineyard`), any other
/// punctuation ends the phrase.
enum TokenPhrase {
  /// The longest phrase starting at token `start` with at most `maxWords` words for which
  /// `lookup` finds a value; `length` counts tokens (skipped hyphens included).
  static func longestMatch<Value>(
    in tokens: [Token], from start: Int, maxWords: Int, lookup: (String) -> Value?
  ) -> (length: Int, value: Value)? {
    guard start >= 0, start < tokens.count, isWordLike(tokens[start]) else { return nil }
    var key = tokens[start].folded
    var words = 1
    var best: (length: Int, value: Value)?
    if let value = lookup(key) { best = (1, value) }
    var index = start + 1
    var pendingSkip = false
    while index < tokens.count {
      let token = tokens[index]
      if isWordLike(token) {
        if words >= maxWords { break }
        key += " "
        key += token.folded
        words += 1
        pendingSkip = false
      } else if token.folded == "-" || token.folded == "." {
        if pendingSkip { break }
        pendingSkip = true
        index += 1
        continue
      } else if token.folded == "'s", !token.spaceBefore, !pendingSkip {
        key += "'s"
      } else {
        break
      }
      if let value = lookup(key) { best = (index - start + 1, value) }
      index += 1
    }
    return best
  }

  /// Words, numbers and alphanumerics can be part of a name.
  static func isWordLike(_ token: Token) -> Bool { token.kind != .punctuation }

  /// The number of words of a key (spaces + 1).
  static func wordCount(_ key: String) -> Int {
    var count = 1
    for byte in key.utf8 where byte == 0x20 { count += 1 }
    return count
  }

  /// The first word of a key.
  static func firstWord(_ key: String) -> Substring {
    key.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).first ?? Substring(key)
  }
}
