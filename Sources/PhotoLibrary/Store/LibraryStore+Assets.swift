import PhotoQuery

extension LibraryStore {
  static let assetColumns = [
    "id", "root_id", "path", "folder", "file_name", "size", "mtime_ns", "inode", "companions",
    "mime",
    "kind", "traits", "live_pair", "date_taken", "date_sort", "subsec", "date_offset", "date_utc",
    "date_source", "lat", "lon", "alt", "make", "model", "lens", "orientation", "width", "height",
    "title", "caption", "rating", "duration", "favorited", "album", "sublocation", "city", "state",
    "country", "country_code", "place_city", "place_city_id", "place_region", "place_country_code",
    "place_country", "place_continent", "warning", "reader_version", "fingerprint",
  ]

  /// Inserts one asset row and returns its id; nothing (no row) when a concurrent writer
  /// stored the same file first. With the id first in the values, or without it (a new id).
  static func insertAssetSQL(withID: Bool) -> String {
    let columns = withID ? assetColumns : Array(assetColumns.dropFirst())
    return
      "INSERT INTO assets(\(columns.joined(separator: ","))) VALUES (\(columns.map { _ in "?" }.joined(separator: ","))) ON CONFLICT(root_id, path) DO NOTHING RETURNING id"
  }

  /// Every file the index knows under a root (assets and unreadable files), by relative path;
  /// with `subfolder`, only those below that folder (relative to the root).
  public func fileStates(rootID: Int64, under subfolder: String = "") throws -> [String:
    StoredFileState]
  {
    // Paths below `sub/` sort from `sub/` up to `sub0` ('0' follows '/' in byte order).
    let range = subfolder.isEmpty ? "" : " AND path >= ? AND path < ?"
    let parameters: [SQLValue] =
      [.integer(rootID)]
      + (subfolder.isEmpty ? [] : [.text(subfolder + "/"), .text(subfolder + "0")])
    return try withConnection { db in
      var states: [String: StoredFileState] = [:]
      for (sql, isError) in [
        (
          "SELECT path, id, size, mtime_ns, inode, companions, reader_version, fingerprint FROM assets WHERE root_id = ?"
            + range,
          false
        ),
        (
          "SELECT path, id, size, mtime_ns, inode, companions, reader_version, NULL FROM errors WHERE root_id = ?"
            + range,
          true
        ),
      ] {
        try db.forEachRow(sql, parameters) { r in
          states[r[0].text ?? ""] = StoredFileState(
            id: r[1].integer ?? 0, size: r[2].integer ?? 0, mtimeNanos: r[3].integer ?? 0,
            inode: UInt64(bitPattern: r[4].integer ?? 0), companions: r[5].text ?? "",
            isError: isError, readerVersion: Int(r[6].integer ?? 0), fingerprint: r[7].text)
        }
      }
      return states
    }
  }

