/// One asset's row of the full-text index (`asset_text`): the words search looks for, by column.
public struct AssetTextRow: Sendable, Equatable {
  /// The title.
  public var title: String?
  /// The caption.
  public var caption: String?
  /// Keywords and hierarchy levels, `;`-separated.
  public var keywords: String
  /// Names of the people shown, `;`-separated.
  public var people: String
  /// The album.
  public var album: String?
  /// The folder with ` / ` between levels.
  public var folder: String
  /// The file name.
  public var fileName: String
  /// Written and reverse-geocoded place names, `;`-separated.
  public var places: String

  /// Creates a row.
  public init(
    title: String?, caption: String?, keywords: String, people: String, album: String?,
    folder: String, fileName: String, places: String
  ) {
    self.title = title
    self.caption = caption
    self.keywords = keywords
    self.people = people
    self.album = album
    self.folder = folder
    self.fileName = fileName
    self.places = places
  }

  /// The stored columns of the row for an engine, with the cast each value needs: the FTS5
  /// table's columns on SQLite; on PostgreSQL the words of the subject columns and of all
  /// columns as `tsvector`s cut by ``FullTextTokens`` (so both engines match the same words).
  public func columns(assetID: Int64, dialect: SQLDialect) -> [(
    name: String, value: SQLValue, cast: String?
  )] {
    switch dialect {
    case .sqlite:
      return [
        ("rowid", .integer(assetID), nil), ("title", .optional(title), nil),
        ("caption", .optional(caption), nil), ("keywords", .text(keywords), nil),
        ("people", .text(people), nil), ("album", .optional(album), nil),
        ("folder", .text(folder), nil), ("file_name", .text(fileName), nil),
        ("places", .text(places), nil),
      ]
    case .postgresql:
      let subjects = FullTextTokens.vector([title, caption, keywords, album, folder, fileName])
      let all = FullTextTokens.vector([
        title, caption, keywords, people, album, folder, fileName, places,
      ])
      return [
        ("rowid", .integer(assetID), nil), ("subject_words", .text(subjects), "tsvector"),
        ("all_words", .text(all), "tsvector"),
      ]
    }
  }

  /// The statement storing the row.
  func insert(assetID: Int64, dialect: SQLDialect) -> SQLClause {
    let columns = columns(assetID: assetID, dialect: dialect)
    let marks = columns.map { c in c.cast.map { "CAST(? AS \($0))" } ?? "?" }
    return SQLClause(
      sql:
        "INSERT INTO asset_text(\(columns.map(\.name).joined(separator: ", "))) VALUES (\(marks.joined(separator: ", ")))",
      parameters: columns.map(\.value))
  }
}
