import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoQuery
import PhotoSearch

/// Text typed into a search field as words that may be written in a photo (issue 13: a phrase
/// from a photo's text finds that photo first).
///
/// Two rules, both over what the text pass read:
/// - words **quoted** after `saying`, `says` or `with the words` are one what value matched by
///   read text, whatever the language engine made of them (`screenshot saying opens twelve`: the
///   engine keeps `saying opens` and drops `twelve`);
/// - a search that finds **nothing** as understood falls back to its words in read text, as
///   Apple Photos does (`vehicles towed`, `trains brighton`: `vehicles` and `trains` are known
///   subjects and `Brighton` a gazetteer place, so the understood search looks for photos of
///   them; `admit natural` is no photo search at all; `still dinner`: one content word). The
///   fallback keeps the search's media kinds; when the words as typed are in no photo's text,
///   read words one letter off count too (``LibraryStore/widenedToMisreadings(_:)``).
///
/// The words are the typed ones less function words, cue and media-kind words, quoting words and
/// request verbs at the start (`show me`), each folded as the full-text index folds it.
public enum TypedTextWords {
  /// Words that say the rest is text written in the photo.
  static let quoting: Set<String> = ["saying", "says", "say"]

  /// The content words of `text` (see the type's description), in order.
  public static func content(of text: String, resources: EngineResources) -> [String] {
    words(of: text, resources: resources).map(\.word)
  }

  /// The words quoted after a quoting word (`saying`, `says`, `with the words`), less those the
  /// understood query reads as its where or when values; nil when nothing is quoted.
  public static func quoted(
    in text: String, understood: PhotoSearchQuery, resources: EngineResources
  ) -> [String]? {
    let tokens = Tokenizer().tokens(of: text).filter { $0.kind != .punctuation }.map(\.folded)
    var start: Int?
    for (i, t) in tokens.enumerated() {
      if quoting.contains(t) || (t == "words" && i >= 2 && tokens[i - 2] == "with") {
        start = i + 1
        break
      }
    }
    guard let start, start < tokens.count else { return nil }
    let located = Set(
      (understood.places.map(\.value) + understood.times.map(\.value)).flatMap {
        Tokenizer().tokens(of: $0).map(\.folded)
      })
    let after = tokens[start...].joined(separator: " ")
    let quoted = words(of: after, resources: resources, dropLeadingVerbs: false)
      .map(\.word).filter { !located.contains($0) }
    return quoted.isEmpty ? nil : quoted
  }

  /// The typed words as one phrase, as a person remembers a line of text: from the first
  /// content word (with the prepositions just before it) to the last, the function words
  /// between kept (`to Lisbon gate`, `flight to Lisbon`), and the function words that end the
  /// text (`meeting with the`: a fragment of a line, no request); cue, media-kind and quoting
  /// words left out; after a quoting word, only what it quotes.
  public static func phrase(of text: String, resources: EngineResources) -> [String] {
    var tokens = Tokenizer().tokens(of: text).filter { $0.kind != .punctuation }.map(\.folded)
    if let q = tokens.firstIndex(where: quoting.contains) {
      tokens = Array(tokens[(q + 1)...])
    }
    let content = words(of: tokens.joined(separator: " "), resources: resources)
    guard let first = content.first?.token, let last = content.last?.token,
      var start = tokens.firstIndex(of: first), var end = tokens.lastIndex(of: last), start <= end
    else { return [] }
    let function: WordClass = [.stop, .determiner, .preposition]
    if tokens[(end + 1)...].allSatisfy({
      !(resources.wordClasses[$0] ?? []).isDisjoint(with: function)
    }) {
      end = tokens.count - 1
    }
    // Prepositions just before the first content word belong to the line (`to Lisbon gate`);
    // a determiner does not (`the flight to Lisbon`: the text says "Flight BA 2490 to Lisbon").
    while start > 0,
      (resources.wordClasses[tokens[start - 1]] ?? []).contains(.preposition)
    {
      start -= 1
    }
    let lexicon = resources.lexicon
    return tokens[start...end].filter {
      !quoting.contains($0) && !lexicon.cueWords.contains($0) && lexicon.mediaKinds[$0] == nil
    }.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init) }
  }

  /// The content words with the folded token each came from.
  static func words(of text: String, resources: EngineResources, dropLeadingVerbs: Bool = true)
    -> [(token: String, word: String)]
  {
    let tokens = Tokenizer().tokens(of: text).filter { $0.kind != .punctuation }.map(\.folded)
    let lexicon = resources.lexicon
    var out: [(token: String, word: String)] = []
    var i = 0
    while i < tokens.count {
      let t = tokens[i]
      // A media-kind phrase of two words (`screen shot`), then of one (`screenshots`).
      if i + 1 < tokens.count, lexicon.mediaKinds[t + " " + tokens[i + 1]] != nil {
        i += 2
        continue
      }
      i += 1
      let classes = resources.wordClasses[t] ?? []
      if lexicon.mediaKinds[t] != nil || lexicon.cueWords.contains(t) || quoting.contains(t)
        || !classes.isDisjoint(with: [.stop, .determiner, .preposition, .cue, .media])
        || (dropLeadingVerbs && out.isEmpty && classes.contains(.verb))
      {
        continue
      }
      for word in t.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
        out.append((t, String(word)))
      }
    }
    return out
  }
}

