import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct PickerFilterTests {
  @Test func simpleKindsMatchTypeOrSubtype() {
    #expect(PickerFilter.images.matches(mediaType: .image, subtypes: []))
    #expect(!PickerFilter.images.matches(mediaType: .video, subtypes: []))
    #expect(PickerFilter.videos.matches(mediaType: .video, subtypes: [.slomoVideo]))
    #expect(PickerFilter.screenshots.matches(mediaType: .image, subtypes: [.screenshot]))
    #expect(!PickerFilter.screenshots.matches(mediaType: .image, subtypes: [.selfie]))
  }

  @Test func combinationsFollowAnyAllNot() {
    let photosNoScreenshots = PickerFilter.all(of: [.images, .not(.screenshots)])
    #expect(photosNoScreenshots.matches(mediaType: .image, subtypes: [.selfie]))
    #expect(!photosNoScreenshots.matches(mediaType: .image, subtypes: [.screenshot]))
    #expect(!photosNoScreenshots.matches(mediaType: .video, subtypes: []))

    let livePhotosOrVideos = PickerFilter.any(of: [.livePhotos, .videos])
    #expect(livePhotosOrVideos.matches(mediaType: .image, subtypes: [.livePhoto]))
    #expect(livePhotosOrVideos.matches(mediaType: .video, subtypes: []))
    #expect(!livePhotosOrVideos.matches(mediaType: .image, subtypes: []))

    #expect(!PickerFilter.any(of: []).matches(mediaType: .image, subtypes: []))
    #expect(PickerFilter.all(of: []).matches(mediaType: .image, subtypes: []))
    #expect(photosNoScreenshots.description == "all(images, not(screenshot))")
  }

  @Test func canonicalMediaKindNamesMapToFilters() {
    #expect(PickerFilter(canonicalMediaKind: "videos") == .videos)
    #expect(PickerFilter(canonicalMediaKind: "Live Photos") == .livePhotos)
    #expect(PickerFilter(canonicalMediaKind: "slo-mo") == .slomoVideos)
    #expect(PickerFilter(canonicalMediaKind: "portraits") == .depthEffectPhotos)
    #expect(PickerFilter(canonicalMediaKind: "holograms") == nil)
  }

  @Test func tokensRoundTripThroughTheirURLForm() {
    let token = PickerFilterToken(.where, "New York City")
    #expect(PickerFilterToken(parsing: token.description) == token)
    let excluded = PickerFilterToken(.who, "John", isExcluded: true)
    #expect(excluded.description == "-who:John")
    #expect(PickerFilterToken(parsing: "-who:John") == excluded)
    #expect(PickerFilterToken(parsing: "planet:Mars") == nil)
    #expect(PickerFilterToken(parsing: "who:") == nil)
    #expect(PickerFilterToken(parsing: "no colon") == nil)
  }

  @Test func removingATokenResolvesTheSearchText() {
    let understood = [PickerFilterToken(.who, "Mom"), PickerFilterToken(.where, "Lisbon")]
    let text = PickerSearchText("Mom in Lisbon")
    #expect(!text.isResolved)
    let narrower = text.removing(PickerFilterToken(.where, "Lisbon"), understood: understood)
    #expect(narrower.isResolved)
    #expect(narrower.resolvedFilters == [PickerFilterToken(.who, "Mom")])
    #expect(narrower.text == "Mom in Lisbon")
  }
}

@Suite struct PickerSearchTextValuesTests {
  @Test func valueListsBecomeTokensInListOrderWithoutDuplicates() {
    let text = PickerSearchText(
      whoValues: ["Mom", "me"], whatValues: ["beach"], whereValues: ["Lisbon"],
      whenValues: ["last summer"], mediaKinds: ["videos"], excludedWho: ["John"])
    #expect(text.isResolved)
    #expect(
      text.resolvedFilters?.map(\.description) == [
        "who:Mom", "who:me", "what:beach", "where:Lisbon", "when:last summer", "media:videos",
        "-who:John",
      ])
    #expect(text.text == "Mom me beach Lisbon last summer videos")
    let typed = PickerSearchText(text: "pics of Mom", whoValues: ["Mom", "Mom", ""])
    #expect(typed.resolvedFilters == [PickerFilterToken(.who, "Mom")])
    #expect(typed.text == "pics of Mom")
  }
}
