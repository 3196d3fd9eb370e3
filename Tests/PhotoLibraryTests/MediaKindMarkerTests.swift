import Foundation
import InputSuggestions
import PhotoQuery
import Testing

@testable import PhotoLibrary

/// Every media kind from the markers cameras write (issue 13): portraits, slo-mo, time-lapse,
/// screen recordings, bursts and live photos, on byte-built fixtures.
@Suite struct MediaKindMarkerTests {
  typealias F = MediaKindFixtures

  /// Reads one fixture file through the indexer's reader and returns its traits.
  func traits(_ bytes: [UInt8], named name: String) throws -> (MediaKind, MediaTraits) {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try QuickTimeFixtures.write(bytes, to: root + "/" + name)
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    _ = try Indexer(store: store).index(folders: [root])
    let record = try #require(try Fixtures.export(store)[name])
    let traitNames = Set(record["traits"] as? [String] ?? [])
    var traits: MediaTraits = []
    for bit in 0..<16 {
      let trait = MediaTraits(rawValue: 1 << bit)
      if let n = trait.names.first, traitNames.contains(n) { traits.insert(trait) }
    }
    return (MediaKind(rawValue: record["kind"] as? String ?? "") ?? .photo, traits)
  }

  @Test func googleDepthMapMakesAPortrait() throws {
    let (kind, traits) = try traits(F.jpeg(xmpDescription: F.googleDepthXMP), named: "a.jpg")
    #expect(kind == .photo)
    #expect(traits.contains(.portrait))
  }

  @Test func googleCameraPortraitTypeMakesAPortrait() throws {
    let (_, traits) = try traits(F.jpeg(xmpDescription: F.googleCameraPortraitXMP), named: "b.jpg")
    #expect(traits.contains(.portrait))
  }

  @Test func googleLensBlurOriginalImageMakesAPortrait() throws {
    let xmp =
      "xmlns:GImage=\"http://ns.google.com/photos/1.0/image/\" GImage:Mime=\"image/jpeg\" "
      + "GImage:Data=\"/9j/4AAQ\">"
    let (_, traits) = try traits(F.jpeg(xmpDescription: xmp), named: "c.jpg")
    #expect(traits.contains(.portrait))
  }

  @Test func anAppleDepthMapInASecondImageMakesAPortrait() throws {
    let xmp = "xmlns:depthData=\"http://ns.apple.com/depthData/1.0/\" depthData:Quality=\"high\">"
    let depth = F.multiPictureJPEG(secondXMP: xmp, make: "Apple")
    #expect(MultiPictureReader.secondaryImageOffsets(depth).count == 1)
    let read = try traits(depth, named: "IMG_8.jpg")
    #expect(read.0 == .photo)
    #expect(read.1.contains(.portrait))
    // Only an iPhone's second images are read.
    #expect(try traits(F.multiPictureJPEG(secondXMP: xmp), named: "IMG_10.jpg").1.isEmpty)
    // A second image that is only an HDR gain map: no portrait.
    let gainMap = F.multiPictureJPEG(
      secondXMP:
        "xmlns:HDRGainMap=\"http://ns.apple.com/HDRGainMap/1.0/\" HDRGainMap:HDRGainMapVersion=\"65536\">",
      make: "Apple")
    #expect(try traits(gainMap, named: "IMG_9.jpg").1.isEmpty)
  }

  @Test func aPlainPhotoIsNoPortrait() throws {
    let (kind, traits) = try traits(F.jpeg(xmpDescription: F.plainXMP), named: "d.jpg")
    #expect(kind == .photo)
    #expect(traits.isEmpty)
  }

