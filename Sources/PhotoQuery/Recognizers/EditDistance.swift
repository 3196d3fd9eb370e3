/// Optimal-string-alignment distance ≤ 1 between two byte strings: one insertion, deletion,
/// substitution or transposition of neighbours (`phtos`, `photso`, `pictres`, `vidoes`).
enum EditDistance {
  /// Whether `a` and `b` differ by at most one edit. Linear in their length.
  static func isAtMostOne(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    if a == b { return true }
    let (m, n) = (a.count, b.count)
    if abs(m - n) > 1 { return false }
    var i = 0
    while i < m, i < n, a[i] == b[i] { i += 1 }
    if m == n {
      if a[(i + 1)...] == b[(i + 1)...] { return true }
      if i + 1 < m, a[i] == b[i + 1], a[i + 1] == b[i], a[(i + 2)...] == b[(i + 2)...] {
        return true
      }
      return false
    }
    if m > n { return a[(i + 1)...] == b[i...] }
    return a[i...] == b[(i + 1)...]
  }
}
