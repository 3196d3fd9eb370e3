import Testing

@testable import PhotoQuery

/// Media kinds and cue words: canonical names, typos, compounds that are not photos.
@Suite struct MediaRecognizerTests {
  @Test(arguments: [
    ("vids of the dog", ["videos"]), ("clips from the party", ["videos"]),
    ("footage of the storm", ["videos"]), ("panos from the trip", ["panoramas"]),
    ("time-lapse videos of the sunset", ["time-lapse"]),
    ("timelapse of the clouds", ["time-lapse"]),
    ("slo-mo clips of the waves", ["slo-mo"]),
    ("live photos of the kids", ["live photos"]),
    ("RAW photos from Iceland", ["raw"]),
    ("screen recordings from last month", ["screen recordings"]),
    ("videos and selfies from the concert", ["videos", "selfies"]),
    ("bursts of the race", ["bursts"]),
  ])
  func mediaKinds(_ example: (String, [String])) {
    let reading = EngineTestSupport.read(example.0)
    #expect(reading.mediaKinds == example.1, "\(example.0)")
  }

  @Test func genericCuesAreNeverValues() {
    let reading = EngineTestSupport.read("photos and pictures and pics of the dog")
    #expect(reading.whatTexts == ["dog"])
    #expect(reading.mediaKinds.isEmpty)
  }

  @Test func oneEditTyposOfLongCuesCount() {
    #expect(EngineTestSupport.read("pictres of the lake").isPhotoSearch)
    #expect(EngineTestSupport.read("photso of the lake").isPhotoSearch)
    #expect(EngineTestSupport.read("vidoes of the lake").mediaKinds == ["videos"])
  }

  @Test func compoundsAreNotCues() {
    #expect(!EngineTestSupport.read("photo booth rental in Paris").isPhotoSearch)
    #expect(!EngineTestSupport.read("Photos app keeps crashing since last week").isPhotoSearch)
    #expect(!EngineTestSupport.read("video game night with John on Friday").isPhotoSearch)
  }

  @Test func editDistance() {
    func near(_ a: String, _ b: String) -> Bool {
      EditDistance.isAtMostOne(Array(a.utf8), Array(b.utf8))
    }
    #expect(near("phtos", "photos"))
    #expect(near("photso", "photos"))
    #expect(near("photoss", "photos"))
    #expect(near("phoeos", "photos"))
    #expect(!near("phots0s", "photos"))
    #expect(!near("hotel", "photos"))
  }
}
