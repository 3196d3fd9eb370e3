import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How a command opens a library.
public enum LibraryOpenMode: Sendable, Equatable {
  /// Creates the library when the file is missing (only `index`, `sample`, `serve` and
  /// `--create`); reads and writes.
  case create
  /// The library must exist; read and write when the file can be written, else read only.
  case existing
  /// The library must exist; opened read only, nothing is written (not even the journal mode).
  case readOnly
}

/// Why a library could not be opened. Nothing is written to the file in any of these cases.
public enum LibraryOpenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No library at the path (and the command does not create one).
  case missing(path: String)
  /// The file is not a photosearch library (another application's database, or not SQLite).
  case notALibrary(path: String, reason: String)
  /// The library was written by a newer photosearch.
  case newerSchema(path: String, found: Int, supported: Int)

  /// A readable description with what to do.
  public var description: String {
    switch self {
    case .missing(let path):
      return
        "no library at \(path) (create one with `photosearch index FOLDER --library \(path)`)"
    case .notALibrary(let path, let reason):
      return "\(path) is not a photosearch library (\(reason)); left untouched"
    case .newerSchema(let path, let found, let supported):
      return
        "\(path) has library schema version \(found), newer than this photosearch reads (\(supported)); upgrade photosearch"
    }
  }
}

/// Checks a file before anything is written to it, then creates or migrates it.
enum LibraryOpening {
  /// `PRAGMA application_id` of a photosearch library ("PSKL").
  static let applicationID: Int64 = 0x5053_4B4C
  /// Tables every photosearch library has had since version 1 (libraries written before the
  /// application id was set are recognised by them).
  static let coreTables: Set<String> = ["roots", "assets", "errors", "keywords", "people"]

  /// What the file at a path holds.
  enum Contents: Equatable {
    /// No file, an empty file or an SQLite database without any table: a new library.
    case nothing
    /// A photosearch library at a schema version this code can read.
    case library(version: Int)
  }

  /// Looks at the file without writing to it; throws for foreign files and newer schemas.
  static func inspect(_ path: String) throws -> Contents {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return .nothing }
      throw LibraryOpenError.notALibrary(
        path: path, reason: "cannot read the file: \(String(cString: strerror(errno)))")
    }
    var buffer = [UInt8](repeating: 0, count: 100)
    let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 100, 0) }
    let readError = errno
    close(fd)
    guard count >= 0 else {  // a folder, or an I/O error
      throw LibraryOpenError.notALibrary(
        path: path, reason: "cannot read the file: \(String(cString: strerror(readError)))")
    }
    let header = Data(buffer.prefix(count))
    if header.isEmpty { return .nothing }
    guard header.count == 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else {
      throw LibraryOpenError.notALibrary(path: path, reason: "not an SQLite database")
    }
    let headerID = header[68..<72].reduce(Int64(0)) { $0 << 8 | Int64($1) }
    if headerID != 0, headerID != applicationID {
      throw LibraryOpenError.notALibrary(
        path: path, reason: "an SQLite database with application_id \(headerID)")
    }
    let db = try openReadOnly(path)
    return try check(db, path: path)
  }

  /// Checks an open connection's application id, tables and schema version.
  static func check(_ db: SQLiteConnection, path: String) throws -> Contents {
    let id = try db.scalar("PRAGMA application_id")?.integer ?? 0
    let version = Int(try db.scalar("PRAGMA user_version")?.integer ?? 0)
    let tables = Set(
      try db.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { $0[0].text })
    if id == 0 {
      if tables.isEmpty && version == 0 { return .nothing }
      guard coreTables.isSubset(of: tables), version >= 1 else {
        let some = tables.sorted().prefix(5).joined(separator: ", ")
        throw LibraryOpenError.notALibrary(
          path: path, reason: "an SQLite database of another application (tables: \(some))")
      }
    } else if id != applicationID {
      throw LibraryOpenError.notALibrary(
        path: path, reason: "an SQLite database with application_id \(id)")
    }
    guard version <= LibrarySchema.currentVersion else {
      throw LibraryOpenError.newerSchema(
        path: path, found: version, supported: LibrarySchema.currentVersion)
    }
    return .library(version: version)
  }

  /// A read-only connection (immutable when the `-shm` file of a WAL library cannot be made).
  static func openReadOnly(_ path: String) throws -> SQLiteConnection {
    let db = try SQLiteConnection(path: path, access: .readOnly)
    do {
      _ = try db.scalar("SELECT count(*) FROM sqlite_master")
      return db
    } catch {
      let immutable = try SQLiteConnection(path: path, access: .immutable)
      _ = try immutable.scalar("SELECT count(*) FROM sqlite_master")
      return immutable
    }
  }

  /// Switches to WAL, then creates or migrates the library inside one `BEGIN IMMEDIATE`
  /// transaction (checking again under the lock, so two first opens at once both succeed).
  /// WAL comes first so that creating a library is one WAL commit, which `synchronous=NORMAL`
  /// does not sync, instead of a rollback journal's eight syncs of journal, folder and database.
  /// Only files ``inspect(_:)`` found empty or a photosearch library get here.
  static func prepare(_ db: SQLiteConnection, path: String) throws {
    try db.execute("PRAGMA foreign_keys=ON")
    var attempts = 0
    while try db.scalar("PRAGMA journal_mode")?.text?.lowercased() != "wal" {
      do {
        try db.execute("PRAGMA journal_mode=WAL")
      } catch let error as SQLiteError where attempts < 100 && error.code == 5 {  // SQLITE_BUSY
        attempts += 1
        usleep(50_000)
      }
    }
    try db.execute("PRAGMA synchronous=NORMAL")
    try db.transaction {
      let version: Int
      switch try check(db, path: path) {
      case .nothing: version = 0
      case .library(let v): version = v
      }
      guard version < LibrarySchema.currentVersion else { return }
      for next in version..<LibrarySchema.currentVersion {
        try db.execute(LibrarySchema.migrations[next])
      }
      try db.execute(
        "PRAGMA application_id = \(applicationID); PRAGMA user_version = \(LibrarySchema.currentVersion)"
      )
    }
  }
}
