import Foundation
import InputSuggestions
import PhotoLibrary

extension LibraryStore {
  /// The library's words for completions, each with how many photos it finds: people (names,
  /// aliases, and `me` for the owner; photos with their face or name), places (reverse-geocoded
  /// town, region and country, and the written city, state, country and sub-location), keywords
  /// (each level of a hierarchical one) and albums. Read with one grouped query per column; the
  /// result is prebuilt for prefix lookups and meant to be kept (``PhotoLibrarySearch`` does).
  public func completionVocabulary() throws -> CompletionVocabulary {
    let directory = try peopleDirectory()
    return try withConnection { db in
      var entries: [CompletionVocabulary.Entry] = []
      func add(_ sql: String, kind: CompletionKind, split: Bool = false) throws {
        for row in try db.query(sql) {
          guard let text = row[0].text else { continue }
          let count = Int(row[1].integer ?? 0)
          let parts = split ? text.split(separator: "|").map(String.init) : [text]
          for part in parts { entries.append(.init(text: part, kind: kind, count: count)) }
        }
      }
      var personCounts: [Int64: Int] = [:]
      for row in try db.query(
        "SELECT person_id, COUNT(DISTINCT asset_id) FROM faces GROUP BY person_id")
      {
        if let id = row[0].integer { personCounts[id] = Int(row[1].integer ?? 0) }
      }
      for person in directory.entries {
        let count = personCounts[person.id] ?? 0
        entries.append(.init(text: person.name, kind: .who, count: count))
        for alias in person.aliases { entries.append(.init(text: alias, kind: .who, count: count)) }
        if person.id == directory.ownerID {
          entries.append(.init(text: "me", kind: .who, count: count))
        }
      }
      // Towns and countries are counted by their indexed id or code, then named by one row each.
      for (key, name) in [("place_city_id", "place_city"), ("place_country_code", "place_country")]
      {
        for row in try db.query(
          "SELECT \(key), COUNT(*) FROM assets WHERE \(key) IS NOT NULL GROUP BY \(key)")
        {
          guard
            let text = try db.scalar(
              "SELECT \(name) FROM assets WHERE \(key) = ? AND \(name) IS NOT NULL LIMIT 1",
              [row[0]])?.text, !text.isEmpty
          else { continue }
          entries.append(.init(text: text, kind: .where, count: Int(row[1].integer ?? 0)))
        }
      }
      // Columns with an index of their own (`place_region`, and the written location's
      // `COLLATE NOCASE` indexes): grouped along it.
      try add(
        "SELECT place_region, COUNT(*) FROM assets WHERE place_region IS NOT NULL AND place_region != '' GROUP BY place_region",
        kind: .where)
      for column in ["city", "state", "country", "sublocation"] {
        try add(
          "SELECT \(column), COUNT(*) FROM assets WHERE \(column) IS NOT NULL AND \(column) != '' GROUP BY \(column) COLLATE NOCASE",
          kind: .where)
      }
      // Rows, not distinct assets, along the keyword index (distinct assets take seconds on a
      // million photos): a photo with the word both as a flat keyword and as a level of a
      // hierarchical one counts twice.
      try add(
        "SELECT keyword, COUNT(*) FROM keywords GROUP BY keyword COLLATE NOCASE",
        kind: .what, split: true)
      try add(
        "SELECT album, COUNT(*) FROM assets WHERE album IS NOT NULL AND album != '' GROUP BY album",
        kind: .album)
      return CompletionVocabulary(entries: entries)
    }
  }
}
