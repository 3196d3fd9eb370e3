import Foundation
import Testing

@testable import PhotoLibrary

/// Issue 10, defect 2: videos never reach exiv2's QuickTime reader, which corrupts the heap on a
/// user-data atom of size 1 and spins on an `ftyp` box of size 0x80000000.
@Suite struct HostileVideoTests {
  /// 80 bytes: an `ftyp` box that declares 0x80000000 bytes, then zeros.
  static let hugeFileTypeBox: [UInt8] =
    [0x80, 0x00, 0x00, 0x00] + Array("ftypqt  ".utf8) + [0x00, 0x00, 0x02, 0x00]
    + Array("qt  ".utf8) + [UInt8](repeating: 0, count: 60)

  /// 403 bytes: `ftyp`, then a `moov` with a plain `mvhd` and a `udta` atom whose 32-bit size is
  /// 1 (a 64-bit size follows: 4 GiB, far past its parent), holding a `©xyz` item and zeros.
  static let userDataOfSizeOne: [UInt8] = {
    var b: [UInt8] = [0, 0, 0, 20] + Array("ftypqt  ".utf8) + [0, 0, 2, 0] + Array("qt  ".utf8)
    b += [0, 0, 0x01, 0x7F] + Array("moov".utf8)  // 383 bytes
    b += [0, 0, 0, 108] + Array("mvhd".utf8) + [0, 0, 0, 0]  // version 0, flags
    b += [0xD6, 0x3B, 0x4E, 0x80, 0xD6, 0x3B, 0x4E, 0x80]  // created, modified (2017)
    b += [0, 0, 0x02, 0x58, 0, 0, 0x02, 0x58]  // timescale 600, duration 600
    b += [0, 1, 0, 0, 1, 0] + [UInt8](repeating: 0, count: 10)  // rate, volume, reserved
    b += [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    b += [0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0]  // matrix (36 bytes)
    b += [UInt8](repeating: 0, count: 24) + [0, 0, 0, 2]  // pre-defined, next track id
    b += [0, 0, 0, 1] + Array("udta".utf8) + [0, 0, 0, 1, 0, 0, 0, 0]  // size 1, then 4 GiB
    b += [0, 0, 0, 30, 0xA9] + Array("xyz".utf8) + [0, 18, 0x15, 0xC7]
    b += Array("+38.7223-009.1393/".utf8)
    b += [UInt8](repeating: 0, count: 403 - b.count)
    return b
  }()

  @Test func theHostileFilesAreByteForByteAsDescribed() {
    #expect(Self.hugeFileTypeBox.count == 80)
    #expect(Self.userDataOfSizeOne.count == 403)
    #expect(Array(Self.userDataOfSizeOne[136..<144]) == [0, 0, 0, 1] + Array("udta".utf8))
  }

  @Test func aFolderWithHostileMoviesFinishesAndSkipsThem() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/a.jpg", [("Xmp.dc.title", "first")])
    try Fixtures.jpeg(at: root + "/b.jpg", [("Xmp.dc.title", "second")])
    try Data(Self.hugeFileTypeBox).write(to: URL(fileURLWithPath: root + "/spin.mov"))
    try Data(Self.userDataOfSizeOne).write(to: URL(fileURLWithPath: root + "/heap.mov"))
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let started = Date()
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(summary.indexed == 2)
    #expect(Set(summary.skipped.map(\.path)) == ["heap.mov", "spin.mov"])
    #expect(summary.skipped.allSatisfy { $0.reason.hasPrefix("unreadable video: ") })
    let records = try Fixtures.export(store)
    #expect(records["a.jpg"]?["title"] as? String == "first")
    #expect(records["b.jpg"]?["title"] as? String == "second")
    // The next run goes past them without reading them again.
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.unchanged == 4)
    #expect(again.skipped.count == 2 && again.skipped.allSatisfy(\.known))
  }

  /// A clip whose `mdat` uses the 64-bit size (4 GiB, sparse) before its `moov`: only box
  /// headers are read, so it takes no time (exiv2 read the data through, 11 s per GiB).
  @Test func a64BitMediaDataBoxIsSteppedOver() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/big.mp4"
    let gib4: UInt64 = 4 << 30
    let head: [UInt8] = QuickTimeFixtures.box("ftyp", Array("isom".utf8) + [0, 0, 2, 0])
      + [0, 0, 0, 1] + Array("mdat".utf8) + QuickTimeFixtures.u64(gib4)
    let movie = QuickTimeFixtures.box(
      "moov", QuickTimeFixtures.mvhd(created: 1_716_033_631, timescale: 600, duration: 1200))
    try Data(head).write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64(head.count - 16) + gib4)  // the end of the sparse mdat
    try handle.write(contentsOf: Data(movie))
    try handle.close()
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let started = Date()
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(summary.indexed == 1 && summary.skipped.isEmpty)
    #expect(try Fixtures.export(store)["big.mp4"]?["duration"] as? Double == 2)
  }

  @Test func exiv2sRawQuickTimeDateIsAUTCInstant() {
    var raw = RawMetadata()
    raw.append("Xmp.video.DateUTC", "3600000000")
    let time = MetadataExtractor.extract(raw).captureTime
    #expect(time?.utc == "2018-01-28T16:00:00Z")
    #expect(time?.local == "2018-01-28T16:00:00")
    #expect(time?.isUTCOnly == true)
    var zero = RawMetadata()
    zero.append("Xmp.video.DateUTC", "0")
    #expect(MetadataExtractor.extract(zero).captureTime == nil)
  }
}
