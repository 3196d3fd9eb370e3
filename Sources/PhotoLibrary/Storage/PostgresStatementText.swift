import Foundation

/// Turns the SQL the store writes (SQLite's spelling where the engines share a statement) into
/// PostgreSQL's: `?` placeholders become `$1…$n`; SQLite's index hints (`INDEXED BY`,
/// `NOT INDEXED`) and `COLLATE NOCASE` go (case-insensitive columns are `citext` there);
/// `LIMIT -1` becomes `LIMIT ALL`; `LIKE`, case-insensitive in SQLite, becomes `ILIKE`; the
/// unary `+` SQLite reads as "no index for this column" goes.
enum PostgresStatementText {
  /// The PostgreSQL text of `sql`, and how many parameters it has.
  static func translate(_ sql: String) -> (sql: String, parameterCount: Int) {
    var text = sql
    for (pattern, replacement) in rewrites {
      text = pattern.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
    }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    var count = 0
    var quote: Character?
    for c in text {
      if let q = quote {
        if c == q { quote = nil }
        out.append(c)
      } else if c == "'" || c == "\"" {
        quote = c
        out.append(c)
      } else if c == "?" {
        count += 1
        out += "$\(count)"
      } else {
        out.append(c)
      }
    }
    return (out, count)
  }

  // Force-tried: the patterns are constants checked by the tests.
  static let rewrites: [(NSRegularExpression, String)] = [
    (try! NSRegularExpression(pattern: "\\s+INDEXED BY\\s+\\w+", options: [.caseInsensitive]), ""),
    (try! NSRegularExpression(pattern: "\\s+NOT INDEXED\\b", options: [.caseInsensitive]), ""),
    (
      try! NSRegularExpression(pattern: "\\s+COLLATE\\s+NOCASE\\b", options: [.caseInsensitive]), ""
    ),
    (
      try! NSRegularExpression(pattern: "\\bLIMIT\\s+-1\\b", options: [.caseInsensitive]),
      "LIMIT ALL"
    ),
    (try! NSRegularExpression(pattern: "\\bLIKE\\b", options: [.caseInsensitive]), "ILIKE"),
    // SQLite's unary `+` keeps a column from an index (PostgreSQL has none on text).
    (try! NSRegularExpression(pattern: "(^|[\\s(,])\\+(?=[A-Za-z_])", options: []), "$1"),
  ]
}
