/// The English words that open a period at one end (`before 2010`, `no later than Friday`,
/// `starting January 7th`) and the other words a time expression can start with. One phrase a
/// line: adding a bound word is one entry here; the start-word table
/// (``TimeParser/startWords``) is derived from these.
extension TimeWords {
  /// Phrases before a point that bound a period on one side, token by token (`< =` is two
  /// tokens, `<=` one), with the side. The longest phrase at a word wins.
  static let boundPhrases: [String: BoundSide] = [
    // up to the start of the point
    "before": .before, "prior to": .before, "prior than": .before, "earlier than": .before,
    "earlier to": .before, "sooner than": .before, "sooner to": .before, "until": .before,
    "till": .before, "til": .before, "by": .before, "ending with": .before, "ending on": .before,
    "up to": .before, "up until": .before, "up till": .before, "<": .before,
    "no later than": .before, "not later than": .before, "pre": .before, "before or on": .before,
    "before or at": .before, "on or before": .before, "at or before": .before,
    "on or earlier": .before, "at or earlier": .before, "on or earlier than": .before,
    "at or earlier than": .before,
    // up to the end of the point
    "before or in": .beforeInclusive, "<=": .beforeInclusive, "< =": .beforeInclusive,
    "through": .beforeInclusive, "thru": .beforeInclusive,
    // after the point
    "after": .after, "later than": .after, ">": .after, "greater than": .after,
    "newer than": .after, "post": .after,
    // from the point on, the point included
    "on or after": .afterInclusive, "at or after": .afterInclusive, "on or later": .afterInclusive,
    "at or later": .afterInclusive, "on or later than": .afterInclusive,
    "at or later than": .afterInclusive, "after or on": .afterInclusive,
    "after or at": .afterInclusive, "after or equal": .afterInclusive,
    "after or equal to": .afterInclusive, "later than or at": .afterInclusive,
    "later than or in": .afterInclusive, "later than or on": .afterInclusive,
    "> =": .afterInclusive,
    // from the start of the point
    "since": .since, "as of": .since, ">=": .since, "=>": .since, "starting": .since,
    "starting from": .since, "starting on": .since, "starting in": .since, "beginning": .since,
    "beginning from": .since, "beginning on": .since, "beginning in": .since,
    "commencing": .since, "commencing from": .since, "commencing on": .since,
    "commencing in": .since,
  ]

  /// The longest bound phrase, in tokens.
  static let boundPhraseMaxTokens: Int =
    boundPhrases.keys.map {
      $0.split(separator: " ").count
    }.max() ?? 1

  /// Every proper token prefix of a bound phrase (`on`, `on or`), to stop reading early.
  static let boundPrefixes = WordSet(
    {
      var prefixes: Set<String> = []
      for phrase in boundPhrases.keys {
        let tokens = phrase.split(separator: " ")
        for count in stride(from: 1, to: tokens.count, by: 1) {
          prefixes.insert(tokens[0..<count].joined(separator: " "))
        }
      }
      return prefixes
    }())

  /// First tokens of the bound phrases (a quick test before the phrase is read).
  static let boundFirstWords = WordSet(
    Set(boundPhrases.keys.map { String($0.split(separator: " ")[0]) }))

  /// Words before `date` that run a period up to today (`to date`, `till date`, `until current date`).
  static let toDateWords: WordSet = ["to", "till", "until"]

  /// Words that open an explicit range (`between 2015 and 2018`, `from May to July`).
  static let rangeStarts: WordSet = ["between", "btw", "from"]

  /// The parts of the day by name (`morning`, `arvo`, `nights`).
  static let partOfDayWords: [String: PartOfDay] = [
    "morning": .morning, "mornings": .morning, "morn": .morning,
    "afternoon": .afternoon, "afternoons": .afternoon, "arvo": .afternoon,
    "evening": .evening, "evenings": .evening, "eve": .evening,
    "night": .night, "nights": .night, "nighttime": .night, "overnight": .night,
  ]

  /// Words that start a hedge or a pointer in front of a time (`anytime after 2014`, `the other
  /// day`, `the closest Monday`).
  static let hedgeStarts: Set<String> = ["anytime", "other", "closest"]
}
