import Foundation
import InputSuggestions
import PhotoQuery
import SuggestionSearch
import Testing

@testable import PhotoLibrary
@testable import PhotoSearch

/// Searching by media kind finds exactly the fixtures of that kind, and stats counts them
/// (issue 13).
@Suite struct MediaKindSearchTests {
  let zone = TimeZone(identifier: "Europe/London")!

  func paths(_ s: PhotoLibrarySearch, text: String) throws -> Set<String> {
    let engine = s.suggestionEngine(locale: Locale(identifier: "en_US"), timeZone: zone)
    let suggestion = try #require(
      engine.photoSearchSuggestion(
        for: text, context: .search, reference: LocalDateTime(Date(), in: zone)))
    return Set(try s.search(suggestion, limit: nil).matches.map(\.path))
  }

  @Test(arguments: TestEngine.available) func eachKindFindsExactlyItsFixtures(engine: TestEngine)
    throws
  {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try MediaKindFixtures.writeKindsLibrary(at: root)
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    _ = try Indexer(store: store).index(folders: [root])
    let search = try PhotoLibrarySearch(store: store)
    let expected = MediaKindFixtures.expected
    #expect(try paths(search, text: "slo-mo videos") == expected["slo-mo"])
    #expect(try paths(search, text: "portraits") == expected["portrait"])
    #expect(try paths(search, text: "time-lapse") == expected["time-lapse"])
    #expect(try paths(search, text: "screen recordings") == expected["screen recording"])

    let stats = try store.stats()
    #expect(stats.mediaKinds["slo-mo"] == 2)
    #expect(stats.mediaKinds["time-lapse"] == 2)
    #expect(stats.mediaKinds["screen recordings"] == 3)
    #expect(stats.mediaKinds["portraits"] == 2)
    #expect(stats.mediaKinds["videos"] == 9)
    #expect(stats.mediaKinds["photos"] == 3)
    #expect(stats.traits["screen recording"] == 3)
  }
}

/// Real files from `../shared/corpus/photos` with the markers, when that folder is present.
@Suite(
  "Media kinds on real files",
  .enabled(if: MediaKindCorpus.folder != nil, "../shared/corpus/photos is not present"))
struct MediaKindCorpusTests {
  func reading(_ relative: String) throws -> AssetReading {
    let folder = try #require(MediaKindCorpus.folder)
    let path = folder + "/" + relative
    let name = (relative as NSString).lastPathComponent
    let file = ScannedFile(
      relativePath: name, absolutePath: path, size: 0, mtimeNanos: 0, inode: 0)
    return AssetReader.read(file)
  }

  @Test func anIPhonePortraitWithDepthAndAPortraitMatte() throws {
    let r = try reading("pigallery2/test/backend/assets/orientation/IMG_0307.HEIC")
    #expect(r.error == nil)
    #expect(r.traits.contains(.portrait))
  }

  @Test func iPhonePhotosWithOnlyAGainMapAreNoPortraits() throws {
    for path in [
      "pigallery2/test/backend/assets/live_photo/IMG_7943.HEIC",
      "photoprism/assets/examples/iphone_15_pro.heic",
    ] {
      let r = try reading(path)
      #expect(r.error == nil, "\(path)")
      #expect(!r.traits.contains(.portrait), "\(path)")
    }
  }
}

/// Where the shared photo corpus is.
enum MediaKindCorpus {
  static var folder: String? {
    let path = Fixtures.packageRoot.appendingPathComponent("../shared/corpus/photos")
      .standardized.path
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }
}

extension MediaKindCorpusTests {
  @Test func anIPhoneMakerNoteReachesTheReaderAndHoldsNoBurst() throws {
    let folder = try #require(MediaKindCorpus.folder)
    let raw = try Exiv2Reader.read(
      path: folder + "/pigallery2/test/backend/assets/live_photo/IMG_7943.HEIC"
    ).get()
    let note = try #require(raw.first("@AppleMakerNote"))
    #expect(note.hasPrefix("4170706c6520694f5300"))  // "Apple iOS\0"
    #expect(AppleMakerNote.burstUUID(hex: note) == nil)
  }
}

extension MediaKindCorpusTests {
  @Test func multiPictureJPEGsWithoutAppleDepthAreNoPortraits() throws {
    let folder = try #require(MediaKindCorpus.folder)
    // A Fujifilm JPEG with its preview, and an Ultra HDR JPEG with its gain map.
    for path in ["exiftool/t/images/ExifTool.jpg", "pillow/Tests/images/ultrahdr.jpg"] {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
      let offsets = MultiPictureReader.secondaryImageOffsets(Array(bytes.prefix(1 << 16)))
      #expect(offsets.count == 1, "\(path)")
      // The index points at a second JPEG.
      if let offset = offsets.first, offset + 1 < bytes.count {
        #expect(bytes[offset] == 0xFF && bytes[offset + 1] == 0xD8, "\(path)")
      }
      #expect(!MultiPictureReader.hasAppleDepth(path: folder + "/" + path), "\(path)")
    }
  }
}
