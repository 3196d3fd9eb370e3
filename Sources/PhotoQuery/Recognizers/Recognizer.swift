/// One way of finding spans in text: it proposes candidates, and the reading chooses among them.
public protocol Recognizer: Sendable {
  /// Appends this recogniser's candidates for `query` to `candidates`.
  func propose(in query: QueryText, resources: EngineResources, into candidates: inout [Candidate])
}
