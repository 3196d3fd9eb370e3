import Synchronization

/// A value built on first use and then shared: the loaders of the gazetteer, the given names and
/// the subject vocabulary keep their immutable stores in one of these, so creating a lexicon costs
/// nothing and the first lookup pays for the load exactly once, whichever thread asks first.
///
/// Reads after the load are one acquiring atomic load of the object's address (an `Atomic<UInt>`,
/// which the compiler specialises; `AtomicLazyReference.load()` is generic code that looks type
/// metadata up on every call, a measurable cost at several reads per query). Only the first
/// accesses take the lock, so concurrent first accesses wait for a single build.
package final class LazyResource<Value: AnyObject & Sendable>: Sendable {
  /// The built value's address (retained once, released in `deinit`), or 0 before the load.
  private let address = Atomic<UInt>(0)
  private let building = Mutex<Void>(())
  private let load: @Sendable () -> Value

  /// Creates a lazy value that `load` builds on first access.
  package init(_ load: @escaping @Sendable () -> Value) {
    self.load = load
  }

  deinit {
    let bits = address.load(ordering: .acquiring)
    if let pointer = UnsafeRawPointer(bitPattern: bits) {
      Unmanaged<Value>.fromOpaque(pointer).release()
    }
  }

  /// The value, built now when this is the first access.
  package var value: Value {
    if let value = loaded() { return value }
    return building.withLock { _ in
      if let value = loaded() { return value }
      let value = load()
      let bits = UInt(bitPattern: Unmanaged.passRetained(value).toOpaque())
      address.store(bits, ordering: .releasing)
      return value
    }
  }

  /// Whether the value has been built.
  package var isLoaded: Bool { address.load(ordering: .acquiring) != 0 }

  /// The built value, if any: one acquiring load, no lock.
  @inline(__always) private func loaded() -> Value? {
    guard let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else {
      return nil
    }
    return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
  }
}
