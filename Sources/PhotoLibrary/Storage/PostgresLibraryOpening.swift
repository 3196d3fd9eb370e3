/// Opens a PostgreSQL library: connects, checks that the database's tables are a photosearch
/// library (or that there are none), refuses a newer schema, and creates or migrates it.
enum PostgresLibraryOpening {
  /// The advisory lock key migrations hold ("PSKL", as SQLite's application id).
  static let migrationLock: Int64 = 0x5053_4B4C

  /// A session on the library at `url` and whether it is read only. `.create` creates the tables
  /// in an empty database; `.existing` and `.readOnly` need them; `.readOnly` sessions refuse
  /// every write (`default_transaction_read_only`).
  static func open(_ url: String, mode: LibraryOpenMode) throws -> (PostgresConnection, Bool) {
    let db = try PostgresConnection(url: url)
    let shown = db.displayURL
    let version = try check(db, shown: shown)
    if version == 0 && mode != .create { throw LibraryOpenError.missing(path: shown) }
    if mode == .readOnly {
      try db.execute("SET default_transaction_read_only = on")
      return (db, true)
    }
    if version < PostgresSchema.currentVersion { try migrate(db, shown: shown) }
    return (db, false)
  }

  /// The schema version of a photosearch library (0 for a database without its tables);
  /// throws for another application's tables and for a newer schema.
  static func check(_ db: PostgresConnection, shown: String) throws -> Int {
    let version = try db.schemaVersion()
    if version == 0, try db.hasTable("assets") {
      throw LibraryOpenError.notALibrary(
        path: shown, reason: "a PostgreSQL database with an `assets` table of another application")
    }
    guard version <= PostgresSchema.currentVersion else {
      throw LibraryOpenError.newerSchema(
        path: shown, found: version, supported: PostgresSchema.currentVersion)
    }
    return version
  }

  /// Runs the missing migrations in one transaction under the advisory lock, checking the version
  /// again once the lock is held.
  static func migrate(_ db: PostgresConnection, shown: String) throws {
    try db.transaction {
      try db.run("SELECT pg_advisory_xact_lock(?)", [.integer(migrationLock)])
      let version = try check(db, shown: shown)
      guard version < PostgresSchema.currentVersion else { return }
      try db.execute("CREATE TABLE IF NOT EXISTS photosearch_schema(version integer NOT NULL)")
      for next in version..<PostgresSchema.currentVersion {
        try db.execute(PostgresSchema.migrations[next])
      }
      try db.execute("DELETE FROM photosearch_schema")
      try db.run(
        "INSERT INTO photosearch_schema(version) VALUES (?)",
        [.integer(Int64(PostgresSchema.currentVersion))])
    }
  }
}
