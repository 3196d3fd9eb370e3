import CFaceShim
import Foundation
import PhotoLibrary
import Testing

@testable import PhotoFaces

/// The dlib detector on real photos (`../shared/corpus/faces`, reached from the repository root)
/// and on hostile files. Skips, saying so, when the corpus or the models are absent.
@Suite struct FaceDetectorTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let corpus = packageRoot.appendingPathComponent("../shared/corpus/faces").standardized
    .path

  static var detector: DlibFaceDetector? {
    guard FaceModels.missingFiles.isEmpty else {
      print("SKIP: face models missing in \(FaceModels.folder) (run scripts/fetch_face_models.sh)")
      return nil
    }
    return try? DlibFaceDetector()
  }

  static var corpusPresent: Bool {
    guard FileManager.default.fileExists(atPath: corpus + "/labels.json") else {
      print("SKIP: \(corpus) is absent; the corpus face tests did not run")
      return false
    }
    return true
  }

  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "psk-faces-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func findsMostLabelledFacesOfTheCorpusWithFewFalseDetections() throws {
    guard let detector = Self.detector, Self.corpusPresent else { return }
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/labels.json"))
    let labels = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["files"]
        as? [String: [String: Any]])
    var expected = 0
    var found = 0
    var falseDetections = 0
    for folder in ["faces", "nofaces"] {
      for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus + "/" + folder) {
        let key = folder + "/" + name
        let result = try detector.faces(inImageAt: Self.corpus + "/" + key)
        let labelled = (labels[key]?["faces"] as? [[String: Any]]) ?? []
        var used = Set<Int>()
        for face in labelled {
          let b = face["box"] as? [Double] ?? []
          guard b.count == 4 else { continue }
          let box = FaceBox(left: b[0], top: b[1], right: b[2], bottom: b[3])
          let matches = result.faces.indices.filter {
            result.faces[$0].box.intersectionOverUnion(box) >= 0.3
          }
          used.formUnion(matches)
          if face["ignore"] as? Bool != true {
            expected += 1
            if !matches.isEmpty { found += 1 }
          }
        }
        falseDetections += result.faces.count - used.count
      }
    }
    print("corpus faces: found \(found) of \(expected), false detections \(falseDetections)")
    #expect(expected > 0)
    #expect(Double(found) >= 0.85 * Double(expected))
    #expect(falseDetections <= 3)
  }

  @Test func theOrientedPhotoIsReadUpright() throws {
    guard let detector = Self.detector, Self.corpusPresent else { return }
    // Stored 640 × 480 with EXIF orientation 6: upright it is 480 × 640.
    let result = try detector.faces(
      inImageAt: Self.corpus + "/faces/mde_Samsung_GT-I9000_Galaxy_S.jpg")
    #expect(result.width == 480)
    #expect(result.height == 640)
  }

  @Test func aLargeJPEGShrunkWhileDecodedGivesTheFaceInFullSizePixels() throws {
    guard let detector = Self.detector, Self.corpusPresent else { return }
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // fr_obama.jpg (910 x 1137) enlarged 4x to 3640 x 4548: decoded at half size (DCT
    // scaling), reduced to 2048 px; the box comes back in the enlarged image's pixels.
    let source = Self.corpus + "/faces/fr_obama.jpg"
    #expect(
      cface_write_test_image(source, dir + "/large.jpg", Int32(CFACE_TEST_ENLARGED), 4, 0) == 0)
    let small = try #require(try detector.faces(inImageAt: source).faces.first)
    let large = try detector.faces(inImageAt: dir + "/large.jpg")
    #expect(large.width == 3640)
    #expect(large.height == 4548)
    #expect(large.faces.count == 1)
    let box = try #require(large.faces.first).box
    let expected = FaceBox(
      left: small.box.left * 4, top: small.box.top * 4, right: small.box.right * 4,
      bottom: small.box.bottom * 4)
    #expect(box.intersectionOverUnion(expected) >= 0.7)
    // The detector says where its time went.
    #expect((large.stageSeconds.seconds["decode"] ?? 0) > 0)
    #expect((large.stageSeconds.seconds["detect"] ?? 0) > 0)
    #expect(large.stageSeconds.names.starts(with: ["decode", "prepare", "detect"]))
  }

  @Test func descriptorsOfOnePersonAreNearAndOfTwoPeopleFar() throws {
    guard let detector = Self.detector, Self.corpusPresent else { return }
    func face(_ name: String) throws -> FaceDescriptor {
      try #require(try detector.faces(inImageAt: Self.corpus + "/faces/" + name).faces.first)
        .descriptor
    }
    let obama = try face("fr_obama.jpg")
    #expect(obama.values.count == 128)
    #expect(obama.distance(to: try face("fr_obama2.jpg")) < 0.6)
    #expect(obama.distance(to: try face("fr_biden.jpg")) > 0.6)
  }

  @Test func greySixteenBitCMYKAndAlphaCopiesStillShowTheFace() throws {
    guard let detector = Self.detector, Self.corpusPresent else { return }
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let source = Self.corpus + "/faces/fr_obama.jpg"
    let kinds: [(Int32, String)] = [
      (Int32(CFACE_TEST_GREY), "grey.jpg"), (Int32(CFACE_TEST_16BIT), "rgb16.png"),
      (Int32(CFACE_TEST_CMYK), "cmyk.jpg"), (Int32(CFACE_TEST_ALPHA), "alpha.png"),
    ]
    for (kind, name) in kinds {
      #expect(cface_write_test_image(source, dir + "/" + name, kind, 0, 0) == 0)
      let result = try detector.faces(inImageAt: dir + "/" + name)
      #expect(result.faces.count == 1, "\(name)")
    }
  }

  @Test func hostileFilesAreRefusedWithAReason() throws {
    guard let detector = Self.detector else { return }
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Not an image, an empty file, a JPEG cut after its header, a tiny image, and a JPEG whose
    // header claims 400 megapixels.
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
      to: URL(fileURLWithPath: dir + "/noise.jpg"))
    try Data().write(to: URL(fileURLWithPath: dir + "/empty.jpg"))
    #expect(cface_write_test_image(nil, dir + "/tiny.png", Int32(CFACE_TEST_BLANK), 8, 8) == 0)
    #expect(
      cface_write_test_image(nil, dir + "/whole.jpg", Int32(CFACE_TEST_BLANK), 640, 480) == 0)
    let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/whole.jpg"))
    try whole.prefix(300).write(to: URL(fileURLWithPath: dir + "/cut.jpg"))
    // The 640 × 480 JPEG with its frame header claiming 20000 × 20000 (400 MP).
    var giant = [UInt8](whole)
    let sof = try #require(giant.indices.first { giant[$0] == 0xFF && giant[$0 + 1] == 0xC0 })
    giant.replaceSubrange((sof + 5)..<(sof + 9), with: [0x4E, 0x20, 0x4E, 0x20])
    try Data(giant).write(to: URL(fileURLWithPath: dir + "/giant.jpg"))
    for name in ["noise.jpg", "empty.jpg", "cut.jpg", "tiny.png", "giant.jpg"] {
      do {
        let result = try detector.faces(inImageAt: dir + "/" + name)
        // A cut JPEG may decode (grey below the cut): then it has no face.
        #expect(name == "cut.jpg", "\(name) was not refused")
        #expect(result.faces.isEmpty)
      } catch let skip as AnalysisSkip {
        #expect(!skip.reason.isEmpty)
        if name == "tiny.png" { #expect(skip.reason.contains("too small")) }
        if name == "giant.jpg" { #expect(skip.reason.contains("too large")) }
      }
    }
  }

  @Test func aHundredMegapixelImageIsSkippedWithAReason() throws {
    guard let detector = Self.detector else { return }
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A PNG and a JPEG of 108 MP each: refused from their header, before any pixel is decoded.
    for name in ["huge.png", "huge.jpg"] {
      #expect(
        cface_write_test_image(nil, dir + "/" + name, Int32(CFACE_TEST_BLANK), 12_000, 9_000) == 0)
      do {
        _ = try detector.faces(inImageAt: dir + "/" + name)
        Issue.record("\(name) was analysed, not skipped")
      } catch let skip as AnalysisSkip {
        #expect(skip.reason.contains("too large"), "\(name): \(skip.reason)")
      }
    }
    // Just under the bar is analysed (shrunk while decoded).
    #expect(
      cface_write_test_image(nil, dir + "/big.jpg", Int32(CFACE_TEST_BLANK), 11_000, 9_000) == 0)
    let result = try detector.faces(inImageAt: dir + "/big.jpg")
    #expect(result.width == 11_000)
    #expect(result.faces.isEmpty)
  }
}
