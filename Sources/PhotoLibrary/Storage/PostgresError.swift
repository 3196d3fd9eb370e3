/// An error from PostgreSQL (or from libpq before a statement reached it).
public struct PostgresError: Error, Sendable, CustomStringConvertible {
  /// The SQLSTATE code (`40P01` deadlock, `40001` serialization failure, …), empty when libpq
  /// failed on its own (no connection).
  public var sqlState: String
  /// PostgreSQL's or libpq's message.
  public var message: String
  /// What was being done.
  public var context: String
  /// A one-line description.
  public var description: String {
    "PostgreSQL error\(sqlState.isEmpty ? "" : " \(sqlState)"): \(message) (\(context))"
  }

  /// Whether running the transaction again can succeed (a deadlock or serialization failure,
  /// which PostgreSQL resolves by aborting one of the transactions).
  public var isTransient: Bool { sqlState == "40P01" || sqlState == "40001" }
}
