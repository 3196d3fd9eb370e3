/// FTS5 match expressions over the index's `asset_text` table.
enum FullTextExpression {
  /// The columns a subject is looked for in: labels and keywords, title, caption, album, folder
  /// and file name (not people or place names).
  static let subjectColumns = "{title caption keywords album folder file_name}"

  /// A quoted FTS5 phrase (inner quotes doubled).
  static func phrase(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Matches a photo naming the subject by any of its terms in any word form; nil when the
  /// subject has no usable term.
  static func subject(_ filter: SubjectFilter) -> String? {
    var seen: Set<String> = []
    var phrases: [String] = []
    for term in filter.terms {
      for form in SubjectTermForms.forms(of: term) where seen.insert(form).inserted {
        if form.contains(where: { $0.isLetter || $0.isNumber }) { phrases.append(phrase(form)) }
      }
    }
    guard !phrases.isEmpty else { return nil }
    return subjectColumns + " : (" + phrases.joined(separator: " OR ") + ")"
  }

  /// Matches photos naming every subject; nil when one of them has no usable term (nothing can
  /// match it).
  static func allSubjects(_ filters: [SubjectFilter]) -> String? {
    var parts: [String] = []
    for f in filters {
      guard let e = subject(f) else { return nil }
      parts.append("(" + e + ")")
    }
    return parts.joined(separator: " AND ")
  }
}
