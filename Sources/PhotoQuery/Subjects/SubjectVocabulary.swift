import Foundation
import PhotoPlaces

/// The subject vocabulary: photo-relevant concepts with synonyms and broader terms, generated from
/// Open Images, ImageNet, COCO, Places365, Kinetics and Food-101 class lists.
///
/// About 4,500 concepts forming a DAG (`puppy` → `dog` → `pet` → `animal`). Loaded lazily on first
/// use; safe to share across threads.
public final class SubjectVocabulary: Sendable {
  /// The vocabulary built from the bundled resources, loaded on first use.
  public static let shared = SubjectVocabulary()

  private let index: LazyResource<SubjectIndex>

  /// Creates the vocabulary over the bundled resources (see ``shared``); nothing loads until first use.
  public convenience init() {
    self.init(resourceDirectory: DataResources.directory)
  }

  /// Creates the vocabulary from `subjects.tsv` in `resourceDirectory`; a missing directory or
  /// file gives an empty vocabulary rather than an error.
  public init(resourceDirectory: URL?) {
    index = LazyResource { SubjectIndex(directory: resourceDirectory) }
  }

  /// The concept a folded phrase names (label, synonym, or a plural / -ing form of one).
  public func concept(for foldedPhrase: String) -> SubjectConcept? {
    let index = self.index.value
    if let found = index.lookup(foldedPhrase) { return index.concepts[Int(found)] }
    guard Gazetteer.needsNameKey(foldedPhrase, assumeFolded: true) else { return nil }
    let key = Gazetteer.nameKey(foldedPhrase)
    guard key != foldedPhrase, let found = index.lookup(key) else { return nil }
    return index.concepts[Int(found)]
  }

  /// Whether a folded phrase names a concept (as ``concept(for:)`` finds it), without building
  /// the concept: the cheap test for a word the language engine asks about on every keystroke.
  public func isTerm(_ foldedPhrase: String) -> Bool {
    let index = self.index.value
    if index.lookup(foldedPhrase) != nil { return true }
    guard Gazetteer.needsNameKey(foldedPhrase, assumeFolded: true) else { return false }
    let key = Gazetteer.nameKey(foldedPhrase)
    return key != foldedPhrase && index.lookup(key) != nil
  }

  /// The longest subject phrase that starts at token `start` of `tokens`, with its concept.
  ///
  /// Phrases are looked up as token n-grams of up to six words built from ``Token/folded``
  /// (hyphens between words skipped), so `red cars`, `birthday cake` and `jack-o'-lantern` match.
  /// Only listed terms match here (the generator lists plurals and activity forms), so a word
  /// costs one table probe; ``concept(for:)`` also tries inflection rules.
  public func longestMatch(in tokens: [Token], from start: Int) -> (
    length: Int, concept: SubjectConcept
  )? {
    guard start >= 0, start < tokens.count, TokenPhrase.isWordLike(tokens[start]) else {
      return nil
    }
    let index = self.index.value
    guard let match = TokenPhrase.longestMatch(in: tokens, from: start, table: index.terms) else {
      return nil
    }
    return (match.length, index.concepts[Int(index.terms.value(at: match.entry))])
  }

  /// The length of the longest subject phrase at token `start` when its concept is a kind of pet
  /// below `pet` itself (`corgi`, `border collie`, `dog`); nil otherwise.
  public func longestKindOfPet(in tokens: [Token], from start: Int) -> Int? {
    guard start >= 0, start < tokens.count, TokenPhrase.isWordLike(tokens[start]) else {
      return nil
    }
    let index = self.index.value
    guard let match = TokenPhrase.longestMatch(in: tokens, from: start, table: index.terms),
      index.isKindOfPet[Int(index.terms.value(at: match.entry))]
    else { return nil }
    return match.length
  }

  /// The concept with this id.
  public func concept(id: String) -> SubjectConcept? {
    let index = self.index.value
    guard let found = index.exact(id), index.concepts[Int(found)].id == id else { return nil }
    return index.concepts[Int(found)]
  }

  /// The concept and every narrower concept below it (`pet` → `pet`, `dog`, `puppy`, `cat`, …).
  public func conceptAndNarrower(_ id: String) -> [SubjectConcept] {
    let index = self.index.value
    guard let start = index.exact(id) else { return [] }
    return index.closure(from: start, following: index.narrower).map { index.concepts[Int($0)] }
  }

  /// The concept and every broader concept above it (`puppy` → `puppy`, `dog`, `pet`, `mammal`,
  /// `animal`).
  public func conceptAndBroader(_ id: String) -> [SubjectConcept] {
    let index = self.index.value
    guard let start = index.exact(id) else { return [] }
    return index.closure(from: start, following: index.broader).map { index.concepts[Int($0)] }
  }

  /// Every folded term (labels and synonyms) that names the concept or a narrower one; what a
  /// search matches against keywords, captions and folder names.
  public func matchingTerms(for id: String) -> [String] {
    var seen: Set<String> = []
    var terms: [String] = []
    for concept in conceptAndNarrower(id) {
      for term in [concept.id, Tokenizer.fold(concept.label)] + concept.synonyms
      where seen.insert(term).inserted {
        terms.append(term)
      }
    }
    return terms
  }

  /// Every folded term of every concept (labels and synonyms), each once.
  public func allTerms() -> [String] {
    var seen: Set<String> = []
    var terms: [String] = []
    for concept in index.value.concepts {
      for term in [concept.id, Tokenizer.fold(concept.label)] + concept.synonyms
      where seen.insert(term).inserted {
        terms.append(term)
      }
    }
    return terms
  }

  /// The number of concepts.
  public var count: Int { index.value.concepts.count }

  /// Whether the vocabulary has been loaded (it loads on first use).
  public var isLoaded: Bool { index.isLoaded }
}
