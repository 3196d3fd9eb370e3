/// Time periods (`whenValues`): delegates to ``TimeRecognizer`` and turns its matches into
/// candidates. Times are specific phrases, so they score above single-word readings.
///
/// Examples: `from last summer` → when `last summer`; `Christmas 2019` → one value.
public struct TimeSpanRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// The tokens the time recogniser reads: a chat spelling of a time word is read as the word
  /// (`last nite`, Taglish `kahapon` → `yesterday`; decision 24), the value keeps what was typed.
  func timeTokens(_ query: QueryText) -> [Token] {
    var tokens = query.tokens
    for index in tokens.indices
    where query.folded[index] != tokens[index].folded && query.is(index, .time) {
      let token = tokens[index]
      tokens[index] = Token(
        surface: token.surface, folded: query.folded[index], range: token.range, kind: token.kind,
        spaceBefore: token.spaceBefore, isCapitalized: token.isCapitalized)
    }
    return tokens
  }

  /// Whether the time value is one capitalised word that is also a given name, with a capitalised
  /// surname after it (`photos of Jun Wei`, `May Chen's party`): the person, not the month.
  func isGivenNameOfAPerson(_ value: Range<Int>, _ query: QueryText) -> Bool {
    guard value.count == 1, query.tokens[value.lowerBound].isCapitalized,
      query.isGivenName(value.lowerBound)
    else { return false }
    let next = value.upperBound
    return next < query.count && query.isMarkedCapital(next) && query.tokens[next].kind == .word
      && !query.is(next, [.time, .preposition, .stop])
  }

  /// Whether the time value is one word that also heads events, after a word that names the event
  /// (`swimming carnival`, `Notting Hill Carnival`, `the Winter Carnival`): the event, not the
  /// holiday. Alone or after a determiner or a preposition it stays the holiday (`Carnival in
  /// Rio`, `from Carnival 2019`).
  func isHeadOfANamedEvent(_ value: Range<Int>, _ query: QueryText) -> Bool {
    guard value.count == 1, query.is(value.lowerBound, .namedEventHead) else { return false }
    let before = value.lowerBound - 1
    guard before >= 0,
      query.tokens[before].kind == .word || query.tokens[before].kind == .alphanumeric
    else { return false }
    return !query.is(before, [.determiner, .preposition, .stop, .time, .cue, .media, .exclusion])
  }

  /// Proposes one `when` candidate per time match.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    guard !query.tokens.isEmpty else { return }
    let tokens = timeTokens(query)
    for match in resources.timeRecognizer.matches(in: tokens, context: query.timeContext) {
      propose(match, offset: 0, query, into: &candidates)
      proposeAfterEventHead(match, query, tokens: tokens, resources: resources, into: &candidates)
    }
    proposeTrailingPeriod(in: query, tokens: tokens, resources: resources, into: &candidates)
  }

  /// Proposes the `when` candidate of one time match, found `offset` tokens into the query.
  func propose(
    _ match: TimeMatch, offset: Int, _ query: QueryText, into candidates: inout [Candidate]
  ) {
    let tokenRange = (match.tokenRange.lowerBound + offset)..<(match.tokenRange.upperBound + offset)
    let valueTokens =
      (match.valueTokenRange.lowerBound + offset)..<(match.valueTokenRange.upperBound + offset)
    guard !tokenRange.isEmpty, tokenRange.upperBound <= query.count, !valueTokens.isEmpty
    else { return }
    let value = trimmed(valueTokens, query)
    if isGivenNameOfAPerson(value, query) || isHeadOfANamedEvent(value, query) { return }
    if isPresentMoment(value, query) || isBeforePhotography(match.resolution, value, query) {
      return
    }
    candidates.append(
      Candidate(
        kind: .when,
        range: tokenRange.lowerBound..<max(tokenRange.upperBound, value.upperBound),
        valueRange: value,
        score: 0.9 + 0.4 * max(0, min(1, match.score)), resolution: .time(match.resolution),
        source: .time))
  }

  /// `notting hill carnival 2024`, `the Easter Show 2023`: a holiday's word that is also an
  /// event's head may end an event's name instead, so the time after it is proposed on its own
  /// too (`2024`); the reading chooser weighs the event against the holiday.
  func proposeAfterEventHead(
    _ match: TimeMatch, _ query: QueryText, tokens: [Token], resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let first = match.valueTokenRange.lowerBound
    let rest = first + 1
    guard rest < match.tokenRange.upperBound, first > 0,
      query.is(first, [.namedEventHead, .placeNamedEventHead])
    else { return }
    let tail = Array(tokens[rest..<match.tokenRange.upperBound])
    for part in resources.timeRecognizer.matches(in: tail, context: query.timeContext)
    where part.tokenRange.upperBound == tail.count {
      propose(part, offset: rest, query, into: &candidates)
    }
  }

  /// `tofino surfing fall`, `tulip festival may`: in a search box, a lowercase month or season
  /// word that is also a verb (`may`, `march`, `fall`) ends the text after a noun: nothing can
  /// follow it as a verb, so it is the period, read as if `in` came before it.
  func proposeTrailingPeriod(
    in query: QueryText, tokens: [Token], resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let last = query.count - 1
    guard query.context == .search, last >= 1, query.is(last, .time),
      !query.tokens[last].isCapitalized, query.tokens[last].kind == .word,
      query.tokens[last - 1].kind == .word,
      !query.is(last - 1, [.stop, .preposition, .determiner, .selfPronoun, .time]),
      !candidates.indices.contains(where: {
        candidates[$0].kind == .when && candidates[$0].range.contains(last)
      })
    else { return }
    let token = tokens[last]
    let lead = Token(
      surface: "in", folded: "in", range: token.range, kind: .word, spaceBefore: true,
      isCapitalized: false)
    guard
      let match = resources.timeRecognizer.matches(in: [lead, token], context: query.timeContext)
        .first, match.valueTokenRange == 1..<2
    else { return }
    candidates.append(
      Candidate(
        kind: .when, range: last..<(last + 1), score: 0.9 + 0.4 * max(0, min(1, match.score)),
        resolution: .time(match.resolution), source: .time))
  }

  /// Whether the value only names the present moment (`now`, `right now`, South African `just
  /// now` and `now now`, which mean soon): no photo is from it, so it filters nothing.
  func isPresentMoment(_ value: Range<Int>, _ query: QueryText) -> Bool {
    value.allSatisfy { query.words.presentWords.contains(query.folded[$0]) }
  }

  /// The first photograph was taken in 1826: a bare number read as an earlier year (`the
  /// Bathurst 1000`, `101 points`) is no time of a photo.
  func isBeforePhotography(_ resolution: TimeResolution, _ value: Range<Int>, _ query: QueryText)
    -> Bool
  {
    guard value.count == 1, query.tokens[value.lowerBound].kind == .number,
      let start = resolution.start
    else { return false }
    return start.year < 1826
  }

  /// The value without leading prepositions and determiners, unless it is a range, and without a
  /// full stop that closes the sentence.
  func trimmed(_ value: Range<Int>, _ query: QueryText) -> Range<Int> {
    guard value.upperBound <= query.count else { return value }
    var lower = value.lowerBound
    while lower + 1 < value.upperBound, query.words.leadingWords.contains(query.folded[lower]) {
      if query.folded[lower] == "from",
        value.dropFirst().contains(where: { query.words.rangeWords.contains(query.folded[$0]) })
      {
        break
      }
      lower += 1
    }
    // `in July. Could you…`: a full stop that ends the sentence is not the value's; one after a
    // letter of an abbreviation stays (`10 a.m.`).
    var upper = value.upperBound
    if upper - lower > 1, query.folded[upper - 1] == ".", query.folded[upper - 2].count > 1,
      query.tokens[upper - 2].kind == .word || query.tokens[upper - 2].kind == .alphanumeric
    {
      upper -= 1
    }
    return lower..<upper
  }
}
