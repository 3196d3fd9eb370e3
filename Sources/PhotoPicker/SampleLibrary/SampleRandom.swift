/// A small deterministic generator (SplitMix64): the sample library is the same on every machine.
struct SampleRandom {
  private var state: UInt64

  /// A generator for `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

  /// A number in `range`.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// A fraction in 0..<1.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
