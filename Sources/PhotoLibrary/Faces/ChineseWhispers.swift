/// Chinese whispers graph clustering (Biemann 2006; dlib's `chinese_whispers`): every node
/// starts in its own cluster, then, visiting nodes in a seeded random order, each takes the
/// cluster its edges weigh most in. Deterministic for a given input.
enum ChineseWhispers {
  /// Cluster labels (0, 1, … in order of first appearance) of `count` nodes joined by `edges`
  /// (pairs of node indexes, weight 1).
  static func labels(count: Int, edges: [(Int, Int)], iterations: Int = 100) -> [Int] {
    guard count > 0 else { return [] }
    var neighbours = [[Int]](repeating: [], count: count)
    for (a, b) in edges where a != b {
      neighbours[a].append(b)
      neighbours[b].append(a)
    }
    var label = Array(0..<count)
    var random = SplitMix64(seed: 0x5EED_FACE)
    for _ in 0..<(iterations * count) {
      let node = Int(random.next() % UInt64(count))
      guard !neighbours[node].isEmpty else { continue }
      var weight: [Int: Int] = [:]
      for n in neighbours[node] { weight[label[n], default: 0] += 1 }
      // Most weight wins; ties go to the smallest label so the result does not depend on
      // dictionary order.
      let best = weight.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }
      if let best { label[node] = best.key }
    }
    var renumbered: [Int: Int] = [:]
    return label.map { l in
      if let n = renumbered[l] { return n }
      renumbered[l] = renumbered.count
      return renumbered.count - 1
    }
  }
}
