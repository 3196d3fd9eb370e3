import Foundation
import Testing

@testable import PhotoLibrary

@Suite struct QuickTimeReaderTests {
  typealias F = QuickTimeFixtures

  /// 2024-05-18T12:00:31Z.
  let lisbonNoonUTC = 1_716_033_631.0

  func read(_ bytes: [UInt8], name: String = "clip.mov", _ caller: String = #function) throws
    -> Result<QuickTimeMetadata, QuickTimeError>
  {
    let folder = try Fixtures.folder(caller)
    defer { Fixtures.remove(folder) }
    try F.write(bytes, to: folder + "/" + name)
    return QuickTimeReader.read(path: folder + "/" + name)
  }

  @Test func readsMovieHeaderTrackSizeAndAppleKeys() throws {
    let file = F.movie([
      F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600 * 12 + 300),
      F.box("trak", F.tkhd(width: 0, height: 0)),  // audio track first
      F.box("trak", F.tkhd(width: 1920, height: 1080)),
      F.appleMeta([
        ("com.apple.quicktime.location.ISO6709", "+38.7223-009.1393+012.000/"),
        ("com.apple.quicktime.make", "Apple"),
        ("com.apple.quicktime.model", "iPhone 15"),
        ("com.apple.quicktime.creationdate", "2024-05-18T13:00:31+0100"),
      ]),
    ])
    let m = try read(file).get()
    #expect(m.creationEpoch == lisbonNoonUTC)
    #expect(m.duration == 12.5)
    #expect(m.width == 1920 && m.height == 1080)
    #expect(m.make == "Apple" && m.model == "iPhone 15")
    #expect(abs((m.latitude ?? 0) - 38.7223) < 1e-9)
    #expect(abs((m.longitude ?? 0) + 9.1393) < 1e-9)
    #expect(m.altitude == 12)
    #expect(m.brand == "qt  ")
    let time = try #require(m.captureTime)
    #expect(time.local == "2024-05-18T13:00:31")
    #expect(time.offset == "+01:00")
    #expect(time.utc == "2024-05-18T12:00:31Z")
    #expect(!time.isUTCOnly)
  }

  @Test func readsVersion1HeaderAnd64BitMovieBox() throws {
    let file = F.movie(
      brand: "isom",
      [
        F.mvhd(created: lisbonNoonUTC, timescale: 1000, duration: 4000, version: 1),
        F.box("udta", F.userText("©xyz", "-33.8688+151.2093/") + F.u32(0)),
      ], largeMovie: true)
    let m = try read(file, name: "clip.mp4").get()
    #expect(m.creationEpoch == lisbonNoonUTC)
    #expect(m.duration == 4)
    #expect(abs((m.latitude ?? 0) + 33.8688) < 1e-9)
    #expect(abs((m.longitude ?? 0) - 151.2093) < 1e-9)
    #expect(m.altitude == nil)
    // Only mvhd: a UTC instant, flagged as such until a position gives the zone.
    let time = try #require(m.captureTime)
    #expect(time.isUTCOnly)
    #expect(time.offset == "+00:00")
    #expect(time.local == "2024-05-18T12:00:31")
  }

