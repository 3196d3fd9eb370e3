import PhotoQuery

/// The words of read text, for finding a typed word that the recogniser misread by one letter
/// (`Mojito` read `Ojito`, `Menu` read `Meny`): the table `text_vocabulary` holds every token of
/// three or more characters in the read-text index with the token reversed. A word within one
/// edit of another keeps its first half or its second half whole, so the candidates are the
/// tokens starting with the typed word's first half (a range of `word`) or ending with its
/// second half (a range of `reversed`); the edit distance is then checked here. Two index range
/// scans, whatever the size of the library, and the same answer on both engines.
enum TextVocabulary {
  /// Tokens shorter than this are not kept (a four-letter word misread by a dropped letter
  /// is three long).
  static let shortestToken = 3

  /// Whether the library has the table (a library of an older schema opened read-only has
  /// not).
  static func exists(db: any LibraryDatabase) throws -> Bool {
    switch db.dialect {
    case .sqlite:
      return try db.scalar(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'text_vocabulary'") != nil
    case .postgresql:
      return try db.scalar("SELECT 1 WHERE to_regclass('text_vocabulary') IS NOT NULL") != nil
    }
  }

  /// Adds the tokens of `text` (read text as the index stores it).
  static func add(_ text: String, db: any LibraryDatabase) throws {
    var seen = Set<String>()
    let tokens = FullTextTokens.tokens(of: text).filter {
      $0.count >= shortestToken && seen.insert($0).inserted
    }
    let rowsPerStatement = 200
    for first in stride(from: 0, to: tokens.count, by: rowsPerStatement) {
      let chunk = tokens[first..<min(first + rowsPerStatement, tokens.count)]
      let values = chunk.flatMap { [SQLValue.text($0), .text(String($0.reversed()))] }
      try db.run(
        "INSERT INTO text_vocabulary(word, reversed) VALUES "
          + Array(repeating: "(?,?)", count: chunk.count).joined(separator: ",")
          + " ON CONFLICT DO NOTHING", values)
    }
  }

  /// The tokens of read text one edit (a letter added, dropped, changed, or two neighbours
  /// swapped) away from the folded `word`, sorted; `word` itself is not among them.
  static func misreadings(of word: String, db: any LibraryDatabase) throws -> [String] {
    let letters = Array(word)
    let half = letters.count / 2
    guard half >= 1 else { return [] }
    let head = String(letters[..<half])
    let tail = String(letters[half...].reversed())
    var candidates = Set<String>()
    for (column, start) in [("word", head), ("reversed", tail)] {
      let rows = try db.query(
        "SELECT word FROM text_vocabulary WHERE \(column) >= ? AND \(column) < ?",
        [.text(start), .text(start + "\u{10FFFF}")])
      for row in rows { if let w = row[0].text { candidates.insert(w) } }
    }
    return candidates.filter { $0 != word && withinOneEdit(Array($0), letters) }.sorted()
  }

  /// Whether `a` becomes `b` by at most one letter added, dropped or changed, or two
  /// neighbouring letters swapped.
  static func withinOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
    if abs(a.count - b.count) > 1 { return false }
    var i = 0
    while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
    if i == a.count && i == b.count { return true }
    if a.count == b.count {
      if a[(i + 1)...] == b[(i + 1)...] { return true }
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i]
        && a[(i + 2)...] == b[(i + 2)...]
    }
    return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
  }
}

extension LibraryStore {
  /// `query` with each word it looks for in read text also matching the read words one edit
  /// away (``TextVocabulary``), for when the words as typed are in no photo's text: the
  /// recogniser drops or confuses a letter on a turned or blurred photo. Words of five letters
  /// or more are widened; a four-letter word (many words lie one letter from `cats`: `cars`,
  /// `hats`) only beside other words, which narrow it. Each widened match lists the read words
  /// it accepted in ``TextMatch/misread``. Nil when no word has such a neighbour.
  public func widenedToMisreadings(_ query: PhotoSearchQuery) throws -> PhotoSearchQuery? {
    try withConnection { db in
      // A library of an older schema opened read-only has no vocabulary yet.
      guard try TextVocabulary.exists(db: db) else { return nil }
      func widened(_ match: TextMatch?) throws -> TextMatch? {
        guard var match, !match.words.isEmpty else { return nil }
        let shortest = match.words.count >= 2 ? 4 : 5
        var changed = false
        for g in match.words.indices {
          var group = match.words[g]
          for form in match.words[g]
          where form.count >= shortest && form.contains(where: \.isLetter) {
            for misread in try TextVocabulary.misreadings(of: form, db: db)
            where !group.contains(misread) {
              group.append(misread)
              match.misread.append(misread)
              changed = true
            }
          }
          match.words[g] = group
        }
        return changed ? match : nil
      }
      var out = query
      var changed = false
      for i in out.subjects.indices {
        if let w = try widened(out.subjects[i].text) {
          out.subjects[i].text = w
          changed = true
        }
      }
      for i in out.places.indices {
        if let w = try widened(out.places[i].text) {
          out.places[i].text = w
          changed = true
        }
      }
      return changed ? out : nil
    }
  }
}