  @Test func heifAuxiliaryDepthOrPortraitMatteMakesAPortrait() throws {
    let matte = try #require(
      HEIFBoxReader.parseSummary(
        F.heifMeta(
          width: 4032, height: 3024,
          auxiliaryTypes: [
            "urn:com:apple:photo:2020:aux:hdrgainmap",
            "urn:com:apple:photo:2018:aux:portraiteffectsmatte",
          ])))
    #expect(matte.width == 4032 && matte.height == 3024)
    #expect(CaptureMarkers.isPortrait(auxiliaryTypes: matte.auxiliaryTypes))
    let depth = try #require(
      HEIFBoxReader.parseSummary(
        F.heifMeta(width: 10, height: 10, auxiliaryTypes: ["urn:mpeg:hevc:2015:auxid:2"])))
    #expect(CaptureMarkers.isPortrait(auxiliaryTypes: depth.auxiliaryTypes))
    let gainMapOnly = try #require(
      HEIFBoxReader.parseSummary(
        F.heifMeta(
          width: 10, height: 10, auxiliaryTypes: ["urn:com:apple:photo:2020:aux:hdrgainmap"])))
    #expect(gainMapOnly.auxiliaryTypes == ["urn:com:apple:photo:2020:aux:hdrgainmap"])
    #expect(!CaptureMarkers.isPortrait(auxiliaryTypes: gainMapOnly.auxiliaryTypes))
  }

  @Test func aVideoTrackAt240FramesPerSecondIsSloMo() throws {
    let clip = F.clip(
      tracks: [F.track(width: 1920, height: 1080, timescale: 2400, samples: 480, delta: 10)],
      apple: [("com.apple.quicktime.make", "Apple")])
    let folder = try Fixtures.folder()
    defer { Fixtures.remove(folder) }
    try QuickTimeFixtures.write(clip, to: folder + "/IMG_1.MOV")
    let container = try QuickTimeReader.read(path: folder + "/IMG_1.MOV").get()
    #expect(container.videoFrameRate == 240)
    let (kind, traits) = try traits(clip, named: "IMG_1.MOV")
    #expect(kind == .video)
    #expect(traits == .slowMotion)
  }

  @Test func aSoundTrackDoesNotSetTheFrameRate() throws {
    let clip = F.clip(tracks: [
      F.track(handler: "soun", width: 0, height: 0, timescale: 48000, samples: 1000, delta: 1),
      F.normalTrack,
    ])
    let (_, traits) = try traits(clip, named: "IMG_2.MOV")
    #expect(traits.isEmpty)
  }

  @Test func androidCaptureRateMakesSloMoOrTimeLapse() throws {
    let slow = try traits(
      F.clip(tracks: [F.normalTrack], extra: [F.androidCaptureRate(120)]), named: "s.mp4")
    #expect(slow.1 == .slowMotion)
    let lapse = try traits(
      F.clip(tracks: [F.normalTrack], extra: [F.androidCaptureRate(0.5)]), named: "t.mp4")
    #expect(lapse.1 == .timeLapse)
    let normal = try traits(
      F.clip(tracks: [F.normalTrack], extra: [F.androidCaptureRate(30)]), named: "n.mp4")
    #expect(normal.1.isEmpty)
  }

  @Test func appleTimeLapseCaptureMode() throws {
    let clip = F.clip(
      tracks: [F.normalTrack],
      apple: [
        ("com.apple.quicktime.make", "Apple"), ("com.apple.photos.captureMode", "Time-lapse"),
      ])
    let (_, traits) = try traits(clip, named: "IMG_3.MOV")
    #expect(traits == .timeLapse)
  }

  @Test func screenRecordingsByNameOrScreenShapeWithoutACamera() throws {
    let phone = F.track(width: 886, height: 1920, timescale: 600, samples: 300, delta: 20)
    #expect(try traits(F.clip(tracks: [phone]), named: "clip.mp4").1 == .screenRecording)
    #expect(
      try traits(F.clip(tracks: [F.normalTrack]), named: "RPReplay_Final1.mp4").1
        == .screenRecording)
    #expect(
      try traits(F.clip(tracks: [F.normalTrack]), named: "Screen Recording 2024-01-01.mov").1
        == .screenRecording)
    // A camera clip (make and model), or a camera-shaped frame without a recorder's name: no.
    let camera = F.clip(tracks: [phone], apple: [("com.apple.quicktime.make", "Apple")])
    #expect(try traits(camera, named: "IMG_4.MOV").1.isEmpty)
    #expect(try traits(F.clip(tracks: [F.normalTrack]), named: "video.mp4").1.isEmpty)
  }

  @Test func appleBurstUUIDMakesABurst() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    // Apple's maker note, tag 0x000b (BurstUUID), as an iPhone writes it.
    try Fixtures.jpeg(
      at: root + "/IMG_5.jpg",
      [
        ("Exif.Image.Make", "Apple"), ("Exif.Image.Model", "iPhone 15"),
        ("Exif.Photo.MakerNote", F.appleMakerNote(burst: "6B5A0E4C-0A6B-4E2B-9C0B-6E8E2B3A1D11")),
      ])
    try Fixtures.jpeg(at: root + "/IMG_6.jpg", [("Xmp.dc.title", "not a burst")])
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    _ = try Indexer(store: store).index(folders: [root])
    let records = try Fixtures.export(store)
    #expect((records["IMG_5.jpg"]?["traits"] as? [String]) == ["burst"])
    #expect((records["IMG_6.jpg"]?["traits"] as? [String]) == [])
  }

  @Test func livePhotosArePairedByName() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/IMG_7.jpg", [("Exif.Image.Make", "Apple")])
    try QuickTimeFixtures.write(
      F.clip(tracks: [F.normalTrack], apple: [("com.apple.quicktime.make", "Apple")]),
      to: root + "/IMG_7.MOV")
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    _ = try Indexer(store: store).index(folders: [root])
    let records = try Fixtures.export(store)
    #expect((records["IMG_7.jpg"]?["traits"] as? [String]) == ["live"])
    #expect((records["IMG_7.MOV"]?["traits"] as? [String]) == ["live"])
  }
}
