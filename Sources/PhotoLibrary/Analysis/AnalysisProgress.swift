import Foundation

/// How far a pass's run has come, with an estimated time to finish.
public struct AnalysisProgress: Sendable, Equatable {
  /// The pass's name.
  public var pass: String
  /// Assets this run set out to analyse.
  public var total: Int
  /// Assets analysed or skipped so far in this run.
  public var done: Int
  /// Seconds since the run started.
  public var elapsed: Double

  /// Assets a second so far (0 before the first is done).
  public var rate: Double { elapsed > 0 ? Double(done) / elapsed : 0 }

  /// Seconds left at the rate so far; nil before the first asset is done.
  public var secondsLeft: Double? {
    guard done > 0, rate > 0 else { return nil }
    return Double(total - done) / rate
  }

  /// `faces: 120/10000 (3.1/s), about 53m12s left`.
  public var line: String {
    var text = "\(pass): \(done)/\(total)"
    if done > 0 { text += String(format: " (%.1f/s)", rate) }
    if let left = secondsLeft, done < total { text += ", about \(Self.duration(left)) left" }
    return text
  }

  /// `1h02m`, `3m05s`, `12s`.
  static func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    if s >= 3600 { return String(format: "%dh%02dm", s / 3600, (s % 3600) / 60) }
    if s >= 60 { return String(format: "%dm%02ds", s / 60, s % 60) }
    return "\(s)s"
  }
}

/// What a pass's run did.
public struct AnalysisSummary: Sendable {
  /// Assets analysed.
  public var analysed = 0
  /// Assets skipped, with the reason (absolute path → reason).
  public var skipped: [(path: String, reason: String)] = []
  /// Assets that still needed the pass when the run started.
  public var pending = 0
  /// Seconds the run took.
  public var seconds = 0.0
  /// Where the time went: the pass's own stages (summed over worker threads) and the runner's
  /// `database` (listing batches in flight, then storing each batch in its transaction, on the
  /// calling thread).
  public var stageSeconds = StageSeconds()

  /// Creates an empty summary.
  public init() {}
}
