import PhotoQuery

extension LibraryStore {
  /// The settings key holding the vocabulary size the subject index was built with.
  static let subjectIndexVersionKey = "subject_index_vocabulary"

  /// Annotates every asset that has no subject rows yet (new or re-indexed ones), rebuilding all
  /// of them when the vocabulary changed; returns how many assets it annotated.
  @discardableResult
  public func refreshSubjectIndex(
    annotator: SubjectAnnotator = SubjectAnnotator(), batchSize: Int = 5000
  )
    throws -> Int
  {
    try refreshSubjectIndex(annotator: annotator, batchSize: batchSize, whileBatchIsHeld: { _ in })
  }

  /// The same; `whileBatchIsHeld` runs inside each batch's transaction once its assets are read
  /// (given their ids), where a test plays a writer that deletes one of them at that moment.
  ///
  /// Each batch is read, annotated and written in one transaction that holds its assets, so the
  /// rows written always belong to an asset that exists and describe the words it has now: a
  /// writer deleting or rewriting one of them (an indexer replacing a file) waits for the batch,
  /// and an asset deleted before the batch is not read. PostgreSQL holds the rows (`FOR SHARE`,
  /// which `DELETE`, `UPDATE` and the indexer's `FOR UPDATE` wait for); SQLite's transaction
  /// holds the write lock from its start. Without this a searcher annotating while an indexer
  /// replaced an asset wrote rows for a deleted asset (PostgreSQL refused them:
  /// `asset_subjects_asset_id_fkey`; SQLite kept them, for an id a new asset may take) or the
  /// replaced asset's old words.
  func refreshSubjectIndex(
    annotator: SubjectAnnotator, batchSize: Int, whileBatchIsHeld: ([Int64]) throws -> Void
  ) throws -> Int {
    let version = String(annotator.vocabulary.count)
    var total = 0
    try withConnection { db in
      let stored = try db.scalar(
        "SELECT value FROM settings WHERE key = ?", [.text(Self.subjectIndexVersionKey)])?.text
      if stored != version {
        try db.transaction {
          try db.execute("DELETE FROM asset_subjects; DELETE FROM subject_annotated;")
          try db.run(
            "INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [.text(Self.subjectIndexVersionKey), .text(version)])
        }
      }
      let assets = try db.scalar("SELECT count(*) FROM assets")?.integer ?? 0
      let annotated = try db.scalar("SELECT count(*) FROM subject_annotated")?.integer ?? 0
      // Deleted assets take their rows with them (trigger), so equal counts mean nothing is new.
      if assets == annotated { return }
      let hold = db.dialect == .postgresql ? " FOR SHARE OF a" : ""
      var memo: [String: [String]] = [:]
      var cursor: Int64 = Int64.min
      while true {
        let batch: (count: Int, last: Int64)? = try db.transaction {
          let rows = try db.query(
            "SELECT a.id, a.title, a.caption, a.album, a.folder, a.file_name FROM assets a WHERE a.id > ? AND NOT EXISTS (SELECT 1 FROM subject_annotated s WHERE s.asset_id = a.id) ORDER BY a.id LIMIT ?"
              + hold,
            [.integer(cursor), .integer(Int64(batchSize))])
          let ids = rows.compactMap { $0[0].integer }
          guard let first = ids.first, let last = ids.last else { return nil }
          try whileBatchIsHeld(ids)
          var keywords: [Int64: [String]] = [:]
          for row in try db.query(
            "SELECT asset_id, keyword FROM keywords WHERE asset_id BETWEEN ? AND ?",
            [.integer(first), .integer(last)])
          {
            if let id = row[0].integer, let k = row[1].text { keywords[id, default: []].append(k) }
          }
          var subjects: [[SQLValue]] = []
          var annotated: [[SQLValue]] = []
          for row in rows {
            guard let id = row[0].integer else { continue }
            let texts = SubjectAnnotator.Texts(
              keywords: keywords[id] ?? [],
              phrases: [row[1].text, row[2].text, row[3].text].compactMap { $0 },
              folder: row[4].text ?? "", fileName: row[5].text ?? "")
            for concept in annotator.concepts(of: texts, memo: &memo) {
              subjects.append([.text(concept), .integer(id)])
            }
            annotated.append([.integer(id)])
          }
          try Self.insertRows(
            "asset_subjects(concept_id, asset_id)", subjects, suffix: "ON CONFLICT DO NOTHING",
            db: db)
          try Self.insertRows(
            "subject_annotated(asset_id)", annotated, suffix: "ON CONFLICT DO NOTHING", db: db)
          return (rows.count, last)
        }
        guard let batch else { break }
        total += batch.count
        cursor = batch.last
      }
    }
    return total
  }

  /// Inserts rows with many rows per statement (one round trip per 400 rows on PostgreSQL).
  static func insertRows(
    _ target: String, _ rows: [[SQLValue]], suffix: String, db: any LibraryDatabase
  ) throws {
    guard let width = rows.first?.count else { return }
    let tuple = "(" + Array(repeating: "?", count: width).joined(separator: ",") + ")"
    var start = 0
    while start < rows.count {
      let chunk = rows[start..<min(start + 400, rows.count)]
      try db.run(
        "INSERT INTO \(target) VALUES "
          + Array(repeating: tuple, count: chunk.count).joined(separator: ",") + " " + suffix,
        chunk.flatMap { $0 })
      start += chunk.count
    }
  }
}
