import Testing

@testable import PhotoLibrary

@Suite struct Exiv2LinkTests {
  @Test func linksAgainstExiv2() {
    #expect(PhotoLibraryVersion.exiv2.hasPrefix("0.") || PhotoLibraryVersion.exiv2.hasPrefix("1."))
  }
}
