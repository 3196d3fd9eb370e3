import Foundation
import Testing

/// The module graph has layers and no module imports one of its own layer or above (README,
/// "Modules"): read from the `import` lines of every source file.
@Suite struct ModuleLayerTests {
  /// Each source folder's layer; a module may import only modules of lower layers.
  static let layers: [String: Int] = [
    "CSQLite": 0, "CLibPQ": 0, "CExiv2Shim": 0, "CInotifyShim": 0, "CContentHashShim": 0,
    "CFaceShim": 1, "CTextShim": 1, "CVips": 0, "CVipsShim": 1, "CMicroHTTPD": 0,
    "CMicroHTTPDShim": 1, "CommandLineOptions": 0, "Exiv2ReaderHelper": 1,
    "PhotoQuery": 2,
    "InputSuggestions": 3, "PhotoLibrary": 3,
    "PhotoSearch": 4, "PhotoFaces": 4, "PhotoText": 4, "PhotoSampleLibrary": 4,
    "SuggestionSearch": 5,
    "PhotoPicker": 6,
    "PhotoPickerFixtures": 7,
    "photosearch": 8, "SearchBenchmark": 8, "ParseBenchmark": 8, "FingerprintBenchmark": 8,
    "TextFixtures": 8, "PhotoPickerFixtureServer": 8,
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The project modules each Swift file under `folder` imports.
  static func imports(in folder: URL) -> [(file: String, module: String)] {
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [(String, String)] = []
    for case let url as URL in files where url.pathExtension == "swift" {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
          words[..<i].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        let module = String(words[i + 1])
        if layers[module] != nil { found.append((url.lastPathComponent, module)) }
      }
    }
    return found
  }

  @Test func everySourceFolderHasALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
    #expect(folders.filter { Self.layers[$0] == nil }.sorted() == [])
  }

  @Test func noModuleImportsItsOwnLayerOrAbove() {
    var upward: [String] = []
    for (module, layer) in Self.layers {
      for (file, imported) in Self.imports(in: Self.sources.appendingPathComponent(module))
      where imported != module && (Self.layers[imported] ?? 0) >= layer {
        upward.append("\(module)/\(file) imports \(imported)")
      }
    }
    #expect(upward.sorted() == [])
  }

  @Test func theStoreNeverSeesTheUIKitShapedAPI() {
    let store = Self.imports(in: Self.sources.appendingPathComponent("PhotoLibrary"))
    #expect(!store.contains { $0.module == "InputSuggestions" })
    #expect(!store.isEmpty)
  }
}
