/// A concept of the subject vocabulary: `dog`, with synonyms `dogs`, `doggy`, `puppy`… and broader
/// concepts `pet`, `animal`.
public struct SubjectConcept: Sendable, Hashable, Codable {
  /// Stable id (the preferred label, folded, e.g. `dog`).
  public var id: String
  /// The preferred label.
  public var label: String
  /// Other names for the same concept (folded).
  public var synonyms: [String]
  /// Ids of directly broader concepts (`dog` → `pet`, `mammal`).
  public var broader: [String]
  /// Creates a concept.
  public init(id: String, label: String, synonyms: [String], broader: [String]) {
    self.id = id
    self.label = label
    self.synonyms = synonyms
    self.broader = broader
  }
}
