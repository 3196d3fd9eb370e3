extension PhotoQueryEngine {
  /// A readable trace of how `query` was read: every candidate with its score, then the chosen ones.
  /// For debugging rules (`photosearch parse --explain TEXT`).
  public func explain(_ query: QueryText) -> String {
    let all = candidates(for: query)
    let chosen = ReadingChooser().choose(from: all, tokenCount: query.count)
    var lines = [
      "tokens: "
        + query.tokens.enumerated().map { "\($0.offset):\($0.element.surface)" }.joined(
          separator: " ")
    ]
    lines.append("case informative: \(query.caseIsInformative)")
    for candidate in all.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }) {
      let mark = chosen.contains(candidate) ? "*" : " "
      let score = (candidate.score * 100).rounded() / 100
      lines.append(
        "\(mark) \(candidate.kind.rawValue) [\(candidate.range.lowerBound),\(candidate.range.upperBound)) \"\(query.surface(candidate.valueRange))\" \(score) \(candidate.source.rawValue)"
      )
    }
    // Why a general field's text with a cue is no search, the intent classifier's reason.
    if query.context == .general,
      let firstCue = chosen.first(where: { $0.kind == .cue || $0.kind == .media })?.range
        .lowerBound
    {
      let reason = intent.rejection(
        of: query, chosen: chosen, firstCue: firstCue, resources: resources)
      lines.append("intent: \(reason ?? "a search") (cue at \(firstCue))")
    }
    return lines.joined(separator: "\n")
  }
}
