/// Exclusion words (rule 9): `without`, `except`, `excluding`, `but not`, `not`. What follows them
/// is recorded in `excluded` instead of the four lists.
///
/// Examples: `photos of the kids without John` → who `kids`, excluded who `John`;
/// `pictures from Kyoto but not the temples` → excluded what `temples`.
public struct ExclusionRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes `exclusion` candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    for index in 0..<query.count {
      let word = query.folded[index]
      if query.is(index, .exclusion) {
        candidates.append(
          Candidate(kind: .exclusion, range: index..<(index + 1), score: 1.0, source: .lexicon))
      } else if word == "not" || word == "no" && query.word(index - 1) == "but" {
        let start = query.word(index - 1) == "but" ? index - 1 : index
        candidates.append(
          Candidate(kind: .exclusion, range: start..<(index + 1), score: 1.0, source: .lexicon))
      }
    }
  }
}
