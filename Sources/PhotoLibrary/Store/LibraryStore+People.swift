/// A person the library knows, with the other names the user calls them.
public struct LibraryPerson: Sendable, Equatable, Codable {
  /// The person's id.
  public var id: Int64
  /// The name as written in face regions or as added.
  public var name: String
  /// Aliases such as "Mom".
  public var aliases: [String]
  /// Whether this person is the library's owner ("me").
  public var isOwner: Bool
  /// Photos with this person in a face region or as a person in the image.
  public var photoCount: Int
}

/// Errors of the people commands.
public enum PeopleError: Error, CustomStringConvertible, Equatable {
  /// The alias is already the name of another person.
  case aliasIsAName(String)
  /// A readable description.
  public var description: String {
    switch self {
    case .aliasIsAName(let a): return "\"\(a)\" is already the name of a person"
    }
  }
}

extension LibraryStore {
  /// Adds `alias` as another name for `person` (created when unknown); an alias used for someone
  /// else moves to this person.
  @discardableResult
  public func addAlias(_ alias: String, for person: String) throws -> LibraryPerson {
    let alias = alias.trimmedMetadata
    let name = person.trimmedMetadata
    try withConnection { db in
      try db.transaction {
        if let other = try db.scalar("SELECT name FROM people WHERE name = ?", [.text(alias)])?
          .text,
          other.caseInsensitiveCompare(name) != .orderedSame
        {
          throw PeopleError.aliasIsAName(alias)
        }
        let id = try Self.personID(name, db: db)
        try db.run("DELETE FROM aliases WHERE alias = ?", [.text(alias)])
        try db.run(
          "INSERT INTO aliases(person_id, alias) VALUES (?, ?)", [.integer(id), .text(alias)])
      }
    }
    return try people().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }!
  }

  /// Makes `person` (created when unknown) the library's owner, the one "me" means.
  @discardableResult
  public func setOwner(_ person: String) throws -> LibraryPerson {
    let name = person.trimmedMetadata
    try withConnection { db in
      try db.transaction {
        let id = try Self.personID(name, db: db)
        try db.run(
          "INSERT INTO settings(key, value) VALUES ('owner_person_id', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
          [.text(String(id))])
      }
    }
    return try people().first { $0.name.caseInsensitiveCompare(name) == .orderedSame }!
  }

  /// Every person, with aliases, owner flag and photo count, by name.
  public func people() throws -> [LibraryPerson] {
    try withConnection { db in
      let owner = try db.scalar("SELECT value FROM settings WHERE key = 'owner_person_id'")?.text
        .flatMap { Int64($0) }
      var aliases: [Int64: [String]] = [:]
      for row in try db.query("SELECT person_id, alias FROM aliases ORDER BY alias") {
        if let id = row[0].integer, let a = row[1].text { aliases[id, default: []].append(a) }
      }
      return try db.query(
        "SELECT p.id, p.name, (SELECT COUNT(DISTINCT asset_id) FROM faces f WHERE f.person_id = p.id) FROM people p ORDER BY p.name COLLATE NOCASE"
      ).map { row in
        let id = row[0].integer ?? 0
        return LibraryPerson(
          id: id, name: row[1].text ?? "", aliases: aliases[id] ?? [], isOwner: id == owner,
          photoCount: Int(row[2].integer ?? 0))
      }
    }
  }

  /// The person a name or alias refers to.
  public func person(named nameOrAlias: String) throws -> LibraryPerson? {
    let key = nameOrAlias.trimmedMetadata.lowercased()
    return try people().first { p in
      p.name.lowercased() == key || p.aliases.contains { $0.lowercased() == key }
    }
  }

  static func personID(_ name: String, db: any LibraryDatabase) throws -> Int64 {
    try db.run(
      "INSERT INTO people(name) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM people WHERE name = ?) ON CONFLICT DO NOTHING",
      [.text(name), .text(name)])
    guard let id = try db.scalar("SELECT id FROM people WHERE name = ?", [.text(name)])?.integer
    else {
      throw LibraryStorageError("person not stored: \(name)")
    }
    return id
  }
}
