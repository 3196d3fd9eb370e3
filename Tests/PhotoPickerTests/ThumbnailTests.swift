import Foundation
import PhotoLibrary
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct ThumbnailTests {
  @Test func appliesExifOrientationAndCachesByFileState() throws {
    let folder = try temporaryFolder()
    let source = folder.appendingPathComponent("sideways.jpg")
    let pixels = [UInt8](repeating: 128, count: 400 * 200 * 3)
    try Vips.writeRGB(pixels, width: 400, height: 200, orientation: 6, to: source.path)
    #expect(try Vips.pixelSize(of: source.path) == (200, 400))

    let cache = try ThumbnailCache(directory: folder.appendingPathComponent("thumbs"))
    let thumb = try cache.thumbnail(for: source, size: 100)
    let size = try Vips.pixelSize(of: thumb.path)
    #expect(size.width == 50 && size.height == 100)  // rotated to portrait
    #expect(thumb.deletingLastPathComponent().path == cache.directory.path)

    let again = try cache.thumbnail(for: source, size: 100)
    #expect(again == thumb)
    let square = try cache.thumbnail(for: source, size: 100, square: true)
    #expect(square != thumb)
    #expect(try Vips.pixelSize(of: square.path) == (100, 100))

    // A changed file gets a new cache entry.
    try Vips.writeRGB(
      [UInt8](repeating: 10, count: 300 * 300 * 3), width: 300, height: 300, to: source.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: source.path)
    let changed = try cache.thumbnail(for: source, size: 100)
    #expect(changed != thumb)
    #expect(try Vips.pixelSize(of: changed.path) == (100, 100))
  }

  @Test func badInputThrowsInsteadOfCrashing() throws {
    let folder = try temporaryFolder()
    let cache = try ThumbnailCache(directory: folder.appendingPathComponent("thumbs"))
    let garbage = folder.appendingPathComponent("garbage.jpg")
    try Data("not an image".utf8).write(to: garbage)
    #expect(throws: (any Error).self) { try cache.thumbnail(for: garbage, size: 64) }
    #expect(throws: (any Error).self) {
      try cache.thumbnail(for: folder.appendingPathComponent("missing.jpg"), size: 64)
    }
    #expect(throws: (any Error).self) { try cache.thumbnail(for: folder, size: 64) }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
    #expect(leftovers.isEmpty)
  }

  @Test func heicFromTheCorpusWhenAvailable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.appendingPathComponent("../shared/corpus/library-dev").standardizedFileURL
    // The first HEIC libvips can read (the corpus also holds deliberately broken files).
    let heic = FixtureLibrary.scan(directory: corpus).first {
      $0.fileURL.pathExtension.lowercased() == "heic"
        && (try? Vips.pixelSize(of: $0.fileURL.path)) != nil
    }
    guard let heic, Vips.supportsHEIF else {
      print("SKIP heicFromTheCorpusWhenAvailable: no ../shared corpus HEIC or no libheif")
      return
    }
    let folder = try temporaryFolder()
    let cache = try ThumbnailCache(directory: folder)
    let original = try Vips.pixelSize(of: heic.fileURL.path)
    let thumb = try cache.thumbnail(for: heic.fileURL, size: 48)
    let size = try Vips.pixelSize(of: thumb.path)
    // Shrunk to fit 48 px, never enlarged, same orientation.
    #expect(max(size.width, size.height) == min(48, max(original.width, original.height)))
    #expect((size.width >= size.height) == (original.width >= original.height))
  }
}

/// Issue 10, defect 4: a photo in a folder whose name is not UTF-8 (Latin-1 `Vacances été
/// 2003`) is indexed with its bytes kept (escaped in the path string); its thumbnail is served.
@Suite struct NonUTF8ThumbnailTests {
  @Test func aPhotoInALatin1FolderHasAThumbnail() throws {
    let folder = try temporaryFolder()
    let latin1: [UInt8] =
      Array("Vacances ".utf8) + [0xE9] + Array("t".utf8) + [0xE9]
      + Array(" 2003".utf8)
    let directory = Array(folder.path.utf8) + [0x2F] + latin1
    let made = (directory.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      mkdir($0.baseAddress!, 0o755)
    }
    try #require(made == 0)
    let staging = folder.appendingPathComponent("plage.jpg").path
    try Vips.writeRGB(
      [UInt8](repeating: 200, count: 64 * 48 * 3), width: 64, height: 48, to: staging)
    let target = directory + Array("/plage.jpg".utf8)
    let moved = (Array(staging.utf8).map { CChar(bitPattern: $0) } + [0])
      .withUnsafeBufferPointer { from in
        (target.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { to in
          rename(from.baseAddress!, to.baseAddress!)
        }
      }
    try #require(moved == 0)
    // The path as the index stores it and the picker's data source hands it over.
    let stored = FileSystemPath.decode(target)
    #expect(FileSystemPath.bytes(stored) == target)
    let cache = try ThumbnailCache(directory: folder.appendingPathComponent("thumbs"))
    let thumb = try cache.thumbnail(for: URL(fileURLWithPath: stored), size: 32)
    #expect(try Vips.pixelSize(of: thumb.path) == (32, 24))
  }
}
