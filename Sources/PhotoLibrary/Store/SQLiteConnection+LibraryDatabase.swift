/// The embedded engine behind the storage boundary.
extension SQLiteConnection: LibraryDatabase {
  /// SQLite.
  public var dialect: SQLDialect { .sqlite }

  /// Calls `body` with each row of `sql` as SQLite steps to it.
  public func forEachRow(
    _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws -> Void
  ) throws {
    let s = try statement(sql)
    try s.bind(values)
    while try s.step() { try body(s.row()) }
  }

  /// `PRAGMA user_version`.
  public func schemaVersion() throws -> Int {
    Int(try scalar("PRAGMA user_version")?.integer ?? 0)
  }

  /// Whether `sqlite_master` lists the table.
  public func hasTable(_ name: String) throws -> Bool {
    try scalar(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(name)])?
      .integer == 1
  }
}
