import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// Issue 10, defect 7: thumbnails are made at a few fixed sizes, so the cache cannot grow with
/// every distinct size a client asks for.
@Suite struct ThumbnailSizeTests {
  @Test func requestedSizesMapToAFewServedSizes() {
    #expect(PickerRoutes.servedThumbnailSize(32) == 128)
    #expect(PickerRoutes.servedThumbnailSize(256) == 256)
    #expect(PickerRoutes.servedThumbnailSize(257) == 512)
    #expect(PickerRoutes.servedThumbnailSize(1024) == 1024)
    #expect(PickerRoutes.servedThumbnailSize(31) == nil)
    #expect(PickerRoutes.servedThumbnailSize(1025) == nil)
    let served = Set((32...1024).compactMap(PickerRoutes.servedThumbnailSize))
    #expect(served == [128, 256, 512, 1024])
  }
}
