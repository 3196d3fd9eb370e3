import Foundation

/// Naming people by face: list clusters, name, merge, split, take a face out. Every change
/// bumps the faces generation (a running pass reloads its clusters) and rewrites the person
/// links search reads.
extension LibraryStore {
  /// Clusters, largest first; unnamed only unless `includeNamed`.
  public func faceClusters(includeNamed: Bool = false, samples: Int = 3) throws -> [FaceCluster] {
    try withConnection { db in
      guard try FaceStore.hasFaceTables(db) else { return [] }
      let rows = try db.query(
        """
        SELECT c.id, p.name, c.named_by, count(d.id), count(DISTINCT d.asset_id)
        FROM face_clusters c JOIN face_detections d ON d.cluster_id = c.id AND d.hidden = 0
        LEFT JOIN people p ON p.id = c.person_id
        \(includeNamed ? "" : "WHERE c.person_id IS NULL")
        GROUP BY c.id, p.id ORDER BY count(d.id) DESC, c.id
        """)
      return try rows.map { r in
        let id = r[0].integer ?? 0
        let faces = try db.query(
          """
          SELECT d.id, r.path, a.path, d.tag_name FROM face_detections d
          JOIN assets a ON a.id = d.asset_id JOIN roots r ON r.id = a.root_id
          WHERE d.cluster_id = ? AND d.hidden = 0
          ORDER BY (d.box_right - d.box_left) DESC, d.id LIMIT 20
          """, [.integer(id)])
        var paths: [String] = []
        for f in faces {
          let path = Self.joined(f[1].text ?? "", f[2].text ?? "")
          if !paths.contains(path), paths.count < samples { paths.append(path) }
        }
        let person = r[1].text
        var conflicts: [String] = []
        if r[2].text == "hand", let person {
          for row in try db.query(
            "SELECT DISTINCT tag_name FROM face_detections WHERE cluster_id = ? AND tag_name IS NOT NULL AND hidden = 0",
            [.integer(id)])
          {
            if let t = row[0].text, t.caseInsensitiveCompare(person) != .orderedSame {
              conflicts.append(t)
            }
          }
        }
        return FaceCluster(
          id: id, person: person, namedBy: r[2].text, faceCount: Int(r[3].integer ?? 0),
          photoCount: Int(r[4].integer ?? 0), samplePaths: paths,
          sampleFaces: faces.compactMap { $0[0].integer }, conflicts: conflicts.sorted())
      }
    }
  }

  /// The faces of one cluster (every face of the library when `cluster` is nil), by photo.
  public func faceRecords(cluster: Int64? = nil) throws -> [FaceRecord] {
    try withConnection { db in
      guard try FaceStore.hasFaceTables(db) else { return [] }
      let filter = cluster == nil ? "" : "AND d.cluster_id = ?"
      return try db.query(
        """
        SELECT d.id, d.asset_id, r.path, a.path, d.box_left, d.box_top, d.box_right, d.box_bottom,
          d.cluster_id, p.name, d.tag_name
        FROM face_detections d JOIN assets a ON a.id = d.asset_id JOIN roots r ON r.id = a.root_id
        LEFT JOIN face_clusters c ON c.id = d.cluster_id LEFT JOIN people p ON p.id = c.person_id
        WHERE d.hidden = 0 \(filter) ORDER BY r.path, a.path, d.box_left
        """, cluster.map { [.integer($0)] } ?? []
      ).map(Self.faceRecord)
    }
  }

  /// One face by id (nil when there is none, or it was removed from people).
  public func faceRecord(id: Int64) throws -> FaceRecord? {
    try withConnection { db in
      guard try FaceStore.hasFaceTables(db) else { return nil }
      return try db.query(
        """
        SELECT d.id, d.asset_id, r.path, a.path, d.box_left, d.box_top, d.box_right, d.box_bottom,
          d.cluster_id, p.name, d.tag_name
        FROM face_detections d JOIN assets a ON a.id = d.asset_id JOIN roots r ON r.id = a.root_id
        LEFT JOIN face_clusters c ON c.id = d.cluster_id LEFT JOIN people p ON p.id = c.person_id
        WHERE d.id = ? AND d.hidden = 0
        """, [.integer(id)]
      ).first.map(Self.faceRecord)
    }
  }

  /// Names a cluster by hand (the person is created when new). Returns the names its face
  /// regions give that differ (a conflict: the hand-given name wins).
  @discardableResult
  public func nameCluster(_ cluster: Int64, as name: String) throws -> [String] {
    let name = name.trimmedMetadata
    try editFaces { db in
      try Self.requireCluster(cluster, db)
      let person = try Self.personID(name, db: db)
      try db.run(
        "UPDATE face_clusters SET person_id = ?, named_by = 'hand' WHERE id = ?",
        [.integer(person), .integer(cluster)])
    }
    return try faceClusters(includeNamed: true).first { $0.id == cluster }?.conflicts ?? []
  }

