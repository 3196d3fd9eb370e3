import Foundation

/// The SQL of faces and face clusters, on a connection inside the caller's transaction (the
/// faces pass's batch, or a naming command's).
enum FaceStore {
  /// The settings key counting changes made to clusters by hand (naming, merging, splitting), so
  /// a running pass knows its in-memory clusters are stale.
  static let generationKey = "faces_generation"

  static func generation(_ db: any LibraryDatabase) throws -> Int64 {
    try db.scalar("SELECT value FROM settings WHERE key = ?", [.text(generationKey)])?.integer ?? 0
  }

  static func bumpGeneration(_ db: any LibraryDatabase) throws {
    try db.run(
      """
      INSERT INTO settings(key, value) VALUES (?, '1')
      ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(settings.value AS INTEGER) + 1 AS TEXT)
      """, [.text(generationKey)])
  }

  /// Every clustered face of at least `minimumSize` pixels, with its cluster and descriptor.
  static func clusteredFaces(_ db: any LibraryDatabase, minimumSize: Double) throws
    -> ClusteredFaces
  {
    var faces = ClusteredFaces()
    faces.generation = try generation(db)
    let smaller = db.dialect.least("box_right - box_left", "box_bottom - box_top")
    try db.forEachRow(
      """
      SELECT id, cluster_id, descriptor, asset_id FROM face_detections
      WHERE cluster_id IS NOT NULL AND hidden = 0 AND \(smaller) >= ?
      ORDER BY id
      """, [.real(minimumSize)]
    ) { row in
      guard let id = row[0].integer, let cluster = row[1].integer,
        let text = row[2].text, let d = FaceDescriptor(encoded: text),
        let asset = row[3].integer
      else { return }
      faces.append(id: id, asset: asset, cluster: cluster, descriptor: d)
    }
    return faces
  }

  /// Stores one found face (unclustered); returns its id.
  static func insert(
    _ face: DetectedFace, assetID: Int64, tagName: String?, db: any LibraryDatabase
  )
    throws -> Int64
  {
    let id = try db.scalar(
      """
      INSERT INTO face_detections(asset_id, box_left, box_top, box_right, box_bottom, score,
        descriptor, tag_name)
      VALUES (?,?,?,?,?,?,?,?) RETURNING id
      """,
      [
        .integer(assetID), .real(face.box.left), .real(face.box.top), .real(face.box.right),
        .real(face.box.bottom), .real(face.score), .text(face.descriptor.encoded),
        tagName.map { .text($0) } ?? .null,
      ])?.integer
    guard let id else { throw LibraryStorageError("face not stored") }
    return id
  }

  /// A new, unnamed cluster's id.
  static func newCluster(_ db: any LibraryDatabase) throws -> Int64 {
    guard
      let id = try db.scalar(
        "INSERT INTO face_clusters(person_id, named_by) VALUES (NULL, NULL) RETURNING id")?.integer
    else { throw LibraryStorageError("face cluster not stored") }
    return id
  }

  static func assign(face: Int64, to cluster: Int64?, db: any LibraryDatabase) throws {
    try db.run(
      "UPDATE face_detections SET cluster_id = ? WHERE id = ?",
      [cluster.map { .integer($0) } ?? .null, .integer(face)])
  }

  /// Names clusters not named by hand after the tag most of their tagged faces carry (a tag
  /// names the person of the face its region covers). Returns the clusters whose person changed.
  @discardableResult
  static func applyTagNames(clusters: Set<Int64>, db: any LibraryDatabase) throws -> Set<Int64> {
    var changed = Set<Int64>()
    for cluster in clusters.sorted() {
      let row = try db.query(
        "SELECT person_id, named_by FROM face_clusters WHERE id = ?", [.integer(cluster)]
      ).first
      guard let row, row[1].text != "hand" else { continue }
      let counts = try db.query(
        """
        SELECT tag_name, count(*) AS n FROM face_detections
        WHERE cluster_id = ? AND tag_name IS NOT NULL AND hidden = 0
        GROUP BY tag_name COLLATE NOCASE ORDER BY n DESC, tag_name LIMIT 1
        """, [.integer(cluster)])
      guard let name = counts.first?[0].text else { continue }
      let person = try LibraryStore.personID(name, db: db)
      if row[0].integer != person {
        try db.run(
          "UPDATE face_clusters SET person_id = ?, named_by = 'tag' WHERE id = ?",
          [.integer(person), .integer(cluster)])
        changed.insert(cluster)
      }
    }
    return changed
  }

  /// Rewrites the `faces` rows with source `face` (what search matches people by) for `assets`,
  /// or for every asset when nil: one row per photo and person of a named cluster.
  static func syncPersonLinks(assets: Set<Int64>?, db: any LibraryDatabase) throws {
    let insert = """
      INSERT INTO faces(asset_id, person_id, source)
      SELECT DISTINCT d.asset_id, c.person_id, 'face' FROM face_detections d
      JOIN face_clusters c ON c.id = d.cluster_id
      WHERE c.person_id IS NOT NULL AND d.hidden = 0
      """
    let ignoringDuplicates = " ON CONFLICT DO NOTHING"
    guard let assets else {
      try db.run("DELETE FROM faces WHERE source = 'face'")
      try db.run(insert + ignoringDuplicates)
      return
    }
    for id in assets.sorted() {
      try db.run("DELETE FROM faces WHERE source = 'face' AND asset_id = ?", [.integer(id)])
      try db.run(insert + " AND d.asset_id = ?" + ignoringDuplicates, [.integer(id)])
    }
  }

  /// The photos of the faces in `clusters`.
  static func assets(ofClusters clusters: Set<Int64>, db: any LibraryDatabase) throws -> Set<Int64>
  {
    var out = Set<Int64>()
    for c in clusters {
      for row in try db.query(
        "SELECT DISTINCT asset_id FROM face_detections WHERE cluster_id = ?", [.integer(c)])
      {
        if let id = row[0].integer { out.insert(id) }
      }
    }
    return out
  }

  /// Whether the library has the face tables (schema 5 or newer; a read-only older library
  /// has none).
  static func hasFaceTables(_ db: any LibraryDatabase) throws -> Bool {
    try db.hasTable("face_detections")
  }
}
