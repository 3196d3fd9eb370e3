/// The storage boundary: one session with a library's database. Every store operation (index
/// writes, asset reads, people and faces, the search planner's statements, statistics) runs its
/// SQL through this protocol, written once in the SQL both engines share, with ``SQLDialect``
/// for the few places the engines differ. Two implementations: ``SQLiteConnection`` (embedded,
/// the default) and ``PostgresConnection`` (PostgreSQL 15 through libpq).
///
/// Statements use `?` placeholders; values are ``SQLValue``s. A session is used by one thread at a
/// time (``LibraryStore`` serialises access).
public protocol LibraryDatabase: AnyObject {
  /// Which engine this session talks to.
  var dialect: SQLDialect { get }
  /// Runs one or more statements without parameters or results.
  func execute(_ sql: String) throws
  /// Runs `sql` with `values` bound, ignoring results.
  func run(_ sql: String, _ values: [SQLValue]) throws
  /// Rows of `sql` with `values` bound, each as an array of column values.
  func query(_ sql: String, _ values: [SQLValue]) throws -> [[SQLValue]]
  /// Calls `body` with each row of `sql` as it is read.
  func forEachRow(_ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws -> Void) throws
  /// Runs `body` in one write transaction, rolling back when it throws.
  func transaction<T>(_ body: () throws -> T) throws -> T
  /// The library's schema version (0 for an empty database).
  func schemaVersion() throws -> Int
  /// Whether the database has a table of this name.
  func hasTable(_ name: String) throws -> Bool
}

extension LibraryDatabase {
  /// Runs `sql` without parameters, ignoring results.
  public func run(_ sql: String) throws { try run(sql, []) }
  /// Rows of `sql` without parameters.
  public func query(_ sql: String) throws -> [[SQLValue]] { try query(sql, []) }
  /// The first column of the first row, when any.
  public func scalar(_ sql: String, _ values: [SQLValue] = []) throws -> SQLValue? {
    try query(sql, values).first?.first
  }
}

/// The engine a ``LibraryDatabase`` speaks, and the SQL fragments that differ between them.
public enum SQLDialect: String, Sendable, CaseIterable {
  /// SQLite 3 (FTS5 full text, an R*Tree of positions).
  case sqlite
  /// PostgreSQL 15 (tsvector full text, citext names, pg_trgm for substring filters).
  case postgresql

  /// The search's order: newest capture first, assets without a capture time last, then by path.
  /// (PostgreSQL puts NULLs first in a descending order unless told.)
  package var newestFirst: String {
    switch self {
    case .sqlite: return "ORDER BY a.date_sort DESC, a.path, a.id"
    case .postgresql: return "ORDER BY a.date_sort DESC NULLS LAST, a.path, a.id"
    }
  }

  /// The smaller of two numbers.
  package func least(_ a: String, _ b: String) -> String {
    switch self {
    case .sqlite: return "min(\(a), \(b))"
    case .postgresql: return "LEAST(\(a), \(b))"
    }
  }
}

/// A storage failure that is neither engine's own error (a row that should exist does not).
public struct LibraryStorageError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var description: String
  /// Creates the error.
  public init(_ description: String) { self.description = description }
}
