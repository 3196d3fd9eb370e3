import Foundation
import PhotoLibrary

/// The body of a `pick`-style command, usable like a file chooser from scripts: starts the web
/// picker, prints its URL on standard error, waits, prints the chosen files on standard output
/// (one path a line, or `PickerResult` JSON) and returns the exit code: 0 when items were added,
/// 1 on cancel.
@MainActor
public enum PickCommand {
  /// Runs `photosearch pick` with parsed `options` over `dataSource` (the library's search).
  public static func run(options: PickCommandOptions, dataSource: any PickerDataSource)
    async throws -> Int32
  {
    try await run(
      configuration: options.configuration, dataSource: dataSource, json: options.json,
      options: options.serverOptions, openBrowser: options.openBrowser)
  }

  /// Runs one picking session over `dataSource`.
  public static func run(
    configuration: PickerConfiguration, dataSource: any PickerDataSource, json: Bool,
    options: PickerServerOptions = PickerServerOptions(), openBrowser: Bool = false
  ) async throws -> Int32 {
    let controller = PhotoPickerController(configuration: configuration, dataSource: dataSource)
    let collector = ResultCollector()
    controller.delegate = collector
    try await controller.presentInBrowser(options: options) { url in
      FileHandle.standardError.write(Data("Open \(url.absoluteString)\n".utf8))
      if openBrowser { BrowserOpener.open(url) }
    }
    guard let results = collector.results, !results.isEmpty else { return 1 }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      encoder.dateEncodingStrategy = .iso8601
      print(String(decoding: try encoder.encode(results), as: UTF8.self))
    } else {
      // The paths' own bytes, so a script can open a file whose name is not UTF-8.
      for result in results {
        FileHandle.standardOutput.write(Data(FileSystemPath.bytes(result.fileURL.path) + [10]))
      }
    }
    return 0
  }
}

/// Keeps what the picker delivered.
@MainActor
final class ResultCollector: PhotoPickerControllerDelegate {
  var results: [PickerResult]?
  func picker(_ picker: PhotoPickerController, didFinishPicking results: [PickerResult]) {
    self.results = results
  }
}

/// Opens a URL with `xdg-open` when there is a display; does nothing otherwise.
public enum BrowserOpener {
  /// Tries to open `url` in the person's browser; failures are ignored (the URL is printed).
  public static func open(_ url: URL) {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
