import PhotoQuery

/// The text pass's rows: every word read (`text_words`) and the searchable ones
/// (`asset_text_read`, full text).
enum TextStore {
  /// Replaces the words stored for an asset (a photo read again drops its old words).
  static func replace(
    assetID: Int64, with words: [RecognizedWord], minimumConfidence: Double,
    db: any LibraryDatabase
  ) throws {
    try db.run("DELETE FROM text_words WHERE asset_id = ?", [.integer(assetID)])
    try db.run("DELETE FROM asset_text_read WHERE rowid = ?", [.integer(assetID)])
    // Many rows per statement (PostgreSQL pays a round trip per statement).
    let rowsPerStatement = 100
    for first in stride(from: 0, to: words.count, by: rowsPerStatement) {
      let chunk = words[first..<min(first + rowsPerStatement, words.count)]
      var values: [SQLValue] = []
      for (ordinal, word) in zip(chunk.indices, chunk) {
        values += [
          .integer(assetID), .integer(Int64(ordinal)), .text(word.text), .real(word.confidence),
          .integer(Int64(word.line)), .real(word.box.left), .real(word.box.top),
          .real(word.box.right), .real(word.box.bottom),
        ]
      }
      let rows = Array(repeating: "(?,?,?,?,?,?,?,?,?)", count: chunk.count)
      try db.run(
        """
        INSERT INTO text_words(asset_id, ordinal, word, confidence, line, box_left, box_top,
          box_right, box_bottom) VALUES \(rows.joined(separator: ","))
        """, values)
    }
    let searchable = searchableWords(words, minimumConfidence: minimumConfidence)
    guard hasText(searchable) else { return }
    // One line of the index per line of the image.
    var lines: [String] = []
    var current = -1
    for word in searchable {
      if word.line != current {
        lines.append("")
        current = word.line
      }
      lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word.text
    }
    let text = lines.joined(separator: " ; ")
    switch db.dialect {
    case .sqlite:
      try db.run(
        "INSERT INTO asset_text_read(rowid, words) VALUES (?, ?)",
        [.integer(assetID), .text(text)])
    case .postgresql:
      // The words as FTS5 cuts them (``FullTextTokens``), so both engines match the same text.
      try db.run(
        "INSERT INTO asset_text_read(rowid, words, words_vector) VALUES (?, ?, CAST(? AS tsvector))",
        [.integer(assetID), .text(text), .text(FullTextTokens.vector([text]))])
    }
    try TextVocabulary.add(text, db: db)
  }

  /// The words a search looks for: confident words (``isWord``) less short ones standing among
  /// short ones only (``inTextLine``).
  static func searchableWords(_ words: [RecognizedWord], minimumConfidence: Double)
    -> [RecognizedWord]
  {
    inTextLine(words.filter { $0.confidence >= minimumConfidence && isWord($0.text) })
  }

  /// The words that stand in a line of text: a word of four or more letters or digits, and a
  /// shorter one only on a line that holds such a word. Texture read as letters gives short
  /// words each alone on its line (`ih`, `bly`, `yer` on a JPEG with a damaged header; `ett`,
  /// `sat`, `ht` on two orientation test images; `CO`, `QL`, `OY` on a portrait, at confidence
  /// 60-95), while text comes in lines with longer words (`Coach D seat 61`, `Row F Seat 12`).
  static func inTextLine(_ words: [RecognizedWord]) -> [RecognizedWord] {
    func long(_ w: RecognizedWord) -> Bool {
      w.text.filter { $0.isLetter || $0.isNumber }.count >= 4
    }
    let lines = Set(words.filter(long).map(\.line))
    return words.filter { long($0) || lines.contains($0.line) }
  }

  /// Whether a read word has two letters or digits (lone marks and letters are what noise reads
  /// as).
  static func isWord(_ text: String) -> Bool {
    text.filter { $0.isLetter || $0.isNumber }.count >= 2
  }

  /// Whether confident words are text rather than texture read as letters: one word of four
  /// letters or digits, or two of three. Photos without text give only short scraps (`Ba`, `fy`,
  /// `a4` on the fixtures' textless photos at confidence 60-88; docs/text.md).
  static func hasText(_ words: [RecognizedWord]) -> Bool {
    let lengths = words.map { $0.text.filter { $0.isLetter || $0.isNumber }.count }
    return lengths.contains { $0 >= 4 } || lengths.filter { $0 >= 3 }.count >= 2
  }

