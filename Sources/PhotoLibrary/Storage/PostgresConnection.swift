import CLibPQ
import Foundation

/// One PostgreSQL session through libpq, behind the storage boundary. Statements are prepared
/// once per text and parameter types and reused; rows stream in libpq's single-row mode, so a
/// million-row export never sits in memory at once. Inside a transaction, statements go out in
/// pipeline mode (``PostgresPipeline``): those whose rows nobody reads travel with the next one
/// whose rows are wanted, or with the `COMMIT`. Used from one thread at a time.
public final class PostgresConnection: LibraryDatabase {
  private let handle: OpaquePointer
  private var prepared: [String: String] = [:]
  /// Prepared statements made so far (names are `s0`, `s1`, …; one whose prepare failed in a
  /// pipeline is not reused).
  private var preparedCount = 0
  /// Whether transactions pipeline their statements (`PSK_POSTGRES_PIPELINE=0`: one round trip
  /// per statement, to measure what pipelining does).
  static let pipelines = ProcessInfo.processInfo.environment["PSK_POSTGRES_PIPELINE"] != "0"
  /// Hashes of the statement keys sent once (the next use prepares them).
  private var usedOnce = Set<Int>()
  /// Set inside ``transaction(_:)``: statements are pipelined.
  private var inTransaction = false
  /// The commands sent in pipeline mode and not read yet (nil: not in pipeline mode).
  private var pipeline: PostgresPipeline?
  private var translated: [String: (sql: String, parameterCount: Int)] = [:]
  /// Where the session connects, with any password left out (for messages).
  public let displayURL: String

  /// Connects to `url` (`postgresql://user@host:port/database`, libpq's syntax).
  public init(url: String) throws {
    displayURL = Self.redacted(url)
    guard let conn = PQconnectdb(url) else {
      throw PostgresError(sqlState: "", message: "out of memory", context: "connect")
    }
    guard PQstatus(conn) == CONNECTION_OK else {
      let message = String(cString: PQerrorMessage(conn)).trimmingCharacters(
        in: .whitespacesAndNewlines)
      PQfinish(conn)
      throw PostgresError(sqlState: "", message: message, context: "connect to \(displayURL)")
    }
    handle = conn
    // Each search statement is planned with its own values (the planner's choice of driver
    // depends on them), and notices about existing objects stay quiet. No parallel workers: a
    // first page reads an index for a few milliseconds, and a Gather waits for its slowest
    // worker, which on a busy server is one the scheduler has not run yet (the same statement
    // took 157–768 ms with two workers and 131–209 ms without on the 1,000,000-asset benchmark
    // at load 7 on two cores; docs/storage.md). Several searchers are the parallelism.
    try execute(
      "SET client_min_messages = warning; SET plan_cache_mode = force_custom_plan; SET max_parallel_workers_per_gather = 0"
    )
  }

  deinit { PQfinish(handle) }

  /// PostgreSQL.
  public var dialect: SQLDialect { .postgresql }

