/// A bounded memo keyed by short words (``ShortWord``): an open-addressed table of at most
/// ``limit`` entries, emptied when full. Looking a word up hashes two integers, not its bytes.
/// Not shared by itself: keep it behind a lock (`Mutex`) to share it between threads.
struct ShortWordMemo<Value: Sendable>: Sendable {
  /// The most entries kept before the memo is emptied.
  let limit: Int
  private var keys: [ShortWord?]
  private var values: [Value?]
  private var count = 0
  private let mask: Int

  /// An empty memo of at most `limit` entries.
  init(limit: Int) {
    var size = 8
    while size < limit * 2 { size <<= 1 }
    self.limit = limit
    keys = Array(repeating: nil, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
  }

  /// The value kept for `word`, if any.
  func value(for word: ShortWord) -> Value? {
    var slot = Int(truncatingIfNeeded: word.hash) & mask
    while let key = keys[slot] {
      if key == word { return values[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Keeps `value` for `word` (replacing what was kept), emptying the memo first when full.
  mutating func keep(_ value: Value, for word: ShortWord) {
    if count >= limit {
      for index in keys.indices {
        keys[index] = nil
        values[index] = nil
      }
      count = 0
    }
    var slot = Int(truncatingIfNeeded: word.hash) & mask
    while let key = keys[slot], key != word { slot = (slot + 1) & mask }
    if keys[slot] == nil { count += 1 }
    keys[slot] = word
    values[slot] = value
  }
}