  /// Moves every face of `other` into `cluster` and removes `other`. `cluster` keeps its name;
  /// when it has none it takes `other`'s.
  public func mergeClusters(_ cluster: Int64, _ other: Int64) throws {
    guard cluster != other else { return }
    try editFaces { db in
      try Self.requireCluster(cluster, db)
      try Self.requireCluster(other, db)
      try db.run(
        """
        UPDATE face_clusters SET person_id = (SELECT person_id FROM face_clusters WHERE id = ?),
          named_by = (SELECT named_by FROM face_clusters WHERE id = ?)
        WHERE id = ? AND person_id IS NULL
        """, [.integer(other), .integer(other), .integer(cluster)])
      try db.run(
        "UPDATE face_detections SET cluster_id = ? WHERE cluster_id = ?",
        [.integer(cluster), .integer(other)])
      try db.run("DELETE FROM face_clusters WHERE id = ?", [.integer(other)])
    }
  }

  /// Moves `faces` of `cluster` into a new, unnamed cluster; returns its id.
  @discardableResult
  public func splitCluster(_ cluster: Int64, faces: [Int64]) throws -> Int64 {
    try editFaces { db in
      try Self.requireCluster(cluster, db)
      for face in faces {
        guard
          let c = try db.query(
            "SELECT cluster_id FROM face_detections WHERE id = ?", [.integer(face)]
          ).first
        else { throw FaceNamingError.noFace(face) }
        guard c[0].integer == cluster else {
          throw FaceNamingError.faceNotInCluster(face: face, cluster: cluster)
        }
      }
      let new = try FaceStore.newCluster(db)
      for face in faces { try FaceStore.assign(face: face, to: new, db: db) }
      return new
    }
  }

  /// "Not this person": the face leaves its cluster for a new cluster of its own, and remembers
  /// the one it left. Returns the new cluster's id.
  @discardableResult
  public func rejectFace(_ face: Int64) throws -> Int64 {
    try editFaces { db in
      guard
        let row = try db.query(
          "SELECT cluster_id, rejected_clusters FROM face_detections WHERE id = ?",
          [.integer(face)]
        ).first
      else { throw FaceNamingError.noFace(face) }
      let new = try FaceStore.newCluster(db)
      var rejected = (row[1].text ?? "").split(separator: ",").map(String.init)
      if let old = row[0].integer { rejected.append(String(old)) }
      try db.run(
        "UPDATE face_detections SET cluster_id = ?, rejected_clusters = ? WHERE id = ?",
        [.integer(new), .text(rejected.joined(separator: ",")), .integer(face)])
      return new
    }
  }

  /// Takes a face out of people altogether (not a face, or nobody to name): it is kept but
  /// never clustered or matched again.
  public func removeFace(_ face: Int64) throws {
    try editFaces { db in
      guard try db.scalar("SELECT id FROM face_detections WHERE id = ?", [.integer(face)]) != nil
      else { throw FaceNamingError.noFace(face) }
      try db.run(
        "UPDATE face_detections SET hidden = 1, cluster_id = NULL WHERE id = ?", [.integer(face)])
    }
  }

  /// Runs a hand edit in one transaction, then bumps the generation, drops empty clusters and
  /// rewrites the person links.
  func editFaces<T>(_ body: (any LibraryDatabase) throws -> T) throws -> T {
    try withConnection { db in
      guard try FaceStore.hasFaceTables(db) else { throw FaceNamingError.noFaces }
      return try db.transaction {
        let result = try body(db)
        try db.run(
          "DELETE FROM face_clusters WHERE NOT EXISTS (SELECT 1 FROM face_detections d WHERE d.cluster_id = face_clusters.id)"
        )
        try FaceStore.bumpGeneration(db)
        try FaceStore.syncPersonLinks(assets: nil, db: db)
        return result
      }
    }
  }

  static func requireCluster(_ id: Int64, _ db: any LibraryDatabase) throws {
    guard try db.scalar("SELECT id FROM face_clusters WHERE id = ?", [.integer(id)]) != nil else {
      throw FaceNamingError.noCluster(id)
    }
  }

  static func joined(_ root: String, _ relative: String) -> String {
    relative.hasPrefix("/") ? relative : (root as NSString).appendingPathComponent(relative)
  }

  static func faceRecord(_ r: [SQLValue]) -> FaceRecord {
    FaceRecord(
      id: r[0].integer ?? 0, assetID: r[1].integer ?? 0,
      path: joined(r[2].text ?? "", r[3].text ?? ""),
      box: FaceBox(
        left: r[4].real ?? 0, top: r[5].real ?? 0, right: r[6].real ?? 0, bottom: r[7].real ?? 0),
      cluster: r[8].integer, person: r[9].text, tagName: r[10].text)
  }
}
