import PhotoLibrary

extension LibraryStore {
  /// One page of `query`'s matches (`limit` nil: all of them), through the planner's indexes;
  /// `statistics` (see ``searchStatistics()``) spare the capped counts of people and subjects.
  public func search(
    _ query: PhotoSearchQuery, limit: Int? = 100, offset: Int = 0,
    planner: SearchPlanner = SearchPlanner(), statistics: SearchStatistics? = nil
  ) throws -> SearchPage {
    return try withConnection { db in
      let conditions = SearchConditions(query, dialect: db.dialect)
      var estimates: [Int: Double] = [:]
      var total = statistics?.assetCount
      if !conditions.impossible {
        if total == nil { total = Int(try db.scalar("SELECT count(*) FROM assets")?.integer ?? 0) }
        let n = Double(max(total ?? 1, 1))
        for (i, d) in conditions.drivable.enumerated() {
          estimates[i] = try Self.estimate(
            d.basis, statistics: statistics, total: n, planner: planner, db: db)
        }
      }
      let plan = planner.plan(
        conditions, estimates: estimates, total: total ?? 0, limit: limit.map { $0 + 1 },
        offset: offset)
      return try Self.page(plan, limit: limit, offset: offset, db: db)
    }
  }

  /// A guess of how many assets a filter lists: statistics where they know, else a capped count
  /// (a count that reaches the cap says only "many": a twentieth of the library at least).
  static func estimate(
    _ basis: SearchConditions.EstimateBasis, statistics: SearchStatistics?, total n: Double,
    planner: SearchPlanner, db: any LibraryDatabase
  ) throws -> Double {
    func capped(_ list: SQLClause) throws -> Double {
      let c = planner.cappedCount(list)
      let counted = Int(try db.scalar(c.sql, c.parameters)?.integer ?? Int64(planner.countCap))
      return counted >= planner.countCap ? max(Double(counted), n / 20) : Double(counted)
    }
    switch basis {
    case .people(let ids):
      if let stats = statistics {
        return Double(ids.reduce(0) { $0 + (stats.personCounts[$1] ?? 0) })
      }
      return try capped(
        SQLClause(
          sql:
            "SELECT asset_id FROM faces WHERE person_id IN (\(SearchConditions.marks(ids.count)))",
          parameters: ids.map { .integer($0) }))
    case .concepts(let ids):
      if let stats = statistics {
        return Double(ids.reduce(0) { $0 + (stats.conceptCounts[$1] ?? 0) })
      }
      return try capped(
        SQLClause(
          sql:
            "SELECT asset_id FROM asset_subjects WHERE concept_id IN (\(SearchConditions.marks(ids.count)))",
          parameters: ids.map { .text($0) }))
    case .periods(let periods):
      if let stats = statistics { return n * stats.share(of: periods) }
      return n / 4
    case .parts(let parts):
      var sum = 0.0
      for part in parts {
        switch (part, statistics) {
        case (.region(let name, let code), let stats?):
          sum += Double(stats.regionCounts["\(name)|\(code)"] ?? 0)
        case (.country(let code), let stats?): sum += Double(stats.countryCounts[code] ?? 0)
        case (.continent(let name), let stats?): sum += Double(stats.continentCounts[name] ?? 0)
        case (.capped(let list), _): sum += try capped(list)
        case (.circle(let id?, _), let stats?) where stats.cityCounts[Int64(id)] != nil:
          sum += Double(stats.cityCounts[Int64(id)] ?? 0)
        case (.circle(_, let list), _): sum += try capped(list)
        default: sum += n / 20
        }
      }
      return min(n, sum)
    }
  }

  /// The same page read by a plain scan of every row (the benchmark's baseline).
  public func plainScanSearch(
    _ query: PhotoSearchQuery, limit: Int? = 100, offset: Int = 0,
    planner: SearchPlanner = SearchPlanner()
  ) throws -> SearchPage {
    try withConnection { db in
      let plan = planner.plainScanPlan(
        SearchConditions(query, dialect: db.dialect), limit: limit.map { $0 + 1 }, offset: offset)
      return try Self.page(plan, limit: limit, offset: offset, db: db)
    }
  }

  /// How many photos match `query`.
  public func count(_ query: PhotoSearchQuery) throws -> Int {
    try withConnection { db in
      let conditions = SearchConditions(query, dialect: db.dialect)
      if conditions.impossible { return 0 }
      let c = SearchPlanner().countSQL(conditions)
      return Int(try db.scalar(c.sql, c.parameters)?.integer ?? 0)
    }
  }

  static func page(_ plan: SQLPlan, limit: Int?, offset: Int, db: any LibraryDatabase) throws
    -> SearchPage
  {
    var roots: [Int64: String] = [:]
    for row in try db.query("SELECT id, path FROM roots") {
      if let id = row[0].integer { roots[id] = row[1].text ?? "" }
    }
    var matches: [SearchMatch] = []
    try db.forEachRow(plan.sql, plan.parameters) { r in
      matches.append(
        SearchMatch(
          id: r[0].integer ?? 0, rootPath: roots[r[1].integer ?? 0] ?? "", path: r[2].text ?? "",
          captureTime: r[3].text, kind: r[4].text ?? "photo", city: r[5].text, country: r[6].text,
          latitude: r[7].real, longitude: r[8].real, people: []))
    }
    var next: Int?
    if let limit, matches.count > limit {
      matches.removeLast(matches.count - limit)
      next = offset + limit
    }
    if !matches.isEmpty {
      let ids = matches.map { SQLValue.integer($0.id) }
      var names: [Int64: [String]] = [:]
      for row in try db.query(
        "SELECT f.asset_id, p.name FROM faces f JOIN people p ON p.id = f.person_id WHERE f.asset_id IN (\(SearchConditions.marks(ids.count))) GROUP BY f.asset_id, p.id ORDER BY min(f.rowid)",
        ids)
      {
        if let id = row[0].integer, let n = row[1].text { names[id, default: []].append(n) }
      }
      for i in matches.indices { matches[i].people = names[matches[i].id] ?? [] }
    }
    return SearchPage(matches: matches, offset: offset, nextOffset: next, plan: plan)
  }
}
