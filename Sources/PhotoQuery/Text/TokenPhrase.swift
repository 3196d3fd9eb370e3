import PhotoPlaces

/// Token n-grams as lookup keys, shared by the gazetteer and the subject vocabulary.
///
/// A key is the folded words of the phrase joined by single spaces. Hyphens and periods between
/// words are skipped (`Saint-Tropez` and `St. Louis` give `saint tropez`, `st louis`), a possessive
/// `'s` token joins the word before it (`Martha's Vineyard` → `martha's vineyard`), any other
/// punctuation ends the phrase.
enum TokenPhrase {
  /// The longest phrase starting at token `start` with at most `maxWords` words that `table`
  /// holds as a full key; the n-gram stops growing as soon as the table has no key starting with
  /// it. `length` counts tokens (skipped hyphens and periods included); `entry` is the table entry.
  static func longestMatch(
    in tokens: [Token], from start: Int, table: FoldedKeyTable, maxWords: Int = 6
  ) -> (length: Int, entry: Int32)? {
    guard start >= 0, start < tokens.count, isWordLike(tokens[start]) else { return nil }
    var key = tokens[start].folded
    guard let firstEntry = table.entry(key) else { return nil }
    var best: (length: Int, entry: Int32)?
    var flags = table.flags(at: firstEntry)
    if flags & FoldedKeyTable.isKey != 0 { best = (1, firstEntry) }
    var words = 1
    var index = start + 1
    var pendingSkip = false
    while index < tokens.count, flags & FoldedKeyTable.isPrefix != 0 {
      let token = tokens[index]
      // `fish n chips`, `mac & cheese`: `n` and `&` inside a phrase are its `and`.
      let isAnd = token.folded == "&" || token.folded == "n"
      if isWordLike(token) || isAnd {
        if words >= maxWords { break }
        key += " "
        key += isAnd ? "and" : token.folded
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
      guard let entry = table.entry(key) else { break }
      flags = table.flags(at: entry)
      if flags & FoldedKeyTable.isKey != 0 { best = (index - start + 1, entry) }
      index += 1
    }
    return best
  }

  /// Words, numbers and alphanumerics can be part of a name.
  static func isWordLike(_ token: Token) -> Bool { token.kind != .punctuation }
}
