import CommandLineOptions
import Foundation
import PhotoLibrary
import PhotoPicker
import PhotoSampleLibrary

/// `photosearch sample [FOLDER] [--library PATH] [--force]`: draws and tags the bundled sample
/// library (default folder: `$XDG_DATA_HOME/photosearch/sample`), indexes it and sets up its
/// people (owner, aliases) and the personal place `home`.
enum SampleCommand {
  static let spec = CommandSpec(
    name: "sample", synopsis: "[FOLDER] [--library PATH] [--force]",
    summary:
      "Draws the bundled sample library (311 pictures) into FOLDER, indexes it and sets up its people.",
    options: [CommonOptions.library, .flag("--force", "draw every picture again")],
    operands: 0...1, examples: ["photosearch sample /tmp/sample --library /tmp/sample.sqlite"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let folder =
      args.operands.first.map { URL(fileURLWithPath: $0) } ?? SampleLibrary.defaultFolder()
    let started = Date()
    let summary = try SampleLibrary.generate(into: folder, force: args.flags["--force"] != nil)
    for failure in summary.failures { printError("could not write \(failure)") }
    let store = try LibraryStore(path: args.library)
    let index = try Indexer(store: store).index(folders: [folder.path])
    try SampleLibrary.configure(store)
    print(
      "sample library: \(folder.path) (\(summary.planned) pictures, \(summary.written) drawn now); "
        + "index \(args.library): \(index.indexed) new, \(index.unchanged) unchanged, \(index.skipped.count) skipped "
        + String(format: "in %.1f s", Date().timeIntervalSince(started)))
    return summary.failures.isEmpty ? 0 : 1
  }
}