  @Test func userDataDayWithOffsetBeatsMovieHeader() throws {
    let file = F.movie([
      F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600),
      F.box("udta", F.userText("©day", "2024-05-18T14:00:31+0200")),
    ])
    let time = try #require(try read(file).get().captureTime)
    #expect(time.source == "QuickTime:©day")
    #expect(time.local == "2024-05-18T14:00:31")
    #expect(time.utc == "2024-05-18T12:00:31Z")
  }

  @Test func readsITunesStyleUserDataMetaItems() throws {
    // udta/meta is a full box here (version and flags before its children).
    let day = F.box(
      "©day", F.box("data", F.u32(1) + F.u32(0) + Array("2019-08-02T17:45:00-0700".utf8)))
    let model = F.box("©mod", F.box("data", F.u32(1) + F.u32(0) + Array("Pixel 3".utf8)))
    let meta = F.box(
      "meta",
      [0, 0, 0, 0] + F.box("hdlr", [UInt8](repeating: 0, count: 24)) + F.box("ilst", day + model))
    let file = F.movie(
      brand: "mp42", [F.mvhd(created: nil, timescale: 600, duration: 0), F.box("udta", meta)])
    let m = try read(file, name: "clip.mp4").get()
    #expect(m.model == "Pixel 3")
    let time = try #require(m.captureTime)
    #expect(time.local == "2019-08-02T17:45:00")
    #expect(time.offset == "-07:00")
  }

  @Test func zeroCreationTimeMeansUnknown() throws {
    let file = F.movie([F.mvhd(created: nil, timescale: 600, duration: 600)])
    let m = try read(file).get()
    #expect(m.creationEpoch == nil)
    #expect(m.captureTime == nil)
    #expect(m.duration == 1)
  }

  @Test func truncatedAndHostileFilesGiveErrors() throws {
    let good = F.movie([
      F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600),
      F.box("trak", F.tkhd(width: 640, height: 480)),
    ])
    // Cut inside the moov box: the movie is gone.
    let cut = Array(good.prefix(40))
    #expect(throws: QuickTimeError.self) { try read(cut).get() }
    // Every prefix fails or succeeds cleanly, never crashes.
    for length in 0..<good.count {
      _ = try read(Array(good.prefix(length)))
    }
    // A box claiming 4 GB inside a small file.
    let huge =
      F.box("ftyp", F.fourCC("qt  ") + F.u32(0)) + F.u32(0xFFFF_FFF0) + F.fourCC("moov")
      + [UInt8](repeating: 0, count: 64)
    #expect(throws: QuickTimeError.self) { try read(huge).get() }
    // A 64-bit size larger than any file.
    let huge64 = F.u32(1) + F.fourCC("moov") + F.u64(UInt64.max) + [UInt8](repeating: 0, count: 8)
    #expect(throws: QuickTimeError.self) { try read(huge64).get() }
    // A box size smaller than its header.
    let tiny = F.u32(4) + F.fourCC("ftyp") + [UInt8](repeating: 0, count: 16)
    #expect(throws: QuickTimeError.self) { try read(tiny).get() }
    // Not a container at all.
    #expect(throws: QuickTimeError.self) { try read(Array("hello, world, not a movie".utf8)).get() }
    // A JPEG renamed .mov.
    #expect(throws: QuickTimeError.self) { try read(Fixtures.tinyJPEG).get() }
  }

  @Test func corruptingAnyByteNeverCrashes() throws {
    let good = F.movie([
      F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600),
      F.box("trak", F.tkhd(width: 640, height: 480)),
      F.appleMeta([("com.apple.quicktime.creationdate", "2024-05-18T13:00:31+0100")]),
      F.box("udta", F.userText("©xyz", "+38.7223-009.1393/")),
    ])
    let folder = try Fixtures.folder()
    defer { Fixtures.remove(folder) }
    var readable = 0
    for index in 0..<good.count {
      for value: UInt8 in [0x00, 0xFF, 0x7F] {
        var bytes = good
        bytes[index] = value
        try F.write(bytes, to: folder + "/c.mov")
        if case .success = QuickTimeReader.read(path: folder + "/c.mov") { readable += 1 }
      }
    }
    // Most single-byte changes hit values, not structure: the file stays readable.
    #expect(readable > good.count)
  }

  @Test func malformedInnerBoxesLoseOnlyTheirValues() throws {
    // A trak whose child claims more bytes than the trak holds; the mvhd still reads.
    let badTrak = F.box("trak", F.u32(500) + F.fourCC("tkhd") + [0, 0, 0, 0])
    // keys claiming a million entries with one present; ilst index out of range.
    let badKeys = F.box(
      "meta",
      F.box("hdlr", [UInt8](repeating: 0, count: 24))
        + F.box(
          "keys", [0, 0, 0, 0] + F.u32(1_000_000) + F.u32(12) + F.fourCC("mdta") + F.fourCC("abcd"))
        + F.box(
          "ilst", F.u32(24) + F.u32(99) + F.box("data", F.u32(1) + F.u32(0) + [65, 66, 67, 68])))
    let file = F.movie([
      F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600), badTrak, badKeys,
    ])
    let m = try read(file).get()
    #expect(m.creationEpoch == lisbonNoonUTC)
    #expect(m.width == nil)
    #expect(m.appleCreationDate == nil)
  }

  @Test func deeplyNestedBoxesStopAtTheDepthLimit() throws {
    var inner = F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600)
    for _ in 0..<200 { inner = F.box("trak", inner) }
    let m = try read(F.movie([inner])).get()
    #expect(m.creationEpoch == nil)  // mvhd only counts directly inside moov
  }

  @Test func parsesISO6709Forms() {
    let decimal = ISO6709.parse("+38.7223-009.1393+012.000/")
    #expect(decimal?.latitude == 38.7223)
    #expect(decimal?.longitude == -9.1393)
    let minutes = ISO6709.parse("+4230.5-07345.25/")  // 42°30.5′N 73°45.25′W
    #expect(abs((minutes?.latitude ?? 0) - 42.508333) < 1e-5)
    #expect(abs((minutes?.longitude ?? 0) + 73.754167) < 1e-5)
    #expect(ISO6709.parse("+95.0000+010.0000/") == nil)
    #expect(ISO6709.parse("garbage") == nil)
    #expect(ISO6709.parse("") == nil)
  }

  @Test func indexingAVideoUsesTheContainerAndLocalisesByPosition() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    // Android-style clip: mvhd UTC and ©xyz in Lisbon (WEST, UTC+1 in May).
    try F.write(
      F.movie(
        brand: "mp42",
        [
          F.mvhd(created: lisbonNoonUTC, timescale: 1000, duration: 3000),
          F.box("trak", F.tkhd(width: 1280, height: 720)),
          F.box("udta", F.userText("©xyz", "+38.7223-009.1393/")),
        ]), to: root + "/VID_1.mp4")
    // iPhone clip: creationdate with its offset wins over mvhd.
    try F.write(
      F.movie([
        F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600),
        F.appleMeta([("com.apple.quicktime.creationdate", "2024-05-18T08:00:31-0400")]),
      ]), to: root + "/IMG_2.MOV")
    // No position: stays UTC.
    try F.write(
      F.movie([F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600)]),
      to: root + "/clip3.m4v")
    // Truncated: skipped with the reader's reason (issue 10: never handed to exiv2).
    try F.write(
      Array(F.movie([F.mvhd(created: lisbonNoonUTC, timescale: 600, duration: 600)]).prefix(30)),
      to: root + "/broken.mov")
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 3)
    #expect(summary.skipped.map(\.path) == ["broken.mov"])
    #expect(summary.skipped.first?.reason.hasPrefix("unreadable video: ") == true)
    let records = try Fixtures.export(store)
    let android = try #require(records["VID_1.mp4"])
    #expect(android["kind"] as? String == "video")
    #expect(android["date_taken"] as? String == "2024-05-18T13:00:31")
    #expect(android["date_offset"] as? String == "+01:00")
    #expect(android["date_utc"] as? String == "2024-05-18T12:00:31Z")
    #expect(android["date_source"] as? String == "QuickTime:mvhd@Europe/Lisbon")
    #expect((android["width"] as? Int64) == 1280)
    #expect((android["duration"] as? Double) == 3)
    let iphone = try #require(records["IMG_2.MOV"])
    #expect(iphone["date_taken"] as? String == "2024-05-18T08:00:31")
    #expect(iphone["date_offset"] as? String == "-04:00")
    let noPlace = try #require(records["clip3.m4v"])
    #expect(noPlace["date_taken"] as? String == "2024-05-18T12:00:31")
    #expect(noPlace["date_source"] as? String == "QuickTime:mvhd")
    #expect((records["broken.mov"]?["error"] as? String)?.hasPrefix("unreadable video: ") == true)
  }
}
