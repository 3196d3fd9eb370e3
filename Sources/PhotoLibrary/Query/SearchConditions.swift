import Foundation
import PhotoQuery

/// The SQL conditions of each filter over `assets a`, in two forms: a probe checked on a row the
/// plan already has, and (for indexed filters) a driver that yields candidate row ids from an
/// index, with a capped count that estimates how many it yields.
package struct SearchConditions {
  /// One filter group that can drive a plan.
  package struct Drivable {
    /// Which driver this is.
    package var driver: SearchDriver
    /// Checked on a row (no index needed on `assets`).
    package var probe: SQLClause
    /// `SELECT <asset id> …` listing the group's assets through covering indexes only.
    package var list: SQLClause
    /// Whether being listed means matching (else the probe still checks each listed row).
    package var exact: Bool
    /// How its size is estimated.
    package var basis: EstimateBasis
  }

  /// How a driver's size is estimated.
  package enum EstimateBasis {
    /// Photos of these people (statistics).
    case people([Int64])
    /// Assets annotated with these concepts (statistics).
    case concepts([String])
    /// The share of the capture-time span these periods cover (statistics).
    case periods([TimeFilter])
    /// The sum of several parts.
    case parts([EstimatePart])
  }

  /// A part of an estimate.
  package enum EstimatePart {
    /// Assets in a region (statistics).
    case region(name: String, countryCode: String)
    /// Assets in a country (statistics).
    case country(String)
    /// Assets on a continent (statistics).
    case continent(String)
    /// A capped count of these rows (index-only).
    case capped(SQLClause)
    /// Assets around a city: its reverse-geocoded photos (statistics), else a capped count.
    case circle(cityID: Int?, SQLClause)
  }

  /// Groups that can drive.
  package var drivable: [Drivable] = []
  /// Conditions only ever checked on rows.
  package var probes: [SQLClause] = []
  /// Set when a filter can match nothing (an unknown person, a subject with no words).
  package var impossible = false
  /// The engine the SQL is for.
  package var dialect: SQLDialect

  package init(_ q: PhotoSearchQuery, dialect: SQLDialect = .sqlite) {
    self.dialect = dialect
    for person in q.people { add(person: person) }
    for subject in q.subjects where !subject.conceptIDs.isEmpty {
      add(concept: subject)
      if let text = subject.text { orReadText(text, into: drivable.count - 1) }
    }
    // Words that may also be read text each get their own filter; the rest share one match.
    for subject in q.subjects where subject.conceptIDs.isEmpty && subject.text != nil {
      if subject.terms.isEmpty, let text = subject.text {
        // Read text only (``TextMatching/readTextOnly(_:)``: a search's words looked for in the
        // text read in photos when nothing else matched).
        let (probe, list) = readText(text)
        drivable.append(
          Drivable(
            driver: .subjects, probe: probe, list: list, exact: true,
            basis: .parts([.capped(list)])))
        continue
      }
      guard let match = FullTextExpression.subject(subject), let text = subject.text else {
        impossible = true
        continue
      }
      let list = match.list(dialect)
      drivable.append(
        Drivable(
          driver: .subjects,
          probe: SQLClause(sql: "+a.id IN (\(list.sql))", parameters: list.parameters),
          list: list, exact: true, basis: .parts([.capped(list)])))
      orReadText(text, into: drivable.count - 1)
    }
    let words = q.subjects.filter { $0.conceptIDs.isEmpty && $0.text == nil }
    if !words.isEmpty {
      if let match = FullTextExpression.allSubjects(words) {
        let list = match.list(dialect)
        drivable.append(
          Drivable(
            driver: .subjects,
            probe: SQLClause(sql: "+a.id IN (\(list.sql))", parameters: list.parameters),
            list: list, exact: true, basis: .parts([.capped(list)])))
      } else {
        impossible = true
      }
    }
    if !q.places.isEmpty { addPlaces(q.places) }
    if !q.times.isEmpty {
      var probe = SQLClause.any(q.times.map(Self.period))
      // One overall range as well, so the capture-time index reads only the periods' span.
      let starts = q.times.map(\.start)
      let ends = q.times.map(\.end)
      var bounds: [SQLClause] = []
      if starts.allSatisfy({ $0 != nil }), let low = starts.compactMap({ $0 }).min() {
        bounds.append(SQLClause(sql: "a.date_sort >= ?", parameters: [.text(low.sortKey)]))
      }
      if ends.allSatisfy({ $0 != nil }), let high = ends.compactMap({ $0 }).max() {
        bounds.append(SQLClause(sql: "a.date_sort < ?", parameters: [.text(high.sortKey)]))
      }
      if q.times.count > 1, !bounds.isEmpty { probe = SQLClause.all(bounds + [probe]) }
      drivable.append(
        Drivable(
          driver: .captureTime, probe: probe,
          list: SQLClause(
            sql: "SELECT a.id FROM assets a INDEXED BY assets_date_walk WHERE \(probe.sql)",
            parameters: probe.parameters),
          exact: true, basis: .periods(q.times)))
    }
    if !q.partsOfDay.isEmpty {
      probes.append(
        SQLClause.all([
          SQLClause(sql: "a.date_sort IS NOT NULL"), SQLClause.any(q.partsOfDay.map(Self.hours)),
        ]))
    }
    if !q.mediaKinds.isEmpty { probes.append(SQLClause.any(q.mediaKinds.map(Self.media))) }
    for kind in q.excludedMediaKinds {
      let clause = Self.media(kind)
      probes.append(SQLClause(sql: "NOT (\(clause.sql))", parameters: clause.parameters))
    }
    for person in q.excludedPeople where !person.personIDs.isEmpty {
      probes.append(
        SQLClause(
          sql:
            "NOT EXISTS (SELECT 1 FROM faces f WHERE f.asset_id = a.id AND +f.person_id IN (\(Self.marks(person.personIDs.count))))",
          parameters: person.personIDs.map { .integer($0) }))
    }
    for subject in q.excludedSubjects {
      if !subject.conceptIDs.isEmpty {
        probes.append(
          SQLClause(
            sql:
              "NOT EXISTS (SELECT 1 FROM asset_subjects s WHERE s.asset_id = a.id AND +s.concept_id IN (\(Self.marks(subject.conceptIDs.count))))",
            parameters: subject.conceptIDs.map { .text($0) }))
      } else if let match = FullTextExpression.subject(subject) {
        let list = match.list(dialect)
        probes.append(SQLClause(sql: "+a.id NOT IN (\(list.sql))", parameters: list.parameters))
      }
    }
    addExtras(q.extras)
  }

  /// Lets the filter at `index` match photos whose read text `text` finds as well.
  mutating func orReadText(_ text: TextMatch, into index: Int) {
    let (probe, read) = readText(text)
    var d = drivable[index]
    d.probe = SQLClause.any([d.probe, probe])
    d.list = SQLClause(
      sql: d.list.sql + " UNION " + read.sql, parameters: d.list.parameters + read.parameters)
    d.exact = true
    d.basis = .parts([.capped(d.list)])
    drivable[index] = d
  }

  /// The probe and the list of photos whose read text `text` finds.
  func readText(_ text: TextMatch) -> (probe: SQLClause, list: SQLClause) {
    let list = TextMatching.readTextList(text, dialect: dialect)
    return (SQLClause(sql: "+a.id IN (\(list.sql))", parameters: list.parameters), list)
  }

  package static func marks(_ n: Int) -> String {
    Array(repeating: "?", count: n).joined(separator: ",")
  }

  mutating func add(concept subject: SubjectFilter) {
    addListed(
      driver: .subjectIndex, table: "asset_subjects", alias: "s", column: "concept_id",
      ids: subject.conceptIDs.map { .text($0) }, basis: .concepts(subject.conceptIDs))
  }

  mutating func add(person: PersonFilter) {
    guard !person.personIDs.isEmpty else {
      impossible = true
      return
    }
    addListed(
      driver: .person, table: "faces", alias: "f", column: "person_id",
      ids: person.personIDs.map { .integer($0) }, basis: .people(person.personIDs))
  }

  /// A filter on an id list of a table keyed by asset (`asset_subjects.concept_id`,
  /// `faces.person_id`): probed per row, listed through the table's index, exact.
  mutating func addListed(
    driver: SearchDriver, table: String, alias: String, column: String, ids: [SQLValue],
    basis: EstimateBasis
  ) {
    let marks = Self.marks(ids.count)
    drivable.append(
      Drivable(
        driver: driver,
        probe: SQLClause(
          sql:
            "EXISTS (SELECT 1 FROM \(table) \(alias) WHERE \(alias).asset_id = a.id AND +\(alias).\(column) IN (\(marks)))",
          parameters: ids),
        list: SQLClause(
          sql: "SELECT asset_id FROM \(table) WHERE \(column) IN (\(marks))", parameters: ids),
        exact: true, basis: basis))
  }

  mutating func addPlaces(_ places: [PlaceFilter]) {
    var probes: [SQLClause] = []
    var sources: [SQLClause] = []
    var parts: [EstimatePart] = []
    for place in places {
      for area in place.areas {
        switch area {
        case .circle(let lat, let lon, let km, let cityID):
          let box = Self.box(lat: lat, lon: lon, km: km)
          let degrees = km / 111.195
          let cos = Foundation.cos(lat * .pi / 180)
          probes.append(
            SQLClause(
              sql:
                "a.lat BETWEEN ? AND ? AND a.lon BETWEEN ? AND ? AND (a.lat - ?) * (a.lat - ?) + (a.lon - ?) * (a.lon - ?) * ? <= ?",
              parameters: [
                .real(box.minLat), .real(box.maxLat), .real(box.minLon), .real(box.maxLon),
                .real(lat), .real(lat), .real(lon), .real(lon), .real(cos * cos),
                .real(degrees * degrees),
              ]))
          var rtree = SQLClause(
            sql:
              "SELECT id FROM asset_positions WHERE min_lat >= ? AND max_lat <= ? AND min_lon >= ? AND max_lon <= ?",
            parameters: [
              .real(box.minLat), .real(box.maxLat), .real(box.minLon), .real(box.maxLon),
            ])
          if dialect == .postgresql {
            // The btree on (min_lat, min_lon) needs an upper bound on min_lat to read a range
            // rather than everything north of the box (a box inside the area has min ≤ max).
            rtree.sql += " AND min_lat <= ? AND min_lon <= ?"
            rtree.parameters += [.real(box.maxLat), .real(box.maxLon)]
          }
          sources.append(rtree)
          parts.append(.circle(cityID: cityID, rtree))
        case .region(let name, let code):
          let clause = SQLClause(
            sql: "a.place_region = ? AND a.place_country_code = ?",
            parameters: [.text(name), .text(code)])
          probes.append(clause)
          sources.append(
            SQLClause(
              sql: "SELECT a.id FROM assets a INDEXED BY assets_place_region WHERE \(clause.sql)",
              parameters: clause.parameters))
          parts.append(.region(name: name, countryCode: code))
        case .country(let code):
          let clause = SQLClause(sql: "a.place_country_code = ?", parameters: [.text(code)])
          probes.append(clause)
          sources.append(
            SQLClause(
              sql: "SELECT a.id FROM assets a WHERE \(clause.sql)", parameters: clause.parameters))
          parts.append(.country(code))
        case .continent(let name):
          let clause = SQLClause(sql: "a.place_continent = ?", parameters: [.text(name)])
          probes.append(clause)
          sources.append(
            SQLClause(
              sql: "SELECT a.id FROM assets a WHERE \(clause.sql)", parameters: clause.parameters))
          parts.append(.continent(name))
        }
      }
      for name in place.names {
        for column in Self.locationTextColumns {
          let clause = SQLClause(sql: "a.\(column) = ? COLLATE NOCASE", parameters: [.text(name)])
          probes.append(clause)
          let source = SQLClause(
            sql: "SELECT a.id FROM assets a WHERE \(clause.sql)", parameters: clause.parameters)
          sources.append(source)
          parts.append(.capped(source))
          parts.append(.continent(name))
        }
      }
      if let text = place.text {
        let read = readText(text)
        probes.append(read.probe)
        sources.append(read.list)
        parts.append(.capped(read.list))
      }
    }
    guard !probes.isEmpty else {
      impossible = true
      return
    }
    let union = SQLClause(
      sql: "SELECT * FROM (" + sources.map(\.sql).joined(separator: " UNION ALL ") + ") AS places",
      parameters: sources.flatMap(\.parameters))
    drivable.append(
      Drivable(
        driver: .places, probe: SQLClause.any(probes), list: union, exact: false,
        basis: .parts(parts)))
  }

  /// IPTC/XMP location text columns a place name may appear in.
  static let locationTextColumns = ["city", "state", "country", "sublocation"]

  static func box(lat: Double, lon: Double, km: Double) -> (
    minLat: Double, maxLat: Double, minLon: Double, maxLon: Double
  ) {
    let dLat = km / 111.195
    let cos = max(Foundation.cos(lat * .pi / 180), 0.01)
    let dLon = min(dLat / cos, 180)
    return (lat - dLat, lat + dLat, lon - dLon, lon + dLon)
  }

  static func period(_ t: TimeFilter) -> SQLClause {
    var parts: [SQLClause] = []
    if let s = t.start {
      parts.append(SQLClause(sql: "a.date_sort >= ?", parameters: [.text(s.sortKey)]))
    }
    if let e = t.end {
      parts.append(SQLClause(sql: "a.date_sort < ?", parameters: [.text(e.sortKey)]))
    }
    if parts.isEmpty { parts.append(SQLClause(sql: "a.date_sort IS NOT NULL")) }
    return SQLClause.all(parts)
  }

  static func hours(_ h: HourRange) -> SQLClause {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : String(v) }
    let hour = "substr(a.date_sort, 9, 2)"
    let start = max(0, min(24, h.start))
    let end = max(0, min(24, h.end))
    if start == end { return SQLClause.always }
    let op = start < end ? "AND" : "OR"
    return SQLClause(
      sql: "\(hour) >= ? \(op) \(hour) < ?", parameters: [.text(two(start)), .text(two(end))])
  }

  static func media(_ kind: MediaKindFilter) -> SQLClause {
    switch kind {
    case .videos: return SQLClause(sql: "a.kind = 'video'")
    case .screenshots: return SQLClause(sql: "a.kind = 'screenshot'")
    case .selfies: return SQLClause(sql: "(a.traits & \(MediaTraits.selfie.rawValue)) != 0")
    case .panoramas: return SQLClause(sql: "(a.traits & \(MediaTraits.panorama.rawValue)) != 0")
    case .livePhotos: return SQLClause(sql: "(a.traits & \(MediaTraits.livePhoto.rawValue)) != 0")
    case .bursts: return SQLClause(sql: "(a.traits & \(MediaTraits.burst.rawValue)) != 0")
    case .raw: return SQLClause(sql: "(a.traits & \(MediaTraits.raw.rawValue)) != 0")
    case .portraits: return trait(.portrait)
    case .slowMotion: return trait(.slowMotion)
    case .timeLapse: return trait(.timeLapse)
    case .screenRecordings: return trait(.screenRecording)
    }
  }

  static func trait(_ trait: MediaTraits) -> SQLClause {
    SQLClause(sql: "(a.traits & \(trait.rawValue)) != 0")
  }

  mutating func addExtras(_ e: SearchExtras) {
    if let camera = e.camera {
      let like = "%" + camera + "%"
      probes.append(
        SQLClause(
          sql: "a.make LIKE ? OR a.model LIKE ? OR (a.make || ' ' || a.model) LIKE ?",
          parameters: [.text(like), .text(like), .text(like)]))
    }
    if let rating = e.minimumRating {
      probes.append(SQLClause(sql: "a.rating >= ?", parameters: [.integer(Int64(rating))]))
    }
    if e.favoritesOnly { probes.append(SQLClause(sql: "a.favorited = 1")) }
    if let album = e.albumOrFolder {
      let like = "%" + album + "%"
      probes.append(
        SQLClause(sql: "a.album LIKE ? OR a.folder LIKE ?", parameters: [.text(like), .text(like)]))
    }
  }
}
