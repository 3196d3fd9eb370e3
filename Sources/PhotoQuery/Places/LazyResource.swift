import Synchronization

/// A value built on first use and then shared: the loaders of the gazetteer, the given names and
/// the subject vocabulary keep their immutable stores in one of these, so creating a lexicon costs
/// nothing and the first lookup pays for the load exactly once, whichever thread asks first.
final class LazyResource<Value: Sendable>: Sendable {
  private let state: Mutex<Value?>
  private let load: @Sendable () -> Value

  /// Creates a lazy value that `load` builds on first access.
  init(_ load: @escaping @Sendable () -> Value) {
    self.state = Mutex(nil)
    self.load = load
  }

  /// The value, built now when this is the first access. Concurrent first accesses wait for one
  /// build; later accesses take the lock only to read the stored reference.
  var value: Value {
    state.withLock { stored in
      if let stored { return stored }
      let built = load()
      stored = built
      return built
    }
  }

  /// Whether the value has been built.
  var isLoaded: Bool { state.withLock { $0 != nil } }
}
