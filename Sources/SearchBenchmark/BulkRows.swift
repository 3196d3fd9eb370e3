import PhotoLibrary

/// Writes generated rows table by table: one prepared insert per row on SQLite (its fastest
/// way), many rows per `INSERT … VALUES` on PostgreSQL (one round trip per 500 rows instead of
/// one per row).
final class BulkRows {
  let db: any LibraryDatabase
  let rowsPerStatement: Int
  private var pending: [String: (columns: [String], casts: [String?], rows: [[SQLValue]])] = [:]
  private var order: [String] = []

  init(_ db: any LibraryDatabase) {
    self.db = db
    rowsPerStatement = db.dialect == .sqlite ? 1 : 500
  }

  /// Adds a row of `table` (`casts` per column, e.g. `tsvector`); written when a table's rows
  /// reach the statement's size.
  func add(_ table: String, _ columns: [String], _ values: [SQLValue], casts: [String?]? = nil)
    throws
  {
    if pending[table] == nil {
      pending[table] = (columns, casts ?? columns.map { _ in nil }, [])
      order.append(table)
    }
    pending[table]!.rows.append(values)
    // Every table at once, parents first: a child row never arrives before its asset.
    if pending[table]!.rows.count >= rowsPerStatement { try flush() }
  }

  /// Writes every row added so far (parents first, in the order their tables were first used).
  func flush() throws {
    for table in order { try flush(table) }
  }

  private func flush(_ table: String) throws {
    guard let p = pending[table], !p.rows.isEmpty else { return }
    let marks =
      "(" + p.casts.map { c in c.map { "CAST(? AS \($0))" } ?? "?" }.joined(separator: ",") + ")"
    let sql =
      "INSERT INTO \(table)(\(p.columns.joined(separator: ","))) VALUES "
      + Array(repeating: marks, count: p.rows.count).joined(separator: ",")
    try db.run(sql, p.rows.flatMap { $0 })
    pending[table]!.rows.removeAll(keepingCapacity: true)
  }
}
