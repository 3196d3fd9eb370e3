/// Named public events the event table knows for the locale's country (`pics from the Ekka`,
/// `glasto 2019 tent`, `the Boxing Day Test at the MCG`): each is one what value (decision 25),
/// proposed above the place a town of the same name would be (`at Coachella`) and above the
/// holiday or place inside its name (`Boxing Day`, `Tralee`).
public struct NamedEventRecognizer: Recognizer {
  /// How sure a named event is: above a gazetteer place after `at` (1.3).
  static let score = 1.6

  /// Creates the recogniser.
  public init() {}

  /// Proposes a what candidate for each event name, longest first, left to right.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    for range in Self.eventNames(in: query, resources) {
      candidates.append(
        Candidate(
          kind: .what, range: range, score: Self.score, resolution: .concept(nil),
          source: .namedEvent))
    }
  }

  /// The token ranges of the event names in `query`, longest first, left to right.
  static func eventNames(in query: QueryText, _ resources: EngineResources) -> [Range<Int>] {
    let country = query.timeContext.localeFacts.country
    var names: [Range<Int>] = []
    var index = 0
    while index < query.count {
      guard
        let match = resources.namedEvents.longestMatch(in: query, from: index, country: country),
        isNamed(index..<(index + match.length), match.name, query, resources)
      else {
        index += 1
        continue
      }
      names.append(index..<(index + match.length))
      index += match.length
    }
    return names
  }

  /// Whether the words at `range` name the event here: a one-word name of ordinary words
  /// (`Vivid`, `Fringe`) only when typed with a capital in text whose case tells, or before a
  /// year (`vivid 2023`); a town's name after `in` is the town (`in Glastonbury`).
  static func isNamed(
    _ range: Range<Int>, _ name: NamedEvents.Name, _ query: QueryText,
    _ resources: EngineResources
  ) -> Bool {
    let first = range.lowerBound
    if range.count == 1, name.isOrdinaryWords {
      let capitalised = query.caseIsInformative && query.tokens[first].isCapitalized
      let beforeYear =
        range.upperBound < query.count && query.tokens[range.upperBound].kind == .number
        && query.tokens[range.upperBound].surface.utf8.count == 4
      guard capitalised || beforeYear else { return false }
    }
    if name.needsNamedHead,
      !(query.caseIsInformative && query.tokens[range.upperBound - 1].isCapitalized)
    {
      return false
    }
    // `the Panthers grand final`: a name that goes on to the left is a longer name's end.
    if query.isMarkedCapital(first - 1), !query.tokens[first].isCapitalized { return false }
    return true
  }
}
