import PhotoQuery

/// The library's people as a search resolves who values against them: by full name, by first
/// name when only one person has it, by an alias the owner set, and `me` as the owner; case and
/// accents ignored (contract section 6).
public struct LibraryPeopleDirectory: Sendable {
  /// One person of the library.
  public struct Entry: Sendable, Hashable {
    /// The store's id.
    public var id: Int64
    /// The name as stored.
    public var name: String
    /// Aliases the owner set.
    public var aliases: [String]
  }

  /// Every person.
  public let entries: [Entry]
  /// The owner's id, when set.
  public let ownerID: Int64?
  private let byKey: [String: [Int]]

  /// Words that mean the owner.
  static let ownerWords: Set<String> = ["me", "myself", "i", "us", "we", "ourselves"]

  /// Indexes `entries`; `ownerID` is who `me` means.
  public init(entries: [Entry], ownerID: Int64?) {
    self.entries = entries
    self.ownerID = ownerID
    var full: [String: [Int]] = [:]
    var aliases: [String: [Int]] = [:]
    var first: [String: [Int]] = [:]
    for (i, e) in entries.enumerated() {
      let key = Self.key(e.name)
      full[key, default: []].append(i)
      for a in e.aliases { aliases[Self.key(a), default: []].append(i) }
      if let f = key.split(separator: " ").first, key.contains(" ") {
        first[String(f), default: []].append(i)
      }
    }
    var byKey = first.filter { $0.value.count == 1 }
    for (k, v) in aliases { byKey[k] = v }
    for (k, v) in full { byKey[k] = v }
    self.byKey = byKey
  }

  /// The lookup key of a name: folded (lowercase, no accents), single spaces.
  package static func key(_ text: String) -> String {
    Tokenizer.fold(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// The people a who value names (empty when nobody).
  public func resolve(_ value: String) -> PersonFilter {
    let key = Self.key(value)
    if Self.ownerWords.contains(key) {
      guard let ownerID, let owner = entries.first(where: { $0.id == ownerID }) else {
        return PersonFilter(value: value, personIDs: [])
      }
      return PersonFilter(value: value, personIDs: [ownerID], names: [owner.name])
    }
    let found = (byKey[key] ?? []).map { entries[$0] }
    return PersonFilter(value: value, personIDs: found.map(\.id), names: found.map(\.name))
  }
}
