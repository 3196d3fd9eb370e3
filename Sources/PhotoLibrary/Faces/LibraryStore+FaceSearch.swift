extension LibraryStore {
  /// How the library knows where these people are: `face` (a named face cluster) and/or `tag`
  /// (a face region or person field of the files), sorted; what `search --json` reports as
  /// `matched_by` for a who value.
  public func personMatchSources(_ personIDs: [Int64]) throws -> [String] {
    guard !personIDs.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: personIDs.count).joined(separator: ",")
    return try withConnection { db in
      let sources = try db.query(
        "SELECT DISTINCT source FROM faces WHERE person_id IN (\(marks))",
        personIDs.map { .integer($0) }
      ).compactMap { $0[0].text }
      return Set(sources.map { $0 == "face" ? "face" : "tag" }).sorted()
    }
  }
}
