import Testing

@testable import PhotoQuery

/// Section 1 of the contract: is the text a photo library search?
@Suite struct IntentTests {
  func isSearch(_ text: String, _ context: QueryContext = .general) -> Bool {
    EngineTestSupport.read(text, context).isPhotoSearch
  }

  @Test(arguments: [
    "photos from Paris last summer", "send me the pics of the kids at the beach",
    "can you find that video of Max skiing", "selfies with Priya", "send me the videos",
    "photos without John", "can you print the photos from the wedding", "PHOTOS FROM ROME",
    "phtos from the zoo", "vidoes of the dog",
  ])
  func generalPositives(_ text: String) {
    #expect(isSearch(text), "\(text)")
  }

  @Test(arguments: [
    "see you in Paris next summer", "take a photo of me", "I'll take pictures in Rome next week",
    "photo editing tips", "passport photo requirements", "photosynthesis", "photos",
    "I love photos",
    "send me the photos", "video call with Mum at 7?", "how do I turn off live photos",
    "download free stock photos of mountains", "where can I print photos in Bangalore",
    "screenshot the boarding pass and send it to me", "we should do a photoshoot at the beach",
    "the photos came out great", "thanks for the pictures!", "picture frames on sale at IKEA", "",
  ])
  func generalNegatives(_ text: String) {
    #expect(!isSearch(text), "\(text)")
  }

  @Test(arguments: [
    "Paris last summer", "dogs", "John and Mary", "videos", "at home", "me at the beach",
  ])
  func searchFieldPositives(_ text: String) {
    #expect(isSearch(text, .search), "\(text)")
  }

  @Test(arguments: ["photos", "the", "", "best photos", "blurry pictures", "my photos", "   "])
  func searchFieldNegatives(_ text: String) {
    #expect(!isSearch(text, .search), "\(text)")
  }

  @Test func negativeReadingHasNoValues() {
    let reading = EngineTestSupport.read("take a selfie with me")
    #expect(!reading.isPhotoSearch)
    #expect(reading.who.isEmpty && reading.what.isEmpty && reading.mediaKinds.isEmpty)
  }
}
