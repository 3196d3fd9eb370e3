import Foundation
import Synchronization

/// Foundation `TimeZone` values by IANA identifier, built once each: a library of thousands of
/// photos from a handful of zones creates a handful of `TimeZone` objects.
final class TimeZoneCache: Sendable {
  private let zones = Mutex<[String: TimeZone?]>([:])

  /// The zone for `identifier`; nil when Foundation does not know it.
  func zone(_ identifier: String) -> TimeZone? {
    zones.withLock { cache in
      if let cached = cache[identifier] { return cached }
      let zone = TimeZone(identifier: identifier)
      cache[identifier] = .some(zone)
      return zone
    }
  }
}
