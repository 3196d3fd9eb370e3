import Foundation
import Testing

@testable import PhotoLibrary

@Suite struct RawMetadataTests {
  @Test func parsesLinesEscapesAndRepeatedKeys() {
    let raw = RawMetadata(
      tsv:
        "@width\t150\nIptc.Envelope.CharacterSet\t\u{1B}%G\nXmp.dc.subject\ta\\tb\nXmp.dc.subject\tc\\\\d\nXmp.xmp.CreateDate\t2011-06-27T21:35:33+02:00\n"
    )
    #expect(raw.first("@width") == "150")
    #expect(raw.all("Xmp.dc.subject") == ["a\tb", "c\\d"])
    #expect(raw.first("Xmp.xmp.CreateDate") == "2011-06-27T21:35:33+02:00")
    #expect(raw.keys.count == 4)
  }

  @Test func readsRealFileFromCorpusWhenPresent() throws {
    let path = Fixtures.packageRoot.appendingPathComponent(
      "../shared/corpus/photos/exiv2/test/data/20110626_213900.psd"
    ).standardized.path
    guard FileManager.default.fileExists(atPath: path) else {
      print("SKIP: ../shared corpus not found")
      return
    }
    let raw = try Exiv2Reader.read(path: path).get()
    #expect(raw.first("Xmp.xmp.CreateDate") == "2011-06-27T21:35:33+02:00")
    #expect(MetadataExtractor.extract(raw).captureTime?.offset == "+02:00")
  }
}
