import Foundation
import PhotoLibrary
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

@Suite struct SampleLibraryTests {
  @Test func planIsDeterministicAndCoversEveryYear() {
    let first = SamplePlan.photos(lastYear: 2020)
    let second = SamplePlan.photos(lastYear: 2020)
    #expect(first == second)
    let years = Set(first.map(\.year))
    #expect(years == Set(2010...2020))
    #expect(Set(first.map(\.relativePath)).count == first.count, "paths are unique")
  }

  @Test func planExercisesEveryFilter() {
    let photos = SamplePlan.photos(lastYear: 2026)
    #expect((250...450).contains(photos.count), "a few hundred pictures")
    let kinds = Set(photos.map(\.kind))
    #expect(kinds == [.photo, .selfie, .panorama, .screenshot])
    let people = Set(photos.flatMap(\.people))
    #expect(people == Set(SampleCast.people.map(\.name)))
    #expect(photos.contains { $0.hasPet })
    let countries = Set(photos.compactMap { $0.place?.country })
    #expect(countries.count >= 10)
    let keywords = Set(photos.flatMap(\.keywords))
    for subject in ["beach", "dog", "cake", "mountain", "snow", "museum"] {
      #expect(keywords.contains(subject), "\(subject)")
    }
    // The demo query's answer: Lisbon in the last two summers.
    for year in [2025, 2026] {
      #expect(
        photos.contains {
          $0.year == year && (6...8).contains($0.month) && $0.place?.city == "Lisbon"
        })
    }
    #expect(
      photos.filter { $0.kind == .selfie }.allSatisfy { $0.people.contains(SampleCast.owner.name) })
  }

  @Test func generatedPicturesCarryTheirMetadataIntoTheIndex() throws {
    let (folder, store) = try SampleLibraryFixture.library()
    #expect(SampleLibrary.isComplete(folder))
    let stats = try store.people()
    let names = Set(stats.map(\.name))
    #expect(names.contains("Maria Rivera"))
    #expect(stats.first { $0.name == "Maria Rivera" }?.aliases == ["Mom"])
    #expect(stats.first { $0.isOwner }?.name == SampleCast.owner.name)
    let planned = SamplePlan.photos(lastYear: SampleLibraryFixture.lastYear)
    let screenshot = try #require(planned.first { $0.kind == .screenshot })
    let read = Exiv2Reader.read(path: folder.appendingPathComponent(screenshot.relativePath).path)
    guard case .success = read else {
      Issue.record("screenshot metadata unreadable: \(read)")
      return
    }
  }

  @Test func secondGenerationKeepsACompleteFolder() throws {
    let (folder, _) = try SampleLibraryFixture.library()
    let again = try SampleLibrary.generate(into: folder, year: SampleLibraryFixture.lastYear)
    #expect(again.written == 0)
    #expect(again.failures.isEmpty)
  }

  @Test func defaultFolderFollowsXDG() {
    #expect(
      SampleLibrary.defaultFolder(environment: ["XDG_DATA_HOME": "/data"]).path
        == "/data/photosearch/sample")
    #expect(
      SampleLibrary.defaultFolder(environment: ["HOME": "/home/a"]).path
        == "/home/a/.local/share/photosearch/sample")
  }

  @Test func bitmapFontDrawsKnownGlyphsOnly() {
    #expect(BitmapFont.ink("I", x: 2, y: 3))
    #expect(!BitmapFont.ink("I", x: 0, y: 3))
    #expect(BitmapFont.ink("a", x: 0, y: 3) == BitmapFont.ink("A", x: 0, y: 3))
    #expect(!BitmapFont.ink("€", x: 2, y: 3))
  }
}
