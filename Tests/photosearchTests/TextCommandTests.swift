import Foundation
import PhotoText
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `photosearch text` as a process: killed with SIGKILL part-way, the next run reads only what
/// the first had not committed (at most its batch in flight) and every photo ends with its text.
/// Skips, saying so, without Debian's tesseract-ocr-eng.
@Suite struct TextCommandTests {
  static var hasTesseract: Bool {
    FileManager.default.fileExists(atPath: TesseractTextReader.defaultTessdata + "/eng.traineddata")
  }

  @Test(.enabled(if: hasTesseract, "tesseract-ocr-eng is not installed"))
  func aRunKilledPartWayLosesAtMostItsBatchInFlight() throws {
    guard let binary = CommandLineTests.binary else {
      print("SKIP: photosearch binary not built")
      return
    }
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let photos = home + "/photos"
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    let fixtures = Array(TextFixtureSet.screenshots.filter { $0.width < 2000 }.prefix(10))
    for f in fixtures { try f.write(into: photos) }
    let library = home + "/library.sqlite"
    #expect(
      try CommandLineTests.run(binary, ["index", photos, "--library", library], home: home).status
        == 0)

    // First run: one photo per batch, killed with SIGKILL once it has committed three.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["text", "--library", library, "--batch", "1", "--workers", "1"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let seen = Mutex("")
    errors.fileHandleForReading.readabilityHandler = { handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      seen.withLock { $0 += text }
    }
    try process.run()
    func committed() -> Int {
      seen.withLock { $0 }.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix("text: "), let slash = line.firstIndex(of: "/") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 6)..<slash])
      }.max() ?? 0
    }
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && committed() < 3 && Date() < deadline { usleep(20_000) }
    let killed = process.isRunning
    if killed { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    errors.fileHandleForReading.readabilityHandler = nil
    #expect(killed, "the first run finished before it could be killed")
    let before = committed()

    // Second run: reads what was not committed, the photo in flight again, nothing twice.
    let second = try CommandLineTests.run(
      binary, ["text", "--library", library, "--json"], home: home, seconds: 300)
    #expect(second.status == 0, "\(second.errors)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [String: Any])
    let pending = summary["pending"] as? Int ?? -1
    #expect(pending <= fixtures.count - before && pending >= fixtures.count - before - 1)
    #expect((summary["skipped"] as? [Any])?.isEmpty == true)
    #expect(summary["with_text"] as? Int == fixtures.count, "\(summary)")

    // Third run: nothing left; every screenshot is found by its own words.
    let third = try CommandLineTests.run(
      binary, ["text", "--library", library, "--json"], home: home, seconds: 60)
    let after = try #require(
      try JSONSerialization.jsonObject(with: Data(third.output.utf8)) as? [String: Any])
    #expect(after["pending"] as? Int == 0)
    let found = try CommandLineTests.run(
      binary, ["search", "screenshot with the verification code", "--library", library, "--json"],
      home: home)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [String: Any])
    let results = (object["results"] as? [[String: Any]]) ?? []
    #expect(
      (results.first?["path"] as? String)?.hasSuffix(TextFixtureSet.screenshots[6].name) == true,
      "\(found.output)")
    #expect(results.first?["text"] != nil)
  }
}
