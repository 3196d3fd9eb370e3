import Dispatch
import Foundation
import Synchronization
import Testing

@testable import PhotoLibrary

/// exiv2 is used from several threads of one process at once (the fallback without the helper,
/// and the fuzzer): every read must give the same answer as a
/// read on one thread (XMP toolkit and namespace registry are guarded inside the shim).
@Suite struct ConcurrentReadTests {
  @Test func parallelReadsMatchSerialReads() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    var paths: [String] = []
    for i in 0..<24 {
      let path = root + "/IMG_\(i).jpg"
      try Fixtures.jpeg(
        at: path,
        [
          ("Xmp.dc.subject", "word\(i)"), ("Xmp.lr.hierarchicalSubject", "Places|City \(i)"),
          ("Xmp.mwg-rs.Regions", "{struct}"), ("Xmp.mwg-rs.Regions/mwg-rs:RegionList", "{bag}"),
          ("Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]", "{struct}"),
          ("Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]/mwg-rs:Name", "Person \(i)"),
          ("Xmp.iptcExt.PersonInImage", "Other \(i)"), ("Xmp.photoshop.City", "City \(i)"),
          ("Exif.Photo.DateTimeOriginal", "2020:01:\(String(format: "%02d", i + 1)) 10:00:00"),
        ])
      paths.append(path)
    }
    let files = paths
    let serial = files.map { try? Exiv2Reader.readInProcess(path: $0).get() }
    #expect(serial.allSatisfy { $0 != nil })
    let mismatches = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 400) { n in
      let i = n % files.count
      let parallel = try? Exiv2Reader.readInProcess(path: files[i]).get()
      if parallel != serial[i] { mismatches.add(1, ordering: .relaxed) }
    }
    #expect(mismatches.load(ordering: .relaxed) == 0)
  }

  /// A JPEG whose XMP packet (an APP1 segment) declares `namespaces` namespaces never seen before,
  /// so decoding it registers them in the XMP toolkit's global tables.
  static func jpegWithFreshNamespaces(subject: String, namespaces: Int) -> [UInt8] {
    let run = UUID().uuidString
    var declarations = ""
    var properties = ""
    for k in 0..<namespaces {
      declarations += " xmlns:u\(k)=\"http://example.org/\(run)/\(subject)/\(k)/\""
      properties += " u\(k):v=\"\(k)\""
    }
    let packet = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"\(declarations)\(properties)>\
      <dc:subject><rdf:Bag><rdf:li>\(subject)</rdf:li></rdf:Bag></dc:subject></rdf:Description>\
      </rdf:RDF></x:xmpmeta>
      """
    let payload = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8)
    let length = payload.count + 2
    let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    let jpeg = Fixtures.tinyJPEG
    return Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2))
  }

  /// Issue 10, defect 1: `readMetadata()` decodes XMP through the toolkit; with the lock held only
  /// while copying values out, parallel decodes that register namespaces lost whole packets.
  @Test func parallelDecodesOfNewNamespacesKeepEveryPacket() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let count = 96
    var paths: [String] = []
    for i in 0..<count {
      let path = root + "/x\(i).jpg"
      try Data(Self.jpegWithFreshNamespaces(subject: "word\(i)", namespaces: 24))
        .write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let files = paths
    let lost = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: count) { i in
      let raw = try? Exiv2Reader.readInProcess(path: files[i]).get()
      if raw?.all("Xmp.dc.subject") != ["word\(i)"] { lost.withLock { $0.append(i) } }
    }
    #expect(lost.withLock { $0 }.isEmpty)
  }

  @Test func jpegCutBeforeItsImageDataIsSkipped() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/whole.jpg", [("Xmp.dc.title", "whole")])
    // Keep the header up to and including the frame header (SOF), drop the scan data.
    let bytes = Fixtures.tinyJPEG
    let sof = try #require(
      (0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC2 })
    try Data(bytes.prefix(sof + 19)).write(to: URL(fileURLWithPath: root + "/cut.jpg"))
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 1)
    #expect(summary.skipped.map(\.path) == ["cut.jpg"])
  }
}