  /// Runs one or more statements without parameters (`PQexec`), after the pipelined ones.
  public func execute(_ sql: String) throws {
    try leavePipeline()
    guard let result = PQexec(handle, sql) else { throw failure(nil, String(sql.prefix(120))) }
    defer { PQclear(result) }
    let status = PQresultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      throw failure(result, String(sql.prefix(120)))
    }
  }

  /// Runs `sql` with `values` bound, ignoring results. Inside a transaction it is only sent: an
  /// error surfaces at the next statement whose rows are read, or at the commit.
  public func run(_ sql: String, _ values: [SQLValue]) throws {
    guard inTransaction, Self.pipelines else { return try forEachRow(sql, values) { _ in } }
    try sendPipelined(sql, values, wantsRows: false)
    if pipeline?.isFull == true { _ = try syncPipeline() }
  }

  /// Rows of `sql` with `values` bound.
  public func query(_ sql: String, _ values: [SQLValue]) throws -> [[SQLValue]] {
    var rows: [[SQLValue]] = []
    try forEachRow(sql, values) { rows.append($0) }
    return rows
  }

  /// Streams the rows of `sql` (single-row mode) to `body`; inside a transaction the rows come
  /// all at once, with the results of the statements sent before.
  public func forEachRow(
    _ sql: String, _ values: [SQLValue], _ body: ([SQLValue]) throws -> Void
  ) throws {
    if inTransaction, Self.pipelines {
      try sendPipelined(sql, values, wantsRows: true)
      for row in try syncPipeline() { try body(row) }
      return
    }
    try leavePipeline()
    var statement = statement(sql, values)
    if case .prepare(let name, let key, let text, let oids) = statement {
      let result = oids.withUnsafeBufferPointer {
        PQprepare(handle, name, text, Int32($0.count), $0.baseAddress)
      }
      defer { PQclear(result) }
      guard let result, PQresultStatus(result) == PGRES_COMMAND_OK else {
        prepared[key] = nil
        throw failure(result, "prepare \(text.prefix(160))")
      }
      statement = .prepared(name)
    }
    guard send(statement, values) == 1 else { throw failure(nil, "send \(sql.prefix(120))") }
    PQsetSingleRowMode(handle)
    var failed: PostgresError?
    var bodyError: Error?
    while let result = PQgetResult(handle) {
      defer { PQclear(result) }
      switch PQresultStatus(result) {
      case PGRES_SINGLE_TUPLE:
        guard failed == nil, bodyError == nil else { continue }
        do { try body(Self.row(result, 0)) } catch { bodyError = error }
      case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
        break
      default:
        if failed == nil { failed = failure(result, String(sql.prefix(120))) }
      }
    }
    if let failed { throw failed }
    if let bodyError { throw bodyError }
  }

  /// Runs `body` in one transaction; a deadlock or serialization failure (another writer won)
  /// rolls back and runs it again, up to 5 times.
  ///
  /// Inside it, plans are cached again (`plan_cache_mode = auto`): the session's
  /// `force_custom_plan` is for searches, and under it every foreign-key check of every inserted
  /// row (a cached SPI plan) was planned anew: about a third of the server's CPU time in a full
  /// index (docs/storage.md).
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    var attempt = 0
    while true {
      inTransaction = true
      do {
        let result = try {
          defer { inTransaction = false }
          if Self.pipelines {
            try sendPipelined("BEGIN", [], wantsRows: false)
            try sendPipelined("SET LOCAL plan_cache_mode = auto", [], wantsRows: false)
          } else {
            try execute("BEGIN; SET LOCAL plan_cache_mode = auto")
          }
          let result = try body()
          if Self.pipelines {
            try sendPipelined("COMMIT", [], wantsRows: false)
            _ = try syncPipeline()
          } else {
            try execute("COMMIT")
          }
          return result
        }()
        try leavePipeline()
        return result
      } catch let error as PostgresError where error.isTransient && attempt < 5 {
        rollBack()
        attempt += 1
        usleep(UInt32.random(in: 10_000...50_000) * UInt32(attempt))
      } catch {
        rollBack()
        throw error
      }
    }
  }

  /// Ends a failed transaction: reads what is still pipelined, then rolls back (a transaction
  /// the server already ended, or never began, rolls back with a warning only).
  private func rollBack() {
    if pipeline != nil { _ = try? syncPipeline() }
    try? leavePipeline()
    try? execute("ROLLBACK")
  }

  /// Sends `sql` in pipeline mode (entering it), preparing it first in the same pipeline when
  /// this text and these types are used the second time (``statement(_:_:)``).
  private func sendPipelined(_ sql: String, _ values: [SQLValue], wantsRows: Bool) throws {
    if pipeline == nil {
      guard PQenterPipelineMode(handle) == 1 else { throw failure(nil, "enter pipeline mode") }
      pipeline = PostgresPipeline()
    }
    let context = String(sql.prefix(120))
    var statement = statement(sql, values)
    if case .prepare(let name, let key, let text, let oids) = statement {
      let sent = oids.withUnsafeBufferPointer {
        PQsendPrepare(handle, name, text, Int32($0.count), $0.baseAddress)
      }
      guard sent == 1 else { throw failure(nil, "prepare \(context)") }
      pipeline?.append(.prepare(key: key))
      statement = .prepared(name)
    }
    guard send(statement, values) == 1 else { throw failure(nil, "send \(context)") }
    pipeline?.append(.statement(context: context, wantsRows: wantsRows))
  }

  /// Reads the results of everything pipelined (one round trip) and returns the rows of the
  /// statement that wanted them.
  private func syncPipeline() throws -> [[SQLValue]] {
    guard var current = pipeline, !current.sent.isEmpty else { return [] }
    var unprepared: [String] = []
    defer {
      pipeline = current
      for key in unprepared { prepared[key] = nil }
    }
    return try current.sync(handle, failure: failure, unprepared: &unprepared)
  }

  /// Leaves pipeline mode, reading whatever is still pipelined first.
  private func leavePipeline() throws {
    guard pipeline != nil else { return }
    _ = try syncPipeline()
    pipeline = nil
    guard PQexitPipelineMode(handle) == 1 else { throw failure(nil, "leave pipeline mode") }
  }

  /// The version recorded in `photosearch_schema` (0 when there is none).
  public func schemaVersion() throws -> Int {
    guard try hasTable("photosearch_schema") else { return 0 }
    return Int(try scalar("SELECT max(version) FROM photosearch_schema")?.integer ?? 0)
  }

  /// Whether the current schema has a table of this name.
  public func hasTable(_ name: String) throws -> Bool {
    try scalar(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?",
      [.text(name)])?.integer ?? 0 > 0
  }

  /// How a statement is sent.
  private enum Statement {
    /// Prepared before under this name.
    case prepared(String)
    /// To prepare under `name` (cached under `key`) before it is sent.
    case prepare(name: String, key: String, sql: String, oids: [Oid])
    /// Sent with its text (the unnamed statement): the first use of a text and types.
    case once(sql: String, oids: [Oid])
  }

  /// Sends `statement` with `values` (text format), without waiting.
  private func send(_ statement: Statement, _ values: [SQLValue]) -> Int32 {
    let texts: [UnsafeMutablePointer<CChar>?] = values.map { value in
      switch value {
      case .null: return nil
      case .integer(let v): return strdup(String(v))
      case .real(let v): return strdup(Self.text(of: v))
      case .text(let v): return strdup(v)
      }
    }
    defer { for t in texts { free(t) } }
    let parameters = texts.map { $0.map { UnsafePointer<CChar>($0) } }
    return parameters.withUnsafeBufferPointer { buffer -> Int32 in
      let values = buffer.isEmpty ? nil : buffer.baseAddress
      switch statement {
      case .prepared(let name), .prepare(let name, _, _, _):
        return PQsendQueryPrepared(handle, name, Int32(buffer.count), values, nil, nil, 0)
      case .once(let sql, let oids):
        return oids.withUnsafeBufferPointer {
          PQsendQueryParams(
            handle, sql, Int32(buffer.count), $0.baseAddress, values, nil, nil, 0)
        }
      }
    }
  }

  /// How to send `sql` with these value types. A text and types are prepared on their second
  /// use, and reused from then on; the first goes as the unnamed statement, so the many
  /// multi-row statements used once (a batch's last, shorter chunk) are not all kept on the
  /// server. A prepared name is taken at once: the caller prepares it, or forgets the key when
  /// the server did not.
  private func statement(_ sql: String, _ values: [SQLValue]) -> Statement {
    let types = values.map { value -> Character in
      switch value {
      case .integer: return "i"
      case .real: return "r"
      case .text, .null: return "t"
      }
    }
    let key = String(types) + "\u{0}" + sql
    if let name = prepared[key] { return .prepared(name) }
    let text: (sql: String, parameterCount: Int)
    if let t = translated[sql] {
      text = t
    } else {
      text = PostgresStatementText.translate(sql)
      translated[sql] = text
    }
    // int8 and float8 for numbers; text and NULL left for PostgreSQL to infer from the context
    // (a `citext` column compares without case, a `tsquery` cast parses).
    let oids: [Oid] = values.map { value in
      switch value {
      case .integer: return 20
      case .real: return 701
      case .text, .null: return 0
      }
    }
    guard !values.isEmpty, !usedOnce.insert(key.hashValue).inserted else {
      return .once(sql: text.sql, oids: oids)
    }
    let name = "s\(preparedCount)"
    preparedCount += 1
    prepared[key] = name
    return .prepare(name: name, key: key, sql: text.sql, oids: oids)
  }

  /// Row `index` of `result` as values: integers and booleans as integers, floating and numeric
  /// types as reals, everything else as text.
  static func row(_ result: OpaquePointer, _ index: Int32) -> [SQLValue] {
    (0..<PQnfields(result)).map { column in
      if PQgetisnull(result, index, column) == 1 { return .null }
      let text = String(cString: PQgetvalue(result, index, column))
      switch PQftype(result, column) {
      case 20, 21, 23, 26: return Int64(text).map { .integer($0) } ?? .text(text)
      case 16: return .integer(text == "t" ? 1 : 0)
      case 700, 701, 1700: return Double(text).map { .real($0) } ?? .text(text)
      default: return .text(text)
      }
    }
  }

  /// `value` as the text it is sent as (null stays null), for a statement whose columns give the
  /// types (a multi-row `INSERT`): its prepared statement then does not depend on which values
  /// are numbers and which are null.
  static func untyped(_ value: SQLValue) -> SQLValue {
    switch value {
    case .null, .text: return value
    case .integer(let v): return .text(String(v))
    case .real(let v): return .text(text(of: v))
    }
  }

  /// A double as PostgreSQL's float8 input reads it back exactly.
  static func text(of value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }

  private func failure(_ result: OpaquePointer?, _ context: String) -> PostgresError {
    if let result, let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))) {
      let message = String(cString: PQresultErrorMessage(result))
      return PostgresError(
        sqlState: String(cString: state),
        message: message.trimmingCharacters(in: .whitespacesAndNewlines), context: context)
    }
    return PostgresError(
      sqlState: "",
      message: String(cString: PQerrorMessage(handle)).trimmingCharacters(
        in: .whitespacesAndNewlines), context: context)
  }

  /// `url` without the password of its user part.
  static func redacted(_ url: String) -> String {
    guard let scheme = url.range(of: "://"),
      let at = url.range(of: "@", range: scheme.upperBound..<url.endIndex)
    else { return url }
    let user = url[scheme.upperBound..<at.lowerBound]
    guard let colon = user.firstIndex(of: ":") else { return url }
    return String(url[..<colon]) + ":…" + String(url[at.lowerBound...])
  }
}
