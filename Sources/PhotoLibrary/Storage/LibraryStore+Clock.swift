import Foundation

extension LibraryStore {
  /// The current UTC time as the library stores it (`2026-12-02T11:37:33Z`), bound as a value so
  /// the statement is the same on every engine.
  static func now() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }
}
