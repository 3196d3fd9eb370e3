import Foundation

/// The loaded subject vocabulary (`subjects.tsv`): concepts, every term → its concept, and the
/// narrower links (the inverse of each concept's broader list). Immutable once built.
final class SubjectIndex: Sendable {
  /// The concepts, in file order.
  let concepts: [SubjectConcept]
  /// Folded term (id, label, synonym, generated word form) → concept index.
  let terms: [String: Int32]
  /// Concept index → indices of its directly narrower concepts.
  let narrower: [[Int32]]
  /// Concept index → indices of its directly broader concepts.
  let broader: [[Int32]]
  /// First word of any term → the most words a term starting with it has.
  let maxWordsByFirstWord: [String: Int]

  /// Loads `subjects.tsv` from `directory`; empty when it is missing.
  init(directory: URL?) {
    var concepts: [SubjectConcept] = []
    var terms: [String: Int32] = [:]
    var maxWords: [String: Int] = [:]
    func register(_ term: String, _ index: Int32) {
      guard !term.isEmpty, terms[term] == nil else { return }
      terms[term] = index
      let words = TokenPhrase.wordCount(term)
      let first = words == 1 ? term : String(TokenPhrase.firstWord(term))
      if words > maxWords[first, default: 0] { maxWords[first] = words }
    }
    if let bytes = DataResources.bytes("subjects.tsv", in: directory) {
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 2, !line.isEmpty(0) else { return }
          let id = line.string(0)
          let index = Int32(concepts.count)
          var synonyms: [String] = []
          line.forEachPart(2, separator: 0x7C) { synonyms.append(line.string(in: $0)) }
          var broader: [String] = []
          line.forEachPart(3, separator: 0x7C) { broader.append(line.string(in: $0)) }
          concepts.append(
            SubjectConcept(id: id, label: line.string(1), synonyms: synonyms, broader: broader))
          register(id, index)
          for synonym in synonyms { register(synonym, index) }
        }
      }
    }
    var idIndex: [String: Int32] = [:]
    idIndex.reserveCapacity(concepts.count)
    for (i, concept) in concepts.enumerated() { idIndex[concept.id] = Int32(i) }
    var narrower = [[Int32]](repeating: [], count: concepts.count)
    var broaderIndices = [[Int32]](repeating: [], count: concepts.count)
    for (i, concept) in concepts.enumerated() {
      for parent in concept.broader {
        guard let p = idIndex[parent], Int(p) != i else { continue }
        narrower[Int(p)].append(Int32(i))
        broaderIndices[i].append(p)
      }
    }
    self.concepts = concepts
    self.terms = terms
    self.narrower = narrower
    self.broader = broaderIndices
    self.maxWordsByFirstWord = maxWords
  }

  /// The concept index a folded term names exactly.
  func exact(_ term: String) -> Int32? { terms[term] }

  /// The concept index a folded term names, trying English singulars (`buses` → `bus`,
  /// `puppies` → `puppy`) and the `-ing` form of an activity's verb when the term itself is unknown.
  func lookup(_ term: String) -> Int32? {
    if let found = terms[term] { return found }
    for candidate in SubjectWordForms.baseForms(of: term) {
      if let found = terms[candidate] { return found }
    }
    return nil
  }

  /// Indices of a concept and every concept below it, the concept first, breadth-first.
  func closure(from start: Int32, following links: [[Int32]]) -> [Int32] {
    var seen: Set<Int32> = [start]
    var order: [Int32] = [start]
    var cursor = 0
    while cursor < order.count {
      for next in links[Int(order[cursor])] where seen.insert(next).inserted {
        order.append(next)
      }
      cursor += 1
    }
    return order
  }
}
