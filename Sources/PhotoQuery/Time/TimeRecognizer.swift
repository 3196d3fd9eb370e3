/// A time expression found in text.
public struct TimeMatch: Sendable, Hashable {
  /// Token indices `[lower, upper)` the expression covers, including any leading preposition the
  /// recogniser consumed (`from`, `in`, `during`) so other recognisers do not reuse it.
  public var tokenRange: Range<Int>
  /// Token indices of the value itself, as the contract trims it (`in March` → `March`; range words
  /// kept: `between 2015 and 2018`).
  public var valueTokenRange: Range<Int>
  /// What it resolves to.
  public var resolution: TimeResolution
  /// Confidence 0…1; bare numbers (`2019` could be a count) score lower than `in 2019`.
  public var score: Double

  /// Creates a match.
  public init(tokenRange: Range<Int>, valueTokenRange: Range<Int>, resolution: TimeResolution, score: Double) {
    self.tokenRange = tokenRange
    self.valueTokenRange = valueTokenRange
    self.resolution = resolution
    self.score = score
  }
}

/// Finds time expressions among tokens and resolves each against a ``TimeContext``.
///
/// Returns non-overlapping matches in text order, longest first where two compete.
public struct TimeRecognizer: Sendable {
  /// Creates a recogniser.
  public init() {}

  /// The time expressions among `tokens`.
  public func matches(in tokens: [Token], context: TimeContext) -> [TimeMatch] {
    []  // Filled in by the time-expression work (issue 3).
  }
}
