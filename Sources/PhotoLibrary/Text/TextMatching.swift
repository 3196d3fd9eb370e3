import PhotoQuery

/// How a what value matches the text read in photos (``TextMatch``).
public struct TextMatch: Sendable, Hashable {
  /// Why the value looks in read text.
  public enum Reason: String, Sendable, Hashable {
    /// The value names a kind of document or text (`receipt`, `ticket`, `sign`): its cue words.
    case document
    /// The value's own words: words no subject of the vocabulary names (likely remembered text,
    /// `blue otter`), or any value in a search that names a document or screenshots
    /// (`the Tesco receipt`: `Tesco`).
    case words
  }

  /// Why.
  public var reason: Reason
  /// The kind of document named, for ``Reason/document``.
  public var kind: String?
  /// Folded phrases (with their word forms), any of which in a photo's read text matches.
  public var phrases: [String]
  /// Folded words each of which (in one of its forms, anywhere in the read text) must be there,
  /// for ``Reason/words``: `national standard` finds "NATIONAL RAIL ; Standard".
  public var words: [[String]]
  /// Read words accepted in ``words`` as misreadings of the words typed (one letter off:
  /// `ojito` for `mojito`; ``LibraryStore/widenedToMisreadings(_:)``); empty when every word
  /// must be as typed.
  public var misread: [String] = []

  /// Whether any read text matches (`sign`, `document`): no phrase and no word asked for.
  public var anyText: Bool { phrases.isEmpty && words.isEmpty }

  /// Creates a match.
  public init(reason: Reason, kind: String? = nil, phrases: [String] = [], words: [[String]] = []) {
    self.reason = reason
    self.kind = kind
    self.phrases = phrases
    self.words = words
  }
}

/// Which what values match read text, and how (English): a value naming a kind of document
/// matches photos whose read text has that kind's cue words (a receipt says `total`, `VAT` or
/// `change`; a boarding pass `gate`, `flight`, `seat`); a value naming text in general (`sign`,
/// `document`, `whiteboard`) matches any photo with read text; once a search names either, quotes
/// text (`saying …`) or asks for screenshots, every other what and where value of it may match in the read text too (`the Tesco
/// receipt`, `receipt from Tesco`); and a what value the subject vocabulary does not know, or a
/// where value the gazetteer does not (`Manchester Piccadilly`), always may.
public enum TextMatching {
  /// Words read with less confidence are neither searched nor highlighted (the pass's default).
  public static let minimumConfidence = 60.0

  /// A kind of document and the words its text shows.
  struct DocumentKind {
    /// Its name (`receipt`).
    var name: String
    /// Folded cue phrases; empty: any read text.
    var cues: [String]
  }

  static let receipt = DocumentKind(
    name: "receipt",
    cues: [
      "receipt", "total", "subtotal", "sub total", "vat", "tax", "change due", "cash", "amount due",
      "balance due", "invoice", "qty",
    ])
  static let ticket = DocumentKind(
    name: "ticket",
    cues: [
      "ticket", "admit", "admission", "seat", "row", "gate", "platform", "coach", "boarding",
      "valid", "entry", "booking reference",
    ])
  static let boardingPass = DocumentKind(
    name: "boarding pass",
    cues: ["boarding", "boarding pass", "gate", "flight", "seat", "departure", "passenger", "zone"])
  static let wifi = DocumentKind(
    name: "wifi password",
    cues: ["password", "passcode", "wifi", "wi fi", "wlan", "ssid", "wpa", "wpa2", "network key"])
  static let menu = DocumentKind(
    name: "menu",
    cues: [
      "menu", "starters", "mains", "desserts", "drinks", "appetizers", "entrees", "sides",
      "soup", "salad",
    ])
  static let invoice = DocumentKind(
    name: "invoice", cues: ["invoice", "bill", "total", "amount due", "vat", "payment", "due date"])
  static let anyText = DocumentKind(name: "text", cues: [])

