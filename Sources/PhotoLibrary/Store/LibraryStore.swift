import Foundation
import Synchronization

/// The index database: one connection, one writer, every call serialised by a lock so the
/// store can be shared across tasks.
public final class LibraryStore: Sendable {
  /// Where the database lives.
  public let path: String
  let connection: Mutex<SQLiteConnectionBox>

  /// Opens (creating and migrating when needed) the index at `path`.
  public init(path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    let db = try SQLiteConnection(path: path)
    try db.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;")
    try Self.migrate(db)
    self.path = path
    self.connection = Mutex(SQLiteConnectionBox(db))
  }

  /// The schema version of the open database.
  public func schemaVersion() throws -> Int {
    try withConnection { Int(try $0.scalar("PRAGMA user_version")?.integer ?? 0) }
  }

  /// Runs `body` with exclusive use of the connection.
  func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try connection.withLock { box in try body(box.connection) }
  }

  static func migrate(_ db: SQLiteConnection) throws {
    let version = Int(try db.scalar("PRAGMA user_version")?.integer ?? 0)
    guard version < LibrarySchema.currentVersion else { return }
    for next in version..<LibrarySchema.currentVersion {
      try db.transaction {
        try db.execute(LibrarySchema.migrations[next])
        try db.execute("PRAGMA user_version = \(next + 1)")
      }
    }
  }

  /// The id of an indexed folder, adding it when new.
  public func rootID(for folder: String) throws -> Int64 {
    try withConnection { db in
      try db.run("INSERT OR IGNORE INTO roots(path) VALUES (?)", [.text(folder)])
      guard let id = try db.scalar("SELECT id FROM roots WHERE path = ?", [.text(folder)])?.integer
      else { throw SQLiteError(code: 0, message: "root not stored", context: folder) }
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

  /// Records that a folder's run finished.
  public func markIndexed(rootID: Int64) throws {
    try withConnection { db in
      try db.run(
        "UPDATE roots SET last_indexed_at = strftime('%Y-%m-%dT%H:%M:%SZ','now') WHERE id = ?",
        [.integer(rootID)])
    }
  }
}

/// Holds the connection inside the store's lock (the connection is only touched under it).
final class SQLiteConnectionBox: @unchecked Sendable {
  // Justified: the box is only reachable through `LibraryStore.connection`'s Mutex.
  let connection: SQLiteConnection
  init(_ connection: SQLiteConnection) { self.connection = connection }
}
