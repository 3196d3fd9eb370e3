import Testing

@testable import PhotoLibrary

@Suite struct SidecarMatcherTests {
  let media: Set<String> = [
    "IMG_1.jpg", "IMG_1(1).jpg", "PXL_20240518_120031661.jpg",
    "a_really_long_file_name_from_google_photos_takeout.jpg", "DSC_2.JPG",
  ]
  var lower: [String: String] {
    Dictionary(uniqueKeysWithValues: media.map { ($0.lowercased(), $0) })
  }

  func target(_ json: String) -> String? {
    SidecarMatcher.takeoutTarget(ofJSON: json, mediaNames: media, lowercased: lower)
  }

  @Test func plainAndNumberedTakeoutNames() {
    #expect(target("IMG_1.jpg.json") == "IMG_1.jpg")
    #expect(target("IMG_1.jpg(1).json") == "IMG_1(1).jpg")
    #expect(
      target("PXL_20240518_120031661.jpg.supplemental-metadata.json")
        == "PXL_20240518_120031661.jpg")
    #expect(
      target("PXL_20240518_120031661.jpg.supplemental-met.json") == "PXL_20240518_120031661.jpg")
    #expect(target("DSC_2.json") == "DSC_2.JPG")
  }

  @Test func truncatedTakeoutNames() {
    #expect(
      target("a_really_long_file_name_from_google_photos_tak.json")
        == "a_really_long_file_name_from_google_photos_takeout.jpg")
  }

  @Test func albumMetadataAndStrangersMatchNothing() {
    #expect(target("metadata.json") == nil)
    #expect(target("unrelated.json") == nil)
  }

  @Test func xmpSidecarsLightroomThenDarktable() {
    let names: Set<String> = ["IMG_1.jpg", "IMG_1.xmp", "IMG_1.jpg.xmp"]
    let l = Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })
    #expect(
      SidecarMatcher.xmpSidecars(for: "IMG_1.jpg", in: names, lowercased: l) == [
        "IMG_1.xmp", "IMG_1.jpg.xmp",
      ])
  }
}
