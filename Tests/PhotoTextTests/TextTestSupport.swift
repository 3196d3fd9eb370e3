import Foundation
import PhotoLibrary
import PhotoText
import Testing

/// Shared helpers: a temporary folder of rendered fixtures, indexed, and word recall.
enum TextTestSupport {
  /// One reader for every test (Tesseract loads once per thread).
  static let reader: TesseractTextReader? = try? TesseractTextReader()

  /// Whether Debian's English Tesseract model is installed (the tests that read need it).
  static var hasTesseract: Bool { reader != nil }

  /// A fresh temporary folder.
  static func folder(_ name: String = #function) throws -> String {
    let path =
      NSTemporaryDirectory()
      + "psk-text-\(name.prefix(24).filter { $0.isLetter })-\(UUID().uuidString.prefix(6))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The fixtures written into `root/photos`, indexed into a new library on `engine`
  /// (`root/library.sqlite`, or a fresh PostgreSQL database).
  static func library(
    _ fixtures: [TextFixture], root: String, engine: TextTestEngine = .sqlite
  ) throws -> LibraryStore {
    let photos = root + "/photos"
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    for f in fixtures { try f.write(into: photos) }
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    _ = try Indexer(store: store, workers: 2).index(folders: [photos])
    return store
  }

  /// The share of `expected` words found among `read` (each read word counts once).
  static func recall(expected: [String], read: [String]) -> Double {
    guard !expected.isEmpty else { return 1 }
    var left: [String: Int] = [:]
    for w in read { left[w, default: 0] += 1 }
    var found = 0
    for w in expected where (left[w] ?? 0) > 0 {
      left[w]! -= 1
      found += 1
    }
    return Double(found) / Double(expected.count)
  }

  /// The folded tokens of what was read.
  static func tokens(_ text: RecognizedText) -> [String] {
    text.words.flatMap { TextFixture.tokens($0.text) }
  }
}

/// The library engines the text tests run on: SQLite always; PostgreSQL when
/// `PHOTOSEARCH_TEST_POSTGRES` names a server (`.ci/run` starts a throw-away cluster and sets it;
/// without it the PostgreSQL cases are left out, as in PhotoLibraryTests' `TestEngine`).
enum TextTestEngine: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  /// `PHOTOSEARCH_TEST_POSTGRES`, e.g. `postgresql://postgres@127.0.0.1:54329/postgres`.
  static let postgresURL: String? = {
    let value = ProcessInfo.processInfo.environment["PHOTOSEARCH_TEST_POSTGRES"] ?? ""
    return value.isEmpty ? nil : value
  }()

  /// The engines under test in this run.
  static var available: [TextTestEngine] {
    postgresURL == nil ? [.sqlite] : [.sqlite, .postgresql]
  }

  var testDescription: String { rawValue }

  /// A new, empty library: a file in `root` (SQLite) or a fresh database on the server.
  func newLibrary(in root: String) throws -> String {
    switch self {
    case .sqlite:
      return root + "/library.sqlite"
    case .postgresql:
      guard let url = Self.postgresURL, var parts = URLComponents(string: url) else {
        throw LibraryStorageError("PHOTOSEARCH_TEST_POSTGRES is not set")
      }
      let database = "psk_text_\(UUID().uuidString.prefix(12).lowercased().filter(\.isHexDigit))"
      try PostgresConnection(url: url).execute("CREATE DATABASE \(database)")
      parts.path = "/" + database
      return parts.string ?? url
    }
  }
}
