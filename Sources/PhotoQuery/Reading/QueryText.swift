/// The kind of field text is typed into (section 1 of the contract).
public enum QueryContext: String, Sendable, Hashable, Codable {
  /// Free text: a message, a note, a chat box. A photo search needs a cue and a filter.
  case general
  /// A photo search box: any filter makes a search.
  case search
}

/// Typed text after tokenising, with the per-token facts every recogniser reads.
public struct QueryText: Sendable {
  /// The text as typed.
  public let text: String
  /// Its tokens.
  public let tokens: [Token]
  /// The folded form of each token.
  public let folded: [String]
  /// The field the text comes from.
  public let context: QueryContext
  /// The reference moment, zone and locale that time expressions resolve against.
  public let timeContext: TimeContext
  /// What each token is (lexicon classes, vocabulary, given name).
  public let facts: [TokenFacts]
  /// Whether capitals carry meaning: some word after the first is capitalised and the text is not
  /// in title case or all capitals.
  public let caseIsInformative: Bool
  /// The words of the language the recognisers read beside the lexicon's classes.
  public let words: RecognizerWords

  /// Tokenises `text` and computes the per-token facts.
  public init(
    _ text: String, context: QueryContext, timeContext: TimeContext, resources: EngineResources,
    tokenizer: Tokenizer = Tokenizer()
  ) {
    self.text = text
    self.context = context
    self.timeContext = timeContext
    self.words = resources.lexicon.recognizing
    var tokens = Self.joiningAbbreviations(
      tokenizer.tokens(of: text), resources.lexicon.recognizing)
    var capitalisedLater = 0
    var allCaps = 0
    var words = 0
    var majorWords = 0
    var majorLowercase = 0
    // By index: iterating would copy every token.
    for index in tokens.indices where tokens[index].kind == .word {
      words += 1
      if Self.isAllCapitals(tokens[index].surface) { allCaps += 1 }
      if !Self.minorWords.contains(tokens[index].folded) {
        majorWords += 1
        if !tokens[index].isCapitalized { majorLowercase += 1 }
      }
      if index > 0, tokens[index].isCapitalized { capitalisedLater += 1 }
    }
    // In text typed in capitals (`PICS W/ JOSH`), a capital says nothing of a chat spelling.
    let shouting = words > 1 && allCaps * 2 > words
    // One lexicon lookup a token; a chat spelling typed in lowercase is read as the English word
    // it stands for (`frm` → `from`, `w/` → `with`; decision 24).
    var folded = tokens.map(\.folded)
    var facts: [TokenFacts] = []
    facts.reserveCapacity(folded.count)
    let chatForms = resources.lexicon.chatForms
    for index in folded.indices {
      var classes = resources.wordClassTable[folded[index]] ?? []
      if !tokens[index].isCapitalized || shouting {
        if classes.contains(.chat), let english = chatForms[folded[index]] {
          folded[index] = english
          classes = resources.wordClasses[english] ?? []
        } else if folded[index] == "w", index + 1 < folded.count, tokens[index + 1].folded == "/" {
          folded[index] = "with"
          classes = resources.wordClasses["with"] ?? []
        }
      }
      var fact = resources.facts(for: folded[index], classes: classes)
      // A lowercase word no list knows, one edit from a word a search names, is read as that
      // word; the value keeps what was typed (`recepits`, `granma`).
      if tokens[index].kind == .word, !tokens[index].isCapitalized || shouting,
        let corrected = resources.correction(of: folded[index], facts: fact)
      {
        let token = tokens[index]
        tokens[index] = Token(
          surface: token.surface, folded: corrected, range: token.range, kind: token.kind,
          spaceBefore: token.spaceBefore, isCapitalized: token.isCapitalized)
        folded[index] = corrected
        fact = resources.facts(for: corrected, classes: resources.wordClassTable[corrected] ?? [])
      }
      facts.append(fact)
    }
    self.tokens = tokens
    self.folded = folded
    self.facts = facts
    let titleCase = majorWords >= 2 && majorLowercase == 0
    self.caseIsInformative = capitalisedLater > 0 && !shouting && !titleCase
  }

