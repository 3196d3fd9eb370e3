import Foundation

/// Runs an ``AssetAnalysisPass`` over the assets that still need it: on `workers` threads, in
/// batches of `batchSize` assets, one transaction per batch. Each batch is listed as in flight
/// (committed) before it is analysed, so a run killed at any point loses at most that batch: the
/// next run analyses its assets again one at a time, and skips one that a run died on twice.
public struct AnalysisRunner<Pass: AssetAnalysisPass>: Sendable {
  /// The library.
  public let store: LibraryStore
  /// The pass.
  public let pass: Pass
  /// Worker threads (default: the number of cores).
  public var workers: Int
  /// Assets per transaction.
  public var batchSize: Int
  /// Stops after this many assets (nil: all); for tests and trial runs.
  public var limit: Int?

  /// The reason recorded for an asset a run died on twice.
  public static var crashedReason: String {
    "the analysis crashed or was killed on this file in two runs (skipped until it changes)"
  }

  /// Creates a runner.
  public init(store: LibraryStore, pass: Pass, workers: Int? = nil, batchSize: Int = 16) {
    self.store = store
    self.pass = pass
    self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    self.batchSize = max(1, batchSize)
  }

  /// Analyses every asset that needs the pass; `progress` is called after each batch.
  public func run(progress: (AnalysisProgress) -> Void = { _ in }) throws -> AnalysisSummary {
    let started = Date()
    var summary = AnalysisSummary()
    let inFlight = try store.assetsInFlight(pass: pass.name)
    var crashed: [(asset: AnalysisAsset, reason: String)] = []
    var suspects: [AnalysisAsset] = []
    for (asset, attempts) in inFlight {
      if attempts >= 1 {
        crashed.append((asset, Self.crashedReason))
      } else {
        suspects.append(asset)
      }
    }
    if !crashed.isEmpty {
      try store.finishAnalysis(pass: pass, results: [], skipped: crashed)
      summary.skipped += crashed.map { ($0.asset.path, $0.reason) }
    }
    var pending = try store.assetsNeedingAnalysis(
      pass: pass.name, version: pass.version, kinds: pass.mediaKinds, priority: pass.priority)
    if let limit { pending = Array(pending.prefix(max(0, limit - suspects.count))) }
    summary.pending = suspects.count + pending.count
    var report = AnalysisProgress(
      pass: pass.name, total: summary.pending, done: 0, elapsed: 0)
    progress(report)
    let pool = WorkerPool(workers: workers)
    defer { pool.close() }
    // Suspects one at a time: if one kills the process again, only it is blamed.
    var batches = suspects.map { ([$0], 1) }
    var start = 0
    while start < pending.count {
      batches.append((Array(pending[start..<min(start + batchSize, pending.count)]), 0))
      start += batchSize
    }
    for (batch, attempts) in batches {
      var clock = Date()
      try store.markAnalysing(batch, pass: pass.name, attempts: attempts)
      summary.stageSeconds.add("database", -clock.timeIntervalSinceNow)
      let pass = self.pass
      let outcomes = pool.map(batch) { asset -> Result<Pass.Output, AnalysisSkip> in
        do {
          return .success(try pass.analyze(asset))
        } catch let skip as AnalysisSkip {
          return .failure(skip)
        } catch {
          return .failure(AnalysisSkip(String(describing: error)))
        }
      }
      var results: [AnalysedAsset<Pass.Output>] = []
      var skipped: [(asset: AnalysisAsset, reason: String)] = []
      for (asset, outcome) in zip(batch, outcomes) {
        switch outcome {
        case .success(let output):
          results.append(AnalysedAsset(asset: asset, output: output))
          summary.stageSeconds.add(pass.stageSeconds(of: output))
        case .failure(let skip): skipped.append((asset, skip.reason))
        }
      }
      clock = Date()
      try store.finishAnalysis(pass: pass, results: results, skipped: skipped)
      summary.stageSeconds.add("database", -clock.timeIntervalSinceNow)
      summary.analysed += results.count
      summary.skipped += skipped.map { ($0.asset.path, $0.reason) }
      report.done += batch.count
      report.elapsed = Date().timeIntervalSince(started)
      progress(report)
    }
    summary.seconds = Date().timeIntervalSince(started)
    return summary
  }
}