extension PhotoLibrarySearch {
  /// `understood` with the words quoted after `saying` in `text` as one read-text what value
  /// in place of the values the engine made of them (unchanged when nothing is quoted).
  public func withQuotedText(_ understood: PhotoSearchQuery, typed text: String)
    -> PhotoSearchQuery
  {
    guard
      let quoted = TypedTextWords.quoted(
        in: text, understood: understood, resources: languageEngine.resources),
      var filter = TextMatching.readTextOnly(quoted)
    else { return understood }
    filter.terms = [filter.value]  // the words may be in a caption or keyword too
    let covered = Set(quoted).union(TypedTextWords.quoting)
    var q = understood
    q.subjects.removeAll { subject in
      let words = TypedTextWords.content(of: subject.value, resources: languageEngine.resources)
      let folded = Tokenizer().tokens(of: subject.value).map(\.folded)
      return words.allSatisfy(covered.contains) && folded.contains { covered.contains($0) }
    }
    q.subjects.append(filter)
    return q
  }

  /// The query to try when `understood` (nil: the text is no photo search) found nothing: the
  /// words typed, each in the text read in one photo, with the understood media kinds; nil when
  /// the text has no content word or the query is the same as understood.
  public func readTextFallback(for text: String, understood: PhotoSearchQuery?)
    -> PhotoSearchQuery?
  {
    let words = TypedTextWords.content(of: text, resources: languageEngine.resources)
    // One word falls back too (`photos of trains` in a library without trains finds the sign
    // saying "Trains to Brighton"), only when nothing matched as understood, and the search says
    // so (`read_text_fallback`).
    guard !words.isEmpty, let filter = TextMatching.readTextOnly(words) else { return nil }
    var q = PhotoSearchQuery()
    q.subjects = [filter]
    q.mediaKinds = understood?.mediaKinds ?? []
    q.excludedMediaKinds = understood?.excludedMediaKinds ?? []
    return q == understood ? nil : q
  }

  /// A search typed into a search field: the suggestion's query with quoted words read as text,
  /// and when it finds nothing at all, the read-text fallback (``readTextFallback``), and when
  /// that finds nothing, the fallback with misread words (one letter off) accepted: the query
  /// that gave the page, whether it was the fallback, and the page; nil when the text is no
  /// photo search (or, outside a search field, no photo search at all) and has no words to look
  /// for.
  public func searchTyped(
    _ text: String, suggestion: PhotoSearchSuggestion?, locale: Locale, limit: Int?,
    offset: Int = 0, context: InputContext = .search
  ) throws -> (query: PhotoSearchQuery, fellBack: Bool, page: SearchPage)? {
    // Chat text that is no photo search is not looked for in photos.
    if suggestion == nil && context != .search { return nil }
    let understood = suggestion.map {
      withQuotedText(query(for: $0, locale: locale), typed: text)
    }
    var empty: SearchPage?
    if let understood {
      let page = try search(understood, limit: limit, offset: offset)
      if !page.matches.isEmpty {
        return (
          understood, false,
          try phraseFirst(understood, typed: text, page: page, limit: limit, offset: offset)
        )
      }
      if offset > 0, try !search(understood, limit: 1).matches.isEmpty {
        return (understood, false, page)
      }
      empty = page
    }
    if let fallback = readTextFallback(for: text, understood: understood) {
      let page = try search(fallback, limit: limit, offset: offset)
      if !page.matches.isEmpty {
        return (
          fallback, true,
          try phraseFirst(fallback, typed: text, page: page, limit: limit, offset: offset)
        )
      }
      if let widened = try store.widenedToMisreadings(fallback) {
        let page = try search(widened, limit: limit, offset: offset)
        if !page.matches.isEmpty {
          return (
            widened, true,
            try phraseFirst(widened, typed: text, page: page, limit: limit, offset: offset)
          )
        }
      }
    }
    guard let understood, let empty else { return nil }
    return (understood, false, empty)
  }

  /// `page` of `query` with the photos whose read text holds the typed words as one phrase
  /// (``TypedTextWords/phrase(of:resources:)``, two words or more) first, each group newest
  /// first: `to Lisbon gate` finds the screenshot saying "Flight BA 2490 to Lisbon / Gate 23"
  /// before a boarding pass saying "Lisbon" and "Gate 14". Only when the query looks in read
  /// text; the matches are the same, in another order, so pages still tile.
  public func phraseFirst(
    _ query: PhotoSearchQuery, typed text: String, page: SearchPage, limit: Int?, offset: Int
  ) throws -> SearchPage {
    guard
      query.subjects.contains(where: { $0.text != nil })
        || query.places.contains(where: { $0.text != nil })
    else { return page }
    let phrase = TypedTextWords.phrase(of: text, resources: languageEngine.resources)
    guard phrase.count >= 2 else { return page }
    var phrased = query
    var filter = SubjectFilter(value: phrase.joined(separator: " "), conceptID: nil, terms: [])
    filter.text = TextMatch(reason: .words, phrases: [filter.value])
    phrased.subjects.append(filter)
    let first = try search(phrased, limit: nil).matches
    guard !first.isEmpty else { return page }
    let ids = Set(first.map(\.id))
    let rest = try search(query, limit: limit.map { offset + $0 + first.count }).matches
      .filter { !ids.contains($0.id) }
    var out = page
    let all = first + rest
    out.matches = Array(all.dropFirst(offset).prefix(limit ?? all.count))
    return out
  }
}
