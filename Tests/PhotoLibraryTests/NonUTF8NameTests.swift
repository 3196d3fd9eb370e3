import Foundation
import Testing

@testable import PhotoLibrary

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10, defect 4: names that are not UTF-8 (a Latin-1 `Vacances été 2003` folder) are kept
/// as bytes from the scanner to the store, and shown with replacement characters.
@Suite struct NonUTF8NameTests {
  /// "Vacances été 2003" in Latin-1: é is the single byte 0xE9.
  static let latin1Folder: [UInt8] = Array("Vacances ".utf8) + [0xE9] + Array("t".utf8) + [0xE9]
    + Array(" 2003".utf8)

  @Test func bytesRoundTripAndDisplayWithReplacementCharacters() {
    let name = FileSystemPath.decode(Self.latin1Folder)
    #expect(FileSystemPath.bytes(name) == Self.latin1Folder)
    #expect(FileSystemPath.display(name) == "Vacances \u{FFFD}t\u{FFFD} 2003")
    #expect(FileSystemPath.decode(Array("été".utf8)) == "été")  // valid UTF-8 is unchanged
    let mixed: [UInt8] = [0x61, 0xC3, 0x28, 0xF0, 0x9F, 0x98, 0x80, 0xFF]
    #expect(FileSystemPath.bytes(FileSystemPath.decode(mixed)) == mixed)
  }

  @Test func filesInALatin1FolderAreIndexed() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    // Create the folder and a photo in it by bytes (FileManager would re-encode the name).
    let folderBytes = Array(root.utf8) + [0x2F] + Self.latin1Folder
    let made = (folderBytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      mkdir($0.baseAddress!, 0o755)
    }
    #expect(made == 0)
    try Fixtures.jpeg(at: root + "/staging/plage.jpg", [("Xmp.dc.title", "La plage")])
    let moved = (Array((root + "/staging/plage.jpg").utf8).map { CChar(bitPattern: $0) } + [0])
      .withUnsafeBufferPointer { from in
        ((folderBytes + Array("/plage.jpg".utf8)).map { CChar(bitPattern: $0) } + [0])
          .withUnsafeBufferPointer { to in rename(from.baseAddress!, to.baseAddress!) }
      }
    #expect(moved == 0)
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.skipped.isEmpty, "\(summary.skipped)")
    #expect(summary.indexed == 1)
    let records = try Fixtures.export(store)
    let path = FileSystemPath.decode(Self.latin1Folder) + "/plage.jpg"
    #expect(records[path]?["title"] as? String == "La plage")
    #expect(FileSystemPath.bytes(path) == Self.latin1Folder + Array("/plage.jpg".utf8))
    // Unchanged on the next run: the stored path matches the scanned one byte for byte.
    #expect(try Indexer(store: store).index(folders: [root]).unchanged == 1)
  }
}
