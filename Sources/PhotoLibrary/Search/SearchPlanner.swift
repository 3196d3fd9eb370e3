/// Turns a ``PhotoSearchQuery`` into ONE SQL statement with bound parameters over the index.
///
/// Every filter can be checked on a row (a probe); people, subjects, places and words can also
/// list their rows through an index (a driver: faces by person, the subject index, the R*Tree and
/// place indexes, FTS5). The planner guesses each filter's size from ``SearchStatistics`` (or a
/// capped count) and compares two costs: walking the capture-time index newest first (periods as
/// an index range) until the page is full, which reads about `page / selectivity` rows; or reading
/// the smallest driver's rows and sorting them. ``plainScanPlan(_:limit:offset:)`` gives the same
/// query as a scan of every row, without the planner's indexes, as the benchmark's baseline.
public struct SearchPlanner: Sendable {
  /// Capped counts stop here.
  public var countCap: Int
  /// Relative cost of a row read from a driver (materialised, looked up by id, sorted).
  public var driverRowCost: Double
  /// Relative cost of a row read walking the capture-time index (looked up and probed).
  public var scanRowCost: Double

  /// Creates a planner.
  public init(countCap: Int = 20_000, driverRowCost: Double = 1.5, scanRowCost: Double = 3) {
    self.countCap = countCap
    self.driverRowCost = driverRowCost
    self.scanRowCost = scanRowCost
  }

  /// The columns a plan selects, in this order.
  static let resultColumns =
    "a.id, a.root_id, a.path, a.date_taken, a.kind, COALESCE(a.place_city, a.city), COALESCE(a.place_country, a.country), a.lat, a.lon"
  /// Newest capture first; no capture time last, by path.
  static let order = "ORDER BY a.date_sort DESC, a.path, a.id"

  /// The capped count statement of a driver (to estimate it).
  func estimateSQL(_ d: SearchConditions.Drivable) -> SQLClause {
    SQLClause(
      sql: "SELECT count(*) FROM (\(d.estimate.sql) LIMIT \(countCap))",
      parameters: d.estimate.parameters)
  }

  /// The page of a query; `estimates` gives each drivable filter's guessed row count (by its index
  /// in `SearchConditions.drivable`) out of `total` assets.
  func plan(
    _ conditions: SearchConditions, estimates: [Int: Double], total: Int, limit: Int?, offset: Int
  ) -> SQLPlan {
    if conditions.impossible {
      return SQLPlan(
        sql: "SELECT \(Self.resultColumns) FROM assets a WHERE 0", parameters: [], driver: .captureTime)
    }
    let n = Double(max(total, 1))
    let need = Double(offset + (limit ?? total))
    var selectivity = 1.0
    var timeRows = n
    for (i, d) in conditions.drivable.enumerated() {
      let rows = min(n, max(estimates[i] ?? n, 0.5))
      selectivity *= rows / n
      if d.driver == .captureTime { timeRows = rows }
    }
    // Walking the time index reads the periods' rows until `need` of them pass every filter.
    let otherSelectivity = selectivity / (timeRows / n)
    var best: (cost: Double, index: Int?) = (
      min(timeRows, need / max(otherSelectivity, 1e-12)) * scanRowCost, nil
    )
    for (i, d) in conditions.drivable.enumerated() where d.source != nil {
      let cost = min(n, estimates[i] ?? n) * driverRowCost
      if cost < best.cost { best = (cost, i) }
    }
    var clauses: [SQLClause] = []
    for (i, d) in conditions.drivable.enumerated() {
      clauses.append(i == best.index ? d.source! : d.probe)
    }
    clauses += conditions.probes
    if let chosen = best.index {
      return statement(
        from: "assets a NOT INDEXED", where: SQLClause.all(clauses), limit: limit, offset: offset,
        driver: conditions.drivable[chosen].driver)
    }
    return statement(
      from: "assets a INDEXED BY assets_date", where: SQLClause.all(clauses), limit: limit,
      offset: offset, driver: .captureTime)
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
