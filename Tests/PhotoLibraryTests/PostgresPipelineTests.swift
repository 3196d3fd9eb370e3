import Foundation
import Testing

@testable import PhotoLibrary

/// Transactions on PostgreSQL send their statements in pipeline mode (``PostgresPipeline``):
/// what a transaction writes, the errors it meets and the statements it prepares must come out as
/// when each statement waited for its answer. Needs `PHOTOSEARCH_TEST_POSTGRES`.
@Suite(.enabled(if: TestPostgres.isAvailable, "PHOTOSEARCH_TEST_POSTGRES names no server"))
struct PostgresPipelineTests {
  /// A session on a fresh database with a table `t(n bigint PRIMARY KEY, word text)`.
  func session() throws -> PostgresConnection {
    let db = try PostgresConnection(url: try TestPostgres.freshDatabase())
    try db.execute("CREATE TABLE t(n bigint PRIMARY KEY, word text)")
    return db
  }

  @Test func aQueryInsideATransactionSeesTheRowsSentBeforeIt() throws {
    let db = try session()
    let seen = try db.transaction {
      for n: Int64 in 1...3 {
        try db.run("INSERT INTO t(n, word) VALUES (?, ?)", [.integer(n), .text("w")])
      }
      return try db.scalar("SELECT count(*) FROM t")?.integer
    }
    #expect(seen == 3)
    #expect(try db.scalar("SELECT count(*) FROM t")?.integer == 3)
  }

  @Test func anErrorInASentStatementRollsTheTransactionBackAndTheSessionGoesOn() throws {
    let db = try session()
    #expect(throws: PostgresError.self) {
      try db.transaction {
        try db.run("INSERT INTO t(n, word) VALUES (?, ?)", [.integer(1), .text("a")])
        try db.run("INSERT INTO t(n, word) VALUES (?, ?)", [.integer(1), .text("b")])  // duplicate
        try db.run("INSERT INTO t(n, word) VALUES (?, ?)", [.integer(2), .text("c")])
      }
    }
    #expect(try db.scalar("SELECT count(*) FROM t")?.integer == 0)
    try db.transaction { try db.run("INSERT INTO t(n, word) VALUES (?, ?)", [.integer(5), .null]) }
    #expect(try db.scalar("SELECT n FROM t")?.integer == 5)
  }

  /// A statement is prepared on its second use; when that prepare was in a pipeline an earlier
  /// error aborted, it never reached the server: the next use prepares it again instead of
  /// naming a missing statement.
  @Test func aStatementWhosePrepareWasAbortedIsPreparedAgain() throws {
    let db = try session()
    let insert = "INSERT INTO t(n, word) VALUES (?, ?) ON CONFLICT DO NOTHING"
    try db.transaction { try db.run(insert, [.integer(6), .text("first use")]) }
    #expect(throws: PostgresError.self) {
      try db.transaction {
        try db.run("INSERT INTO no_such_table VALUES (?)", [.integer(1)])
        try db.run(insert, [.integer(7), .text("x")])
      }
    }
    for n in [7, 8] { try db.transaction { try db.run(insert, [.integer(Int64(n)), .text("x")]) } }
    #expect(try db.scalar("SELECT count(*) FROM t WHERE word = ?", [.text("x")])?.integer == 2)
  }

  @Test func moreStatementsThanOnePipelineHoldsAllCommit() throws {
    let db = try session()
    let count = PostgresPipeline.limit * 2 + 17
    try db.transaction {
      for n in 0..<count { try db.run("INSERT INTO t(n) VALUES (?)", [.integer(Int64(n))]) }
    }
    #expect(try db.scalar("SELECT count(*) FROM t")?.integer == Int64(count))
  }
}
