import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension LibraryStore {
  /// The current UTC time as the library stores it (`2026-12-02T11:37:33Z`), bound as a value so
  /// the statement is the same on every engine. Formatted with `gmtime_r`: an
  /// `ISO8601DateFormatter` loaded ICU's calendar data on the first write of every run (≈ 3 ms)
  /// and was made again for each batch.
  static func now() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }
}
