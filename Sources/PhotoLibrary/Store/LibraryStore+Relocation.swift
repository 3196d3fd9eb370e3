/// An asset whose file is now somewhere else: recognised by its content fingerprint.
public struct AssetRelocation: Sendable, Equatable {
  /// The asset that keeps its id.
  public var assetID: Int64
  /// The root the file is now under.
  public var rootID: Int64
  /// Its path relative to that root now.
  public var path: String
}

/// An asset found by its content fingerprint, where the index last saw its file.
public struct FingerprintedAsset: Sendable, Equatable {
  /// The asset's id.
  public var id: Int64
  /// The root's id and absolute path.
  public var rootID: Int64
  public var rootPath: String
  /// The path relative to the root.
  public var path: String
  /// The content fingerprint.
  public var fingerprint: String
}

extension LibraryStore {
  /// Moves assets to the paths their files now have, keeping their ids, in one transaction.
  /// Every moving row is first parked on a path no file has (so files that swapped names trade
  /// places), then a row still holding a destination (a file whose content is gone, overwritten
  /// by the moved one) is removed, and each asset takes its new root and path. The moved files
  /// are read again afterwards (``write(_:rootID:)``), which keeps their analysis.
  public func relocate(_ moves: [AssetRelocation]) throws {
    guard !moves.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        try Self.forEachChunk(moves.map { .integer($0.assetID) }) { chunk in
          try db.run(
            "UPDATE assets SET path = ? || CAST(id AS TEXT) WHERE id IN (\(Self.marks(chunk.count)))",
            [.text("\u{1}moving/")] + chunk)
        }
        for rootID in Set(moves.map(\.rootID)).sorted() {
          let paths = moves.filter { $0.rootID == rootID }.map { SQLValue.text($0.path) }
          try Self.forEachChunk(paths) { chunk in
            for row in try db.query(
              "SELECT id FROM assets WHERE root_id = ? AND path IN (\(Self.marks(chunk.count)))",
              [.integer(rootID)] + chunk)
            {
              if let holder = row[0].integer { try Self.deleteAsset(id: holder, db: db) }
            }
            try db.run(
              "DELETE FROM errors WHERE root_id = ? AND path IN (\(Self.marks(chunk.count)))",
              [.integer(rootID)] + chunk)
          }
        }
        // Each asset to its new place: one statement per 100 moves (VALUES columns are
        // column1… on both engines).
        var start = 0
        while start < moves.count {
          let chunk = moves[start..<min(start + 100, moves.count)]
          start += chunk.count
          let values = chunk.flatMap { move -> [SQLValue] in
            let slash = move.path.lastIndex(of: "/")
            let folder = slash.map { String(move.path[..<$0]) } ?? ""
            let name = slash.map { String(move.path[move.path.index(after: $0)...]) } ?? move.path
            return [
              .integer(move.assetID), .integer(move.rootID), .text(move.path), .text(folder),
              .text(name),
            ]
          }
          try db.run(
            """
            UPDATE assets SET root_id = v.column2, path = v.column3, folder = v.column4,
              file_name = v.column5
            FROM (VALUES \(Array(repeating: "(?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))) AS v
            WHERE assets.id = v.column1
            """, values)
        }
      }
    }
  }

  /// Whether any asset has a content fingerprint (none: no file can be a moved asset).
  public func hasFingerprintedAssets() throws -> Bool {
    try withConnection { db in
      try db.scalar("SELECT 1 FROM assets WHERE fingerprint IS NOT NULL LIMIT 1") != nil
    }
  }

  /// The assets with any of these content fingerprints, in id order.
  public func assets(withFingerprints fingerprints: [String]) throws -> [FingerprintedAsset] {
    var found: [FingerprintedAsset] = []
    try withConnection { db in
      try Self.forEachChunk(fingerprints.map { .text($0) }) { chunk in
        for r in try db.query(
          "SELECT a.id, a.root_id, r.path, a.path, a.fingerprint FROM assets a JOIN roots r ON r.id = a.root_id WHERE a.fingerprint IN (\(Self.marks(chunk.count)))",
          chunk)
        {
          found.append(
            FingerprintedAsset(
              id: r[0].integer ?? 0, rootID: r[1].integer ?? 0, rootPath: r[2].text ?? "",
              path: r[3].text ?? "", fingerprint: r[4].text ?? ""))
        }
      }
    }
    return found.sorted { $0.id < $1.id }
  }

  /// Stores fingerprints of assets written before fingerprints were kept (asset id →
  /// fingerprint), in one transaction.
  public func storeFingerprints(_ fingerprints: [Int64: String]) throws {
    guard !fingerprints.isEmpty else { return }
    try withConnection { db in
      try db.transaction {
        for (id, fingerprint) in fingerprints.sorted(by: { $0.key < $1.key }) {
          try db.run(
            "UPDATE assets SET fingerprint = ? WHERE id = ?", [.text(fingerprint), .integer(id)])
        }
      }
    }
  }

  /// Removes the rows read from these assets' files (keywords, people named in the metadata,
  /// full text, position, subject annotations), a few statements per 500 assets; what analysis
  /// attached (faces found and named, words read, passes done) stays.
  static func deleteRowsReadFromFiles(ids: [Int64], db: any LibraryDatabase) throws {
    try forEachChunk(ids.map { .integer($0) }) { chunk in
      let marks = marks(chunk.count)
      for sql in [
        "DELETE FROM keywords WHERE asset_id IN (\(marks))",
        "DELETE FROM faces WHERE source IN ('region', 'person-in-image') AND asset_id IN (\(marks))",
        "DELETE FROM asset_text WHERE rowid IN (\(marks))",
        "DELETE FROM asset_positions WHERE id IN (\(marks))",
        "DELETE FROM asset_subjects WHERE asset_id IN (\(marks))",
        "DELETE FROM subject_annotated WHERE asset_id IN (\(marks))",
      ] {
        try db.run(sql, chunk)
      }
    }
  }

  /// Rewrites an asset's row in place from a new reading of the same content and stores the
  /// rows read from the file (removed first by ``deleteRowsReadFromFiles(ids:db:)``).
  static func updateAsset(_ r: AssetReading, id: Int64, db: any LibraryDatabase) throws {
    let columns = assetColumns.dropFirst()
    let values = Array(assetValues(r, id: id, rootID: 0).dropFirst())
    // root_id stays: the row is already under the file's root (write's caller or relocate).
    let assignments = zip(columns, values).filter { $0.0 != "root_id" }
    try db.run(
      "UPDATE assets SET \(assignments.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE id = ?",
      assignments.map(\.1) + [.integer(id)])
    try insertDerivedRows(r, assetID: id, db: db)
  }
}
