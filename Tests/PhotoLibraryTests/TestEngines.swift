import Foundation
import Testing

@testable import PhotoLibrary

/// The library engines a parameterised test runs on: SQLite always; PostgreSQL when
/// `PHOTOSEARCH_TEST_POSTGRES` names a server (`.ci/run` starts a throw-away cluster and sets
/// it). Without it the PostgreSQL cases are left out, and `PostgresServerTests` shows as skipped.
enum TestEngine: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  /// The engines under test in this run.
  static var available: [TestEngine] {
    TestPostgres.url == nil ? [.sqlite] : [.sqlite, .postgresql]
  }

  var testDescription: String { rawValue }

  /// A new, empty library for a test: a file in `folder` (SQLite) or a fresh database.
  func newLibrary(in folder: String, name: String = #function) throws -> String {
    switch self {
    case .sqlite: return folder + "/.lib/library.sqlite"
    case .postgresql: return try TestPostgres.freshDatabase(name)
    }
  }
}

/// The PostgreSQL server tests may use.
enum TestPostgres {
  /// `PHOTOSEARCH_TEST_POSTGRES`, e.g. `postgresql://postgres@127.0.0.1:54329/postgres`.
  static let url: String? = {
    let value = ProcessInfo.processInfo.environment["PHOTOSEARCH_TEST_POSTGRES"] ?? ""
    return value.isEmpty ? nil : value
  }()

  /// Whether a server was given.
  static var isAvailable: Bool { url != nil }

  /// Creates an empty database on the server and returns its URL.
  static func freshDatabase(_ name: String = #function) throws -> String {
    guard let url, var parts = URLComponents(string: url) else {
      throw LibraryStorageError("PHOTOSEARCH_TEST_POSTGRES is not set")
    }
    let safe = name.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(30)
    let database = "psk_\(safe)_\(UUID().uuidString.prefix(8).lowercased())"
    let admin = try PostgresConnection(url: url)
    try admin.execute("CREATE DATABASE \(database)")
    parts.path = "/" + database
    return parts.string ?? url
  }
}
