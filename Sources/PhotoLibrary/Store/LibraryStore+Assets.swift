import PhotoQuery

extension LibraryStore {
  static let assetColumns = [
    "id", "root_id", "path", "folder", "file_name", "size", "mtime_ns", "inode", "companions",
    "mime",
    "kind", "traits", "live_pair", "date_taken", "date_sort", "subsec", "date_offset", "date_utc",
    "date_source", "lat", "lon", "alt", "make", "model", "lens", "orientation", "width", "height",
    "title", "caption", "rating", "duration", "favorited", "album", "sublocation", "city", "state",
    "country", "country_code", "place_city", "place_city_id", "place_region", "place_country_code",
    "place_country", "place_continent", "warning", "reader_version",
  ]

  static let insertAssetSQL =
    "INSERT INTO assets(\(assetColumns.joined(separator: ","))) VALUES (\(assetColumns.map { _ in "?" }.joined(separator: ",")))"

  /// Every file the index knows under a root (assets and unreadable files), by relative path.
  public func fileStates(rootID: Int64) throws -> [String: StoredFileState] {
    try withConnection { db in
      var states: [String: StoredFileState] = [:]
      for (sql, isError) in [
        (
          "SELECT path, id, size, mtime_ns, inode, companions, reader_version FROM assets WHERE root_id = ?",
          false
        ),
        (
          "SELECT path, id, size, mtime_ns, inode, companions, reader_version FROM errors WHERE root_id = ?",
          true
        ),
      ] {
        let s = try db.statement(sql)
        try s.bind([.integer(rootID)])
        while try s.step() {
          let r = s.row()
          states[r[0].text ?? ""] = StoredFileState(
            id: r[1].integer ?? 0, size: r[2].integer ?? 0, mtimeNanos: r[3].integer ?? 0,
            inode: UInt64(bitPattern: r[4].integer ?? 0), companions: r[5].text ?? "",
            isError: isError, readerVersion: Int(r[6].integer ?? 0))
        }
      }
      return states
    }
  }

  /// Writes a batch of readings in one transaction: readable files become assets (replacing any
  /// earlier row of the same path, keeping its id), unreadable ones are recorded in `errors`.
  public func write(_ readings: [AssetReading], rootID: Int64) throws {
    try withConnection { db in
      try db.transaction {
        for reading in readings {
          let path = reading.file.relativePath
          let old = try db.scalar(
            "SELECT id FROM assets WHERE root_id = ? AND path = ?", [.integer(rootID), .text(path)])?
            .integer
          if let old { try Self.deleteAsset(id: old, db: db) }
          if let error = reading.error {
            try db.run(
              """
              INSERT INTO errors(root_id, path, size, mtime_ns, inode, companions, reason, reader_version)
              VALUES (?,?,?,?,?,?,?,?)
              ON CONFLICT(root_id, path) DO UPDATE SET size=excluded.size, mtime_ns=excluded.mtime_ns,
                inode=excluded.inode, companions=excluded.companions, reason=excluded.reason,
                reader_version=excluded.reader_version, at=strftime('%Y-%m-%dT%H:%M:%SZ','now')
              """,
              [
                .integer(rootID), .text(path), .integer(reading.file.size),
                .integer(reading.file.mtimeNanos),
                .integer(Int64(bitPattern: reading.file.inode)),
                .text(reading.file.companionSignature),
                .text(error), .integer(Int64(AssetReader.version)),
              ])
          } else {
            try db.run(
              "DELETE FROM errors WHERE root_id = ? AND path = ?", [.integer(rootID), .text(path)])
            try Self.insertAsset(reading, id: old, rootID: rootID, db: db)
          }
          try db.run(
            "DELETE FROM reads_in_flight WHERE root_id = ? AND path = ?",
            [.integer(rootID), .text(path)])
        }
      }
    }
  }

