import Foundation
import PhotoLibrary
import PhotoText

/// Shared helpers: a temporary folder of rendered fixtures, indexed, and word recall.
enum TextTestSupport {
  /// One reader for every test (Tesseract loads once per thread).
  static let reader: TesseractTextReader? = try? TesseractTextReader()

  /// Whether Debian's English Tesseract model is installed (the tests that read need it).
  static var hasTesseract: Bool { reader != nil }

  /// A fresh temporary folder.
  static func folder(_ name: String = #function) throws -> String {
    let path =
      NSTemporaryDirectory()
      + "psk-text-\(name.prefix(24).filter { $0.isLetter })-\(UUID().uuidString.prefix(6))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The fixtures written into `root/photos`, indexed into `root/library.sqlite`.
  static func library(_ fixtures: [TextFixture], root: String) throws -> LibraryStore {
    let photos = root + "/photos"
    try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
    for f in fixtures { try f.write(into: photos) }
    let store = try LibraryStore(path: root + "/library.sqlite")
    _ = try Indexer(store: store, workers: 2).index(folders: [photos])
    return store
  }

  /// The share of `expected` words found among `read` (each read word counts once).
  static func recall(expected: [String], read: [String]) -> Double {
    guard !expected.isEmpty else { return 1 }
    var left: [String: Int] = [:]
    for w in read { left[w, default: 0] += 1 }
    var found = 0
    for w in expected where (left[w] ?? 0) > 0 {
      left[w]! -= 1
      found += 1
    }
    return Double(found) / Double(expected.count)
  }

  /// The folded tokens of what was read.
  static func tokens(_ text: RecognizedText) -> [String] {
    text.words.flatMap { TextFixture.tokens($0.text) }
  }
}
