import Foundation
import Testing

@testable import PhotoQuery

/// The rules added in the tenth round (issue 14; set V read, set U written blind and held out), on
/// sentences of our own.
@Suite("Rules for unseen text: broadcasts, exclamations and captures in other languages")
struct UnseenTextRuleTestsSession10 {
  @Test("footage on a channel, or a channel's acronym before footage, is a broadcast told of")
  func channelFootage() {
    #expect(
      !EngineTestSupport.read("the footage on ITV of the floods in York was grim").isPhotoSearch)
    #expect(!EngineTestSupport.read("saw the pictures on Sky News, stay safe up there").isPhotoSearch)
    #expect(!EngineTestSupport.read("SABC footage of the storm in Durban is wild").isPhotoSearch)
    #expect(!EngineTestSupport.read("eTV footage of the parade was long").isPhotoSearch)
    // a request still asks for them, and a place the gazetteer knows is no channel
    #expect(EngineTestSupport.read("send me the footage on ITV of the floods").isPhotoSearch)
    #expect(EngineTestSupport.read("the photos on Bondi from last summer").isPhotoSearch)
    // a text in capitals has no acronyms, and a holiday before footage keeps its time
    #expect(EngineTestSupport.read("THE FOOTAGE FROM LISBON LAST WEEKEND").isPhotoSearch)
    #expect(
      EngineTestSupport.read("CNY footage with Ah Ma at Bishan", locale: "en_SG").whenTexts
        == ["CNY"])
  }

  @Test("a cue said as an exclamation before a comma asks for nothing; a later request still does")
  func snapAsExclamation() {
    #expect(!EngineTestSupport.read("snap, we booked the same flight to Perth").isPhotoSearch)
    #expect(!EngineTestSupport.read("oh snap! forgot the tickets at Jess's").isPhotoSearch)
    let later = EngineTestSupport.read("snap, same shoes. send me the pics from Napier tho")
    #expect(later.isPhotoSearch)
    #expect(later.whereTexts == ["Napier"])
    // a snap that shows something is a photo
    #expect(EngineTestSupport.read("the snaps from Brighton, please").isPhotoSearch)
  }

  @Test("a verb of taking after the cue, as Hinglish and Taglish put it, asks for a new photo")
  func captureAfterTheCue() {
    #expect(
      !EngineTestSupport.read("ek photo khicho na, Marine Drive pe", locale: "en_IN").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("didi selfie le lo mere saath at Lodhi Garden", locale: "en_IN")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("picture-picture tayo sa Intramuros mamaya", locale: "en_PH")
        .isPhotoSearch)
    #expect(
      !EngineTestSupport.read("mag-selfie muna tayo sa Rizal Park", locale: "en_PH").isPhotoSearch)
    #expect(
      !EngineTestSupport.read("skiet a few pics of the stoep for the listing", locale: "en_ZA")
        .isPhotoSearch)
    // the past form asks for photos already taken, and `we` after the cue in English is no verb
    #expect(
      EngineTestSupport.read("woh photos bhejo jo Shimla mein khinchi thi", locale: "en_IN")
        .isPhotoSearch)
    #expect(EngineTestSupport.read("send the photos we took in Cebu", locale: "en_PH").isPhotoSearch)
  }
}
