import Foundation

/// A value built on first use and kept, behind a lock, for a class that cannot grow stored
/// properties in another module's extension (``PhotoLibrarySearch/builtOnce``).
package final class BuiltOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var built: (any Sendable)?

  /// Creates an empty holder.
  package init() {}

  /// The value, built by `make` on the first call; later calls return it.
  package func value<T: Sendable>(_ make: () throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    if let built = built as? T { return built }
    let made = try make()
    built = made
    return made
  }
}
