import Testing

@testable import PhotoLibrary

/// The shared SQL becomes PostgreSQL's spelling (no server needed).
@Suite struct PostgresStatementTextTests {
  @Test func placeholdersAreNumberedOutsideQuotes() {
    let (sql, count) = PostgresStatementText.translate(
      "SELECT '?' || name FROM people WHERE name = ? AND id IN (?, ?)")
    #expect(sql == "SELECT '?' || name FROM people WHERE name = $1 AND id IN ($2, $3)")
    #expect(count == 3)
  }

  @Test func sqliteHintsAndCaseRulesBecomePostgres() {
    let (sql, _) = PostgresStatementText.translate(
      "SELECT a.id FROM assets a INDEXED BY assets_date_walk WHERE a.city = ? COLLATE NOCASE AND +a.id IN (SELECT asset_id FROM faces WHERE +person_id = ?) AND a.album LIKE ? LIMIT -1 OFFSET ?"
    )
    #expect(
      sql
        == "SELECT a.id FROM assets a WHERE a.city = $1 AND a.id IN (SELECT asset_id FROM faces WHERE person_id = $2) AND a.album ILIKE $3 LIMIT ALL OFFSET $4"
    )
    let (scan, _) = PostgresStatementText.translate(
      "SELECT 1 FROM assets a NOT INDEXED WHERE CAST(value AS INTEGER) + 1 > 0")
    #expect(scan == "SELECT 1 FROM assets a WHERE CAST(value AS INTEGER) + 1 > 0")
  }

  @Test func fullTextWordsAreCutLikeFTS5() {
    #expect(
      FullTextTokens.tokens(of: "Pastéis de NATA, Lisbon/2024") == [
        "pasteis", "de", "nata", "lisbon", "2024",
      ])
    #expect(FullTextTokens.tokens(of: "IMG_2041.jpg") == ["img", "2041", "jpg"])
    // A phrase never runs from one column into the next.
    #expect(FullTextTokens.vector(["red", "car"]) == "'car':2001 'red':1")
    let dogs = FullTextExpression(groups: [["dog", "hot dog"], ["beach"]])
    #expect(dogs.tsquery == "(('dog') | ('hot' <-> 'dog')) & (('beach'))")
    #expect(FullTextTokens.quoted("o'brien\\") == "'o''brien\\\\'")
  }
}
