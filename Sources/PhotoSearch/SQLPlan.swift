import PhotoLibrary

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
