/// Seconds spent in the named stages of an analysis (decode, detect, database writes…), summed
/// over photos and worker threads, in the order the stages were first seen. Benchmarks print it
/// (`photosearch faces --json`, `scripts/bench_faces.sh`) to show where a pass's time goes.
public struct StageSeconds: Sendable, Equatable {
  /// The stages, in the order first added.
  public private(set) var names: [String] = []
  /// Seconds per stage.
  public private(set) var seconds: [String: Double] = [:]

  /// No stage yet.
  public init() {}

  /// Adds `value` seconds to stage `name`.
  public mutating func add(_ name: String, _ value: Double) {
    if seconds[name] == nil { names.append(name) }
    seconds[name, default: 0] += value
  }

  /// Adds every stage of `other`.
  public mutating func add(_ other: StageSeconds) {
    for name in other.names { add(name, other.seconds[name] ?? 0) }
  }

  /// The total over all stages.
  public var total: Double { seconds.values.reduce(0, +) }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
