import CSQLite

/// A prepared SQLite statement.
public final class SQLiteStatement {
  private let handle: OpaquePointer
  // Unowned: the connection's statement cache owns its statements (a strong reference back made
  // a cycle, so no connection was ever closed and WAL files outlived every run).
  private unowned let connection: SQLiteConnection
  private let sql: String

  init(connection: SQLiteConnection, sql: String) throws {
    var stmt: OpaquePointer?
    let rc = sqlite3_prepare_v3(
      connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
    guard rc == SQLITE_OK, let stmt else {
      throw connection.error(rc, "prepare \(sql.prefix(120))")
    }
    self.handle = stmt
    self.connection = connection
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// Resets the statement and clears its bindings.
  public func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds values to parameters 1…n.
  public func bind(_ values: [SQLValue]) throws {
    for (i, value) in values.enumerated() {
      let index = Int32(i + 1)
      let rc: Int32
      switch value {
      case .null: rc = sqlite3_bind_null(handle, index)
      case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
      case .real(let v): rc = sqlite3_bind_double(handle, index, v)
      case .text(let v): rc = sqlite3_bind_text(handle, index, v, -1, sqliteTransient)
      }
      guard rc == SQLITE_OK else {
        throw connection.error(rc, "bind \(index) of \(sql.prefix(80))")
      }
    }
  }

  /// Steps once: true when a row is ready, false when done.
  public func step() throws -> Bool {
    let rc = sqlite3_step(handle)
    if rc == SQLITE_ROW { return true }
    if rc == SQLITE_DONE { return false }
    throw connection.error(rc, "step \(sql.prefix(120))")
  }

  /// The current row's values.
  public func row() -> [SQLValue] {
    (0..<sqlite3_column_count(handle)).map(column)
  }

  /// One column of the current row.
  public func column(_ i: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, i) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
    case SQLITE_NULL: return .null
    default:
      guard let text = sqlite3_column_text(handle, i) else { return .null }
      return .text(String(cString: text))
    }
  }
}

/// SQLITE_TRANSIENT: SQLite copies bound text.
let sqliteTransient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

extension SQLValue {
  /// The text, when the value is text.
  public var text: String? {
    switch self {
    case .text(let s): return s
    case .integer(let i): return String(i)
    case .real(let d): return String(d)
    case .null: return nil
    }
  }
  /// The integer, when the value is a number.
  public var integer: Int64? {
    switch self {
    case .integer(let i): return i
    case .real(let d): return Int64(d)
    case .text(let s): return Int64(s)
    case .null: return nil
    }
  }
  /// The real number, when the value is a number.
  public var real: Double? {
    switch self {
    case .integer(let i): return Double(i)
    case .real(let d): return d
    case .text(let s): return Double(s)
    case .null: return nil
    }
  }
  /// Text or NULL.
  public static func optional(_ s: String?) -> SQLValue { s.map { .text($0) } ?? .null }
  /// Integer or NULL.
  public static func optional(_ i: Int?) -> SQLValue { i.map { .integer(Int64($0)) } ?? .null }
  /// Real or NULL.
  public static func optional(_ d: Double?) -> SQLValue { d.map { .real($0) } ?? .null }
}
