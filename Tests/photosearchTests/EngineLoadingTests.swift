import Foundation
import Testing

/// dlib, Tesseract and libvips are loaded only by the commands that use them (from the engine
/// library, `PhotoSearchEngines`): `index` starts without them and the ~100 libraries below
/// them, which took most of its process start (docs/library.md).
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
    for library in ["libdlib", "libtesseract", "libvips", "libPhotoSearchEngines"] {
      #expect(!report.contains(library), "index loaded \(library)")
    }
  }
}
