import Foundation
import Testing

/// `photosearch complete TEXT --json` prints `{"completions": [{text, kind, replaces, count}]}`.
extension CommandLineTests {
  @Test func completePrintsCompletionsAsJSON() throws {
    guard let binary = Self.binary else {
      Issue.record("photosearch binary not built (run `swift build --build-tests` first)")
      return
    }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(
      atPath: home + "/photos", withIntermediateDirectories: true)
    let library = home + "/l.sqlite"
    #expect(
      try Self.run(binary, ["index", home + "/photos", "--library", library], home: home).status
        == 0)
    let run = try Self.run(
      binary, ["complete", "photos from Christm", "--json", "--library", library], home: home)
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let completions = try #require(object["completions"] as? [[String: Any]])
    let first = try #require(completions.first)
    #expect(first["text"] as? String == "Christmas")
    #expect(first["kind"] as? String == "when")
    #expect(first["replaces"] as? [Int] == [12, 19])
    #expect(first["count"] is NSNull)
    let bad = try Self.run(
      binary, ["complete", "x", "--limit", "0", "--library", library], home: home)
    #expect(bad.status == 2)
  }
}
