import Foundation

extension LibraryStore {
  /// Each photo's faces for `export --jsonl`: `{"box": [left, top, right, bottom], "person":
  /// NAME or null, "cluster": ID or null}`, boxes in whole pixels after orientation, left to
  /// right. Empty for a library without face tables.
  static func exportedFaces(_ db: any LibraryDatabase) throws -> [Int64: [[String: Any]]] {
    guard try FaceStore.hasFaceTables(db) else { return [:] }
    var out: [Int64: [[String: Any]]] = [:]
    for r in try db.query(
      """
      SELECT d.asset_id, d.box_left, d.box_top, d.box_right, d.box_bottom, d.cluster_id, p.name
      FROM face_detections d LEFT JOIN face_clusters c ON c.id = d.cluster_id
      LEFT JOIN people p ON p.id = c.person_id
      WHERE d.hidden = 0 ORDER BY d.asset_id, d.box_left, d.id
      """)
    {
      guard let asset = r[0].integer else { continue }
      let box = FaceBox(
        left: r[1].real ?? 0, top: r[2].real ?? 0, right: r[3].real ?? 0, bottom: r[4].real ?? 0)
      out[asset, default: []].append([
        "box": box.pixels, "person": (r[6].text as Any?) ?? NSNull(),
        "cluster": (r[5].integer as Any?) ?? NSNull(),
      ])
    }
    return out
  }
}
