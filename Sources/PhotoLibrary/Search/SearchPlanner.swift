/// Turns a ``PhotoSearchQuery`` into ONE SQL statement with bound parameters over the index.
///
/// The plan starts from the most selective indexed filter — a person's face rows, the full-text
/// index's matches, the R*Tree and place indexes — when the store's capped counts say it yields
/// few rows; otherwise it walks the capture-time index newest first (periods become index ranges)
/// and stops once the page is full. Every other filter is checked on the rows it reads.
/// ``plainScanPlan(_:limit:offset:)`` gives the same query as a scan of every row, without the
/// planner's indexes, as the benchmark's baseline.
public struct SearchPlanner: Sendable {
  /// A driver whose capped count stays below this is read first; otherwise the time index is.
  public var driverCap: Int

  /// Creates a planner.
  public init(driverCap: Int = 5000) {
    self.driverCap = driverCap
  }

  /// The columns a plan selects, in this order.
  static let resultColumns =
    "a.id, a.root_id, a.path, a.date_taken, a.kind, COALESCE(a.place_city, a.city), COALESCE(a.place_country, a.country), a.lat, a.lon"
  /// Newest capture first; no capture time last, by path.
  static let order = "ORDER BY a.date_sort DESC, a.path, a.id"

  /// The capped count statement of a driver (to estimate it).
  func estimateSQL(_ d: SearchConditions.Drivable) -> SQLClause {
    SQLClause(
      sql: "SELECT count(*) FROM (\(d.estimate.sql) LIMIT \(driverCap))",
      parameters: d.estimate.parameters)
  }

  /// The page of a query; `estimates` maps each drivable filter's index in
  /// `SearchConditions.drivable` to its capped count (missing ones count as large).
  func plan(
    _ conditions: SearchConditions, estimates: [Int: Int], limit: Int?, offset: Int
  ) -> SQLPlan {
    if conditions.impossible {
      return SQLPlan(
        sql: "SELECT \(Self.resultColumns) FROM assets a WHERE 0", parameters: [], driver: .captureTime)
    }
    var chosen: Int?
    for (i, d) in conditions.drivable.enumerated() where d.source != nil {
      guard let n = estimates[i], n < driverCap else { continue }
      if chosen == nil || n < estimates[chosen!]! { chosen = i }
    }
    var clauses: [SQLClause] = []
    for (i, d) in conditions.drivable.enumerated() {
      clauses.append(i == chosen ? d.source! : d.probe)
    }
    clauses += conditions.probes
    let from: String
    let driver: SearchDriver
    if let chosen {
      from = "assets a NOT INDEXED"
      driver = conditions.drivable[chosen].driver
    } else {
      from = "assets a INDEXED BY assets_date"
      driver = .captureTime
    }
    return statement(from: from, where: SQLClause.all(clauses), limit: limit, offset: offset, driver: driver)
  }

  /// The same query as a scan of every row with no index but the full-text and face lookups its
  /// conditions need: the baseline the benchmark compares with.
  func plainScanPlan(_ conditions: SearchConditions, limit: Int?, offset: Int) -> SQLPlan {
    if conditions.impossible {
      return SQLPlan(
        sql: "SELECT \(Self.resultColumns) FROM assets a WHERE 0", parameters: [], driver: .plainScan)
    }
    let clauses = conditions.drivable.map(\.probe) + conditions.probes
    return statement(
      from: "assets a NOT INDEXED", where: SQLClause.all(clauses), limit: limit, offset: offset,
      driver: .plainScan)
  }

  /// How many photos match, with the drivable filter at `omitting` left out (for explanations).
  func countSQL(_ conditions: SearchConditions, omitting: Set<Int> = [], omittingProbes: Bool = false)
    -> SQLClause
  {
    var clauses: [SQLClause] = []
    for (i, d) in conditions.drivable.enumerated() where !omitting.contains(i) {
      clauses.append(d.probe)
    }
    if !omittingProbes { clauses += conditions.probes }
    let w = SQLClause.all(clauses)
    return SQLClause(sql: "SELECT count(*) FROM assets a WHERE \(w.sql)", parameters: w.parameters)
  }

  func statement(from: String, where w: SQLClause, limit: Int?, offset: Int, driver: SearchDriver)
    -> SQLPlan
  {
    var sql = "SELECT \(Self.resultColumns) FROM \(from) WHERE \(w.sql) \(Self.order)"
    var parameters = w.parameters
    if let limit {
      sql += " LIMIT ? OFFSET ?"
      parameters += [.integer(Int64(max(0, limit))), .integer(Int64(max(0, offset)))]
    } else if offset > 0 {
      sql += " LIMIT -1 OFFSET ?"
      parameters.append(.integer(Int64(offset)))
    }
    return SQLPlan(sql: sql, parameters: parameters, driver: driver)
  }
}
