extension LibraryStore {
  /// Asset rows per multi-row `INSERT`: a whole batch of the index (48 values each, 12,288 in
  /// all: under SQLite's 32,766 and PostgreSQL's 65,535), so a batch's assets go in one round trip.
  static let assetRowsPerStatement = 256

  /// Stores the assets of `items` (each with the id it keeps, or nil for a new one) and the rows
  /// read from their files with a few multi-row statements per hundred files rather than several
  /// round trips per file (what kept PostgreSQL's index throughput far below SQLite's). A file a
  /// concurrent writer stored meanwhile gets no row back and goes the one-by-one way of
  /// ``insertAsset(_:id:rootID:db:)``, which replaces that writer's row.
  static func insertAssets(
    _ items: [(reading: AssetReading, id: Int64?)], rootID: Int64, db: any LibraryDatabase
  ) throws {
    var stored: [Int64?] = Array(repeating: nil, count: items.count)
    for withID in [true, false] {
      let indices = items.indices.filter { (items[$0].id != nil) == withID }
      let columns = withID ? assetColumns : Array(assetColumns.dropFirst())
      let tuple = "(" + marks(columns.count) + ")"
      var start = 0
      while start < indices.count {
        let chunk = indices[start..<min(start + assetRowsPerStatement, indices.count)]
        var values = chunk.flatMap { i -> [SQLValue] in
          let all = assetValues(items[i].reading, id: items[i].id, rootID: rootID)
          return withID ? all : Array(all.dropFirst())
        }
        // On PostgreSQL the values go as text and the columns give their types: a chunk's
        // statement is then the same whichever values are null, so it is prepared once and its
        // plan reused, not prepared again (and kept on the server) for every batch.
        if db.dialect == .postgresql { values = values.map(PostgresConnection.untyped) }
        var ids: [String: Int64] = [:]
        for row in try db.query(
          "INSERT INTO assets(\(columns.joined(separator: ","))) VALUES "
            + Array(repeating: tuple, count: chunk.count).joined(separator: ",")
            + " ON CONFLICT(root_id, path) DO NOTHING RETURNING id, path", values)
        {
          if let id = row[0].integer, let path = row[1].text { ids[path] = id }
        }
        for i in chunk { stored[i] = ids[items[i].reading.file.relativePath] }
        start += chunk.count
      }
    }
    try insertDerivedRows(
      items.indices.compactMap { i in stored[i].map { (items[i].reading, $0) } }, db: db)
    for i in items.indices where stored[i] == nil {
      try insertAsset(items[i].reading, id: items[i].id, rootID: rootID, db: db)
    }
  }

  /// The rows read from the files themselves beside their asset rows, for many assets at once:
  /// keywords, people named in the metadata, the full-text rows and the positions, each table in
  /// multi-row statements, in the assets' order (so row ids keep that order).
  static func insertDerivedRows(_ assets: [(AssetReading, Int64)], db: any LibraryDatabase) throws {
    guard !assets.isEmpty else { return }
    var keywordRows: [[SQLValue]] = []
    var faceRows: [[SQLValue]] = []
    var positionRows: [[SQLValue]] = []
    var textRows: [[(name: String, value: SQLValue, cast: String?)]] = []
    var personIDs: [String: Int64] = [:]
    for (r, assetID) in assets {
      let m = r.metadata
      let f = r.file
      let p = r.place
      for (list, source) in [(m.keywords, "keyword"), (m.hierarchicalKeywords, "hierarchical")] {
        for k in list { keywordRows.append([.integer(assetID), .text(k), .text(source)]) }
      }
      for (list, source) in [(m.people, "region"), (m.personsInImage, "person-in-image")] {
        for name in list {
          let person = try personIDs[name] ?? personID(name, db: db)
          personIDs[name] = person
          faceRows.append([.integer(assetID), .integer(person), .text(source)])
        }
      }
      let hierarchyWords = m.hierarchicalKeywords.flatMap {
        $0.split(separator: "|").map(String.init)
      }
      let places = [
        m.sublocation, m.city, m.state, m.country, p?.city?.name, p?.region, p?.country,
        p?.continent,
      ].compactMap { $0 }
      let text = AssetTextRow(
        title: m.title, caption: m.caption,
        keywords: (m.keywords + hierarchyWords).joined(separator: " ; "),
        people: (m.people + m.personsInImage).joined(separator: " ; "), album: m.album,
        folder: f.folder.replacingOccurrences(of: "/", with: " / "), fileName: f.fileName,
        places: places.joined(separator: " ; "))
      textRows.append(text.columns(assetID: assetID, dialect: db.dialect))
      if let la = m.latitude, let lo = m.longitude {
        positionRows.append([.integer(assetID), .real(la), .real(la), .real(lo), .real(lo)])
      }
    }
    try insertRows("keywords(asset_id, keyword, source)", keywordRows, suffix: "", db: db)
    try insertRows(
      "faces(asset_id, person_id, source)", faceRows, suffix: "ON CONFLICT DO NOTHING", db: db)
    if let first = textRows.first {
      let tuple =
        "("
        + first.map { c in c.cast.map { "CAST(? AS \($0))" } ?? "?" }
        .joined(separator: ", ") + ")"
      var start = 0
      while start < textRows.count {
        let chunk = textRows[start..<min(start + assetRowsPerStatement, textRows.count)]
        try db.run(
          "INSERT INTO asset_text(\(first.map(\.name).joined(separator: ", "))) VALUES "
            + Array(repeating: tuple, count: chunk.count).joined(separator: ","),
          chunk.flatMap { $0.map(\.value) })
        start += chunk.count
      }
    }
    try insertRows(
      "asset_positions(id, min_lat, max_lat, min_lon, max_lon)", positionRows, suffix: "", db: db)
  }
}
