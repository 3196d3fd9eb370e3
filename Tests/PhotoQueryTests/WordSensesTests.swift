import Foundation
import Testing

@testable import PhotoQuery

@Suite("Word senses")
struct WordSensesTests {
  @Test("the bundled table tells nouns a photo can show from verbs, adjectives and abstractions")
  func bundledSenses() {
    let senses = WordSenses.shared
    #expect(senses.sense(of: "lighthouse") == .depictableNoun)
    #expect(senses.sense(of: "says") == .verb)
    #expect(senses.sense(of: "cutest") == .gradedAdjective)
    #expect(senses.sense(of: "idea") == .abstractNoun)
    #expect(senses.sense(of: "hiking") == .activity)
    #expect(senses.lookUp("stand")?.alsoNoun == true)
    #expect(senses.sense(of: "paris") == nil, "proper names are left out")
  }

  @Test("without its prebuilt index the table is built from the file, with the same answers")
  func buildsWithoutTheIndex() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("word-senses-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "# test\nlighthouse\tN\nsays\tV\nstand\tv\nbroken\n".write(
      to: folder.appendingPathComponent("word_senses.tsv"), atomically: true, encoding: .utf8)
    let senses = WordSenses(resourceDirectory: folder)
    #expect(senses.count == 3)
    #expect(senses.sense(of: "lighthouse") == .depictableNoun)
    #expect(senses.sense(of: "says") == .verb)
    #expect(senses.lookUp("stand")?.alsoNoun == true)
    #expect(senses.sense(of: "broken") == nil)
  }
}
