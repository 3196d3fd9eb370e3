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
    // The working arrays live in two scratch buffers (on the stack when small), not five arrays
    // allocated and freed per query.
    let width = tokenCount + 1
    return withUnsafeTemporaryAllocation(
      of: Int.self, capacity: 3 * width + candidates.count
    ) { ints in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: width) { best in
        Self.chosen(candidates, tokenCount, ints: ints, best: best)
      }
    }
  }

  /// The best reading's candidates in text order, by dynamic programming from the end; `ints`
  /// holds `3 · (tokenCount + 1)` plus one per candidate, `best` `tokenCount + 1`.
  static func chosen(
    _ candidates: [Candidate], _ tokenCount: Int, ints: UnsafeMutableBufferPointer<Int>,
    best: UnsafeMutableBufferPointer<Double>
  ) -> [Candidate] {
    let width = tokenCount + 1
    // Candidates grouped by start position in one flat array (a counting sort), no per-token arrays.
    let firstAt = UnsafeMutableBufferPointer(rebasing: ints[0..<width])
    let fill = UnsafeMutableBufferPointer(rebasing: ints[width..<(2 * width)])
    let choice = UnsafeMutableBufferPointer(rebasing: ints[(2 * width)..<(3 * width)])
    let order = UnsafeMutableBufferPointer(rebasing: ints[(3 * width)...])
    firstAt.initialize(repeating: 0)
    choice.initialize(repeating: -1)
    best.initialize(repeating: 0)
    // Index loops read the fields in place: iterating the array would copy every candidate.
    for offset in candidates.indices where isUsable(candidates, offset, tokenCount) {
      firstAt[candidates[offset].range.lowerBound + 1] += 1
    }
    for position in 0..<tokenCount { firstAt[position + 1] += firstAt[position] }
    for position in 0..<width { fill[position] = firstAt[position] }
    for offset in candidates.indices where isUsable(candidates, offset, tokenCount) {
      let start = candidates[offset].range.lowerBound
      order[fill[start]] = offset
      fill[start] += 1
    }
    var position = tokenCount - 1
    while position >= 0 {
      var value = best[position + 1]
      var picked = -1
      for slot in firstAt[position]..<firstAt[position + 1] {
        let offset = order[slot]
        let range = candidates[offset].range
        let worth = candidates[offset].score * Double(2 * range.count - 1) + best[range.upperBound]
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
    chosen.reserveCapacity(tokenCount)
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

  @inline(__always) static func isUsable(
    _ candidates: [Candidate], _ offset: Int, _ tokenCount: Int
  ) -> Bool {
    let range = candidates[offset].range
    return candidates[offset].score > 0 && range.lowerBound >= 0 && range.upperBound <= tokenCount
      && !range.isEmpty
  }
}
