/// Chooses one reading: the best-scoring set of non-overlapping candidates, by dynamic programming
/// over token positions. A candidate covering `n` tokens with score `s` is worth `s · (2n − 1)`,
/// so one longer phrase beats the same words read apart (`Lake Tahoe` over `lake` + `Tahoe`).
/// Linear in the number of tokens and candidates.
public struct ReadingChooser: Sendable {
  /// Creates the chooser.
  public init() {}

  /// The chosen candidates in text order.
  public func choose(from candidates: [Candidate], tokenCount: Int) -> [Candidate] {
    guard tokenCount > 0, !candidates.isEmpty else { return [] }
    var starting = [[Int]](repeating: [], count: tokenCount)
    for (offset, candidate) in candidates.enumerated()
    where candidate.score > 0 && candidate.range.lowerBound >= 0
      && candidate.range.upperBound <= tokenCount && !candidate.range.isEmpty
    {
      starting[candidate.range.lowerBound].append(offset)
    }
    var best = [Double](repeating: 0, count: tokenCount + 1)
    var choice = [Int](repeating: -1, count: tokenCount + 1)
    var position = tokenCount - 1
    while position >= 0 {
      var value = best[position + 1]
      var picked = -1
      for offset in starting[position] {
        let candidate = candidates[offset]
        let worth =
          candidate.score * Double(2 * candidate.range.count - 1) + best[candidate.range.upperBound]
        if worth > value + 1e-9 {
          value = worth
          picked = offset
        }
      }
      best[position] = value
      choice[position] = picked
      position -= 1
    }
    var chosen: [Candidate] = []
    position = 0
    while position < tokenCount {
      let offset = choice[position]
      if offset >= 0 {
        chosen.append(candidates[offset])
        position = candidates[offset].range.upperBound
      } else {
        position += 1
      }
    }
    return chosen
  }
}
