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
    "CEngineLoader": 0, "CFaceEngine": 1, "CTextEngine": 1, "CVipsEngine": 1,
    "EngineSupport": 0,  // a header the face and text engines share, no module of its own
    "PhotoPlaces": 2,
    "PhotoQuery": 3,
    "InputSuggestions": 4, "PhotoLibrary": 4,
    "PhotoSearch": 5, "PhotoFaces": 5, "PhotoText": 5, "PhotoSampleLibrary": 5,
    "SuggestionSearch": 6,
    "PhotoPicker": 7,
    "PhotoPickerFixtures": 8,
    "photosearch": 9, "SearchBenchmark": 9, "ParseBenchmark": 9, "FingerprintBenchmark": 9,
    "TextFixtures": 9, "PhotoPickerFixtureServer": 9,
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

  /// Places sit below the language engine and the store: the indexer reverse-geocodes through
  /// PhotoPlaces, not through the language module, and PhotoPlaces imports no project module.
  @Test func placesAreBelowTheLanguageEngineAndTheIndexer() {
    let places = Self.imports(in: Self.sources.appendingPathComponent("PhotoPlaces"))
    #expect(places.map(\.module) == [])
    let index = Self.imports(in: Self.sources.appendingPathComponent("PhotoLibrary/Index"))
    #expect(index.contains { $0.module == "PhotoPlaces" })
    #expect(!index.contains { $0.module == "PhotoQuery" })
    let language = Self.imports(in: Self.sources.appendingPathComponent("PhotoQuery"))
    #expect(language.contains { $0.module == "PhotoPlaces" })
  }
}
