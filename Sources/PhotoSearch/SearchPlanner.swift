import PhotoLibrary

/// Turns a ``PhotoSearchQuery`` into ONE SQL statement with bound parameters over the index.
///
/// Every filter can be checked on a row (a probe), and can list its assets through covering
/// indexes alone (faces by person, the subject index, the R*Tree and place indexes, FTS5, the
/// capture-time index). The planner guesses each filter's size from ``SearchStatistics`` (and
/// small capped counts) and compares two plans: walking the capture-time index newest first (the
/// periods as an index range) until the page is full, which reads about `page / selectivity`
/// rows; or intersecting the lists of the most selective filters inside the indexes and reading
/// only the rows in the intersection, then sorting them. ``plainScanPlan(_:limit:offset:)`` gives
/// the same query as a scan of every row, without the planner's indexes, as the benchmark's
/// baseline.
public struct SearchPlanner: Sendable {
  /// Capped counts stop here.
  public var countCap: Int
  /// Cost (about microseconds) of an entry of the covering capture-time index walked.
  public var walkEntryCost: Double
  /// The same on PostgreSQL. It was 4.5 µs while each entry fetched its row (`food in Tokyo`
  /// walked 43,000 entries in 193 ms on the 1,000,000-asset benchmark); since migration 4 the
  /// walk is index-only: `California` reads 5,906 entries in 2–8 ms and `waterfall in Iceland
  /// last year` 78,306 in 55–80 ms (its intersection of lists took 80–150 ms), about 1 µs each.
  public var postgresWalkEntryCost: Double
  /// Cost of one subquery probe (people, subjects, words) on a row that passed the column checks.
  public var probeCost: Double
  /// Cost of an entry of a single driver's list (materialised, then looked up).
  public var listEntryCost: Double
  /// Cost of an entry of a list intersected with others (a temporary b-tree).
  public var intersectEntryCost: Double
  /// Cost of reading a table row, probing and sorting it.
  public var rowFetchCost: Double

  /// Creates a planner; the default costs were measured on the 1,000,000-asset benchmark.
  public init(
    countCap: Int = 5000, walkEntryCost: Double = 0.4, postgresWalkEntryCost: Double = 1.0,
    probeCost: Double = 1.5,
    listEntryCost: Double = 1.0, intersectEntryCost: Double = 1.7, rowFetchCost: Double = 5
  ) {
    self.countCap = countCap
    self.walkEntryCost = walkEntryCost
    self.postgresWalkEntryCost = postgresWalkEntryCost
    self.probeCost = probeCost
    self.listEntryCost = listEntryCost
    self.intersectEntryCost = intersectEntryCost
    self.rowFetchCost = rowFetchCost
  }

  /// Whether a filter is checked with a subquery (else on the walked index's own columns).
  static func needsSubquery(_ d: SearchConditions.Drivable) -> Bool {
    d.driver != .captureTime && d.driver != .places
  }

  /// The columns a plan selects, in this order.
  static let resultColumns =
    "a.id, a.root_id, a.path, a.date_taken, a.kind, COALESCE(a.place_city, a.city), COALESCE(a.place_country, a.country), a.lat, a.lon"

  /// A capped count of a list (to estimate it).
  func cappedCount(_ list: SQLClause) -> SQLClause {
    SQLClause(
      sql: "SELECT count(*) FROM (\(list.sql) LIMIT \(countCap)) AS listed",
      parameters: list.parameters)
  }

