import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The index database: one session with its engine (SQLite or PostgreSQL, see
/// ``LibraryDatabase``), every call serialised by a lock so the store can be shared across tasks.
public final class LibraryStore: Sendable {
  /// Where the database lives: a file path (SQLite) or a `postgresql://` URL.
  public let path: String
  let connection: Mutex<LibraryDatabaseBox>

  /// Whether the library was opened read only (nothing can be written through this store).
  public let isReadOnly: Bool

  /// Opens the index at `path`. Before anything is written the file is checked: a foreign file
  /// (not SQLite, or another application's database) or a newer schema is refused and left
  /// untouched. `mode` says whether a missing library is created (`.create`, the default for
  /// `index`), must exist (`.existing`), or is only read (`.readOnly`).
  /// A `postgresql://` (or `postgres://`) URL opens a PostgreSQL library instead (see
  /// ``PostgresLibraryOpening``).
  public init(path: String, mode: LibraryOpenMode = .create) throws {
    if LibraryLocation.isPostgresURL(path) {
      let (db, readOnly) = try PostgresLibraryOpening.open(path, mode: mode)
      self.path = path
      self.isReadOnly = readOnly
      self.connection = Mutex(LibraryDatabaseBox(db))
      return
    }
    let contents = try LibraryOpening.inspect(path)
    let db: SQLiteConnection
    var readOnly = false
    switch (mode, contents) {
    case (.readOnly, .nothing), (.existing, .nothing):
      throw LibraryOpenError.missing(path: path)
    case (.readOnly, .library):
      // Older schemas read too: the columns added since are only used by `index`.
      db = try LibraryOpening.openReadOnly(path)
      try db.execute("PRAGMA query_only=1")
      readOnly = true
    case (.existing, .library(let version)):
      if access(path, W_OK) != 0 && version == LibrarySchema.currentVersion {
        db = try LibraryOpening.openReadOnly(path)
        try db.execute("PRAGMA query_only=1")
        readOnly = true
      } else {
        db = try SQLiteConnection(path: path, access: .readWrite)
        try LibraryOpening.prepare(db, path: path)
      }
    case (.create, _):
      let directory = (path as NSString).deletingLastPathComponent
      if !directory.isEmpty {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      }
      db = try SQLiteConnection(path: path, access: .create)
      try LibraryOpening.prepare(db, path: path)
    }
    self.path = path
    self.isReadOnly = readOnly
    self.connection = Mutex(LibraryDatabaseBox(db))
  }

  /// Which engine holds the library.
  public var engine: SQLDialect {
    connection.withLock { $0.connection.dialect }
  }

  /// The schema version of the open database.
  public func schemaVersion() throws -> Int {
    try withConnection { try $0.schemaVersion() }
  }

  /// Runs `body` with exclusive use of the connection.
  package func withConnection<T>(_ body: (any LibraryDatabase) throws -> T) throws -> T {
    try connection.withLock { box in try body(box.connection) }
  }

  /// The id of an indexed folder, adding it when new.
  public func rootID(for folder: String) throws -> Int64 {
    try withConnection { db in
      try db.run(
        "INSERT INTO roots(path) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM roots WHERE path = ?) ON CONFLICT DO NOTHING",
        [.text(folder), .text(folder)])
      guard let id = try db.scalar("SELECT id FROM roots WHERE path = ?", [.text(folder)])?.integer
      else { throw LibraryStorageError("root not stored: \(folder)") }
      return id
    }
  }

  /// The indexed folders, by id.
  public func roots() throws -> [(id: Int64, path: String)] {
    try withConnection { db in
      try db.query("SELECT id, path FROM roots ORDER BY path").map {
        ($0[0].integer ?? 0, $0[1].text ?? "")
      }
    }
  }

  /// Copies what SQLite's write-ahead log holds into the database file, as far as no reader holds
  /// it back (`wal_checkpoint(PASSIVE)`; nothing on PostgreSQL). The indexer does so after each
  /// batch but the last, while the next ones are being read, so that closing the library at the
  /// end of a run (which copies the rest) is left with the last batch only.
  public func checkpoint() throws {
    try withConnection { db in
      guard db.dialect == .sqlite else { return }
      _ = try db.query("PRAGMA wal_checkpoint(PASSIVE)")
    }
  }

  /// Records that a folder's run finished.
  public func markIndexed(rootID: Int64) throws {
    try withConnection { db in
      try db.run(
        "UPDATE roots SET last_indexed_at = ? WHERE id = ?", [.text(Self.now()), .integer(rootID)])
    }
  }
}

/// Holds the connection inside the store's lock (the connection is only touched under it).
final class LibraryDatabaseBox: @unchecked Sendable {
  // Justified: the box is only reachable through `LibraryStore.connection`'s Mutex.
  let connection: any LibraryDatabase
  init(_ connection: any LibraryDatabase) { self.connection = connection }
}
