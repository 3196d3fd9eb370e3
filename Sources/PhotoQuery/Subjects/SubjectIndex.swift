import Foundation
import PhotoPlaces

/// The loaded subject vocabulary (`subjects.tsv`): concepts, every term → its concept, and the
/// narrower links (the inverse of each concept's broader list). Immutable once built.
final class SubjectIndex: Sendable {
  /// The concepts, in file order.
  let concepts: [SubjectConcept]
  /// Folded term (id, synonym, generated word form) → concept index, with prefix entries for
  /// phrase matching.
  let terms: FoldedKeyTable
  /// Concept index → indices of its directly narrower concepts.
  let narrower: [[Int32]]
  /// Concept index → indices of its directly broader concepts.
  let broader: [[Int32]]
  /// Concept index → whether it is a kind of pet below the concept `pet` itself (`corgi`, `dog`,
  /// `border collie`), so that a breed costs one lookup.
  let isKindOfPet: [Bool]

  /// The id of the concept every pet kind descends from.
  static let petConceptID = "pet"

  /// Loads `subjects.tsv` (with its prebuilt index `subjects.idx`, rebuilt here when stale) from
  /// `directory`; empty when it is missing.
  init(directory: URL?) {
    var concepts: [SubjectConcept] = []
    let bytes = DataResources.bytes("subjects.tsv", in: directory) ?? []
    bytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 2, !line.isEmpty(0) else { return }
        var synonyms: [String] = []
        line.forEachPart(2, separator: 0x7C) { synonyms.append(line.string(in: $0)) }
        var broader: [String] = []
        line.forEachPart(3, separator: 0x7C) { broader.append(line.string(in: $0)) }
        concepts.append(
          SubjectConcept(
            id: line.string(0), label: line.string(1), synonyms: synonyms, broader: broader))
      }
    }
    let terms: FoldedKeyTable
    if let index = DataResources.bytes("subjects.idx", in: directory),
      let prebuilt = FoldedKeyTable(prebuilt: index, over: bytes),
      prebuilt.keyValuesAreWithin(0..<Int32(concepts.count))
    {
      terms = prebuilt
    } else {
      terms = Self.buildTerms(bytes)
    }
    var narrower = [[Int32]](repeating: [], count: concepts.count)
    var broaderIndices = [[Int32]](repeating: [], count: concepts.count)
    for (i, concept) in concepts.enumerated() {
      for parent in concept.broader {
        guard let p = terms.value(parent), Int(p) != i, concepts[Int(p)].id == parent else {
          continue
        }
        narrower[Int(p)].append(Int32(i))
        broaderIndices[i].append(p)
      }
    }
    self.concepts = concepts
    self.terms = terms
    self.narrower = narrower
    self.broader = broaderIndices
    var isKindOfPet = [Bool](repeating: false, count: concepts.count)
    if let pet = terms.value(Self.petConceptID), concepts[Int(pet)].id == Self.petConceptID {
      for kind in Self.closure(from: pet, following: narrower).dropFirst() {
        isKindOfPet[Int(kind)] = true
      }
    }
    self.isKindOfPet = isKindOfPet
  }

  /// Builds the term table from `subjects.tsv` (what `scripts/key_table.py` prebuilds): every
  /// synonym, then the id, of each concept in line order.
  static func buildTerms(_ bytes: [UInt8]) -> FoldedKeyTable {
    var terms = FoldedKeyTableBuilder(bytes: bytes, expectedCount: bytes.count / 12)
    var index: Int32 = 0
    bytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 2, !line.isEmpty(0) else { return }
        line.forEachPart(2, separator: 0x7C) { terms.insertWithPrefixes($0, value: index) }
        terms.insertWithPrefixes(line.fields[0], value: index)
        index += 1
      }
    }
    return terms.build()
  }

  /// The concept index a folded term names exactly.
  func exact(_ term: String) -> Int32? { terms.value(term) }

  /// The concept index a folded term names, trying English singulars (`buses` → `bus`,
  /// `puppies` → `puppy`) and the `-ing` form of an activity's verb when the term itself is unknown.
  func lookup(_ term: String) -> Int32? {
    if let found = terms.value(term) { return found }
    return SubjectWordForms.firstBaseForm(of: term) { terms.value(utf8: $0) }
  }

  /// Indices of a concept and every concept below it, the concept first, breadth-first.
  func closure(from start: Int32, following links: [[Int32]]) -> [Int32] {
    Self.closure(from: start, following: links)
  }

  /// Indices of a concept and every concept its links reach, the concept first, breadth-first.
  static func closure(from start: Int32, following links: [[Int32]]) -> [Int32] {
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
