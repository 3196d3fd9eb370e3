import Testing

@testable import PhotoQuery

/// Where values: named places, coordinated places, personal places; generic place types are subjects.
@Suite struct PlaceRecognizerTests {
  @Test(arguments: [
    ("photos from Lisbon and Porto", ["Lisbon", "Porto"]),
    ("pics of the Eiffel Tower", ["Eiffel Tower"]),
    ("photos at the Golden Gate Bridge", ["Golden Gate Bridge"]),
    ("pictures from Marina Bay Sands", ["Marina Bay Sands"]),
    ("photos from High Park", ["High Park"]),
    ("selfies at the MCG", ["MCG"]), ("photos of me in front of Big Ben", ["Big Ben"]),
    ("pics from Petra in Jordan", ["Petra", "Jordan"]),
  ])
  func namedPlaces(_ example: (String, [String])) {
    #expect(EngineTestSupport.read(example.0).whereTexts == example.1, "\(example.0)")
  }

  @Test(arguments: [
    ("photos at home", "home"), ("pics from work", "work"),
    ("photos at Grandma's house", "Grandma's house"),
    ("pictures from Sam's place", "Sam's place"), ("photos from our cabin", "cabin"),
  ])
  func personalPlaces(_ example: (String, String)) {
    let reading = EngineTestSupport.read(example.0)
    #expect(reading.whereTexts == [example.1], "\(example.0)")
    #expect(reading.whoTexts.isEmpty, "\(example.0): the owner of a place need not be in the photo")
  }

  @Test func genericPlaceTypesAreSubjects() {
    #expect(EngineTestSupport.read("photos at the beach").whatTexts == ["beach"])
    #expect(EngineTestSupport.read("pics in the park").whatTexts == ["park"])
    #expect(EngineTestSupport.read("photos of the lake house").whatTexts == ["lake house"])
    #expect(EngineTestSupport.read("photos of the lake house").whereTexts.isEmpty)
  }
}
