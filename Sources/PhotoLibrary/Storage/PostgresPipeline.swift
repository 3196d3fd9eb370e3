import CLibPQ

/// The statements a ``PostgresConnection`` has sent in libpq's pipeline mode and not yet read
/// the results of. Inside a transaction, statements whose rows nobody reads (`BEGIN`, inserts,
/// deletes, `COMMIT`) are only sent; the next statement whose rows are wanted goes with them and
/// one round trip (``sync(_:)``) carries them all. A batch of the index took about 20 round trips
/// one statement at a time, each waiting for the server to be scheduled on a busy machine; it
/// now takes 4 (docs/storage.md).
struct PostgresPipeline {
  /// What one sent command was, to read its result.
  enum Sent {
    /// `PQsendPrepare` of the statement cached under this key (dropped from the cache when the
    /// server did not prepare it).
    case prepare(key: String)
    /// A statement (its context for messages); `wantsRows`: its rows are returned.
    case statement(context: String, wantsRows: Bool)
  }

  /// Commands sent and not yet read, in order.
  private(set) var sent: [Sent] = []

  /// Results read this far are discarded after this many unread commands (so the server's
  /// replies never fill the socket while the client is still sending).
  static let limit = 200

  /// Whether enough commands are waiting that they should be read now.
  var isFull: Bool { sent.count >= Self.limit }

  /// Records a sent command.
  mutating func append(_ command: Sent) { sent.append(command) }

  /// Sends a sync, reads the result of every command sent since the last one and returns the rows
  /// of the statements that want them (the last such statement's rows; the earlier ones' are
  /// not kept). Throws the first error; every result up to the sync is read either way, and the
  /// keys of statements the server did not prepare are returned in `unprepared`.
  mutating func sync(
    _ handle: OpaquePointer, failure: (OpaquePointer?, String) -> PostgresError,
    unprepared: inout [String]
  ) throws -> [[SQLValue]] {
    defer { sent = [] }
    guard PQpipelineSync(handle) == 1 else { throw failure(nil, "pipeline sync") }
    var rows: [[SQLValue]] = []
    var error: PostgresError?
    var index = 0
    while true {
      guard let result = PQgetResult(handle) else {
        index += 1  // the end of one command's results
        // More ends than commands: no sync result will come (the connection broke).
        guard index <= sent.count, PQstatus(handle) != CONNECTION_BAD else {
          for case .prepare(let key) in sent { unprepared.append(key) }
          throw error ?? failure(nil, "pipeline")
        }
        continue
      }
      defer { PQclear(result) }
      let status = PQresultStatus(result)
      if status == PGRES_PIPELINE_SYNC { break }
      let command = index < sent.count ? sent[index] : nil
      switch status {
      case PGRES_TUPLES_OK:
        if case .statement(_, true) = command {
          rows = (0..<PQntuples(result)).map { PostgresConnection.row(result, $0) }
        }
      case PGRES_COMMAND_OK:
        break
      default:
        if case .prepare(let key) = command { unprepared.append(key) }
        if status != PGRES_PIPELINE_ABORTED, error == nil {
          switch command {
          case .statement(let context, _): error = failure(result, context)
          case .prepare: error = failure(result, "prepare")
          case nil: error = failure(result, "pipeline")
          }
        }
      }
    }
    if let error { throw error }
    return rows
  }
}
