import Foundation
import Testing

@testable import PhotoLibrary

/// Issue 10, defect 8: metadata readers on camera files the corpus never had.
@Suite struct UnseenCameraTests {
  @Test func makeModelAndOrientationFromTheExifSubIFDWhenIFD0LacksThem() {
    var raw = RawMetadata()
    raw.append("Exif.Photo.0x010f", "TEKOM")
    raw.append("Exif.Photo.0x0110", "Polaroid iE090")
    raw.append("Exif.Photo.0x0112", "6")
    let m = MetadataExtractor.extract(raw)
    #expect(m.make == "TEKOM" && m.model == "Polaroid iE090" && m.orientation == 6)
    raw.append("Exif.Image.Make", "Polaroid")
    #expect(MetadataExtractor.extract(raw).make == "Polaroid")  // IFD0 still wins
  }

  @Test func aSonyMakerNoteRatingOfZeroIsZero() {
    var raw = RawMetadata()
    raw.append("Exif.Sony2.Rating", "0")
    #expect(MetadataExtractor.extract(raw).rating == 0)
  }

  @Test func goProRawIsARawFile() {
    #expect(MediaFileTypes.isMedia("GOPR0001.GPR"))
    #expect(MediaFileTypes.raws.contains("gpr"))
  }

  /// A 1×1 GIF89a with an "XMP DataXMP" application extension after the image.
  static func gifWithXMP(title: String) -> [UInt8] {
    var b = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0]  // screen, global colour table
    b += [0, 0, 0, 0xFF, 0xFF, 0xFF]  // two colours
    b += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0]  // image, LZW data
    let packet = """
      <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">\
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" \
      xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">\
      \(title)</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>\
      <?xpacket end="w"?>
      """
    b += [0x21, 0xFF, 0x0B] + Array("XMP DataXMP".utf8) + Array(packet.utf8)
    b += [0x01] + (0...255).reversed().map { UInt8($0) } + [0x00, 0x00]  // magic trailer
    b += [0x3B]
    return b
  }

  @Test func xmpInAGIFIsRead() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let path = root + "/anim.gif"
    try Data(Self.gifWithXMP(title: "Fireworks")).write(to: URL(fileURLWithPath: path))
    let info = try FileManager.default.attributesOfItem(atPath: path)
    let file = ScannedFile(
      relativePath: "anim.gif", absolutePath: path, size: (info[.size] as? Int64) ?? 0,
      mtimeNanos: 0, inode: 0)
    let reading = AssetReader.read(file)
    #expect(reading.error == nil)
    #expect(reading.metadata.title == "Fireworks")
  }
}