  /// Folded what values → the kind they name.
  static let kinds: [String: DocumentKind] = {
    var table: [String: DocumentKind] = [:]
    func add(_ kind: DocumentKind, _ values: [String]) {
      for v in values { table[v] = kind }
    }
    add(receipt, ["receipt", "receipts", "till receipt", "till receipts", "till slip"])
    add(
      ticket,
      [
        "ticket", "tickets", "train ticket", "train tickets", "concert ticket",
        "concert tickets", "bus ticket", "bus tickets", "e ticket", "eticket",
      ])
    add(
      boardingPass,
      [
        "boarding pass", "boarding passes", "plane ticket", "plane tickets",
        "flight ticket", "flight tickets",
      ])
    add(
      wifi,
      [
        "wifi password", "wi fi password", "wifi", "wi fi", "wifi code", "wifi details",
        "password", "passwords", "wifi network", "wifi passwords",
      ])
    add(menu, ["menu", "menus", "restaurant menu", "drinks menu", "food menu"])
    add(invoice, ["invoice", "invoices", "bill", "bills"])
    add(
      anyText,
      [
        "text", "texts", "words", "writing", "document", "documents", "doc", "docs",
        "sign", "signs", "road sign", "road signs", "street sign", "street signs", "note", "notes",
        "whiteboard", "whiteboards", "poster", "posters", "letter", "letters", "page", "pages",
        "paper", "papers", "paperwork", "scan", "scans", "form", "forms", "contract", "contracts",
        "certificate", "certificates", "timetable", "timetables", "schedule", "label", "labels",
        "handwriting", "notice", "notices", "flyer", "flyers", "leaflet", "statement",
        "statements", "screenshot text", "recipe", "recipes", "slide", "slides",
      ])
    return table
  }()

  /// Words around a value that say the rest is text, not a subject (`sign saying`, `saying
  /// verification code`, `screenshot that says`).
  static let quotingWords = [
    "saying", "that says", "which says", "says", "reading", "with the words",
  ]

  /// The value without the words that quote text around it.
  static func unquoted(_ value: String) -> String {
    var key = LibraryPeopleDirectory.key(value).replacingOccurrences(of: "-", with: " ")
    for q in quotingWords {
      if key.hasPrefix(q + " ") { key = String(key.dropFirst(q.count + 1)) }
      if key.hasSuffix(" " + q) { key = String(key.dropLast(q.count + 1)) }
    }
    return key
  }

  /// The kind of document or text a what value names, if any (`the wifi password`, `receipts`).
  static func documentKind(for value: String) -> DocumentKind? {
    var key = unquoted(value)
    for article in ["the ", "a ", "an ", "my ", "our ", "that ", "this "]
    where key.hasPrefix(article) {
      key = String(key.dropFirst(article.count))
    }
    return kinds[key]
  }

  /// A value whose last words name a kind of document and whose first words narrow it (`Tesco
  /// receipt`, `Qantas boarding pass`): the kind, and the narrowing words its text must hold.
  static func narrowedDocumentKind(for value: String) -> (kind: DocumentKind, narrowing: String)? {
    let words = unquoted(value).split(separator: " ").map(String.init)
    guard words.count >= 2 else { return nil }
    for headLength in [2, 1] where words.count > headLength {
      let head = words.suffix(headLength).joined(separator: " ")
      if let kind = kinds[head] {
        return (kind, words.dropLast(headLength).joined(separator: " "))
      }
    }
    return nil
  }

  /// Gives each what value of `query` its text match, as the rules above say.
  public static func apply(to query: inout PhotoSearchQuery) {
    // `saying` read as a subject of its own only says that text follows.
    let quoting = query.subjects.filter {
      quotingWords.contains(LibraryPeopleDirectory.key($0.value))
    }
    if !quoting.isEmpty && query.subjects.count + query.places.count > quoting.count {
      query.subjects.removeAll { quotingWords.contains(LibraryPeopleDirectory.key($0.value)) }
    }
    let namesText =
      !quoting.isEmpty
      || query.subjects.contains {
        documentKind(for: $0.value) != nil || narrowedDocumentKind(for: $0.value) != nil
          || unquoted($0.value) != LibraryPeopleDirectory.key($0.value)
      }
      || query.mediaKinds.contains(.screenshots)
    for i in query.places.indices where namesText || query.places[i].areas.isEmpty {
      query.places[i].text = words(query.places[i].value)
    }
    for i in query.subjects.indices {
      let value = query.subjects[i].value
      if let kind = documentKind(for: value) {
        query.subjects[i].text = TextMatch(
          reason: .document, kind: kind.name, phrases: forms(kind.cues))
      } else if let (kind, narrowing) = narrowedDocumentKind(for: value) {
        // `the Tesco receipt`: a receipt whose text says Tesco.
        query.subjects[i].text = TextMatch(
          reason: .document, kind: kind.name, phrases: forms(kind.cues),
          words: words(narrowing)?.words ?? [])
      } else if namesText || query.subjects[i].conceptIDs.isEmpty
        || unquoted(value) != LibraryPeopleDirectory.key(value)
      {
        query.subjects[i].text = words(value)
      }
    }
  }

