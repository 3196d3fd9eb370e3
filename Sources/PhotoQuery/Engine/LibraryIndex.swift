/// Library knowledge folded for lookup: names, aliases and personal places by folded token phrase.
public struct LibraryIndex: Sendable {
  /// Folded name or alias phrase → person.
  public let peopleByPhrase: [String: LibraryKnowledge.Person]
  /// Folded personal place phrase → place.
  public let placesByPhrase: [String: LibraryKnowledge.PersonalPlace]
  /// The most tokens any phrase has.
  public let longestPhrase: Int
  /// The knowledge indexed.
  public let knowledge: LibraryKnowledge

  /// Indexes `knowledge` with `tokenizer`'s folding.
  public init(_ knowledge: LibraryKnowledge, tokenizer: Tokenizer = Tokenizer()) {
    self.knowledge = knowledge
    var people: [String: LibraryKnowledge.Person] = [:]
    var firstNames: [String: [LibraryKnowledge.Person]] = [:]
    var longest = 1
    func phrase(_ text: String) -> (String, Int) {
      let words = tokenizer.tokens(of: text).map(\.folded)
      return (words.joined(separator: " "), words.count)
    }
    for person in knowledge.people {
      let (full, count) = phrase(person.name)
      if !full.isEmpty { people[full] = person }
      longest = max(longest, count)
      if let first = tokenizer.tokens(of: person.name).first?.folded, count > 1 {
        firstNames[first, default: []].append(person)
      }
      for alias in person.aliases {
        let (key, n) = phrase(alias)
        if !key.isEmpty { people[key] = person }
        longest = max(longest, n)
      }
    }
    for (first, list) in firstNames where list.count == 1 && people[first] == nil {
      people[first] = list[0]
    }
    var places: [String: LibraryKnowledge.PersonalPlace] = [:]
    for place in knowledge.personalPlaces {
      let (key, n) = phrase(place.name)
      if !key.isEmpty { places[key] = place }
      longest = max(longest, n)
    }
    self.peopleByPhrase = people
    self.placesByPhrase = places
    self.longestPhrase = min(longest, 6)
  }

  /// The owner, as a person record, when the library names one.
  public var owner: LibraryKnowledge.Person? {
    knowledge.ownerName.map { LibraryKnowledge.Person(id: "owner", name: $0) }
  }
}
