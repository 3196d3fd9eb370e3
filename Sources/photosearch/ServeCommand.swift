import CommandLineOptions
import Foundation
import PhotoLibrary
import PhotoPicker
import PhotoSampleLibrary
import PhotoSearch
import SuggestionSearch

/// `photosearch serve [FOLDER…] [--library PATH] [--host ADDRESS] [--port N] [--no-open]
/// [--watch]`: indexes the folders (none: the bundled sample library, drawn on first run), then
/// serves the app — compose box with live photo suggestions, the picker opened already
/// searched — until interrupted; with `--watch` the index follows the folders meanwhile.
enum ServeCommand {
  static var usage: String { spec.usage }

  static let spec = CommandSpec(
    name: "serve",
    synopsis: "[FOLDER…] [--library PATH] [--host ADDRESS] [--port N] [--no-open] [--watch]",
    summary:
      "Indexes the folders (none: the bundled sample library) and serves the app until interrupted.",
    options: [
      CommonOptions.library, .value("--host", "ADDRESS", "the address to listen on (127.0.0.1)"),
      .value("--port", "N", "the port (0: any free one)"),
      .flag("--no-open", "do not open a browser"),
      .flag("--watch", "keep the index up to date as the folders change (as `photosearch watch`)"),
    ], operands: 0...Int.max,
    examples: ["photosearch serve ~/Pictures --port 8080 --no-open --watch"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let host = args.flags["--host"] ?? "127.0.0.1"
    guard let port = UInt16(args.flags["--port"] ?? "0") else {
      throw spec.invalid("--port takes 0…65535")
    }
    var folders = args.operands
    var library = args.library
    var useSample = false
    if folders.isEmpty && !arguments.contains("--library") {
      useSample = true
      library = SampleLibrary.defaultIndexPath()
    }
    // A mistyped --library without folders must not create an empty library.
    let store = try LibraryStore(
      path: library, mode: useSample || !folders.isEmpty ? .create : .existing)
    if useSample {
      let folder = SampleLibrary.defaultFolder()
      if !SampleLibrary.isComplete(folder) {
        printError("drawing the sample library into \(folder.path) (first run only)…")
      }
      let summary = try SampleLibrary.generate(into: folder)
      for failure in summary.failures { printError("could not write \(failure)") }
      folders = [folder.path]
    } else if folders.isEmpty {
      folders = try store.roots().map(\.path)
    }
    if !folders.isEmpty {
      let summary = try Indexer(store: store).index(folders: folders)
      printError(
        "indexed \(summary.indexed) new, \(summary.unchanged) unchanged, "
          + "\(summary.skipped.count) skipped of \(summary.total) files")
    }
    if useSample { try SampleLibrary.configure(store) }
    let dataSource = LibraryDataSource(search: try PhotoLibrarySearch(store: store))
    let server = try PhotoSearchAppServer(
      dataSource: dataSource, options: PickerServerOptions(host: host, port: port))
    FileHandle.standardOutput.write(
      Data(
        "PhotoSearch is running: open \(server.url.absoluteString)\n(library \(library); press Ctrl-C to stop)\n"
          .utf8))
    // People by face, then text in photos: the photos not yet looked at, in the background (not
    // the drawn sample).
    if !useSample {
      let path = library
      FacesInBackground.start(library: path, server: server) {
        TextInBackground.run(library: path)
      }
    }
    if args.flags["--watch"] != nil && !folders.isEmpty {
      let watcher = LibraryWatcher(indexer: Indexer(store: store), folders: folders)
      Thread {
        do {
          try watcher.run(until: WatchStop()) { notice in
            if let line = WatchCommand.line(for: notice, json: false) {
              printError("photosearch watch: " + line)
            }
            if let text = WatchCommand.message(for: notice) {
              printError("photosearch watch: " + text)
            }
          }
        } catch {
          printError("photosearch watch stopped: \(error)")
        }
      }.start()
    }
    if args.flags["--no-open"] == nil { BrowserOpener.open(server.url) }
    while true { try await Task.sleep(for: .seconds(3600)) }
  }
}
