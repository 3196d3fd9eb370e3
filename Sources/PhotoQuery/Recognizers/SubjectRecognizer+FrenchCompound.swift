/// French compound nouns read inside English text.
extension SubjectRecognizer {
  /// Whether token `index` is French `à` between two lowercase words, the link of a French
  /// compound noun (`cabane à sucre`, `tarte à la crème`'s first half): part of one subject, as
  /// English compounds run on (rule 8). The folded word is `a`, so the typed one decides.
  func isFrenchCompoundLink(_ index: Int, _ query: QueryText) -> Bool {
    // Checked for every token: `à` is the two bytes C3 A0, compared as bytes (a string
    // comparison that fails is slow).
    let bytes = query.tokens[index].surface.utf8
    guard bytes.count == 2, bytes.first == 0xC3, bytes.last == 0xA0,
      index > 0, index + 1 < query.count
    else {
      return false
    }
    let before = query.tokens[index - 1]
    let after = query.tokens[index + 1]
    return before.kind == .word && after.kind == .word && !before.isCapitalized
      && !after.isCapitalized && !query.is(index + 1, [.determiner, .stop, .preposition])
  }
}