  /// The page of a query; `estimates` gives each drivable filter's guessed row count (by its index
  /// in `SearchConditions.drivable`) out of `total` assets.
  func plan(
    _ conditions: SearchConditions, estimates: [Int: Double], total: Int, limit: Int?, offset: Int
  ) -> SQLPlan {
    if conditions.impossible {
      return SQLPlan(
        sql: "SELECT \(Self.resultColumns) FROM assets a WHERE 1=0", parameters: [],
        driver: .captureTime)
    }
    let n = Double(max(total, 1))
    let need = Double(offset + (limit ?? total))
    let drivable = conditions.drivable
    let rows = drivable.indices.map { min(n, max(estimates[$0] ?? n, 0.5)) }
    let selectivity = rows.reduce(1.0) { $0 * $1 / n }
    let timeRows = zip(drivable, rows).first { $0.0.driver == .captureTime }?.1 ?? n
    // Walk the capture-time index: rows of the periods until `need` pass every other filter;
    // the column checks come first, the subquery probes only on rows that pass them.
    let walked = min(timeRows, need / max(selectivity / (timeRows / n), 1e-12))
    var columnShare = 1.0
    var subqueries = 0.0
    for (d, r) in zip(drivable, rows) {
      if Self.needsSubquery(d) {
        subqueries += 1
      } else if d.driver != .captureTime {
        columnShare *= r / n
      }
    }
    let entryCost = conditions.dialect == .postgresql ? postgresWalkEntryCost : walkEntryCost
    let walk = walked * (entryCost + probeCost * subqueries * columnShare)
    // Read the smallest list alone, or intersect the smallest lists while that gets cheaper.
    var chosen: [Int] = []
    var intersect = Double.infinity
    for i in drivable.indices.sorted(by: { rows[$0] < rows[$1] }) {
      let candidate = chosen + [i]
      let entries = candidate.reduce(0.0) { $0 + rows[$1] }
      let matching = candidate.reduce(n) { $0 * rows[$1] / n }
      let cost =
        candidate.count == 1
        ? entries * (listEntryCost + rowFetchCost)
        : entries * intersectEntryCost + matching * rowFetchCost
      if cost < intersect {
        intersect = cost
        chosen = candidate
      } else {
        break
      }
    }
    if walk <= intersect || chosen.isEmpty {
      let ordered =
        drivable.filter { !Self.needsSubquery($0) } + drivable.filter { Self.needsSubquery($0) }
      let clauses = ordered.map(\.probe) + conditions.probes
      return statement(
        from: "assets a INDEXED BY assets_date_walk", where: SQLClause.all(clauses), limit: limit,
        offset: offset, driver: .captureTime, dialect: conditions.dialect)
    }
    let lists = chosen.map { drivable[$0].list }
    let listed: SQLClause
    if lists.count == 1 {
      listed = lists[0]
    } else {
      listed = SQLClause(
        sql: lists.enumerated().map { "SELECT * FROM (\($1.sql)) AS list\($0)" }
          .joined(separator: " INTERSECT "),
        parameters: lists.flatMap(\.parameters))
    }
    var clauses = [Self.listedRows(listed, dialect: conditions.dialect)]
    for (i, d) in drivable.enumerated() where !(chosen.contains(i) && d.exact) {
      clauses.append(d.probe)
    }
    clauses += conditions.probes
    return statement(
      from: "assets a NOT INDEXED", where: SQLClause.all(clauses), limit: limit, offset: offset,
      driver: chosen.count == 1 ? drivable[chosen[0]].driver : .intersection,
      dialect: conditions.dialect)
  }

  /// `a.id` among the ids `list` selects. On PostgreSQL the list becomes an array first
  /// (`= ANY(ARRAY(…))`): given `a.id IN (…)` with `ORDER BY … LIMIT`, its optimiser walks the
  /// capture-time index newest first probing the list for every row, which for a rare person took
  /// 200–470 ms on the 1,000,000-asset benchmark instead of reading the list and sorting it.
  static func listedRows(_ list: SQLClause, dialect: SQLDialect) -> SQLClause {
    switch dialect {
    case .sqlite: return SQLClause(sql: "a.id IN (\(list.sql))", parameters: list.parameters)
    case .postgresql:
      return SQLClause(sql: "a.id = ANY(ARRAY(\(list.sql)))", parameters: list.parameters)
    }
  }

  /// The same query as a scan of every row with no index but the full-text and face lookups its
  /// conditions need: the baseline the benchmark compares with.
  func plainScanPlan(_ conditions: SearchConditions, limit: Int?, offset: Int) -> SQLPlan {
    if conditions.impossible {
      return SQLPlan(
        sql: "SELECT \(Self.resultColumns) FROM assets a WHERE 1=0", parameters: [],
        driver: .plainScan)
    }
    let clauses = conditions.drivable.map(\.probe) + conditions.probes
    return statement(
      from: "assets a NOT INDEXED", where: SQLClause.all(clauses), limit: limit, offset: offset,
      driver: .plainScan, dialect: conditions.dialect)
  }

  /// How many photos match, with the drivable filter at `omitting` left out (for explanations).
  func countSQL(
    _ conditions: SearchConditions, omitting: Set<Int> = [], omittingProbes: Bool = false
  )
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

  func statement(
    from: String, where w: SQLClause, limit: Int?, offset: Int, driver: SearchDriver,
    dialect: SQLDialect
  ) -> SQLPlan {
    var sql = "SELECT \(Self.resultColumns) FROM \(from) WHERE \(w.sql) \(dialect.newestFirst)"
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