  /// Writes a batch of readings in one transaction: readable files become assets (replacing any
  /// earlier row of the same path, keeping its id), unreadable ones are recorded in `errors`.
  /// A row whose content fingerprint is unchanged (a file moved here by ``relocate(_:)``, or only
  /// touched) keeps what analysis attached to it: faces found and named, text read.
  /// Several processes may write the same files at once (PostgreSQL): the unique (root, path)
  /// decides, and a file another writer stored first is replaced, never duplicated.
  /// A new asset takes its id from `reservedIDs` (by path, ``reserveAssetIDs(for:)``) when there,
  /// else the next free one.
  public func write(
    _ readings: [AssetReading], rootID: Int64, reservedIDs: [String: Int64] = [:]
  ) throws {
    let now = Self.now()
    try withConnection { db in
      try db.transaction {
        // Set-wise first (a few statements per batch, not per file): the stored ids of the
        // batch's paths, their error rows (readable files) and their reads-in-flight entries.
        // On PostgreSQL these are planned with their values: the transaction's cached plans
        // (for the inserts' foreign-key checks) made the path lookups a generic plan made
        // while the table was empty, a sequential scan that built the list of paths again for
        // every row (a third of the server's time in a full index of 20,000 files).
        if db.dialect == .postgresql { try db.run("SET LOCAL plan_cache_mode = force_custom_plan") }
        let paths = readings.map { SQLValue.text($0.file.relativePath) }
        var stored: [String: Int64] = [:]
        var storedFingerprints: [String: String] = [:]
        try Self.forEachChunk(paths) { chunk in
          // On PostgreSQL the rows are locked until the batch commits (in id order, so two
          // writers cannot deadlock on them): a writer rewriting a row another writer is
          // rewriting waits for it, then sees its derived rows and replaces them (without the
          // lock both deleted the old keywords and both inserted theirs: duplicates).
          let lock = db.dialect == .postgresql ? " ORDER BY id FOR UPDATE" : ""
          for row in try db.query(
            "SELECT path, id, fingerprint FROM assets WHERE root_id = ? AND path IN (\(Self.marks(chunk.count)))"
              + lock,
            [.integer(rootID)] + chunk)
          {
            if let p = row[0].text, let id = row[1].integer { stored[p] = id }
            if let p = row[0].text, let fingerprint = row[2].text {
              storedFingerprints[p] = fingerprint
            }
          }
          try db.run(
            "DELETE FROM reads_in_flight WHERE root_id = ? AND path IN (\(Self.marks(chunk.count)))",
            [.integer(rootID)] + chunk)
        }
        try Self.forEachChunk(
          readings.filter { $0.error == nil }.map { .text($0.file.relativePath) }
        ) { chunk in
          try db.run(
            "DELETE FROM errors WHERE root_id = ? AND path IN (\(Self.marks(chunk.count)))",
            [.integer(rootID)] + chunk)
        }
        if db.dialect == .postgresql { try db.run("SET LOCAL plan_cache_mode = auto") }
        // Rows whose content is unchanged (moved here, or touched) are rewritten in place.
        let sameContent = readings.filter { r in
          r.error == nil && r.file.fingerprint != nil
            && storedFingerprints[r.file.relativePath] == r.file.fingerprint
        }
        let inPlace = Set(sameContent.map(\.file.relativePath))
        try Self.deleteRowsReadFromFiles(
          ids: sameContent.compactMap { stored[$0.file.relativePath] }, db: db)
        var toInsert: [(reading: AssetReading, id: Int64?)] = []
        for reading in readings {
          let path = reading.file.relativePath
          let old = stored[path]
          if let old, inPlace.contains(path) {
            try Self.updateAsset(reading, id: old, db: db)
            continue
          }
          if let old { try Self.deleteAsset(id: old, db: db) }
          if let error = reading.error {
            try db.run(
              """
              INSERT INTO errors(root_id, path, size, mtime_ns, inode, companions, reason, reader_version, at)
              VALUES (?,?,?,?,?,?,?,?,?)
              ON CONFLICT(root_id, path) DO UPDATE SET size=excluded.size, mtime_ns=excluded.mtime_ns,
                inode=excluded.inode, companions=excluded.companions, reason=excluded.reason,
                reader_version=excluded.reader_version, at=excluded.at
              """,
              [
                .integer(rootID), .text(path), .integer(reading.file.size),
                .integer(reading.file.mtimeNanos),
                .integer(Int64(bitPattern: reading.file.inode)),
                .text(reading.file.companionSignature),
                .text(error), .integer(Int64(AssetReader.version)), .text(now),
              ])
          } else {
            toInsert.append((reading, old ?? reservedIDs[path]))
          }
        }
        try Self.insertAssets(toInsert, rootID: rootID, db: db)
      }
    }
  }

  /// Takes a new asset id for each path, in the paths' order, for ``write(_:rootID:reservedIDs:)``
  /// (PostgreSQL's id sequence; one round trip). Several sessions writing a run's batches at once
  /// then still number its new assets in the order of the files, as one writer (and SQLite) does.
  /// An id taken and not used (the file was stored meanwhile) is left unused.
  public func reserveAssetIDs(for paths: [String]) throws -> [String: Int64] {
    guard !paths.isEmpty else { return [:] }
    let ids = try withConnection { db in
      try db.query(
        "SELECT nextval(pg_get_serial_sequence('assets', 'id')) FROM generate_series(1, ?)",
        [.integer(Int64(paths.count))]
      ).compactMap { $0[0].integer }
    }.sorted()
    guard ids.count == paths.count else {
      throw LibraryStorageError("asset ids not reserved: \(ids.count) of \(paths.count)")
    }
    return Dictionary(zip(paths, ids), uniquingKeysWith: { first, _ in first })
  }

