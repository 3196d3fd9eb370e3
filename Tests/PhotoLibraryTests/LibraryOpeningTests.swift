import Dispatch
import Foundation
import SuggestionSearch
import Synchronization
import Testing

@testable import PhotoLibrary
@testable import PhotoSearch

/// Issue 10, defect 5: a library is checked before anything is written to it.
@Suite struct LibraryOpeningTests {
  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  static func sideFiles(_ path: String) -> [String] {
    ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
  }

  @Test func aForeignSQLiteFileIsRefusedAndLeftByteForByte() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/other.sqlite"
    do {
      let db = try SQLiteConnection(path: path)
      try db.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT)")
      try db.execute("INSERT INTO notes(body) VALUES ('keep me')")
    }
    let before = try #require(Self.bytes(path))
    for mode in [LibraryOpenMode.create, .existing, .readOnly] {
      #expect(throws: LibraryOpenError.self) { try LibraryStore(path: path, mode: mode) }
    }
    do {
      _ = try LibraryStore(path: path)
    } catch let error as LibraryOpenError {
      #expect(error.description.contains("not a photosearch library"))
    }
    #expect(Self.bytes(path) == before)
    #expect(Self.sideFiles(path).isEmpty)
  }

  @Test func aNonSQLiteFileIsRefusedAndLeftByteForByte() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/notes.txt"
    try Fixtures.text("my shopping list\n", at: path)
    let before = try #require(Self.bytes(path))
    #expect(throws: LibraryOpenError.self) { try LibraryStore(path: path) }
    #expect(Self.bytes(path) == before)
  }

  @Test func aFolderIsNotALibrary() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for mode in [LibraryOpenMode.create, .existing, .readOnly] {
      #expect(throws: LibraryOpenError.self) { try LibraryStore(path: root, mode: mode) }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
  }

  @Test func onlyCreateMakesALibrary() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/typo/library.sqlite"
    #expect(throws: LibraryOpenError.missing(path: path)) {
      try LibraryStore(path: path, mode: .readOnly)
    }
    #expect(throws: LibraryOpenError.missing(path: path)) {
      try LibraryStore(path: path, mode: .existing)
    }
    #expect(!FileManager.default.fileExists(atPath: root + "/typo"))
    let store = try LibraryStore(path: path, mode: .create)
    #expect(try store.schemaVersion() == LibrarySchema.currentVersion)
    #expect(
      try store.withConnection { try $0.scalar("PRAGMA application_id")?.integer }
        == LibraryOpening.applicationID)
  }

  @Test func aReadOnlyLibraryStillSearches() throws {
    let root = try Fixtures.folder()
    defer {
      chmod(root + "/lib", 0o755)
      Fixtures.remove(root)
    }
    try Fixtures.jpeg(at: root + "/photos/IMG_1.jpg", [("Xmp.iptcExt.PersonInImage", "Susan Lee")])
    let path = root + "/lib/library.sqlite"
    do {
      let store = try LibraryStore(path: path)
      _ = try Indexer(store: store).index(folders: [root + "/photos"])
      _ = try PhotoLibrarySearch(store: store)  // as used before: subjects annotated
    }
    #expect(Self.sideFiles(path).isEmpty)
    chmod(path, 0o444)
    chmod(root + "/lib", 0o555)
    let before = try #require(Self.bytes(path))
    for mode in [LibraryOpenMode.readOnly, .existing] {
      let store = try LibraryStore(path: path, mode: mode)
      if mode == .readOnly || getuid() != 0 { #expect(store.isReadOnly) }
      let search = try PhotoLibrarySearch(store: store)
      let found = try search.search(people: ["Susan Lee"])
      #expect(found.matches.map(\.path) == ["IMG_1.jpg"])
    }
    let readOnly = try LibraryStore(path: path, mode: .readOnly)
    #expect(throws: (any Error).self) { try readOnly.markIndexed(rootID: 1) }
    #expect(Self.bytes(path) == before)
  }

  @Test func twoFirstOpensAtOnceBothSucceed() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    for round in 0..<8 {
      let path = root + "/lib\(round).sqlite"
      let failures = Mutex<[String]>([])
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        do {
          let store = try LibraryStore(path: path)
          _ = try store.rootID(for: "/photos")
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
      #expect(failures.withLock { $0 } == [])
      #expect(try LibraryStore(path: path, mode: .readOnly).roots().count == 1)
    }
  }

  @Test func aNewerSchemaIsRefusedWithAClearMessage() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/library.sqlite"
    do {
      let store = try LibraryStore(path: path)
      try store.withConnection {
        try $0.execute("PRAGMA user_version = \(LibrarySchema.currentVersion + 1)")
      }
    }
    let before = try #require(Self.bytes(path))
    for mode in [LibraryOpenMode.create, .existing, .readOnly] {
      #expect(
        throws: LibraryOpenError.newerSchema(
          path: path, found: LibrarySchema.currentVersion + 1,
          supported: LibrarySchema.currentVersion)
      ) { try LibraryStore(path: path, mode: mode) }
    }
    #expect(Self.bytes(path) == before)
    let message = LibraryOpenError.newerSchema(path: path, found: 9, supported: 4).description
    #expect(message.contains("newer") && message.contains("upgrade"))
  }

  @Test func aLibraryFromBeforeTheApplicationIDIsMigrated() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/library.sqlite"
    do {
      let db = try SQLiteConnection(path: path)
      for i in 0..<3 { try db.execute(LibrarySchema.migrations[i]) }
      try db.execute("PRAGMA user_version = 3")
      try db.execute("INSERT INTO roots(path) VALUES ('/old')")
    }
    #expect(try LibraryStore(path: path, mode: .readOnly).roots().map(\.path) == ["/old"])
    let store = try LibraryStore(path: path, mode: .existing)
    #expect(try store.schemaVersion() == LibrarySchema.currentVersion)
    #expect(try store.roots().map(\.path) == ["/old"])
  }
}
