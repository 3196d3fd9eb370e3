/// A fragment of SQL with its parameters.
package struct SQLClause: Sendable {
  /// The SQL, with `?` placeholders.
  package var sql: String
  /// The values bound to the placeholders, in order.
  package var parameters: [SQLValue] = []

  /// Creates a fragment.
  package init(sql: String, parameters: [SQLValue] = []) {
    self.sql = sql
    self.parameters = parameters
  }

  /// False on every engine (PostgreSQL has no integer truth values).
  package static let never = SQLClause(sql: "1=0")
  /// True on every engine.
  package static let always = SQLClause(sql: "1=1")

  /// `a AND b AND …`, or true when empty.
  package static func all(_ clauses: [SQLClause]) -> SQLClause {
    guard !clauses.isEmpty else { return .always }
    return SQLClause(
      sql: clauses.map { "(\($0.sql))" }.joined(separator: " AND "),
      parameters: clauses.flatMap(\.parameters))
  }

  /// `a OR b OR …`, or false when empty.
  package static func any(_ clauses: [SQLClause]) -> SQLClause {
    guard !clauses.isEmpty else { return .never }
    return SQLClause(
      sql: clauses.map { "(\($0.sql))" }.joined(separator: " OR "),
      parameters: clauses.flatMap(\.parameters))
  }
}