  /// The folded tokens of a read word as the full-text index splits it (`Password:` →
  /// `password`; `blue-otter-4419` → `blue`, `otter`, `4419`).
  static func tokens(_ text: String) -> [String] {
    Tokenizer.fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }
}

/// A stored word with its box.
public struct StoredTextWord: Sendable, Hashable, Codable {
  /// The word as read.
  public var text: String
  /// The recogniser's confidence, 0…100.
  public var confidence: Double
  /// Where it is (fractions of the oriented image).
  public var box: TextBox
}

extension LibraryStore {
  /// The words read in an asset, in reading order (all of them, or those of at least
  /// `minimumConfidence`).
  public func textWords(assetID: Int64, minimumConfidence: Double = 0) throws -> [StoredTextWord] {
    try withConnection { db in
      try db.query(
        """
        SELECT word, confidence, box_left, box_top, box_right, box_bottom FROM text_words
        WHERE asset_id = ? AND confidence >= ? ORDER BY ordinal
        """, [.integer(assetID), .real(minimumConfidence)]
      ).map {
        StoredTextWord(
          text: $0[0].text ?? "", confidence: $0[1].real ?? 0,
          box: TextBox(
            left: $0[2].real ?? 0, top: $0[3].real ?? 0, right: $0[4].real ?? 0,
            bottom: $0[5].real ?? 0))
      }
    }
  }

  /// The searchable text read in an asset (words of enough confidence, lines joined by ` ; `),
  /// or nil when none was.
  public func readText(assetID: Int64) throws -> String? {
    try withConnection { db in
      try db.scalar("SELECT words FROM asset_text_read WHERE rowid = ?", [.integer(assetID)])?.text
    }
  }

  /// The words of each asset that a query's text matches found (for highlighting), by asset id;
  /// assets with none are left out.
  public func matchedTextWords(_ query: PhotoSearchQuery, assetIDs: [Int64]) throws
    -> [Int64: [StoredTextWord]]
  {
    let matches = query.subjects.compactMap(\.text) + query.places.compactMap(\.text)
    guard !matches.isEmpty, !assetIDs.isEmpty else { return [:] }
    var out: [Int64: [StoredTextWord]] = [:]
    for id in assetIDs {
      let words = try textWords(assetID: id, minimumConfidence: TextMatching.minimumConfidence)
      let tokens = words.map { TextStore.tokens($0.text) }
      var hit = Set<Int>()
      for match in matches {
        hit.formUnion(TextMatching.wordsMatched(by: match, in: tokens))
      }
      if !hit.isEmpty { out[id] = hit.sorted().map { words[$0] } }
    }
    return out
  }
}

extension LibraryStore {
  /// How the library can match a what value: `subject` (photos annotated with its concept),
  /// `words` (its words in titles, captions, keywords, albums or file names) and/or `text` (the
  /// text read in photos), each only when some photo matches that way; what `search --json`
  /// reports as `matched_by` for a what value.
  public func subjectMatchSources(_ subject: SubjectFilter) throws -> [String] {
    try withConnection { db in
      var sources: [String] = []
      if !subject.conceptIDs.isEmpty {
        let marks = Array(repeating: "?", count: subject.conceptIDs.count).joined(separator: ",")
        if try db.scalar(
          "SELECT 1 FROM asset_subjects WHERE concept_id IN (\(marks)) LIMIT 1",
          subject.conceptIDs.map { .text($0) }) != nil
        {
          sources.append("subject")
        }
      } else if let match = FullTextExpression.subject(subject) {
        let list = match.list(db.dialect)
        if try db.scalar(list.sql + " LIMIT 1", list.parameters) != nil {
          sources.append("words")
        }
      }
      if let text = subject.text {
        let list = TextMatching.readTextList(text, dialect: db.dialect)
        if try db.scalar(list.sql + " LIMIT 1", list.parameters) != nil { sources.append("text") }
      }
      return sources
    }
  }
}

extension LibraryStore {
  /// How many assets have searchable read text.
  public func assetsWithReadText() throws -> Int {
    try withConnection { db in
      Int(try db.scalar("SELECT count(*) FROM asset_text_read")?.integer ?? 0)
    }
  }
}
