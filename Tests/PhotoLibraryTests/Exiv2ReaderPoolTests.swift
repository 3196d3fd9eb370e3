import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// exiv2 in helper processes (issue 10): reads run on every core, each file bounded in memory
/// and time, and a helper that crashes, hangs or runs out of memory costs only its file.
@Suite struct Exiv2ReaderPoolTests {
  /// The helper built beside the test binary (`swift build` builds it).
  static let helper = Exiv2ReaderPool.shared.executable
  static let helperMissing = "photosearch-exiv2-reader is not built next to the tests"

  /// A PNG whose iTXt XMP chunk declares `mebibytes` MiB; the file is sparse, so the declared
  /// bytes are there (zeros) while the disk holds a few blocks. exiv2 allocates the chunk, then
  /// copies it twice (measured: 2.1 GB peak RSS for 512 MiB without a bound).
  static func writeHugeXMPChunkPNG(at path: String, mebibytes: Int) throws {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be32(data.count) + body + be32(Int(crc32(body)))
    }
    let header = be32(1) + be32(1) + [8, 0, 0, 0, 0]
    let declared = mebibytes << 20
    let head: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + be32(declared)
      + Array("iTXt".utf8) + Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0]
      + Array("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">".utf8)
    try Data(head).write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64(8 + 25 + 8 + declared))  // past the chunk's data
    try handle.write(contentsOf: Data(be32(0) + chunk("IEND", [])))  // its (wrong) CRC, IEND
    try handle.close()
  }

  static func be32(_ v: Int) -> [UInt8] {
    [
      UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16),
      UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v),
    ]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      crc ^= UInt32(b)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return ~crc
  }

  /// A shell script standing in for the helper.
  static func script(_ body: String, in folder: String) throws -> String {
    let path = folder + "/helper-\(UUID().uuidString).sh"
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  @Test(.enabled(if: helper != nil, Comment(rawValue: helperMissing)))
  func aFileDeclaringAHugeXMPChunkStopsAtTheMemoryBound() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Self.writeHugeXMPChunkPNG(at: root + "/huge.png", mebibytes: 512)
    try Fixtures.jpeg(at: root + "/good.jpg", [("Xmp.dc.title", "good")])
    let pool = Exiv2ReaderPool(executable: Self.helper, memoryLimitMiB: 128)
    let huge = try #require(pool.read(path: root + "/huge.png"))
    guard case .failure(let error) = huge else {
      Issue.record("read past the memory bound: \(huge)")
      return
    }
    #expect(error.reason == "reading needed more than 128 MiB of memory (reader stopped)")
    // The same helper goes on with the next file.
    let good = try #require(pool.read(path: root + "/good.jpg")).get()
    #expect(good.first("Xmp.dc.title") == "good")
  }

  @Test(.enabled(if: helper != nil, Comment(rawValue: helperMissing)))
  func parallelReadsInHelpersMatchReadsInProcess() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let count = 48
    var paths: [String] = []
    for i in 0..<count {
      let path = root + "/x\(i).jpg"
      try Data(ConcurrentReadTests.jpegWithFreshNamespaces(subject: "word\(i)", namespaces: 12))
        .write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let files = paths
    let pool = Exiv2ReaderPool(executable: Self.helper)
    let expected = files.map { try? Exiv2Reader.readInProcess(path: $0).get() }
    let differ = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: count) { i in
      let raw = try? pool.read(path: files[i])?.get()
      if raw == nil || raw != expected[i] || raw?.all("Xmp.dc.subject") != ["word\(i)"] {
        differ.withLock { $0.append(i) }
      }
    }
    #expect(differ.withLock { $0 }.isEmpty)
  }

  @Test(.enabled(if: helper != nil, Comment(rawValue: helperMissing)))
  func helpersStartedAheadServeTheReads() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let file = root + "/a.jpg"
    try Fixtures.jpeg(at: file, [("Xmp.dc.title", "ahead")])
    let starts = root + "/starts.txt"
    let helper = try #require(Self.helper)
    let counting = try Self.script("echo started >> '\(starts)'\nexec '\(helper)' \"$@\"", in: root)
    let pool = Exiv2ReaderPool(executable: counting)
    pool.startHelpers(2)
    pool.startHelpers(2)  // two are idle already: none more
    #expect(pool.idleCount == 2)
    for _ in 0..<3 {
      #expect(try pool.read(path: file)?.get().first("Xmp.dc.title") == "ahead")
    }
    pool.shutDown()  // waits for both to exit
    #expect(pool.idleCount == 0)
    let lines = try String(contentsOfFile: starts, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2, "the reads used the helpers started ahead, and no other")
  }

  @Test(.enabled(if: helper != nil, Comment(rawValue: helperMissing)))
  func retiredHelpersExitAndAreWaitedForAtShutDown() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let file = root + "/a.jpg"
    try Fixtures.jpeg(at: file, [("Xmp.dc.title", "after")])
    let starts = root + "/starts.txt"
    let exits = root + "/exits.txt"
    let helper = try #require(Self.helper)
    // The shell outlives the helper and notes its exit: waiting for the shell waits for that.
    let noting = try Self.script(
      "echo started >> '\(starts)'\n'\(helper)' \"$@\"\necho exited >> '\(exits)'", in: root)
    let pool = Exiv2ReaderPool(executable: noting)
    pool.startHelpers(2)
    #expect(pool.idleCount == 2)
    pool.retireIdleHelpers()
    #expect(pool.idleCount == 0, "retired helpers serve no more reads")
    #expect(try pool.read(path: file)?.get().first("Xmp.dc.title") == "after")
    pool.shutDown()  // waits for the two retired helpers and the new one
    let exited = (try? String(contentsOfFile: exits, encoding: .utf8)) ?? ""
    #expect(exited.split(separator: "\n").count == 3)
    let started = try String(contentsOfFile: starts, encoding: .utf8).split(separator: "\n")
    #expect(started.count == 3, "a read after retiring starts a new helper")
  }

  @Test func aHelperThatCrashesExitsOrHangsCostsOnlyItsFile() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let file = root + "/a.jpg"
    try Fixtures.jpeg(at: file)
    let crashing = try Self.script("kill -SEGV $$", in: root)
    let exiting = try Self.script("exit 3", in: root)
    let hanging = try Self.script("exec sleep 30", in: root)
    let crashes = Exiv2ReaderPool(executable: crashing)
    #expect(
      crashes.read(path: file)
        == .failure(MetadataReadError("the metadata reader crashed (signal 11) on this file")))
    let exits = Exiv2ReaderPool(executable: exiting)
    #expect(
      exits.read(path: file)
        == .failure(MetadataReadError("the metadata reader exited (status 3) on this file")))
    let hangs = Exiv2ReaderPool(executable: hanging, timeLimit: 0.5)
    let started = Date()
    #expect(
      hangs.read(path: file)
        == .failure(MetadataReadError("reading took longer than 0.5 s (reader killed)")))
    #expect(Date().timeIntervalSince(started) < 10)
    // A missing helper leaves reading to this process.
    #expect(Exiv2ReaderPool(executable: root + "/missing").read(path: file) == nil)
  }
}
