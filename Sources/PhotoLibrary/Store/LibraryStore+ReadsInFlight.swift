/// The watchdog's record of files being read: a batch is listed (and committed) before it is
/// read and unlisted in the transaction that stores it. A file still listed when a run starts
/// was being read when a reader crashed, was killed or hung. On PostgreSQL, where several
/// indexers run at once, each listing names its session (`holder`, the backend's pid), and a
/// file another live session is reading is not a crash.
extension LibraryStore {
  /// Files listed as being read under a root by no live indexer, with how many times each was
  /// read alone.
  public func readsInFlight(rootID: Int64) throws -> [String: Int] {
    try withConnection { db in
      var listed: [String: Int] = [:]
      let sql =
        db.dialect == .postgresql
        ? "SELECT path, attempts FROM reads_in_flight r WHERE root_id = ? AND NOT EXISTS (SELECT 1 FROM pg_stat_activity s WHERE s.pid = r.holder AND s.pid <> pg_backend_pid())"
        : "SELECT path, attempts FROM reads_in_flight WHERE root_id = ?"
      for row in try db.query(sql, [.integer(rootID)]) {
        listed[row[0].text ?? ""] = Int(row[1].integer ?? 0)
      }
      return listed
    }
  }

  /// Lists files as being read (`attempts` 0 for a batch, 1 for a file read alone), in one
  /// committed transaction.
  public func markReading(paths: [String], attempts: Int, rootID: Int64) throws {
    guard !paths.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        try Self.insertRows(
          "reads_in_flight(root_id, path, attempts)",
          paths.map { [.integer(rootID), .text($0), .integer(Int64(attempts))] },
          suffix: db.dialect == .postgresql
            ? "ON CONFLICT(root_id, path) DO UPDATE SET attempts = excluded.attempts, holder = excluded.holder"
            : "ON CONFLICT(root_id, path) DO UPDATE SET attempts = excluded.attempts",
          db: db)
      }
    }
  }

  /// Unlists files that were read but not stored (files that turned out not to be media).
  public func finishReading(paths: [String], rootID: Int64) throws {
    guard !paths.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        for path in paths {
          try db.run(
            "DELETE FROM reads_in_flight WHERE root_id = ? AND path = ?",
            [.integer(rootID), .text(path)])
        }
      }
    }
  }
}
