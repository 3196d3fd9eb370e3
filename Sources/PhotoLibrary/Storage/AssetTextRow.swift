/// One asset's row of the full-text index (`asset_text`): the words search looks for, by column.
struct AssetTextRow: Sendable, Equatable {
  var title: String?
  var caption: String?
  /// Keywords and hierarchy levels, `;`-separated.
  var keywords: String
  /// Names of the people shown, `;`-separated.
  var people: String
  var album: String?
  /// The folder with ` / ` between levels.
  var folder: String
  var fileName: String
  /// Written and reverse-geocoded place names, `;`-separated.
  var places: String

  /// The statement storing the row: the FTS5 table's columns on SQLite; on PostgreSQL the words
  /// of the subject columns and of all columns as `tsvector`s cut by ``FullTextTokens``.
  func insert(assetID: Int64, dialect: SQLDialect) -> SQLClause {
    switch dialect {
    case .sqlite:
      return SQLClause(
        sql:
          "INSERT INTO asset_text(rowid, title, caption, keywords, people, album, folder, file_name, places) VALUES (?,?,?,?,?,?,?,?,?)",
        parameters: [
          .integer(assetID), .optional(title), .optional(caption), .text(keywords), .text(people),
          .optional(album), .text(folder), .text(fileName), .text(places),
        ])
    case .postgresql:
      let subjects = FullTextTokens.vector([title, caption, keywords, album, folder, fileName])
      let all = FullTextTokens.vector([
        title, caption, keywords, people, album, folder, fileName, places,
      ])
      return SQLClause(
        sql:
          "INSERT INTO asset_text(rowid, subject_words, all_words) VALUES (?, CAST(? AS tsvector), CAST(? AS tsvector))",
        parameters: [.integer(assetID), .text(subjects), .text(all)])
    }
  }
}
