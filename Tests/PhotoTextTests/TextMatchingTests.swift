import PhotoLibrary
import Testing

/// Which values look in read text (no Tesseract needed).
@Suite struct TextMatchingTests {
  static func query(_ subjects: [(String, [String])], media: [MediaKindFilter] = [])
    -> PhotoSearchQuery
  {
    var q = PhotoSearchQuery()
    q.subjects = subjects.map {
      SubjectFilter(
        value: $0.0, conceptID: $0.1.first, conceptIDs: $0.1, terms: $0.1.isEmpty ? [$0.0] : [])
    }
    q.mediaKinds = media
    TextMatching.apply(to: &q)
    return q
  }

  @Test func aDocumentKindMatchesByItsCueWordsAndOpensTheOtherValuesToText() {
    let q = Self.query([("receipt", ["receipt.n.01"]), ("coffee", ["coffee.n.01"])])
    #expect(q.subjects[0].text?.reason == .document)
    #expect(q.subjects[0].text?.phrases.contains("total") == true)
    #expect(q.subjects[1].text?.reason == .words)
  }

  @Test func unknownWordsMatchEachWordAnywhereInTheText() {
    let q = Self.query([("national standard", [])])
    let text = q.subjects[0].text
    #expect(text?.words.count == 2)
    #expect(text?.words.first?.contains("nationals") == true)
  }

  @Test func aKnownSubjectAloneDoesNotLookInText() {
    let q = Self.query([("dog", ["dog.n.01"])])
    #expect(q.subjects[0].text == nil)
    let shots = Self.query([("dog", ["dog.n.01"])], media: [.screenshots])
    #expect(shots.subjects[0].text?.reason == .words)
  }

  @Test func sayingIsDroppedAndNamesText() {
    let q = Self.query([("saying", []), ("vehicles", ["vehicle.n.01"])])
    #expect(q.subjects.map(\.value) == ["vehicles"])
    #expect(q.subjects[0].text?.reason == .words)
    let sign = Self.query([("sign saying", []), ("gap", ["gap.n.01"])])
    #expect(sign.subjects[0].text?.reason == .document && sign.subjects[0].text?.anyText == true)
  }
}
