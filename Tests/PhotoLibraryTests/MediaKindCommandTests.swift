import Foundation
import Testing

/// `photosearch index`, `search` and `stats` on a folder of byte-built fixtures of every kind:
/// each kind's search finds exactly its fixtures (issue 13), end to end through the command.
@Suite(
  "Media kinds through the photosearch command",
  .enabled(if: PhotosearchBinary.path != nil, "photosearch is not built"))
struct MediaKindCommandTests {
  /// Runs the command; returns its status and standard output.
  func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(PhotosearchBinary.path))
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func searchesByKindFindExactlyTheFixturesOfThatKind() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    try MediaKindFixtures.writeKindsLibrary(at: root + "/photos")
    let library = root + "/library.sqlite"
    #expect(try run(["index", root + "/photos", "--library", library]).status == 0)
    let searches: [(String, String)] = [
      ("slo-mo videos", "slo-mo"), ("portraits", "portrait"), ("time-lapse", "time-lapse"),
      ("screen recordings", "screen recording"),
    ]
    for (text, kind) in searches {
      let result = try run(["search", text, "--json", "--limit", "50", "--library", library])
      #expect(result.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      let paths = (object["results"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
      #expect(Set(paths) == MediaKindFixtures.expected[kind], "\(text)")
      #expect(paths.count == MediaKindFixtures.expected[kind]?.count, "\(text)")
    }
    let stats = try run(["stats", "--library", library])
    #expect(stats.status == 0)
    let kindsLine = stats.output.split(separator: "\n").first { $0.hasPrefix("media kinds") }
    #expect(kindsLine?.contains("slo-mo 2") == true)
    #expect(kindsLine?.contains("screen recordings 3") == true)
    #expect(kindsLine?.contains("portraits 2") == true)
    #expect(kindsLine?.contains("time-lapse 2") == true)
  }
}

/// The built `photosearch` command next to the test bundle, or in `.build/debug`.
enum PhotosearchBinary {
  static var path: String? {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("photosearch").path,
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("photosearch").path,
      Fixtures.packageRoot.appendingPathComponent(".build/debug/photosearch").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
