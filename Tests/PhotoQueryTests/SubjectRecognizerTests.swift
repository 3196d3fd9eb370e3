import Testing

@testable import PhotoQuery

/// What values: modifiers stay with their noun, holiday compounds, events, activities.
@Suite struct SubjectRecognizerTests {
  @Test(arguments: [
    ("photos of the red car", ["red car"]), ("pics of the birthday cake", ["birthday cake"]),
    ("photos of the frozen lake", ["frozen lake"]),
    ("videos of my son's first steps", ["first steps"]),
    ("pics of the team at the pub quiz", ["pub quiz"]),
    ("photos of the Christmas tree", ["Christmas tree"]),
    ("photos of the Easter eggs", ["Easter eggs"]), ("pics from the bike trip", ["bike trip"]),
    ("photos of the dog in the snow", ["dog", "snow"]), ("pics of Dad fishing", ["fishing"]),
  ])
  func subjects(_ example: (String, [String])) {
    #expect(EngineTestSupport.read(example.0).whatTexts == example.1, "\(example.0)")
  }

  @Test func holidayCompoundHasNoWhen() {
    let reading = EngineTestSupport.read("photos of the Christmas lights")
    #expect(reading.whenTexts.isEmpty)
  }

  @Test func photoAdjectivesAreNotValues() {
    #expect(EngineTestSupport.read("best photos of the dog").whatTexts == ["dog"])
    #expect(EngineTestSupport.read("old blurry pictures of the cat").whatTexts == ["cat"])
  }

  @Test func exclusionsAreOutsideTheLists() {
    let kids = EngineTestSupport.read("photos of the kids without John")
    #expect(kids.whoTexts == ["kids"])
    #expect(kids.excludedWho.map(\.text) == ["John"])
    let kyoto = EngineTestSupport.read("pictures from Kyoto but not the temples")
    #expect(kyoto.whereTexts == ["Kyoto"])
    #expect(kyoto.excludedWhat.map(\.text) == ["temples"])
    #expect(kyoto.whatTexts.isEmpty)
  }
}