  /// Whether `surface` has more than one character and uppercasing leaves it unchanged (`NYC`);
  /// ASCII is decided from the bytes, anything else by `uppercased()`.
  static func isAllCapitals(_ surface: String) -> Bool {
    // Most words start with a lowercase ASCII letter: then the answer is no at the first byte.
    if let first = surface.utf8.first, first >= 0x61 && first <= 0x7A { return false }
    var ascii = true
    var hasLowercase = false
    for byte in surface.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if byte >= 0x61 && byte <= 0x7A { hasLowercase = true }
    }
    if ascii { return surface.utf8.count > 1 && !hasLowercase }
    return surface.count > 1 && surface.uppercased() == surface
  }

  /// Words title case leaves in lowercase.
  static let minorWords: WordSet = [
    "of", "and", "the", "a", "an", "at", "in", "on", "to", "for", "from", "with", "or", "me", "my",
    "by", "&",
  ]

  /// Whether token `index` exists and belongs to any of `classes`.
  @inline(__always) public func `is`(_ index: Int, _ classes: WordClass) -> Bool {
    index >= 0 && index < facts.count && !facts[index].classes.isDisjoint(with: classes)
  }

  /// Whether token `index` is an ordinary word of some list.
  @inline(__always) public func isKnownWord(_ index: Int) -> Bool {
    index >= 0 && index < facts.count && facts[index].isKnownWord
  }

  /// Whether token `index` is a given name.
  @inline(__always) public func isGivenName(_ index: Int) -> Bool {
    index >= 0 && index < facts.count && facts[index].isGivenName
  }

  /// The number of tokens.
  public var count: Int { tokens.count }

  /// The folded token at `index`, or the empty string outside the text.
  @inline(__always) public func word(_ index: Int) -> String {
    index >= 0 && index < folded.count ? folded[index] : ""
  }

  /// Whether the words after token `index` say who made the photos named there: a maker, then a
  /// verb of making or sending in the past (`the passport photo I took of Grandad`, `the pics the
  /// photographer sent`, `the clips Sam filmed`). Such photos exist (decision 21).
  public func saysWhoMade(after index: Int) -> Bool {
    var cursor = index + 1
    if cursor < count, self.is(cursor, .determiner) { cursor += 1 }
    // the maker: a pronoun, a people word, a role noun or up to two capitalised name words
    let makerStart = cursor
    while cursor < count, cursor - makerStart < 2, tokens[cursor].kind == .word,
      Self.makerPronouns.contains(folded[cursor]) || self.is(cursor, .people)
        || facts[cursor].sense == .personNoun || tokens[cursor].isCapitalized
    {
      cursor += 1
      if Self.makerPronouns.contains(folded[cursor - 1]) { break }
    }
    guard cursor > makerStart, cursor < count, self.is(cursor, .makerVerb) else { return false }
    // `took` and the like in the past, not `takes`
    return !folded[cursor].hasSuffix("s") || folded[cursor] == "was"
  }

  /// Pronouns that can make photos.
  static let makerPronouns: Set<String> = ["i", "we", "you", "u", "he", "she", "they"]

  /// Whether token `index` starts a sentence (first token, or after `.`, `!`, `?`, `:`).
  public func startsSentence(_ index: Int) -> Bool {
    if index == 0 { return true }
    // Only a punctuation token can be one of these marks (most tokens are words: no compare).
    guard tokens[index - 1].kind == .punctuation else { return false }
    let previous = folded[index - 1]
    return previous == "." || previous == "!" || previous == "?" || previous == ":"
      || isClosingEmoji(index - 1)
  }

  /// Whether token `index` is an emoji that closes a sentence: a capitalised word follows it
  /// (`the kids haven't stopped talking about it 🥰 Did you get any videos…`). Chat puts an emoji
  /// where a full stop would go.
  public func isClosingEmoji(_ index: Int) -> Bool {
    guard index >= 0, index + 1 < tokens.count, tokens[index].kind == .punctuation,
      tokens[index + 1].isCapitalized, let scalar = tokens[index].surface.unicodeScalars.first,
      scalar.value > 0x2000, scalar.properties.isEmoji
    else { return false }
    return true
  }

  /// The tokens without the full stop of an abbreviation that opens a place's name (`Mt. Rainier`
  /// reads as `Mt Rainier`): glued to the abbreviation, before a word. The text keeps it, so a
  /// value still shows it.
  static func joiningAbbreviations(_ tokens: [Token], _ words: RecognizerWords) -> [Token] {
    guard tokens.count > 2,
      tokens.indices.dropFirst().dropLast().contains(where: {
        tokens[$0].folded == "." && words.abbreviatedPlaceLeads.contains(tokens[$0 - 1].folded)
      })
    else { return tokens }
    var kept: [Token] = []
    kept.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      if token.folded == ".", index > 0, index + 1 < tokens.count, !token.spaceBefore,
        words.abbreviatedPlaceLeads.contains(tokens[index - 1].folded),
        tokens[index + 1].kind == .word
      {
        continue
      }
      kept.append(token)
    }
    return kept
  }

  /// `range` grown over the hyphen-joined parts of the words at its ends (`co-workers` from
  /// `workers`, `T-ball` from `ball`): a hyphen typed with no space on either side between two
  /// words (not numbers: `2018-2019`) is inside one word.
  public func widenedOverHyphens(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower >= 2, isInnerHyphen(lower - 1) { lower -= 2 }
    while upper + 1 < tokens.count, isInnerHyphen(upper) { upper += 2 }
    return lower..<upper
  }

  /// Whether token `index` is a hyphen inside one word: typed with no space on either side, between
  /// two words (`co-workers`, `egg-and-spoon`), not numbers (`2018-2019` is a range).
  public func isInnerHyphen(_ index: Int) -> Bool {
    index > 0 && index + 1 < tokens.count && folded[index] == "-"
      && !tokens[index].spaceBefore && !tokens[index + 1].spaceBefore
      && tokens[index - 1].kind != .number && tokens[index + 1].kind != .number
      && tokens[index - 1].kind != .punctuation && tokens[index + 1].kind != .punctuation
  }

  /// Whether token `index` is `and`, `&` or `n` (`Nan and Pop's`, `egg and spoon race`), read
  /// byte by byte: a string comparison that fails is slow, and some recognisers ask at every
  /// token.
  public func isAnd(_ index: Int) -> Bool {
    guard index >= 0, index < folded.count else { return false }
    let bytes = folded[index].utf8
    switch bytes.count {
    case 1: return bytes.first == 0x26 || bytes.first == 0x6E
    case 3: return bytes.elementsEqual("and".utf8)
    default: return false
    }
  }

  /// Whether token `index` is capitalised where capitals carry meaning (not at a sentence start).
  public func isMarkedCapital(_ index: Int) -> Bool {
    guard index >= 0, index < tokens.count, caseIsInformative else { return false }
    return tokens[index].isCapitalized && !startsSentence(index)
  }

  /// Whether token `index` follows an article: a determiner, or Taglish `sa`, which is `at the`
  /// (`sa reunion`, `sa debut ni Bea`).
  public func hasArticle(before index: Int) -> Bool {
    guard index > 0, index - 1 < tokens.count else { return false }
    return self.is(index - 1, .determiner) || tokens[index - 1].folded == "sa"
  }

  /// Whether a possessive `'s` or `'` follows token `index` with no space.
  public func hasPossessive(after index: Int) -> Bool {
    let next = index + 1
    guard next < tokens.count, !tokens[next].spaceBefore else { return false }
    return folded[next] == "'s" || folded[next] == "'"
  }

  /// The text of tokens `range`, from the first token's start to the last token's end, as typed.
  public func surface(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
    let lower = tokens[range.lowerBound].range.lowerBound
    let upper = tokens[range.upperBound - 1].range.upperBound
    // (by the UTF-8 view: token bounds are scalar bounds, and the bytes are copied at once, not
    // appended one scalar at a time)
    return String(Substring(text.utf8[lower..<upper]))
  }

  /// The folded words of tokens `range` joined by single spaces.
  public func foldedPhrase(_ range: Range<Int>) -> String {
    folded[range].joined(separator: " ")
  }

  /// The range in UTF-16 code units that tokens `range` cover (as `NSRange` counts).
  public func utf16Range(_ range: Range<Int>) -> Range<Int> {
    guard !range.isEmpty else { return 0..<0 }
    let lower = tokens[range.lowerBound].range.lowerBound
    let upper = tokens[range.upperBound - 1].range.upperBound
    let start = text.utf16.distance(from: text.startIndex, to: lower)
    let length = text.utf16.distance(from: lower, to: upper)
    return start..<(start + length)
  }
}
