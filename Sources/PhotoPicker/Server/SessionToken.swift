/// The random secret of one picker session: every request must carry it (query `token`, the
/// `X-Picker-Token` header or the `picker_token` cookie).
public struct SessionToken: Sendable, Hashable, CustomStringConvertible {
  /// 64 lowercase hex digits (256 random bits).
  public let value: String

  /// A fresh random token.
  public init() {
    var generator = SystemRandomNumberGenerator()
    value = (0..<4).map { _ in
      let word = generator.next() as UInt64
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// A token with a known value (tests).
  public init(value: String) { self.value = value }

  /// Compares in time independent of where the strings differ.
  public func matches(_ candidate: String) -> Bool {
    let a = Array(value.utf8)
    let b = Array(candidate.utf8)
    var difference = a.count ^ b.count
    for index in 0..<a.count {
      difference |= Int(a[index] ^ (index < b.count ? b[index] : 0))
    }
    return difference == 0
  }

  /// The token itself.
  public var description: String { value }
}
