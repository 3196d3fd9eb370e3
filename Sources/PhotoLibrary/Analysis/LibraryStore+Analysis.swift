import Foundation

/// The records every analysis pass shares: which assets it has done (or skipped, and why) and
/// which it is working on right now.
extension LibraryStore {
  /// Assets of `kinds` the pass has no record of at `version`, without those in flight, in the
  /// order of `priority` (an SQL expression over `a`; nil: none), then by id.
  func assetsNeedingAnalysis(
    pass: String, version: Int, kinds: Set<String>, priority: String? = nil
  ) throws -> [AnalysisAsset] {
    let marks = Array(repeating: "?", count: kinds.count).joined(separator: ",")
    let sql = """
      SELECT a.id, r.path, a.path, a.kind FROM assets a JOIN roots r ON r.id = a.root_id
      WHERE a.kind IN (\(marks))
        AND NOT EXISTS (SELECT 1 FROM analysis_done d WHERE d.pass = ? AND d.asset_id = a.id AND d.version = ?)
        AND NOT EXISTS (SELECT 1 FROM analysis_in_flight f WHERE f.pass = ? AND f.asset_id = a.id)
      ORDER BY \(priority.map { "(\($0)), " } ?? "")a.id
      """
    let values =
      kinds.sorted().map { SQLValue.text($0) } + [
        .text(pass), .integer(Int64(version)), .text(pass),
      ]
    return try withConnection { db in
      try db.query(sql, values).map(Self.analysisAsset)
    }
  }

  /// Assets that were being analysed when an earlier run ended early, with how many runs have
  /// tried them alone since.
  func assetsInFlight(pass: String) throws -> [(asset: AnalysisAsset, attempts: Int)] {
    let sql = """
      SELECT a.id, r.path, a.path, a.kind, f.attempts FROM analysis_in_flight f
      JOIN assets a ON a.id = f.asset_id JOIN roots r ON r.id = a.root_id
      WHERE f.pass = ? ORDER BY a.id
      """
    return try withConnection { db in
      try db.query(sql, [.text(pass)]).map { (Self.analysisAsset($0), Int($0[4].integer ?? 0)) }
    }
  }

  /// Lists assets as being analysed (committed before the work starts).
  func markAnalysing(_ assets: [AnalysisAsset], pass: String, attempts: Int) throws {
    try withConnection { db in
      try db.transaction {
        for a in assets {
          try db.run(
            """
            INSERT INTO analysis_in_flight(pass, asset_id, attempts) VALUES (?,?,?)
            ON CONFLICT(pass, asset_id) DO UPDATE SET attempts = excluded.attempts
            """, [.text(pass), .integer(a.id), .integer(Int64(attempts))])
        }
      }
    }
  }

  /// In one transaction: the pass stores its results, every asset of the batch is recorded as
  /// done (skipped ones with their reason) and unlisted from the assets in flight.
  func finishAnalysis<Pass: AssetAnalysisPass>(
    pass: Pass, results: [AnalysedAsset<Pass.Output>],
    skipped: [(asset: AnalysisAsset, reason: String)]
  ) throws {
    try withConnection { db in
      try db.transaction {
        try pass.store(results, in: db)
        let done =
          results.map { ($0.asset.id, SQLValue.null) }
          + skipped.map { ($0.asset.id, SQLValue.text($0.reason)) }
        let now = Self.now()
        for (id, reason) in done {
          try db.run(
            """
            INSERT INTO analysis_done(pass, asset_id, version, skipped, at) VALUES (?,?,?,?,?)
            ON CONFLICT(pass, asset_id) DO UPDATE SET version = excluded.version,
              skipped = excluded.skipped, at = excluded.at
            """,
            [.text(pass.name), .integer(id), .integer(Int64(pass.version)), reason, .text(now)])
          try db.run(
            "DELETE FROM analysis_in_flight WHERE pass = ? AND asset_id = ?",
            [.text(pass.name), .integer(id)])
        }
      }
    }
  }

  /// How many assets of `kinds` the pass has done at `version`, and how many of those it skipped.
  public func analysisCounts(pass: String, version: Int) throws -> (done: Int, skipped: Int) {
    try withConnection { db in
      let row = try db.query(
        "SELECT count(*), count(skipped) FROM analysis_done WHERE pass = ? AND version = ?",
        [.text(pass), .integer(Int64(version))]
      ).first
      return (Int(row?[0].integer ?? 0), Int(row?[1].integer ?? 0))
    }
  }

  static func analysisAsset(_ row: [SQLValue]) -> AnalysisAsset {
    let root = row[1].text ?? ""
    let relative = row[2].text ?? ""
    return AnalysisAsset(
      id: row[0].integer ?? 0,
      path: relative.hasPrefix("/")
        ? relative : (root as NSString).appendingPathComponent(relative),
      kind: row[3].text ?? "photo")
  }
}
