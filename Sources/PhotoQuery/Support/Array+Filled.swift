extension Array {
  /// `count` copies of `value`.
  ///
  /// Same result as `Array(repeating:count:)`, but allocated through the specialised growth path:
  /// the standard initialiser calls an unspecialised runtime entry point that looks the storage
  /// type's metadata up on every call (hundreds of instructions per small per-query array).
  @inline(__always) static func filled(_ value: Element, count: Int) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    for _ in 0..<count { result.append(value) }
    return result
  }
}
