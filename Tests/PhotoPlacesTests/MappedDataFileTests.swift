import Foundation
import Testing

@testable import PhotoPlaces

/// The reverse geocoder's table is mapped, not read into memory (``MappedDataFile``).
@Suite struct MappedDataFileTests {
  @Test func aMappedFileHasTheFilesBytesAndAMissingOneIsNil() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("psk-mapped-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = "1\tPlace\t48.85\t2.35\n2\tOther\t-33.9\t151.2\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("table.tsv"))
    try Data().write(to: folder.appendingPathComponent("empty.tsv"))
    let mapped = try #require(MappedDataFile("table.tsv", in: folder))
    #expect(mapped.count == text.utf8.count)
    #expect(mapped.withUnsafeBufferPointer { Array($0) } == Array(text.utf8))
    #expect(MappedDataFile("empty.tsv", in: folder)?.count == 0)
    #expect(MappedDataFile("missing.tsv", in: folder) == nil)
    #expect(MappedDataFile("table.tsv", in: nil) == nil)
  }
}
