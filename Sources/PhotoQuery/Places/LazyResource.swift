import Synchronization

/// A value built on first use and then shared: the loaders of the gazetteer, the given names and
/// the subject vocabulary keep their immutable stores in one of these, so creating a lexicon costs
/// nothing and the first lookup pays for the load exactly once, whichever thread asks first.
///
/// Reads after the load are one atomic load (`AtomicLazyReference`); only the first accesses take
/// the lock, so concurrent first accesses wait for a single build.
final class LazyResource<Value: AnyObject & Sendable>: Sendable {
  private let stored = AtomicLazyReference<Value>()
  private let building = Mutex<Void>(())
  private let load: @Sendable () -> Value

  /// Creates a lazy value that `load` builds on first access.
  init(_ load: @escaping @Sendable () -> Value) {
    self.load = load
  }

  /// The value, built now when this is the first access.
  var value: Value {
    if let value = stored.load() { return value }
    return building.withLock { _ in
      if let value = stored.load() { return value }
      return stored.storeIfNil(load())
    }
  }

  /// Whether the value has been built.
  var isLoaded: Bool { stored.load() != nil }
}
