import Foundation

/// One indexed asset with what a picker shows about it, read by id.
public struct LibraryAssetRecord: Sendable, Hashable {
  /// The asset's id in the index.
  public var id: Int64
  /// The file's absolute path (indexed folder + relative path).
  public var filePath: String
  /// `photo`, `video` or `screenshot`.
  public var kind: String
  /// Selfie, panorama, live photo, burst, RAW.
  public var traits: MediaTraits
  /// Local capture time (`YYYY-MM-DDThh:mm:ss`), when known.
  public var localCaptureTime: String?
  /// Capture time in UTC (`…Z`), when the offset is known.
  public var utcCaptureTime: String?
  /// City (reverse-geocoded, else the recorded one), when known.
  public var city: String?
  /// Country, when known.
  public var country: String?
  /// Pixel width and height as displayed (orientation applied), when known.
  public var pixelWidth: Int?
  /// See ``pixelWidth``.
  public var pixelHeight: Int?
  /// Names of the people in it.
  public var people: [String]
  /// Its keywords.
  public var keywords: [String]
}

extension LibraryStore {
  /// The records of `ids` (unknown ids are left out), keyed by id: one statement per table.
  public func assetRecords(ids: [Int64]) throws -> [Int64: LibraryAssetRecord] {
    let unique = Array(Set(ids)).prefix(5_000)
    guard !unique.isEmpty else { return [:] }
    let marks = Array(repeating: "?", count: unique.count).joined(separator: ",")
    let values = unique.map { SQLValue.integer($0) }
    return try withConnection { db in
      var roots: [Int64: String] = [:]
      for row in try db.query("SELECT id, path FROM roots") {
        if let id = row[0].integer { roots[id] = row[1].text ?? "" }
      }
      var records: [Int64: LibraryAssetRecord] = [:]
      let sql = """
        SELECT id, root_id, path, kind, traits, date_taken, date_utc,
          COALESCE(city, place_city), COALESCE(country, place_country), width, height, orientation
        FROM assets WHERE id IN (\(marks))
        """
      for r in try db.query(sql, values) {
        guard let id = r[0].integer else { continue }
        let root = roots[r[1].integer ?? 0] ?? ""
        let relative = r[2].text ?? ""
        var width = r[9].integer.map { Int($0) }
        var height = r[10].integer.map { Int($0) }
        if let orientation = r[11].integer, (5...8).contains(orientation) {
          swap(&width, &height)
        }
        records[id] = LibraryAssetRecord(
          id: id,
          filePath: relative.hasPrefix("/")
            ? relative : (root as NSString).appendingPathComponent(relative),
          kind: r[3].text ?? "photo", traits: MediaTraits(rawValue: Int(r[4].integer ?? 0)),
          localCaptureTime: r[5].text, utcCaptureTime: r[6].text, city: r[7].text,
          country: r[8].text, pixelWidth: width, pixelHeight: height, people: [], keywords: [])
      }
      let people = """
        SELECT DISTINCT f.asset_id, p.name FROM faces f JOIN people p ON p.id = f.person_id
        WHERE f.asset_id IN (\(marks)) ORDER BY p.name
        """
      for r in try db.query(people, values) {
        if let id = r[0].integer, let name = r[1].text { records[id]?.people.append(name) }
      }
      let keywords = """
        SELECT DISTINCT asset_id, keyword FROM keywords WHERE asset_id IN (\(marks)) ORDER BY keyword
        """
      for r in try db.query(keywords, values) {
        if let id = r[0].integer, let word = r[1].text { records[id]?.keywords.append(word) }
      }
      return records
    }
  }

  /// The record of one asset, or nil when the index has no such id.
  public func assetRecord(id: Int64) throws -> LibraryAssetRecord? {
    try assetRecords(ids: [id])[id]
  }
}
