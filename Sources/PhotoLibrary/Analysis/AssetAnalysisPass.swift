/// An analysis that looks at each photo's pixels once and stores what it found, separately from
/// the metadata index: faces (issue 12) and, later, recognised text (issue 13's OCR pass).
///
/// ``AnalysisRunner`` does the rest for every pass alike: which assets still need the pass (no
/// record in `analysis_done` at the pass's ``version``), a pool of worker threads calling
/// ``analyze(_:)``, one transaction per batch in which ``store(_:in:)`` writes the results and
/// the assets are recorded as done, progress with an estimated time, resuming after a kill, and
/// skipping a file that cannot be analysed (or that killed the process twice) with its reason.
///
/// A new pass is a type conforming to this protocol, its tables in a ``LibrarySchema``
/// migration, and a command that runs it through ``AnalysisRunner``.
public protocol AssetAnalysisPass: Sendable {
  /// What ``analyze(_:)`` finds in one asset.
  associatedtype Output: Sendable

  /// The pass's stable name, stored with every record (`faces`, `text`).
  var name: String { get }
  /// Bumped when the pass finds different things; assets done by an older version are done again.
  var version: Int { get }
  /// The asset kinds (`photo`, `screenshot`, `video`) the pass looks at.
  var mediaKinds: Set<String> { get }
  /// An SQL expression over the asset row `a` that orders the work, lowest first, ties by id
  /// (the text pass reads screenshots and documents first); nil (by id only) by default.
  var priority: String? { get }

  /// Analyses one asset; called on a worker thread, several at once. A thrown error skips the
  /// asset, with the error's description as the recorded reason.
  func analyze(_ asset: AnalysisAsset) throws -> Output

  /// Writes one batch's results; called inside the batch's transaction, from one thread.
  func store(_ results: [AnalysedAsset<Output>], in db: any LibraryDatabase) throws

  /// Where ``analyze(_:)`` spent its time on one asset (summed into ``AnalysisSummary``).
  func stageSeconds(of output: Output) -> StageSeconds
}

extension AssetAnalysisPass {
  /// No order but the assets' ids.
  public var priority: String? { nil }
  /// No stages: the runner's own (`analyse`, `database`) only.
  public func stageSeconds(of output: Output) -> StageSeconds { StageSeconds() }
}

/// One asset a pass looks at.
public struct AnalysisAsset: Sendable, Hashable {
  /// The asset's id in the index.
  public var id: Int64
  /// The file's absolute path.
  public var path: String
  /// `photo`, `screenshot` or `video`.
  public var kind: String

  /// Creates an asset reference.
  public init(id: Int64, path: String, kind: String) {
    self.id = id
    self.path = path
    self.kind = kind
  }
}

/// A pass's result for one asset.
public struct AnalysedAsset<Output: Sendable>: Sendable {
  /// The asset.
  public var asset: AnalysisAsset
  /// What the pass found.
  public var output: Output
}

/// An error that skips an asset with a reason (any other error's description serves too).
public struct AnalysisSkip: Error, Sendable, CustomStringConvertible, Equatable {
  /// Why the asset was skipped.
  public var reason: String
  /// Creates a skip with its reason.
  public init(_ reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}
