/// Full-text conditions over the index's `asset_text`: which words a photo must name, rendered
/// for each engine (an FTS5 match expression on SQLite, a `tsquery` on PostgreSQL).
struct FullTextExpression: Sendable, Equatable {
  /// Every group must match; a group matches when any of its phrases does. A phrase is its
  /// words in order.
  var groups: [[String]]

  /// The columns a subject is looked for in: labels and keywords, title, caption, album, folder
  /// and file name (not people or place names).
  static let subjectColumns = "{title caption keywords album folder file_name}"

  /// A quoted FTS5 phrase (inner quotes doubled).
  static func phrase(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Matches a photo naming the subject by any of its terms in any word form; nil when the
  /// subject has no usable term.
  static func subject(_ filter: SubjectFilter) -> FullTextExpression? {
    var seen: Set<String> = []
    var phrases: [String] = []
    for term in filter.terms {
      for form in SubjectTermForms.forms(of: term) where seen.insert(form).inserted {
        if form.contains(where: { $0.isLetter || $0.isNumber }) { phrases.append(form) }
      }
    }
    guard !phrases.isEmpty else { return nil }
    return FullTextExpression(groups: [phrases])
  }

  /// Matches photos naming every subject; nil when one of them has no usable term (nothing can
  /// match it).
  static func allSubjects(_ filters: [SubjectFilter]) -> FullTextExpression? {
    var groups: [[String]] = []
    for f in filters {
      guard let e = subject(f) else { return nil }
      groups += e.groups
    }
    return FullTextExpression(groups: groups)
  }

  /// The FTS5 match expression over the subject columns.
  var fts5: String {
    groups.map { group in
      "(" + Self.subjectColumns + " : (" + group.map(Self.phrase).joined(separator: " OR ") + "))"
    }.joined(separator: " AND ")
  }

  /// The `tsquery` over the subject words (``FullTextTokens`` on both sides, so a phrase is its
  /// tokens side by side); nil when no phrase has a token.
  var tsquery: String? {
    var parts: [String] = []
    for group in groups {
      let phrases = group.compactMap { phrase -> String? in
        let tokens = FullTextTokens.tokens(of: phrase)
        guard !tokens.isEmpty else { return nil }
        return "(" + tokens.map(FullTextTokens.quoted).joined(separator: " <-> ") + ")"
      }
      guard !phrases.isEmpty else { return nil }
      parts.append("(" + phrases.joined(separator: " | ") + ")")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " & ")
  }

  /// `SELECT rowid FROM asset_text WHERE …` listing the assets that match, with its parameter.
  func list(_ dialect: SQLDialect) -> SQLClause {
    switch dialect {
    case .sqlite:
      return SQLClause(
        sql: "SELECT rowid FROM asset_text WHERE asset_text MATCH ?", parameters: [.text(fts5)])
    case .postgresql:
      guard let tsquery else { return SQLClause(sql: "SELECT rowid FROM asset_text WHERE 1=0") }
      return SQLClause(
        sql: "SELECT rowid FROM asset_text WHERE subject_words @@ CAST(? AS tsquery)",
        parameters: [.text(tsquery)])
    }
  }
}
