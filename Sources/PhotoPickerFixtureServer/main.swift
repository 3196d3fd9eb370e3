import Foundation
import PhotoPicker
import PhotoPickerFixtures

// TEST FIXTURE: a `pick`-like command over generated images and the in-memory data source, for
// the browser tests. Usage:
//   picker-fixture-server --dir DIR [--count N] [--limit N] [--ordered] [--json]
//                         [--thumbs DIR] [--filter images|screenshots|not-screenshots]
//                         [--scan FOLDER] [--generate-only] [--synthetic N] [TEXT]
// --scan serves the images of a real folder instead of generated ones (timing runs);
// --generate-only draws the images into --dir and exits;
// --synthetic N serves N assets reusing the generated images (paging at library scale).
// Prints "Open <url>" on stderr, then the chosen files on stdout; exit 1 on cancel.

var directory: URL?
var thumbs: String?
var count = 120
var limit = 0
var ordered = false
var json = false
var filter: PickerFilter?
var words: [String] = []
var scanFolder: URL?
var generateOnly = false
var synthetic = 0
var arguments = Array(CommandLine.arguments.dropFirst())[...]
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("picker-fixture-server: \(message)\n".utf8))
  exit(2)
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--dir": directory = arguments.popFirst().map { URL(fileURLWithPath: $0) }
  case "--thumbs": thumbs = arguments.popFirst()
  case "--count": count = arguments.popFirst().flatMap { Int($0) } ?? -1
  case "--limit": limit = arguments.popFirst().flatMap { Int($0) } ?? -1
  case "--ordered": ordered = true
  case "--scan": scanFolder = arguments.popFirst().map { URL(fileURLWithPath: $0) }
  case "--generate-only": generateOnly = true
  case "--synthetic": synthetic = arguments.popFirst().flatMap { Int($0) } ?? -1
  case "--json": json = true
  case "--filter":
    switch arguments.popFirst() {
    case "images": filter = .images
    case "screenshots": filter = .screenshots
    case "not-screenshots": filter = .not(.screenshots)
    default: fail("--filter takes images, screenshots or not-screenshots")
    }
  default:
    if argument.hasPrefix("--") { fail("unknown option \(argument)") }
    words.append(argument)
  }
}
guard let directory = directory ?? scanFolder else {
  fail("--dir DIR or --scan FOLDER is required")
}
guard count >= 0, limit >= 0, synthetic >= 0 else {
  fail("--count, --limit and --synthetic take whole numbers")
}

do {
  let assets =
    try scanFolder.map { FixtureLibrary.scan(directory: $0) }
    ?? FixtureLibrary.generate(count: count, in: directory)
  if generateOnly { exit(0) }
  let served = synthetic > 0 ? FixtureLibrary.synthetic(count: synthetic, reusing: assets) : assets
  let text = words.joined(separator: " ")
  let configuration = PickerConfiguration(
    selectionLimit: limit, filter: filter, selection: ordered ? .ordered : .default,
    searchText: text.isEmpty ? nil : PickerSearchText(text))
  let code = try await PickCommand.run(
    configuration: configuration, dataSource: FixturePickerDataSource(assets: served), json: json,
    options: PickerServerOptions(thumbnailDirectory: thumbs))
  exit(code)
} catch {
  fail("\(error)")
}
