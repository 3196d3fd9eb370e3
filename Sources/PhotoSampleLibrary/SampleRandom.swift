import PhotoLibrary

/// A small deterministic generator (SplitMix64): the sample library is the same on every machine.
struct SampleRandom {
  private var generator: SplitMix64

  /// A generator for `seed`.
  init(seed: UInt64) { generator = SplitMix64(seed: seed) }

  /// The next 64 random bits.
  mutating func next() -> UInt64 { generator.next() }

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
