import Foundation

extension LibraryStore {
  /// Calls `emit` with one JSON object per indexed media file (readable or not), in root and
  /// path order, with the field names of `score_metadata.py` plus the index's own
  /// (`kind`, `traits`, `place`, `lens`, `album`, …). An asset's record carries its stable `id`
  /// (kept when its file is moved or renamed); an unreadable file's has none.
  public func exportRecords(_ emit: ([String: Any]) throws -> Void) throws {
    try withConnection { db in
      var keywords: [Int64: [String]] = [:]
      var hierarchical: [Int64: [String]] = [:]
      for row in try db.query("SELECT asset_id, keyword, source FROM keywords ORDER BY rowid") {
        guard let id = row[0].integer, let k = row[1].text else { continue }
        if row[2].text == "hierarchical" {
          hierarchical[id, default: []].append(k)
        } else {
          keywords[id, default: []].append(k)
        }
      }
      var people: [Int64: [String]] = [:]
      var persons: [Int64: [String]] = [:]
      for row in try db.query(
        "SELECT f.asset_id, p.name, f.source FROM faces f JOIN people p ON p.id = f.person_id ORDER BY f.rowid"
      ) {
        guard let id = row[0].integer, let n = row[1].text else { continue }
        if row[2].text == "region" {
          people[id, default: []].append(n)
        } else {
          persons[id, default: []].append(n)
        }
      }
      let faces = try Self.exportedFaces(db)
      let columns = [
        "a.id", "r.path", "a.path", "a.kind", "a.traits", "a.live_pair", "a.date_taken", "a.subsec",
        "a.date_offset", "a.date_utc", "a.date_source", "a.lat", "a.lon", "a.alt", "a.make",
        "a.model",
        "a.lens", "a.width", "a.height", "a.orientation", "a.title", "a.caption", "a.rating",
        "a.duration", "a.favorited", "a.album", "a.sublocation", "a.city", "a.state", "a.country",
        "a.country_code", "a.place_city", "a.place_city_id", "a.place_region",
        "a.place_country_code",
        "a.place_country", "a.place_continent", "a.mime", "a.size", "a.warning",
      ]
      let sql =
        "SELECT \(columns.joined(separator: ",")) FROM assets a JOIN roots r ON r.id = a.root_id ORDER BY r.path, a.path"
      try db.forEachRow(sql, []) { v in
        func any(_ i: Int) -> Any {
          switch v[i] {
          case .null: return NSNull()
          case .integer(let x): return x
          case .real(let x): return x
          case .text(let x): return x
          }
        }
        let id = v[0].integer ?? 0
        let traits = MediaTraits(rawValue: Int(v[4].integer ?? 0))
        var o: [String: Any] = [
          "id": id, "root": any(1), "path": any(2), "kind": any(3), "traits": traits.names,
          "live_pair": any(5),
          "date_taken": any(6), "subsec": any(7), "date_offset": any(8), "date_utc": any(9),
          "date_source": any(10), "gps_lat": any(11), "gps_lon": any(12), "altitude": any(13),
          "make": any(14), "model": any(15), "lens": any(16), "width": any(17), "height": any(18),
          "orientation": any(19), "title": any(20), "caption": any(21), "rating": any(22),
          "duration": any(23), "album": any(25), "sublocation": any(26), "city": any(27),
          "state": any(28), "country": any(29), "country_code": any(30), "mime": any(37),
          "size": any(38), "warning": any(39),
          "keywords": keywords[id] ?? [], "hierarchical_keywords": hierarchical[id] ?? [],
          "people": people[id] ?? [], "persons_in_image": persons[id] ?? [], "error": NSNull(),
        ]
        o["faces"] = faces[id] ?? []
        if let f = v[24].integer { o["favorited"] = f != 0 }
        if v[33].text != nil || v[31].text != nil || v[35].text != nil {
          o["place"] = [
            "city": any(31), "city_id": any(32), "region": any(33), "country_code": any(34),
            "country": any(35), "continent": any(36),
          ]
        }
        try emit(o)
      }
      for row in try db.query(
        "SELECT r.path, e.path, e.reason, e.size FROM errors e JOIN roots r ON r.id = e.root_id ORDER BY r.path, e.path"
      ) {
        try emit([
          "root": row[0].text ?? "", "path": row[1].text ?? "",
          "error": row[2].text ?? "unreadable",
          "size": row[3].integer ?? 0, "kind": NSNull(),
        ])
      }
    }
  }
}
