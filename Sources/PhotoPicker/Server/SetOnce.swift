import Foundation

/// A value set once after init, read from any thread.
final class SetOnce<Value: Sendable>: @unchecked Sendable {
  // @unchecked: the value is written and read under `lock`.
  private let lock = NSLock()
  private var value: Value?
  func set(_ newValue: Value) {
    lock.lock()
    value = newValue
    lock.unlock()
  }
  var current: Value? {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
