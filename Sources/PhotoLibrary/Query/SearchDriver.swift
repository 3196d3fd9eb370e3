/// The filter a plan reads first; every other filter is checked on the rows it yields.
public enum SearchDriver: String, Sendable, CaseIterable {
  /// Walk the capture-time index newest first (with the periods as index ranges) and stop at the
  /// page's end.
  case captureTime = "capture-time index"
  /// Start from one person's face rows.
  case person = "people index"
  /// Start from the subject concept index (`asset_subjects`).
  case subjectIndex = "subject index"
  /// Start from the full-text index's matches.
  case subjects = "full-text index"
  /// Start from the R*Tree and place indexes.
  case places = "place indexes"
  /// Intersect several filters' index lists, then read only the rows in all of them.
  case intersection = "index intersection"
  /// Read every row (the benchmark's baseline).
  case plainScan = "plain scan"
}
