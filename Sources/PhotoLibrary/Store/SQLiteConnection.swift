import CSQLite
import Foundation

/// An error from SQLite, with its message and the statement that failed.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
  /// SQLite's result code.
  public var code: Int32
  /// SQLite's message.
  public var message: String
  /// What was being done.
  public var context: String
  /// A one-line description.
  public var description: String { "SQLite error \(code): \(message) (\(context))" }
}

/// A value bound to or read from SQL.
public enum SQLValue: Sendable, Equatable {
  /// NULL.
  case null
  /// An integer.
  case integer(Int64)
  /// A real number.
  case real(Double)
  /// Text.
  case text(String)
}

/// One SQLite connection, used from one thread at a time (the store serialises access).
public final class SQLiteConnection {
  let handle: OpaquePointer
  private var cache: [String: SQLiteStatement] = [:]

  /// How a connection opens its file.
  public enum Access: Sendable {
    /// Read and write, creating the file when missing.
    case create
    /// Read and write an existing file.
    case readWrite
    /// Read only (nothing is ever written, not even the journal mode).
    case readOnly
    /// Read only, telling SQLite the file cannot change (for a read-only WAL file whose `-shm`
    /// cannot be created).
    case immutable
  }

  /// Opens (creating when needed) the database file at `path`.
  public convenience init(path: String) throws {
    try self.init(path: path, access: .create)
  }

  /// Opens the database file at `path` as `access` says.
  public init(path: String, access: Access) throws {
    var db: OpaquePointer?
    var flags = SQLITE_OPEN_NOMUTEX
    var name = path
    switch access {
    case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .immutable:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
      name = "file:\(escaped)?immutable=1"
    }
    let rc = sqlite3_open_v2(name, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      if let db { sqlite3_close_v2(db) }
      throw SQLiteError(code: rc, message: message, context: "open \(path)")
    }
    handle = db
    sqlite3_busy_timeout(db, 10_000)
  }

  deinit {
    cache.removeAll()
    ProfileTimeline.mark("closing connection")
    sqlite3_close_v2(handle)
    ProfileTimeline.mark("closed connection")
  }

  /// Runs one or more statements without results.
  public func execute(_ sql: String) throws {
    var error: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &error)
    if rc != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? "error"
      sqlite3_free(error)
      throw SQLiteError(code: rc, message: message, context: String(sql.prefix(120)))
    }
  }

  /// A prepared statement for `sql`, reused across calls (reset and unbound on each use).
  public func statement(_ sql: String) throws -> SQLiteStatement {
    if let s = cache[sql] {
      s.reset()
      return s
    }
    let s = try SQLiteStatement(connection: self, sql: sql)
    cache[sql] = s
    return s
  }

  /// Runs `sql` with `values` bound, ignoring results.
  public func run(_ sql: String, _ values: [SQLValue] = []) throws {
    let s = try statement(sql)
    try s.bind(values)
    while try s.step() {}
  }

  /// Rows of `sql` with `values` bound, each as an array of column values.
  public func query(_ sql: String, _ values: [SQLValue] = []) throws -> [[SQLValue]] {
    let s = try statement(sql)
    try s.bind(values)
    var rows: [[SQLValue]] = []
    while try s.step() { rows.append(s.row()) }
    return rows
  }

  /// The first column of the first row, when any.
  public func scalar(_ sql: String, _ values: [SQLValue] = []) throws -> SQLValue? {
    try query(sql, values).first?.first
  }

  /// The rowid of the last insert.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in a transaction (BEGIN IMMEDIATE … COMMIT), rolling back when it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  func error(_ rc: Int32, _ context: String) -> SQLiteError {
    SQLiteError(code: rc, message: String(cString: sqlite3_errmsg(handle)), context: context)
  }
}