  /// Removes files that are gone from disk (assets and error rows) in one transaction.
  public func remove(paths: [String], rootID: Int64) throws {
    guard !paths.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        for path in paths {
          if let id = try db.scalar(
            "SELECT id FROM assets WHERE root_id = ? AND path = ?", [.integer(rootID), .text(path)])?
            .integer
          {
            try Self.deleteAsset(id: id, db: db)
          }
          try db.run(
            "DELETE FROM errors WHERE root_id = ? AND path = ?", [.integer(rootID), .text(path)])
          try db.run(
            "DELETE FROM reads_in_flight WHERE root_id = ? AND path = ?",
            [.integer(rootID), .text(path)])
        }
      }
    }
  }

  static func deleteAsset(id: Int64, db: SQLiteConnection) throws {
    try db.run("DELETE FROM asset_text WHERE rowid = ?", [.integer(id)])
    try db.run("DELETE FROM asset_positions WHERE id = ?", [.integer(id)])
    try db.run("DELETE FROM assets WHERE id = ?", [.integer(id)])
  }

  static func insertAsset(_ r: AssetReading, id: Int64?, rootID: Int64, db: SQLiteConnection) throws
  {
    let m = r.metadata
    let f = r.file
    let t = m.captureTime
    let p = r.place
    let values: [SQLValue] = [
      id.map { .integer($0) } ?? .null, .integer(rootID), .text(f.relativePath), .text(f.folder),
      .text(f.fileName), .integer(f.size), .integer(f.mtimeNanos),
      .integer(Int64(bitPattern: f.inode)),
      .text(f.companionSignature), .optional(m.mimeType), .text(r.kind.rawValue),
      .integer(Int64(r.traits.rawValue)), .optional(f.livePairPath), .optional(t?.local),
      .optional(t?.sortable), .optional(t?.subSeconds), .optional(t?.offset), .optional(t?.utc),
      .optional(t?.source), .optional(m.latitude), .optional(m.longitude), .optional(m.altitude),
      .optional(m.make), .optional(m.model), .optional(m.lens), .optional(m.orientation),
      .optional(m.width), .optional(m.height), .optional(m.title), .optional(m.caption),
      .optional(m.rating), .optional(m.duration), .optional(m.favorited.map { $0 ? 1 : 0 }),
      .optional(m.album), .optional(m.sublocation), .optional(m.city), .optional(m.state),
      .optional(m.country), .optional(m.countryCode), .optional(p?.city?.name),
      .optional(p?.city?.id), .optional(p?.region), .optional(p?.countryCode),
      .optional(p?.country),
      .optional(p?.continent), .optional(r.warning), .integer(Int64(AssetReader.version)),
    ]
    try db.run(insertAssetSQL, values)
    let assetID = db.lastInsertRowID
    for (list, source) in [(m.keywords, "keyword"), (m.hierarchicalKeywords, "hierarchical")] {
      for k in list {
        try db.run(
          "INSERT INTO keywords(asset_id, keyword, source) VALUES (?,?,?)",
          [.integer(assetID), .text(k), .text(source)])
      }
    }
    for (list, source) in [(m.people, "region"), (m.personsInImage, "person-in-image")] {
      for name in list {
        try db.run("INSERT OR IGNORE INTO people(name) VALUES (?)", [.text(name)])
        try db.run(
          "INSERT OR IGNORE INTO faces(asset_id, person_id, source) SELECT ?, id, ? FROM people WHERE name = ?",
          [.integer(assetID), .text(source), .text(name)])
      }
    }
    let hierarchyWords = m.hierarchicalKeywords.flatMap {
      $0.split(separator: "|").map(String.init)
    }
    let places = [
      m.sublocation, m.city, m.state, m.country, p?.city?.name, p?.region, p?.country, p?.continent,
    ].compactMap { $0 }
    try db.run(
      "INSERT INTO asset_text(rowid, title, caption, keywords, people, album, folder, file_name, places) VALUES (?,?,?,?,?,?,?,?,?)",
      [
        .integer(assetID), .optional(m.title), .optional(m.caption),
        .text((m.keywords + hierarchyWords).joined(separator: " ; ")),
        .text((m.people + m.personsInImage).joined(separator: " ; ")), .optional(m.album),
        .text(f.folder.replacingOccurrences(of: "/", with: " / ")), .text(f.fileName),
        .text(places.joined(separator: " ; ")),
      ])
    if let la = m.latitude, let lo = m.longitude {
      try db.run(
        "INSERT INTO asset_positions(id, min_lat, max_lat, min_lon, max_lon) VALUES (?,?,?,?,?)",
        [.integer(assetID), .real(la), .real(la), .real(lo), .real(lo)])
    }
  }
}

extension LibraryStore {
  /// The recorded reason of an unreadable file.
  public func errorReason(id: Int64) throws -> String? {
    try withConnection {
      try $0.scalar("SELECT reason FROM errors WHERE id = ?", [.integer(id)])?.text
    }
  }
}