  /// `?,?,…` for `n` values.
  static func marks(_ n: Int) -> String { Array(repeating: "?", count: n).joined(separator: ",") }

  /// Calls `body` with the values in chunks of at most 500 (one statement each).
  static func forEachChunk(_ values: [SQLValue], _ body: ([SQLValue]) throws -> Void) rethrows {
    var start = 0
    while start < values.count {
      let end = min(start + 500, values.count)
      try body(Array(values[start..<end]))
      start = end
    }
  }

  /// Removes files that are gone from disk (assets and error rows) in one transaction, a few
  /// statements per 500 paths.
  public func remove(paths: [String], rootID: Int64) throws {
    guard !paths.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        // Path lookups planned with their values (as in ``write(_:rootID:reservedIDs:)``).
        if db.dialect == .postgresql { try db.run("SET LOCAL plan_cache_mode = force_custom_plan") }
        try Self.forEachChunk(paths.map { .text($0) }) { chunk in
          let marks = Self.marks(chunk.count)
          let ids = try db.query(
            "SELECT id FROM assets WHERE root_id = ? AND path IN (\(marks))",
            [.integer(rootID)] + chunk
          ).compactMap { $0[0].integer.map(SQLValue.integer) }
          if !ids.isEmpty {
            // As deleteAsset, for all of them at once.
            let idMarks = Self.marks(ids.count)
            try db.run("DELETE FROM asset_text WHERE rowid IN (\(idMarks))", ids)
            try db.run("DELETE FROM asset_positions WHERE id IN (\(idMarks))", ids)
            try db.run("DELETE FROM assets WHERE id IN (\(idMarks))", ids)
          }
          try db.run(
            "DELETE FROM errors WHERE root_id = ? AND path IN (\(marks))",
            [.integer(rootID)] + chunk)
          try db.run(
            "DELETE FROM reads_in_flight WHERE root_id = ? AND path IN (\(marks))",
            [.integer(rootID)] + chunk)
        }
      }
    }
  }

  /// Removes an asset with its text and position rows (the rest go with the row).
  static func deleteAsset(id: Int64, db: any LibraryDatabase) throws {
    try db.run("DELETE FROM asset_text WHERE rowid = ?", [.integer(id)])
    try db.run("DELETE FROM asset_positions WHERE id = ?", [.integer(id)])
    try db.run("DELETE FROM assets WHERE id = ?", [.integer(id)])
  }

  /// The asset row's values in ``assetColumns`` order (the id first, null for a new one).
  static func assetValues(_ r: AssetReading, id: Int64?, rootID: Int64) -> [SQLValue] {
    let m = r.metadata
    let f = r.file
    let t = m.captureTime
    let p = r.place
    return [
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
      .optional(f.fingerprint),
    ]
  }

  static func insertAsset(_ r: AssetReading, id: Int64?, rootID: Int64, db: any LibraryDatabase)
    throws
  {
    let f = r.file
    let values = assetValues(r, id: id, rootID: rootID)
    var stored = try db.scalar(
      insertAssetSQL(withID: id != nil), id == nil ? Array(values.dropFirst()) : values)?.integer
    // A concurrent writer stored the same file after this transaction looked: replace its row.
    var attempts = 0
    while stored == nil, attempts < 3 {
      attempts += 1
      if let other = try db.scalar(
        "SELECT id FROM assets WHERE root_id = ? AND path = ?",
        [.integer(rootID), .text(f.relativePath)])?.integer
      {
        try deleteAsset(id: other, db: db)
        stored = try db.scalar(
          insertAssetSQL(withID: true), [.integer(other)] + Array(values.dropFirst()))?.integer
      } else {
        stored = try db.scalar(insertAssetSQL(withID: false), Array(values.dropFirst()))?.integer
      }
    }
    guard let assetID = stored else {
      throw LibraryStorageError("asset not stored: \(f.relativePath)")
    }
    try insertDerivedRows(r, assetID: assetID, db: db)
  }

  /// The rows read from the file itself beside its asset row (``insertDerivedRows(_:db:)`` for
  /// one asset).
  static func insertDerivedRows(_ r: AssetReading, assetID: Int64, db: any LibraryDatabase) throws {
    try insertDerivedRows([(r, assetID)], db: db)
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
