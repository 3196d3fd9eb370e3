import Foundation
import Testing

@testable import PhotoPlaces
@testable import PhotoQuery

/// The lexicons load once, whichever thread asks first, and answer the same everywhere.
@Suite struct GazetteerConcurrencyTests {
  @Test func concurrentFirstUseLoadsOnceAndAgrees() async {
    let gazetteer = Gazetteer()
    let vocabulary = SubjectVocabulary()
    let names = GivenNames()
    let answers = await withTaskGroup(of: String.self) { group in
      for i in 0..<16 {
        group.addTask {
          let place = gazetteer.places(named: i % 2 == 0 ? "paris" : "nyc").first?.name ?? "-"
          let concept = vocabulary.concept(for: "puppies")?.id ?? "-"
          let name = names.contains("priya")
          let hierarchy =
            i % 4 == 0
            ? gazetteer.hierarchy(latitude: 48.8584, longitude: 2.2945)?.country ?? "-" : "France"
          return "\(i % 2) \(place) \(concept) \(name) \(hierarchy)"
        }
      }
      var collected: [String] = []
      for await answer in group { collected.append(answer) }
      return collected
    }
    #expect(answers.count == 16)
    #expect(Set(answers) == ["0 Paris puppy true France", "1 New York City puppy true France"])
    #expect(gazetteer.isLoaded && vocabulary.isLoaded && names.isLoaded)
  }
}
