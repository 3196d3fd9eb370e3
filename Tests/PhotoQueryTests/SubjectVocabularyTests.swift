import Foundation
import Testing

@testable import PhotoQuery

@Suite struct SubjectVocabularyTests {
  let vocabulary = SubjectVocabulary.shared
  let tokenizer = Tokenizer()

  @Test func atLeastFifteenHundredConcepts() {
    #expect(vocabulary.count >= 1500)
  }

  @Test func puppyDogPetAnimal() throws {
    let puppy = try #require(vocabulary.concept(id: "puppy"))
    #expect(puppy.broader.contains("dog"))
    let dog = try #require(vocabulary.concept(id: "dog"))
    #expect(dog.broader.contains("pet"))
    let pet = try #require(vocabulary.concept(id: "pet"))
    #expect(pet.broader.contains("animal"))
    #expect(vocabulary.concept(id: "cat")?.broader.contains("pet") == true)
    let above = vocabulary.conceptAndBroader("puppy").map(\.id)
    #expect(above.first == "puppy")
    #expect(["dog", "pet", "animal"].allSatisfy(above.contains))
  }

  @Test func pluralsAndWordForms() {
    let cases = [
      ("dogs", "dog"), ("puppies", "puppy"), ("beaches", "beach"), ("buses", "bus"),
      ("hike", "hiking"), ("hikes", "hiking"), ("ski", "skiing"), ("sunsets", "sunset"),
      ("snorkeling", "snorkelling"), ("red cars", "red car"), ("boxes", "box"),
    ]
    for (typed, id) in cases {
      #expect(vocabulary.concept(for: typed)?.id == id, "\(typed)")
    }
    #expect(vocabulary.concept(for: "zzzz") == nil)
    for typed in ["dogs", "red cars", "hikes", "t-shirt", "zzzz", "photos", ""] {
      #expect(vocabulary.isTerm(typed) == (vocabulary.concept(for: typed) != nil), "\(typed)")
    }
  }

  @Test func inflectionRulesProbeBaseForms() {
    func base(_ word: String, known: Set<String>) -> String? {
      SubjectWordForms.firstBaseForm(of: word) { bytes -> String? in
        let candidate = String(decoding: bytes, as: UTF8.self)
        return known.contains(candidate) ? candidate : nil
      }
    }
    #expect(base("boxes", known: ["box"]) == "box")
    #expect(base("ponies", known: ["pony"]) == "pony")
    #expect(base("wolves", known: ["wolf"]) == "wolf")
    #expect(base("knives", known: ["knife"]) == "knife")
    #expect(base("kayaking", known: ["kayak"]) == "kayak")
    #expect(base("hiking", known: ["hike"]) == "hike")
    #expect(base("swimming", known: ["swim"]) == "swim")
    #expect(base("red cars", known: ["red car"]) == "red car")
    #expect(base("glass", known: ["glas"]) == nil, "-ss is no plural")
    #expect(base("dog", known: ["do"]) == nil)
    #expect(base("", known: [""]) == nil)
  }

  @Test func photoTypicalSubjects() {
    for id in [
      "sunset", "sunrise", "snow", "fireworks", "mountain", "lake", "park", "downtown",
      "restaurant", "birthday", "wedding", "graduation", "concert", "party", "vacation", "trip",
      "road trip", "receipt", "whiteboard", "menu", "ticket", "pizza", "birthday cake",
      "christmas tree", "lake house", "red car",
    ] {
      #expect(vocabulary.concept(id: id) != nil, "\(id)")
    }
    #expect(vocabulary.concept(for: "holiday")?.id == "vacation")
    #expect(
      vocabulary.concept(id: "pizza").map { vocabulary.conceptAndBroader($0.id).map(\.id) }?
        .contains("food") == true)
  }

  @Test func whoWhenAndMediaWordsAreNotSubjects() {
    for word in [
      "mom", "kids", "baby", "christmas", "summer", "night", "photos", "videos", "selfie", "home",
      "me",
    ] {
      #expect(vocabulary.concept(for: word) == nil, "\(word)")
    }
  }

  @Test func matchingTermsGoDownNotUp() {
    let dog = vocabulary.matchingTerms(for: "dog")
    #expect(dog.contains("dog") && dog.contains("puppy") && dog.contains("puppies"))
    #expect(dog.contains("golden retriever"))
    let puppy = vocabulary.matchingTerms(for: "puppy")
    #expect(puppy.contains("puppy") && !puppy.contains("dog"))
    let pets = vocabulary.matchingTerms(for: "pet")
    #expect(pets.contains("cat") && pets.contains("dog"))
    #expect(vocabulary.matchingTerms(for: "no such concept").isEmpty)
  }

  @Test func longestMatchOverTokens() throws {
    let tokens = tokenizer.tokens(of: "photos of the birthday cake and red cars")
    let cake = try #require(vocabulary.longestMatch(in: tokens, from: 3))
    #expect(cake.length == 2 && cake.concept.id == "birthday cake")
    let cars = try #require(vocabulary.longestMatch(in: tokens, from: 6))
    #expect(cars.length == 2 && cars.concept.id == "red car")
    #expect(vocabulary.longestMatch(in: tokens, from: 2) == nil, "`the` is no subject")
    #expect(vocabulary.longestMatch(in: tokens, from: 100) == nil)
  }

  @Test func theDAGHasNoCycles() {
    // Walking up from any concept must end; a cycle would revisit the start.
    for id in ["puppy", "sunset", "beach", "hiking", "pizza", "christmas tree", "golden retriever"]
    {
      let above = vocabulary.conceptAndBroader(id)
      #expect(!above.dropFirst().contains { $0.id == id }, "\(id)")
      #expect(above.count < 40)
    }
  }

  @Test func missingResourcesGiveAnEmptyVocabulary() {
    let empty = SubjectVocabulary(resourceDirectory: URL(fileURLWithPath: "/nonexistent"))
    #expect(empty.count == 0)
    #expect(empty.concept(for: "dog") == nil)
  }
}
