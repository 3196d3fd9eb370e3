/// Words a glued hyphen splits into three tokens that the time tables know as one
/// (``TimeWords/hyphenCompounds``: `week-end`), and adjectives made of a unit
/// (``TimeWords/unitAdjectiveEnds``: `month-long`, `year-round`, no time): the recogniser reads
/// them joined, and its matches are mapped back to the caller's tokens.
struct TimeCompounds {
  /// The tokens with each compound joined into one.
  let tokens: [Token]
  /// Per joined token: the index of its first token among the caller's.
  let origin: [Int]
  /// The number of the caller's tokens.
  let originalCount: Int

  /// The tokens with their compounds joined, or `nil` when there are none (the common case: one
  /// pass over the tokens, nothing copied).
  static func joining(_ tokens: [Token]) -> TimeCompounds? {
    // most texts have no glued hyphen between two words: one pass over the kinds, no table read
    var hyphen = false
    var k = 1
    while k + 1 < tokens.count {
      if tokens[k].kind == .punctuation, !tokens[k].spaceBefore, tokens[k - 1].kind == .word,
        tokens[k + 1].kind == .word, tokens[k].folded == "-"
      {
        hyphen = true
        break
      }
      k += 1
    }
    guard hyphen else { return nil }
    let table = TimeWords.hyphenCompounds
    let adjectiveEnds = TimeWords.unitAdjectiveEnds
    let units = TimeLexicon.units
    func compound(at i: Int) -> String? {
      guard i + 2 < tokens.count, tokens[i + 1].folded == "-", tokens[i].kind == .word,
        tokens[i + 2].kind == .word, !tokens[i + 1].spaceBefore, !tokens[i + 2].spaceBefore
      else { return nil }
      let a = tokens[i].folded
      let b = tokens[i + 2].folded
      if let word = table[a + "-" + b] { return word }
      // `month-long`, `year-round`: an adjective, one word no rule reads
      return units[a] != nil && adjectiveEnds.contains(b) ? a + "-" + b : nil
    }
    guard tokens.indices.contains(where: { compound(at: $0) != nil }) else { return nil }
    var joined: [Token] = []
    var origin: [Int] = []
    var i = 0
    while i < tokens.count {
      if let word = compound(at: i) {
        let a = tokens[i]
        let b = tokens[i + 2]
        joined.append(
          Token(
            surface: a.surface + "-" + b.surface, folded: word,
            range: a.range.lowerBound..<b.range.upperBound, kind: .word,
            spaceBefore: a.spaceBefore, isCapitalized: a.isCapitalized))
        origin.append(i)
        i += 3
      } else {
        joined.append(tokens[i])
        origin.append(i)
        i += 1
      }
    }
    return TimeCompounds(tokens: joined, origin: origin, originalCount: tokens.count)
  }

  /// A range of joined tokens as a range of the caller's.
  func original(_ r: Range<Int>) -> Range<Int> {
    func index(_ k: Int) -> Int { k < origin.count ? origin[k] : originalCount }
    return index(r.lowerBound)..<index(r.upperBound)
  }

  /// A match over the joined tokens as a match over the caller's.
  func original(_ m: TimeMatch) -> TimeMatch {
    var m = m
    m.tokenRange = original(m.tokenRange)
    m.valueTokenRange = original(m.valueTokenRange)
    return m
  }
}
