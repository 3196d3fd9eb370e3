/// A file the run could not read, with the reason.
public struct SkippedFile: Sendable, Codable, Equatable {
  /// The indexed folder.
  public var root: String
  /// Path relative to the folder.
  public var path: String
  /// Why it was skipped.
  public var reason: String
  /// Whether it was already recorded as unreadable by an earlier run (and is unchanged).
  public var known: Bool
}

/// What one index run did.
public struct IndexSummary: Sendable, Codable, Equatable {
  /// Media files seen on disk.
  public var total = 0
  /// Files read and stored (new or changed).
  public var indexed = 0
  /// Files unchanged since the last run.
  public var unchanged = 0
  /// Files removed from the index because they are gone from disk.
  public var removed = 0
  /// Files found at a new path (moved or renamed) whose asset went with them, keeping its id:
  /// recognised by their content fingerprint. Counted in `indexed` too (they are read again).
  public var moved = 0
  /// Files that could not be read.
  public var skipped: [SkippedFile] = []
  /// Files indexed although exiv2 could not read them whole (header and metadata blocks only).
  public var partial: [SkippedFile] = []
  /// Seconds the run took.
  public var seconds = 0.0

  /// Creates an empty summary.
  public init() {}

  /// Skip counts by reason, most common first.
  public var skippedByReason: [(reason: String, count: Int)] {
    var counts: [String: Int] = [:]
    for s in skipped { counts[s.reason, default: 0] += 1 }
    return counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
  }
}

/// How far a run has got, for progress displays.
public struct IndexProgress: Sendable, Equatable {
  /// Files to read in this run (new or changed).
  public var toRead: Int
  /// Files read so far.
  public var read: Int
  /// Media files seen on disk so far.
  public var seen: Int
  /// Unchanged files so far.
  public var unchanged: Int
  /// Seconds since the run started reading.
  public var elapsed: Double
  /// The folder being indexed.
  public var root: String
}
