import Testing

@testable import PhotoQuery

/// Who values: names, me/us, kinship, titles, possessives, pets; recipients are not values.
@Suite struct PeopleRecognizerTests {
  @Test(arguments: [
    ("photos of me and Dad", ["me", "Dad"]), ("pics of my wife and the kids", ["wife", "kids"]),
    ("photos of Aunt Carol at the lake", ["Aunt Carol"]),
    ("pictures of Grandpa Joe", ["Grandpa Joe"]),
    ("photos with Tunde and Kemi", ["Tunde", "Kemi"]),
    ("pictures of Olivia, Liam, and Noah at the lake", ["Olivia", "Liam", "Noah"]),
    ("photos of my in-laws", ["in-laws"]), ("pics of us at the beach", ["us"]),
    ("photos of the whole family", ["family"]), ("photos with Mei Ling at the zoo", ["Mei Ling"]),
  ])
  func people(_ example: (String, [String])) {
    #expect(EngineTestSupport.read(example.0).whoTexts == example.1, "\(example.0)")
  }

  @Test func possessiveGivesThePersonWithoutApostrophe() {
    let reading = EngineTestSupport.read("pictures of Mom's birthday")
    #expect(reading.whoTexts == ["Mom"])
    #expect(reading.whatTexts == ["birthday"])
  }

  @Test func pluralPossessiveGivesTheGroup() {
    let reading = EngineTestSupport.read("photos of the twins' party")
    #expect(reading.whoTexts == ["twins"])
    #expect(reading.whatTexts == ["party"])
  }

  @Test func recipientsAndAddresseesAreNotValues() {
    #expect(EngineTestSupport.read("send me the pics from the zoo").whoTexts.isEmpty)
    #expect(EngineTestSupport.read("send us the snaps from the zoo").whoTexts.isEmpty)
    #expect(EngineTestSupport.read("Tom, send the pics from the zoo").whoTexts.isEmpty)
    #expect(EngineTestSupport.read("Gran wants the pics from the zoo").whoTexts.isEmpty)
  }

  @Test func petNameIsWhoSpeciesIsWhat() {
    let rex = EngineTestSupport.read("videos of Rex the dog at the park")
    #expect(rex.whoTexts == ["Rex"])
    #expect(rex.whatTexts == ["dog", "park"])
    let luna = EngineTestSupport.read("photos of our cat Luna")
    #expect(luna.whoTexts == ["Luna"])
    #expect(luna.whatTexts == ["cat"])
  }

  @Test func libraryKnowledgeDecidesOfBeforeANameThatIsAPlace() {
    let knowing = PhotoQueryEngine(
      resources: EngineResources(
        library: LibraryKnowledge(people: [.init(id: "p1", name: "Jordan Lee", aliases: ["Jojo"])]))
    )
    let reading = EngineTestSupport.read("photos of Jordan", engine: knowing)
    #expect(reading.whoTexts == ["Jordan"])
    if case .person(let person)? = reading.who.first?.resolution {
      #expect(person?.id == "p1")
    } else {
      Issue.record("no person resolution")
    }
    #expect(EngineTestSupport.read("pics with Jojo", engine: knowing).whoTexts == ["Jojo"])
  }

  @Test func withMakesAPersonInMakesAPlace() {
    #expect(EngineTestSupport.read("photos with Paris at the lake").whoTexts == ["Paris"])
    #expect(EngineTestSupport.read("photos from Paris").whereTexts == ["Paris"])
    #expect(
      EngineTestSupport.read("pictures with Georgia at the hockey game").whoTexts == ["Georgia"])
  }
}
