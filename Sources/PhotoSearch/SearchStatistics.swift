import PhotoLibrary

/// Row counts the planner reads to guess how selective each filter is: the number of assets,
/// photos per person, assets per subject concept and the span of capture times. A snapshot: stale
/// numbers only make a plan slower, never its results different.
public struct SearchStatistics: Sendable {
  /// Assets in the index.
  public var assetCount: Int
  /// Photos per person id.
  public var personCounts: [Int64: Int]
  /// Assets per subject concept id.
  public var conceptCounts: [String: Int]
  /// Assets per reverse-geocoded region, keyed `name|CC`.
  public var regionCounts: [String: Int] = [:]
  /// Assets per reverse-geocoded city (gazetteer id).
  public var cityCounts: [Int64: Int] = [:]
  /// Assets per reverse-geocoded country code.
  public var countryCounts: [String: Int] = [:]
  /// Assets per reverse-geocoded continent.
  public var continentCounts: [String: Int] = [:]
  /// The earliest and latest capture time (`YYYYMMDDhhmmss`), when any asset has one.
  public var captureSpan: (first: String, last: String)?

  /// Creates statistics.
  public init(
    assetCount: Int, personCounts: [Int64: Int] = [:], conceptCounts: [String: Int] = [:],
    captureSpan: (first: String, last: String)? = nil
  ) {
    self.assetCount = assetCount
    self.personCounts = personCounts
    self.conceptCounts = conceptCounts
    self.captureSpan = captureSpan
  }

  /// A rough day number of a sort key (months as 31 days), for comparing lengths of periods.
  static func dayNumber(_ key: String) -> Double {
    let digits = Array(key.utf8).map { Int($0) - 48 }
    guard digits.count >= 8 else { return 0 }
    let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
    let month = digits[4] * 10 + digits[5]
    let day = digits[6] * 10 + digits[7]
    return Double(year * 372 + month * 31 + day)
  }

  /// The share of dated assets a set of periods covers, assuming capture times spread evenly.
  func share(of periods: [TimeFilter]) -> Double {
    guard let span = captureSpan else { return 1 }
    let first = Self.dayNumber(span.first)
    let last = Self.dayNumber(span.last) + 1
    guard last > first else { return 1 }
    var covered = 0.0
    for p in periods {
      let s = max(first, p.start.map { Self.dayNumber($0.sortKey) } ?? first)
      let e = min(last, p.end.map { Self.dayNumber($0.sortKey) } ?? last)
      covered += max(0, e - s)
    }
    return min(1, max(covered / (last - first), 0.5 / Double(max(assetCount, 1))))
  }
}

extension LibraryStore {
  /// Reads the planner's statistics (one pass over the face and subject indexes).
  public func searchStatistics() throws -> SearchStatistics {
    try withConnection { db in
      let count = Int(try db.scalar("SELECT count(*) FROM assets")?.integer ?? 0)
      var people: [Int64: Int] = [:]
      for row in try db.query("SELECT person_id, count(*) FROM faces GROUP BY person_id") {
        if let id = row[0].integer { people[id] = Int(row[1].integer ?? 0) }
      }
      var concepts: [String: Int] = [:]
      for row in try db.query("SELECT concept_id, count(*) FROM asset_subjects GROUP BY concept_id")
      {
        if let id = row[0].text { concepts[id] = Int(row[1].integer ?? 0) }
      }
      let first = try db.scalar("SELECT min(date_sort) FROM assets")?.text
      let last = try db.scalar("SELECT max(date_sort) FROM assets")?.text
      var stats = SearchStatistics(
        assetCount: count, personCounts: people, conceptCounts: concepts,
        captureSpan: first.flatMap { f in last.map { (f, $0) } })
      for row in try db.query(
        "SELECT place_region, place_country_code, count(*) FROM assets INDEXED BY assets_place_region WHERE place_region IS NOT NULL GROUP BY 1, 2"
      ) {
        stats.regionCounts["\(row[0].text ?? "")|\(row[1].text ?? "")"] = Int(row[2].integer ?? 0)
      }
      for row in try db.query(
        "SELECT place_city_id, count(*) FROM assets WHERE place_city_id IS NOT NULL GROUP BY 1")
      {
        if let id = row[0].integer { stats.cityCounts[id] = Int(row[1].integer ?? 0) }
      }
      for row in try db.query(
        "SELECT place_country_code, count(*) FROM assets WHERE place_country_code IS NOT NULL GROUP BY 1"
      ) {
        stats.countryCounts[row[0].text ?? ""] = Int(row[1].integer ?? 0)
      }
      for row in try db.query(
        "SELECT place_continent, count(*) FROM assets WHERE place_continent IS NOT NULL GROUP BY 1")
      {
        stats.continentCounts[row[0].text ?? ""] = Int(row[1].integer ?? 0)
      }
      return stats
    }
  }
}
