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
  public init(
    tokenRange: Range<Int>, valueTokenRange: Range<Int>, resolution: TimeResolution, score: Double
  ) {
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
    guard !tokens.isEmpty else { return [] }
    if let joined = TimeCompounds.joining(tokens) {
      return TimeParser(tokens: joined.tokens, context: context).recognize().map(joined.original)
    }
    return TimeParser(tokens: tokens, context: context).recognize()
  }

  /// Whether the holiday at `tokens[index]` is the first word of a compound noun that names a kind
  /// of thing (`Christmas tree`, `Easter egg`): then it is a subject, not a time (contract 7.8).
  /// The recogniser already gives no match there; the language layer can use this to keep the
  /// compound together as one what value.
  public static func isHolidayCompound(_ tokens: [Token], at index: Int) -> Bool {
    holidayCompoundLength(tokens, at: index) == 2
  }

  /// The length in tokens of the holiday compound at `tokens[index]` (`Christmas tree` 2,
  /// `Hari Raya bazaar` 3, `Durga Puja pandal` 3), or nil: the longest holiday name there and
  /// the compound noun after it.
  public static func holidayCompoundLength(_ tokens: [Token], at index: Int) -> Int? {
    guard index + 1 < tokens.count, HolidayNames.firstWords.contains(tokens[index].folded) else {
      return nil
    }
    var key = ""
    var found: Int? = nil
    var end = index
    while end < tokens.count, end - index < HolidayNames.maxWords, tokens[end].kind == .word {
      key = key.isEmpty ? tokens[end].folded : key + " " + tokens[end].folded
      end += 1
      guard HolidayNames.prefixes.contains(key) else { break }
      if HolidayNames.rules[key] != nil, end < tokens.count,
        HolidayNames.compoundNouns.contains(tokens[end].folded)
      {
        found = end + 1 - index
      }
    }
    return found
  }
}