  /// A what value matched by read text alone, each of `words` (in any of its forms) anywhere in
  /// a photo's read text (nil when no word has a letter or digit): what a search falls back to
  /// when the words typed match nothing else (`vehicles towed`, `opens twelve`), and the words
  /// quoted after `saying`.
  public static func readTextOnly(_ words: [String]) -> SubjectFilter? {
    let value = words.joined(separator: " ")
    guard let match = Self.words(value) else { return nil }
    var filter = SubjectFilter(value: value, conceptID: nil, terms: [])
    filter.text = match
    return filter
  }

  /// A value's own words as a read-text match (nil when it has none).
  static func words(_ value: String) -> TextMatch? {
    let words = TextStore.tokens(unquoted(value))
    guard !words.isEmpty else { return nil }
    return TextMatch(reason: .words, words: words.map { forms([$0]) })
  }

  /// The phrases with their word forms (`receipts` for `receipt`), without duplicates.
  static func forms(_ phrases: [String]) -> [String] {
    var seen = Set<String>()
    var out: [String] = []
    for p in phrases {
      for f in SubjectTermForms.forms(of: p) where seen.insert(f).inserted { out.append(f) }
    }
    return out
  }

  /// The words `match` looks for in `asset_text_read` (every group must match, a group by any of
  /// its phrases), or nil when any read text matches.
  static func readTextExpression(_ match: TextMatch) -> FullTextExpression? {
    func usable(_ list: [String]) -> [String] {
      list.filter { $0.contains { $0.isLetter || $0.isNumber } }
    }
    let groups = (match.words.isEmpty ? [match.phrases] : match.words).map(usable).filter {
      !$0.isEmpty
    }
    return groups.isEmpty ? nil : FullTextExpression(groups: groups)
  }

  /// `SELECT rowid FROM asset_text_read …` listing the assets whose read text `match` finds, for
  /// an engine: an FTS5 match of the `words` column on SQLite, a `tsquery` over `words_vector`
  /// on PostgreSQL (the same words, ``FullTextTokens``).
  static func readTextList(_ match: TextMatch, dialect: SQLDialect) -> SQLClause {
    guard let expression = readTextExpression(match) else {
      return SQLClause(sql: "SELECT rowid FROM asset_text_read")
    }
    switch dialect {
    case .sqlite:
      let groups = expression.groups.map {
        "(" + $0.map(FullTextExpression.phrase).joined(separator: " OR ") + ")"
      }
      return SQLClause(
        sql: "SELECT rowid FROM asset_text_read WHERE asset_text_read MATCH ?",
        parameters: [.text("words : (" + groups.joined(separator: " AND ") + ")")])
    case .postgresql:
      guard let tsquery = expression.tsquery else {
        return SQLClause(sql: "SELECT rowid FROM asset_text_read WHERE 1=0")
      }
      return SQLClause(
        sql: "SELECT rowid FROM asset_text_read WHERE words_vector @@ CAST(? AS tsquery)",
        parameters: [.text(tsquery)])
    }
  }

  /// The positions of the words (each given as its folded tokens) that `match` finds: every run
  /// of words spelling one of its phrases; every word when any read text matches.
  static func wordsMatched(by match: TextMatch, in words: [[String]]) -> Set<Int> {
    guard !match.anyText else { return Set(words.indices) }
    if !match.words.isEmpty {
      let wanted = Set(match.words.joined())
      return Set(words.indices.filter { words[$0].contains(where: wanted.contains) })
    }
    // The tokens in a row, each with the word it came from.
    var tokens: [(token: String, word: Int)] = []
    for (i, w) in words.enumerated() { for t in w { tokens.append((t, i)) } }
    var hit = Set<Int>()
    for phrase in match.phrases {
      let parts = TextStore.tokens(phrase)
      guard !parts.isEmpty, parts.count <= tokens.count else { continue }
      for start in 0...(tokens.count - parts.count)
      where (0..<parts.count).allSatisfy({ tokens[start + $0].token == parts[$0] }) {
        for k in 0..<parts.count { hit.insert(tokens[start + k].word) }
      }
    }
    return hit
  }
}
