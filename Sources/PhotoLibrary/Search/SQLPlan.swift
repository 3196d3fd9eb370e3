/// One SQL statement with its bound parameters, as the planner emits it.
public struct SQLPlan: Sendable, CustomStringConvertible {
  /// The statement, with `?` placeholders.
  public var sql: String
  /// The values bound to the placeholders, in order.
  public var parameters: [SQLValue]
  /// Which filter drives the plan.
  public var driver: SearchDriver

  /// The statement and its parameters, for `--explain`-style output.
  public var description: String {
    "-- driver: \(driver.rawValue)\n\(sql)\n-- parameters: \(parameters.map(Self.show))"
  }

  static func show(_ v: SQLValue) -> String {
    switch v {
    case .null: return "NULL"
    case .integer(let i): return String(i)
    case .real(let d): return String(d)
    case .text(let s): return s.count > 80 ? "'\(s.prefix(80))…'" : "'\(s)'"
    }
  }
}

/// The filter a plan reads first; every other filter is checked on the rows it yields.
public enum SearchDriver: String, Sendable, CaseIterable {
  /// Walk the capture-time index newest first (with the periods as index ranges) and stop at the
  /// page's end.
  case captureTime = "capture-time index"
  /// Start from one person's face rows.
  case person = "people index"
  /// Start from the subject concept index (`asset_subjects`).
  case subjectIndex = "subject index"
  /// Start from the full-text index's matches.
  case subjects = "full-text index"
  /// Start from the R*Tree and place indexes.
  case places = "place indexes"
  /// Intersect several filters' index lists, then read only the rows in all of them.
  case intersection = "index intersection"
  /// Read every row (the benchmark's baseline).
  case plainScan = "plain scan"
}

/// A fragment of SQL with its parameters.
struct SQLClause: Sendable {
  var sql: String
  var parameters: [SQLValue] = []

  /// False on every engine (PostgreSQL has no integer truth values).
  static let never = SQLClause(sql: "1=0")
  /// True on every engine.
  static let always = SQLClause(sql: "1=1")

  /// `a AND b AND …`, or true when empty.
  static func all(_ clauses: [SQLClause]) -> SQLClause {
    guard !clauses.isEmpty else { return .always }
    return SQLClause(
      sql: clauses.map { "(\($0.sql))" }.joined(separator: " AND "),
      parameters: clauses.flatMap(\.parameters))
  }

  /// `a OR b OR …`, or false when empty.
  static func any(_ clauses: [SQLClause]) -> SQLClause {
    guard !clauses.isEmpty else { return .never }
    return SQLClause(
      sql: clauses.map { "(\($0.sql))" }.joined(separator: " OR "),
      parameters: clauses.flatMap(\.parameters))
  }
}
