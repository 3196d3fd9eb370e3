import Foundation
import Testing

/// The built `photosearch` binary: `--help` on every command, exit statuses, nothing written by
/// read-only or mistaken commands (issue 10, defects 5 and 9).
@Suite struct CommandLineTests {
  static let commands = [
    "parse", "index", "watch", "export", "people", "stats", "search", "pick", "serve", "sample",
    "version", "complete", "faces", "text",
  ]

  /// The built command (`swift build --build-tests` builds it next to the test bundle).
  static var binary: String? {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("photosearch").path,
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("photosearch").path,
      packageRoot.appendingPathComponent(".build/debug/photosearch").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the binary with `HOME` and `XDG_DATA_HOME` in `home` (and `extra` variables); kills it
  /// after `seconds`.
  static func run(
    _ binary: String, _ arguments: [String], home: String, seconds: Double = 20,
    environment extra: [String: String] = [:]
  ) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home
    environment["XDG_DATA_HOME"] = home + "/data"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      errors: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }

  static func emptyFolder() throws -> String {
    let path = NSTemporaryDirectory() + "psk-cli-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test(arguments: commands) func helpPrintsUsageOptionsAndAnExampleAndDoesNothingElse(
    command: String
  ) throws {
    guard let binary = Self.binary else {
      print("SKIP: photosearch binary not built (run `swift build --build-tests` first)")
      return
    }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let started = Date()
    let run = try Self.run(binary, [command, "--help"], home: home)
    #expect(run.status == 0)
    #expect(Date().timeIntervalSince(started) < 15)  // `serve --help` starts no server
    #expect(run.output.hasPrefix("usage: photosearch \(command)"))
    #expect(run.output.contains("--help"))
    #expect(run.output.contains("example"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
  }

  @Test func topLevelHelpAndUnknownCommands() throws {
    guard let binary = Self.binary else { return }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let help = try Self.run(binary, ["--help"], home: home)
    #expect(help.status == 0)
    #expect(Self.commands.allSatisfy { help.output.contains("  \($0) ") })
    #expect(try Self.run(binary, [], home: home).status == 2)
    #expect(try Self.run(binary, ["frobnicate"], home: home).status == 2)
  }

  @Test(arguments: commands) func unknownOptionsAndMissingValuesExit2WithTheUsage(command: String)
    throws
  {
    guard let binary = Self.binary else { return }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let unknown = try Self.run(binary, [command, "--no-such-option"], home: home)
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("unknown option --no-such-option"))
    #expect(unknown.errors.contains("usage: photosearch \(command)"))
    if command != "version" {
      let option = command == "parse" ? "--locale" : "--library"
      let missing = try Self.run(binary, [command, option], home: home)
      #expect(missing.status == 2)
      #expect(missing.errors.contains("\(option) needs a value"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
  }

  @Test func readCommandsOnAMissingOrForeignLibraryExit1AndWriteNothing() throws {
    guard let binary = Self.binary else { return }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    for arguments in [
      ["stats"], ["export", "--jsonl"], ["search", "beach"], ["people", "list"],
      ["complete", "Mo"],
    ] {
      let run = try Self.run(binary, arguments + ["--library", home + "/typo.sqlite"], home: home)
      #expect(run.status == 1)
      #expect(run.errors.contains("no library at"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
    let foreign = home + "/notes.txt"
    try Data("not a library\n".utf8).write(to: URL(fileURLWithPath: foreign))
    for arguments in [["stats"], ["index", home + "/none"], ["people", "owner", "Me"]] {
      let run = try Self.run(binary, arguments + ["--library", foreign], home: home)
      #expect(run.status == 1)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == Data("not a library\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["notes.txt"])
  }
}

extension CommandLineTests {
  /// Issue 10, defect 7: a newline in a file name stays on its line in `index`'s text output.
  @Test func aNewlineInAFileNameKeepsEachRecordOnItsLine() throws {
    guard let binary = Self.binary else { return }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(
      atPath: home + "/photos", withIntermediateDirectories: true)
    try Data("not a jpeg".utf8).write(to: URL(fileURLWithPath: home + "/photos/two\nlines.jpg"))
    let run = try Self.run(
      binary, ["index", home + "/photos", "--library", home + "/l.sqlite"], home: home)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  skipped two\\nlines.jpg: ") })
    #expect(!lines.contains { $0.hasPrefix("lines.jpg") })
  }
}

extension CommandLineTests {
  /// Issue 10, defect 5: two `index` runs creating the same new library at once both succeed.
  @Test func twoFirstIndexRunsAtOnceBothSucceed() throws {
    guard let binary = Self.binary else { return }
    let home = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    try FileManager.default.createDirectory(
      atPath: home + "/photos", withIntermediateDirectories: true)
    for round in 0..<4 {
      let library = home + "/lib\(round).sqlite"
      let processes = (0..<2).map { _ in
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["index", home + "/photos", "--library", library]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = Pipe()
        return p
      }
      for p in processes { try p.run() }
      for p in processes { p.waitUntilExit() }
      for p in processes {
        let errors = (p.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
        #expect(
          p.terminationStatus == 0,
          "\(String(decoding: errors ?? Data(), as: UTF8.self))")
      }
      let stats = try Self.run(binary, ["stats", "--json", "--library", library], home: home)
      #expect(stats.status == 0)
    }
  }
}
