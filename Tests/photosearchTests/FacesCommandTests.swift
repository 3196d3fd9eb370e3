import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `photosearch faces` as a process: killed with SIGKILL part-way, the next run completes the
/// work. Needs the corpus `../shared/corpus/faces` and the face models; skips, saying so, without.
@Suite struct FacesCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let corpus = packageRoot.appendingPathComponent("../shared/corpus/faces").standardized
    .path

  @Test func aRunKilledPartWayIsCompletedByTheNextRun() throws {
    guard let binary = CommandLineTests.binary else {
      print("SKIP: photosearch binary not built")
      return
    }
    guard FileManager.default.fileExists(atPath: Self.corpus + "/faces") else {
      print("SKIP: \(Self.corpus) is absent; the faces kill test did not run")
      return
    }
    let models = Self.packageRoot.appendingPathComponent("Sources/PhotoFaces/Models").path
    guard
      FileManager.default.fileExists(atPath: models + "/dlib_face_recognition_resnet_model_v1.dat")
    else {
      print("SKIP: face models missing (scripts/fetch_face_models.sh)")
      return
    }
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let photos = home + "/photos"
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    var copied = 0
    for folder in ["faces", "nofaces"] {
      for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus + "/" + folder) {
        try FileManager.default.copyItem(
          atPath: Self.corpus + "/" + folder + "/" + name,
          toPath: photos + "/" + folder + "-" + name)
        copied += 1
      }
    }
    let library = home + "/library.sqlite"
    #expect(
      try CommandLineTests.run(binary, ["index", photos, "--library", library], home: home).status
        == 0)

    // First run: killed with SIGKILL once it has stored a few batches.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["faces", "--library", library, "--batch", "2"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let seen = Mutex("")
    errors.fileHandleForReading.readabilityHandler = { handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      seen.withLock { $0 += text }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    func doneSoFar() -> Int {
      let text = seen.withLock { $0 }
      let counts = text.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix("faces: "), let slash = line.firstIndex(of: "/") else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 7)..<slash])
      }
      return counts.max() ?? 0
    }
    while process.isRunning && doneSoFar() < 4 && Date() < deadline { usleep(50_000) }
    let killedEarly = process.isRunning
    if killedEarly { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    errors.fileHandleForReading.readabilityHandler = nil
    #expect(killedEarly, "the first run finished before it could be killed")
    #expect(process.terminationReason == .uncaughtSignal)

    // Second run: finishes what is left, exit 0.
    let second = try CommandLineTests.run(
      binary, ["faces", "--library", library, "--json"], home: home, seconds: 300)
    #expect(second.status == 0, "\(second.errors)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [String: Any])
    let pending = summary["pending"] as? Int ?? -1
    #expect(pending > 0 && pending < copied)
    #expect((summary["faces"] as? Int ?? 0) > 10)

    // Third run: nothing left.
    let third = try CommandLineTests.run(
      binary, ["faces", "--library", library, "--json"], home: home, seconds: 120)
    #expect(third.status == 0)
    let after = try #require(
      try JSONSerialization.jsonObject(with: Data(third.output.utf8)) as? [String: Any])
    #expect(after["pending"] as? Int == 0)
  }
}

/// `--help` and unknown options on every people-by-face verb.
@Suite struct PeopleFacesCommandLineTests {
  static let verbs = ["clusters", "faces", "name", "merge", "split", "remove", "reject"]

  @Test(arguments: verbs) func helpAndUnknownOptions(verb: String) throws {
    guard let binary = CommandLineTests.binary else {
      print("SKIP: photosearch binary not built")
      return
    }
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let help = try CommandLineTests.run(binary, ["people", verb, "--help"], home: home)
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: photosearch people \(verb)"))
    #expect(help.output.contains("example"))
    let unknown = try CommandLineTests.run(
      binary, ["people", verb, "--no-such-option"], home: home)
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("usage: photosearch people \(verb)"))
    let missing = try CommandLineTests.run(
      binary, ["people", verb, "1", "--library", home + "/none.sqlite"], home: home)
    #expect(missing.status != 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
  }
}
