import Foundation
import PhotoQuery

extension LibraryStore {
  /// The settings key prefix under which personal places are stored.
  static let personalPlacePrefix = "personal_place:"

  /// The people a search resolves who values against (names, aliases, the owner).
  public func peopleDirectory() throws -> LibraryPeopleDirectory {
    try withConnection { db in
      let owner = try db.scalar("SELECT value FROM settings WHERE key = 'owner_person_id'")?.text
        .flatMap { Int64($0) }
      var aliases: [Int64: [String]] = [:]
      for row in try db.query("SELECT person_id, alias FROM aliases") {
        if let id = row[0].integer, let a = row[1].text { aliases[id, default: []].append(a) }
      }
      let entries = try db.query("SELECT id, name FROM people ORDER BY id").map { row in
        let id = row[0].integer ?? 0
        return LibraryPeopleDirectory.Entry(
          id: id, name: row[1].text ?? "", aliases: aliases[id] ?? [])
      }
      return LibraryPeopleDirectory(entries: entries, ownerID: owner)
    }
  }

  /// Names a place of the owner's (`home`, `the cabin`) with its position, replacing an earlier
  /// one of the same name.
  public func setPersonalPlace(_ place: LibraryKnowledge.PersonalPlace) throws {
    let key = Self.personalPlacePrefix + LibraryPeopleDirectory.key(place.name)
    let value = [
      place.name, place.latitude.map { String($0) } ?? "", place.longitude.map { String($0) } ?? "",
      String(place.radiusKm),
    ].joined(separator: "\t")
    try withConnection { db in
      try db.run(
        "INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [.text(key), .text(value)])
    }
  }

  /// The owner's named places.
  public func personalPlaces() throws -> [LibraryKnowledge.PersonalPlace] {
    try withConnection { db in
      try db.query(
        "SELECT value FROM settings WHERE key >= ? AND key < ? ORDER BY key",
        [.text(Self.personalPlacePrefix), .text(Self.personalPlacePrefix + "\u{10FFFF}")]
      ).compactMap { row in
        guard let fields = row[0].text?.split(separator: "\t", omittingEmptySubsequences: false),
          fields.count == 4, !fields[0].isEmpty
        else { return nil }
        return LibraryKnowledge.PersonalPlace(
          name: String(fields[0]), latitude: Double(fields[1]), longitude: Double(fields[2]),
          radiusKm: Double(fields[3]) ?? 0.2)
      }
    }
  }

  /// The most used keywords, most used first (at most `limit`).
  public func topKeywords(limit: Int = 2000) throws -> [String] {
    try withConnection { db in
      try db.query(
        "SELECT keyword FROM keywords GROUP BY keyword COLLATE NOCASE ORDER BY COUNT(*) DESC, keyword LIMIT ?",
        [.integer(Int64(limit))]
      ).compactMap { $0[0].text }
    }
  }

  /// What the library tells the language engine: its people with aliases, the owner, personal
  /// places and keywords, so `with Siobhan` and `at the cabin` are understood.
  public func libraryKnowledge(keywordLimit: Int = 2000) throws -> LibraryKnowledge {
    let directory = try peopleDirectory()
    let people = directory.entries.map {
      LibraryKnowledge.Person(id: String($0.id), name: $0.name, aliases: $0.aliases)
    }
    let owner = directory.ownerID.flatMap { id in directory.entries.first { $0.id == id }?.name }
    return LibraryKnowledge(
      people: people, ownerName: owner, personalPlaces: try personalPlaces(),
      keywords: try topKeywords(limit: keywordLimit))
  }
}
