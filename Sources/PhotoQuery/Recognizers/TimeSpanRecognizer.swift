/// Time periods (`whenValues`): delegates to ``TimeRecognizer`` and turns its matches into
/// candidates. Times are specific phrases, so they score above single-word readings.
///
/// Examples: `from last summer` → when `last summer`; `Christmas 2019` → one value.
public struct TimeSpanRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes one `when` candidate per time match.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    guard !query.tokens.isEmpty else { return }
    for match in resources.timeRecognizer.matches(in: query.tokens, context: query.timeContext) {
      guard !match.tokenRange.isEmpty, match.tokenRange.upperBound <= query.count,
        !match.valueTokenRange.isEmpty
      else { continue }
      candidates.append(
        Candidate(
          kind: .when, range: match.tokenRange, valueRange: match.valueTokenRange,
          score: 0.9 + 0.4 * max(0, min(1, match.score)), resolution: .time(match.resolution),
          source: .time))
    }
  }
}
