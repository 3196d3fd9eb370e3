/// One indexed media file as the search sees it.
public struct LibraryAsset: Sendable, Equatable {
  /// The asset id (stable while the file stays at its path).
  public var id: Int64
  /// The indexed folder.
  public var root: String
  /// Path relative to the folder.
  public var path: String
  /// Primary kind.
  public var kind: MediaKind
  /// Traits (selfie, panorama, live, burst, raw).
  public var traits: MediaTraits
  /// Local capture time as written (`YYYY-MM-DDTHH:MM:SS`), when known.
  public var localTime: String?
  /// Sortable local time `YYYYMMDDHHMMSS`, when the time parses.
  public var sortableTime: String?
  /// UTC offset `+HH:MM`, when known.
  public var offset: String?
  /// Latitude, longitude.
  public var latitude: Double?
  /// Longitude.
  public var longitude: Double?
  /// Title.
  public var title: String?
  /// Caption.
  public var caption: String?
  /// Nearest city (gazetteer name) and its GeoNames id.
  public var placeCity: String?
  /// GeoNames id of `placeCity`.
  public var placeCityID: Int?
  /// First-level region.
  public var placeRegion: String?
  /// ISO country code.
  public var placeCountryCode: String?
  /// Continent name.
  public var placeContinent: String?
}

extension LibraryStore {
  /// Calls `visit` for every indexed asset in root and path order.
  public func forEachAsset(_ visit: (LibraryAsset) throws -> Void) throws {
    try withConnection { db in
      try db.forEachRow(
        """
        SELECT a.id, r.path, a.path, a.kind, a.traits, a.date_taken, a.date_sort, a.date_offset, a.lat, a.lon,
               a.title, a.caption, a.place_city, a.place_city_id, a.place_region, a.place_country_code,
               a.place_continent
        FROM assets a JOIN roots r ON r.id = a.root_id ORDER BY r.path, a.path
        """, []
      ) { v in
        try visit(
          LibraryAsset(
            id: v[0].integer ?? 0, root: v[1].text ?? "", path: v[2].text ?? "",
            kind: MediaKind(rawValue: v[3].text ?? "") ?? .photo,
            traits: MediaTraits(rawValue: Int(v[4].integer ?? 0)), localTime: v[5].text,
            sortableTime: v[6].text, offset: v[7].text, latitude: v[8].real, longitude: v[9].real,
            title: v[10].text, caption: v[11].text, placeCity: v[12].text,
            placeCityID: v[13].integer.map { Int($0) }, placeRegion: v[14].text,
            placeCountryCode: v[15].text, placeContinent: v[16].text))
      }
    }
  }

  /// Ids of assets whose full text (title, caption, keywords, people, album, folder, file name,
  /// places) matches a query, best first: an FTS5 query on SQLite; on PostgreSQL every word of
  /// the query (``FullTextTokens``), ranked by `ts_rank`.
  public func assetIDs(matchingText query: String) throws -> [Int64] {
    try withConnection { db in
      switch db.dialect {
      case .sqlite:
        return try db.query(
          "SELECT rowid FROM asset_text WHERE asset_text MATCH ? ORDER BY rank", [.text(query)]
        )
        .compactMap { $0.first?.integer }
      case .postgresql:
        let tokens = FullTextTokens.tokens(of: query)
        guard !tokens.isEmpty else { return [] }
        let tsquery = tokens.map(FullTextTokens.quoted).joined(separator: " & ")
        return try db.query(
          "SELECT rowid FROM asset_text WHERE all_words @@ CAST(? AS tsquery) ORDER BY ts_rank(all_words, CAST(? AS tsquery)) DESC, rowid",
          [.text(tsquery), .text(tsquery)]
        )
        .compactMap { $0.first?.integer }
      }
    }
  }

  /// Ids of assets whose position lies in a latitude/longitude box (R*Tree).
  public func assetIDs(latitude: ClosedRange<Double>, longitude: ClosedRange<Double>) throws
    -> [Int64]
  {
    try withConnection { db in
      try db.query(
        "SELECT id FROM asset_positions WHERE min_lat >= ? AND max_lat <= ? AND min_lon >= ? AND max_lon <= ? ORDER BY id",
        [
          .real(latitude.lowerBound), .real(latitude.upperBound), .real(longitude.lowerBound),
          .real(longitude.upperBound),
        ]
      ).compactMap { $0.first?.integer }
    }
  }
}
