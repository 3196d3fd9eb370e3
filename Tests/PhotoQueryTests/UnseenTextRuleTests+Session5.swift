import Foundation
import Testing

@testable import PhotoQuery

/// The rules added after the eighth blind set (issue 14, fifth round), on sentences of our own.
@Suite("Rules for unseen text: statements, compounds, places typed bare")
struct UnseenTextRuleTestsSession5 {
  @Test("a statement about photos with nothing asked is not a search")
  func statements() {
    #expect(!EngineTestSupport.read("Gran's photos of Rotorua on her wall are lovely").isPhotoSearch)
    #expect(!EngineTestSupport.read("the Breakfast Show had some great clips of the parade").isPhotoSearch)
    // a clause inside the request describes the photos asked for
    #expect(EngineTestSupport.read("photos of Milo when he was tiny").isPhotoSearch)
    #expect(EngineTestSupport.read("pics of the curry we had in Leeds").isPhotoSearch)
    // a relayed request is still one
    #expect(EngineTestSupport.read("Nora was asking about the clips from the regatta").isPhotoSearch)
    // someone has something, and nothing is asked
    #expect(!EngineTestSupport.read("Dad's pics from Galway are class, he's got an eye").isPhotoSearch)
  }

  @Test("someone named posting photos is their post, even first in the sentence")
  func namedPoster() {
    #expect(!EngineTestSupport.read("Kavya posted heaps of pics from Hampi on insta").isPhotoSearch)
  }

  @Test("a singular cue before a common noun in a message is a compound, not photos")
  func cueCompounds() {
    #expect(!EngineTestSupport.read("the video wall at the airport in Changi was down today").isPhotoSearch)
    #expect(!EngineTestSupport.read("selfie point near the fort was so crowded").isPhotoSearch)
    // a word for a set of photos keeps the cue
    #expect(EngineTestSupport.read("send me the photo dump from Phuket").isPhotoSearch)
    // a search box keeps the kind
    #expect(EngineTestSupport.read("selfie beach", .search).mediaKinds == ["selfies"])
  }

  @Test("burst as a verb is no media kind")
  func burstVerb() {
    #expect(!EngineTestSupport.read("the water main burst on Tuesday and flooded Main St").isPhotoSearch)
    #expect(EngineTestSupport.read("send me the burst of the dog jumping").mediaKinds == ["bursts"])
  }
}
