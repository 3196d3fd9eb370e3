import Foundation
import Synchronization
import Testing

/// `parse --times --out PATH` replaces a regular file through a file beside it, but writes into
/// anything else: `--out /dev/null` once turned the machine's `/dev/null` into a regular file.
@Suite struct TimesOutputTests {
  /// Writes a one-case time suite into `home` and returns its path.
  static func suite(in home: String, id: String, text: String) throws -> String {
    let path = home + "/suite.jsonl"
    let line =
      #"{"id": "\#(id)", "input": "\#(text)", "reference": "2026-07-15T10:00:00", "expected": []}"#
    try (line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func outWritesIntoAPipeAndLeavesItAPipe() throws {
    guard let binary = CommandLineTests.binary else {
      print("SKIP: photosearch binary not built (run `swift build --build-tests` first)")
      return
    }
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let suite = try Self.suite(in: home, id: "t-1", text: "photos from last week")
    let fifo = home + "/out.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    // The reader opens the pipe first, as a shell's reader would.
    let received = Mutex("")
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo) {
        let data = handle.readDataToEndOfFile()
        received.withLock { $0 = String(decoding: data, as: UTF8.self) }
      }
    }
    reader.start()
    let run = try CommandLineTests.run(
      binary, ["parse", "--times", "--jsonl", suite, "--out", fifo], home: home)
    #expect(run.status == 0)
    var waited = 0
    while received.withLock({ $0.isEmpty }), waited < 200 {
      usleep(10_000)
      waited += 1
    }
    #expect(received.withLock { $0.contains("\"t-1\"") })
    var status = stat()
    #expect(stat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func outReplacesARegularFileWhole() throws {
    guard let binary = CommandLineTests.binary else {
      print("SKIP: photosearch binary not built (run `swift build --build-tests` first)")
      return
    }
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let suite = try Self.suite(in: home, id: "t-2", text: "yesterday")
    let out = home + "/out.jsonl"
    try String(repeating: "old line\n", count: 100).write(
      toFile: out, atomically: true, encoding: .utf8)
    let run = try CommandLineTests.run(
      binary, ["parse", "--times", "--jsonl", suite, "--out", out], home: home)
    #expect(run.status == 0)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written.contains("\"t-2\""))
    #expect(!written.contains("old line"))
  }
}
