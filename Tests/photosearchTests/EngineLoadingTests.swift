import Foundation
import Testing

/// dlib, Tesseract and libvips (from the engine library, `PhotoSearchEngines`), libpq and
/// libmicrohttpd are loaded only by the commands that use them: `index` starts without them and
/// the libraries below them, which took most of its process start (docs/library.md).
@Suite struct EngineLoadingTests {
  /// What the dynamic loader reports loading while `photosearch` runs `arguments`.
  static func loaderReport(_ binary: String, _ arguments: [String], home: String) throws -> String {
    let run = try CommandLineTests.run(
      binary, arguments, home: home,
      environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": home + "/loader"])
    #expect(run.status == 0)
    // One report per process (the exiv2 helpers too): `loader.PID`.
    let reports = try FileManager.default.contentsOfDirectory(atPath: home)
      .filter { $0.hasPrefix("loader.") }
    return try reports.map { try String(contentsOfFile: home + "/" + $0, encoding: .utf8) }
      .joined()
  }

  @Test(.enabled(if: CommandLineTests.binary != nil))
  func indexingLoadsNeitherDlibNorTesseractNorVips() throws {
    let binary = try #require(CommandLineTests.binary)
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let photos = home + "/photos"
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    let report = try Self.loaderReport(
      binary, ["index", photos, "--library", home + "/library.sqlite"], home: home)
    #expect(report.contains("libsqlite3"), "the loader's report lists what was loaded")
    for library in [
      "libdlib", "libtesseract", "libvips", "libPhotoSearchEngines", "libpq", "libmicrohttpd",
      "libgnutls", "libkrb5",
    ] {
      #expect(!report.contains(library), "index loaded \(library)")
    }
  }

  /// libpq is loaded when a command opens a PostgreSQL library: here one where no server
  /// listens, so the command fails with libpq's own message (the PostgreSQL tests, run with a
  /// server by CI, cover the rest).
  @Test(.enabled(if: CommandLineTests.binary != nil))
  func aPostgreSQLLibraryLoadsLibpq() throws {
    let binary = try #require(CommandLineTests.binary)
    let home = try CommandLineTests.emptyFolder()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = try CommandLineTests.run(
      binary, ["stats", "--library", "postgresql://127.0.0.1:9/psk_none?connect_timeout=5"],
      home: home, environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": home + "/loader"])
    #expect(run.status == 1)
    #expect(run.errors.contains("127.0.0.1"), "libpq's message: \(run.errors)")
    #expect(!run.errors.contains("cannot load"))
    let reports = try FileManager.default.contentsOfDirectory(atPath: home)
      .filter { $0.hasPrefix("loader.") }
    let report = try reports.map { try String(contentsOfFile: home + "/" + $0, encoding: .utf8) }
      .joined()
    #expect(report.contains("libpq.so.5"))
    #expect(!report.contains("libmicrohttpd"))
  }
}
