/// Counts that describe an index.
public struct LibraryStats: Sendable, Codable, Equatable {
  /// Indexed folders.
  public var roots: Int
  /// Media files indexed.
  public var assets: Int
  /// Files recorded as unreadable.
  public var errors: Int
  /// Assets per kind.
  public var kinds: [String: Int]
  /// Assets per trait (selfie, panorama, live, burst, raw, portrait, slo-mo, time-lapse,
  /// screen recording).
  public var traits: [String: Int]
  /// Assets with a capture time.
  public var withDate: Int
  /// Assets with a position.
  public var withPosition: Int
  /// Assets with a reverse-geocoded place.
  public var withPlace: Int
  /// Distinct keywords.
  public var keywords: Int
  /// People known.
  public var people: Int
  /// Assets with at least one named person.
  public var withPeople: Int
  /// Countries photos were taken in (from places).
  public var countries: Int
  /// Earliest and latest capture times.
  public var firstDate: String?
  /// Latest capture time.
  public var lastDate: String?
  /// Assets per media kind of the contract, as search finds them (`photos`, `videos`,
  /// `selfies`, …, `screen recordings`, `raw`); kinds with no asset are listed with 0.
  public var mediaKinds: [String: Int] = [:]
  /// Photos the text pass has read (`photosearch text`), at any reader version.
  public var textRead: Int = 0
  /// Photos the text pass skipped, each with its reason (unreadable, too small, too large).
  public var textSkipped: Int = 0
  /// Photos with searchable read text.
  public var withReadText: Int = 0
  /// Words read in photos with at least the searchable confidence
  /// (``TextMatching/minimumConfidence``).
  public var readWords: Int = 0
  /// The schema version.
  public var schemaVersion: Int
}

extension LibraryStore {
  /// Counts over the whole index.
  public func stats() throws -> LibraryStats {
    try withConnection { db in
      func count(_ sql: String) throws -> Int { Int(try db.scalar(sql)?.integer ?? 0) }
      var kinds: [String: Int] = [:]
      for row in try db.query("SELECT kind, COUNT(*) FROM assets GROUP BY kind") {
        kinds[row[0].text ?? "?"] = Int(row[1].integer ?? 0)
      }
      var traits: [String: Int] = [:]
      for row in try db.query(
        "SELECT traits, COUNT(*) FROM assets WHERE traits != 0 GROUP BY traits")
      {
        for name in MediaTraits(rawValue: Int(row[0].integer ?? 0)).names {
          traits[name, default: 0] += Int(row[1].integer ?? 0)
        }
      }
      return LibraryStats(
        roots: try count("SELECT COUNT(*) FROM roots"),
        assets: try count("SELECT COUNT(*) FROM assets"),
        errors: try count("SELECT COUNT(*) FROM errors"),
        kinds: kinds, traits: traits,
        withDate: try count("SELECT COUNT(*) FROM assets WHERE date_sort IS NOT NULL"),
        withPosition: try count("SELECT COUNT(*) FROM assets WHERE lat IS NOT NULL"),
        withPlace: try count("SELECT COUNT(*) FROM assets WHERE place_country_code IS NOT NULL"),
        keywords: try count("SELECT COUNT(DISTINCT keyword) FROM keywords"),
        people: try count("SELECT COUNT(*) FROM people"),
        withPeople: try count("SELECT COUNT(DISTINCT asset_id) FROM faces"),
        countries: try count("SELECT COUNT(DISTINCT place_country_code) FROM assets"),
        firstDate: try db.scalar("SELECT MIN(date_taken) FROM assets WHERE date_sort IS NOT NULL")?
          .text,
        lastDate: try db.scalar("SELECT MAX(date_taken) FROM assets WHERE date_sort IS NOT NULL")?
          .text,
        mediaKinds: try mediaKindCounts(db),
        textRead: try count(
          "SELECT COUNT(*) FROM analysis_done WHERE pass = 'text' AND skipped IS NULL"),
        textSkipped: try count(
          "SELECT COUNT(*) FROM analysis_done WHERE pass = 'text' AND skipped IS NOT NULL"),
        withReadText: try count("SELECT COUNT(*) FROM asset_text_read"),
        readWords: Int(
          try db.scalar(
            "SELECT COUNT(*) FROM text_words WHERE confidence >= ?",
            [.real(TextMatching.minimumConfidence)])?.integer ?? 0),
        schemaVersion: try db.schemaVersion())
    }
  }
}

extension LibraryStore {
  /// How many assets each media kind of the contract finds, with the conditions search uses.
  func mediaKindCounts(_ db: any LibraryDatabase) throws -> [String: Int] {
    var counts: [String: Int] = [:]
    counts["photos"] = Int(
      try db.scalar("SELECT COUNT(*) FROM assets a WHERE a.kind = 'photo'")?.integer ?? 0)
    for kind in MediaKindFilter.allCases {
      let clause = SearchConditions.media(kind)
      counts[kind.rawValue] = Int(
        try db.scalar("SELECT COUNT(*) FROM assets a WHERE \(clause.sql)")?.integer ?? 0)
    }
    return counts
  }
}
