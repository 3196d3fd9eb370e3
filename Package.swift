// swift-tools-version:6.0
import Foundation
import PackageDescription

/// AVX2 and FMA for the dlib code CFaceShim compiles (its HOG features and filters are header
/// templates, SIMD-coded): HOG ran about 30 % faster with them (docs/faces.md). Used when the
/// machine building photosearch has them, since photosearch is built where it runs;
/// `PHOTOSEARCH_NO_AVX2=1` leaves them out (for a build meant for older processors).
let faceShimVectorFlags: [String] = {
  guard ProcessInfo.processInfo.environment["PHOTOSEARCH_NO_AVX2"] == nil,
    let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
    cpu.contains(" avx2"), cpu.contains(" fma")
  else { return [] }
  return ["-mavx2", "-mfma"]
}()

let package = Package(
  name: "PhotoSearchKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "PhotoPlaces", targets: ["PhotoPlaces"]),
    .library(name: "PhotoQuery", targets: ["PhotoQuery"]),
    .library(name: "InputSuggestions", targets: ["InputSuggestions"]),
    .library(name: "PhotoLibrary", targets: ["PhotoLibrary"]),
    .library(name: "PhotoSearch", targets: ["PhotoSearch"]),
    .library(name: "SuggestionSearch", targets: ["SuggestionSearch"]),
    .executable(name: "photosearch", targets: ["photosearch"]),
    .executable(name: "photosearch-exiv2-reader", targets: ["photosearch-exiv2-reader"]),
    .library(name: "PhotoPicker", targets: ["PhotoPicker"]),
    .library(name: "PhotoSampleLibrary", targets: ["PhotoSampleLibrary"]),
    .library(name: "PhotoFaces", targets: ["PhotoFaces"]),
    .library(name: "PhotoText", targets: ["PhotoText"]),
    // dlib, Tesseract and libvips behind CFaceShim, CTextShim and CVipsShim, loaded on first use
    // (CEngineLoader) from next to the executable: build it beside `photosearch` for faces, text
    // and thumbnails; `index` and `search` start without it and the ~100 libraries below it.
    .library(
      name: "PhotoSearchEngines", type: .dynamic,
      targets: ["CFaceEngine", "CTextEngine", "CVipsEngine"]
    ),
  ],
  targets: [
    // Places: the offline gazetteer (names → ranked places) and reverse geocoder (position →
    // town, region, country, continent, time zone) over bundled GeoNames data. Pure Swift; the
    // keyed tables and TSV readers it loads with are shared with PhotoQuery (package access).
    .target(
      name: "PhotoPlaces",
      resources: [.copy("Resources/Data")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Language: typed text → readings → one suggestion's values and resolutions. Pure Swift.
    .target(
      name: "PhotoQuery",
      dependencies: ["PhotoPlaces"],
      resources: [.copy("Resources/Data")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // UIKit-shaped surface: InputSuggestion, PhotoSearchSuggestion, TextField, TextView.
    .target(
      name: "InputSuggestions",
      dependencies: ["PhotoQuery", "PhotoPlaces"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // System SQLite (Debian libsqlite3-dev).
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // libpq, PostgreSQL's client library (Debian libpq-dev): the PostgreSQL library store. Its
    // functions are forwarders that load libpq on first use (CEngineLoader), so commands on an
    // SQLite library start without it and the libraries below it.
    .target(name: "CLibPQ", dependencies: ["CEngineLoader"]),
    // exiv2 behind a small C interface (Debian libexiv2-dev).
    .target(
      name: "CExiv2Shim",
      cxxSettings: [.unsafeFlags(["-std=c++17"])],
      linkerSettings: [.linkedLibrary("exiv2")]
    ),
    // exiv2 in a process of its own (one file at a time, memory-bounded): `Exiv2ReaderPool`
    // runs it beside `photosearch` so reads use every core and a hostile file costs one helper.
    .executableTarget(
      name: "photosearch-exiv2-reader",
      dependencies: ["CExiv2Shim"],
      path: "Sources/Exiv2ReaderHelper",
      cxxSettings: [.unsafeFlags(["-std=c++17"])]
    ),
    // Linux inotify behind a small C interface: the folder watches of the live index.
    .target(name: "CInotifyShim"),
    // SHA-256 of a file's content (OpenSSL libcrypto, Debian libssl-dev): asset fingerprints.
    .target(name: "CContentHashShim", linkerSettings: [.linkedLibrary("crypto")]),
    // Photos-shaped: assets, metadata reading, the index store (SQLite or PostgreSQL behind one
    // storage protocol), the plain query value and its SQL conditions, the live index (folder
    // watches).
    .target(
      name: "PhotoLibrary",
      dependencies: [
        "PhotoPlaces", "PhotoQuery", "CSQLite", "CLibPQ", "CExiv2Shim", "CInotifyShim",
        "CContentHashShim",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Search: a plain PhotoSearchQuery planned into one SQL statement over the storage protocol
    // → paged results; typed values resolved with the language engine's data.
    .target(
      name: "PhotoSearch",
      dependencies: ["PhotoLibrary", "PhotoQuery", "PhotoPlaces"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The adapter from the UIKit-shaped API to search: a PhotoSearchSuggestion or the
    // custom-search strings → a PhotoSearchQuery; completions from the library's words.
    .target(
      name: "SuggestionSearch",
      dependencies: ["PhotoSearch", "PhotoLibrary", "InputSuggestions", "PhotoQuery"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // dlib (Debian libdlib-dev, BLAS/LAPACK through libopenblas0-serial) behind a small C
    // interface: face detection, landmarks, descriptors, over pixels libvips decodes oriented.
    // Always optimised: dlib's templates run 10-50x slower at -O0.
    .target(
      name: "CFaceEngine",
      dependencies: ["CVips"],
      cxxSettings: [
        .headerSearchPath("../CFaceShim/include"), .headerSearchPath("../EngineSupport"),
        .unsafeFlags(["-std=c++17", "-O3", "-DNDEBUG"] + faceShimVectorFlags),
      ],
      linkerSettings: [
        .linkedLibrary("dlib"), .linkedLibrary("blas"), .linkedLibrary("lapack"),
        .unsafeFlags(["-Xlinker", "-Bsymbolic"]),
      ]
    ),
    // Loads the engine library (PhotoSearchEngines), libpq and libmicrohttpd on first use; the
    // shims forward to them.
    .target(name: "CEngineLoader", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "CFaceShim", dependencies: ["CEngineLoader"]),
    // People by face (issue 12): the dlib face detector behind PhotoLibrary's faces pass; the
    // CC0 model files are fetched into Models/ by scripts/fetch_face_models.sh.
    .target(
      name: "PhotoFaces",
      dependencies: ["PhotoLibrary", "CFaceShim"],
      resources: [.copy("Models")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Tesseract 5 (Debian libtesseract-dev, tesseract-ocr-eng) behind a small C interface: the
    // words of an image with confidence and boxes, over grey pixels libvips decodes oriented and
    // scaled; and rendered-text fixtures for the tests and the benchmark.
    .target(
      name: "CTextEngine",
      dependencies: ["CVips"],
      cxxSettings: [
        .headerSearchPath("../CTextShim/include"), .headerSearchPath("../EngineSupport"),
        .unsafeFlags(["-std=c++17", "-O2"]),
      ],
      linkerSettings: [
        .linkedLibrary("tesseract"), .linkedLibrary("lept"),
        .unsafeFlags(["-Xlinker", "-Bsymbolic"]),
      ]
    ),
    .target(name: "CTextShim", dependencies: ["CEngineLoader"]),
    // Text in photos (issue 13): Tesseract behind PhotoLibrary's text pass; the fixture set.
    .target(
      name: "PhotoText",
      dependencies: ["PhotoLibrary", "CTextShim"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Writes the rendered text fixtures (screenshots, document photos, photos without text) with
    // their words (browser test, scripts/bench_text.sh).
    .executableTarget(
      name: "text-fixtures",
      dependencies: ["PhotoText"],
      path: "Sources/TextFixtures",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The one strict option parser of the command line (usage, --help, exit status 2).
    .target(
      name: "CommandLineOptions",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The command: parse, index, people, search, export, pick, serve.
    .executableTarget(
      name: "photosearch",
      dependencies: [
        "PhotoQuery", "InputSuggestions", "PhotoLibrary", "PhotoPicker", "CommandLineOptions",
        "PhotoFaces", "PhotoText", "PhotoSampleLibrary", "PhotoSearch", "SuggestionSearch",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Search at scale: a generated 1,000,000-asset index, the planner against a plain scan.
    .executableTarget(
      name: "SearchBenchmark",
      dependencies: [
        "PhotoLibrary", "PhotoPlaces", "PhotoQuery", "InputSuggestions", "PhotoSearch",
        "SuggestionSearch",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // What a content fingerprint costs beside reading a file (scripts/bench_fingerprint.sh).
    .executableTarget(
      name: "FingerprintBenchmark",
      dependencies: ["PhotoLibrary"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Speed and memory of the language engine (release builds; scripts/bench_parse.sh).
    .executableTarget(
      name: "ParseBenchmark",
      dependencies: ["PhotoPlaces", "PhotoQuery", "InputSuggestions"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoQueryTests",
      dependencies: ["PhotoQuery", "PhotoPlaces"],
      // The query corpus is read from its folder by path (QueryCorpusTests), not bundled.
      exclude: ["Corpus"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoPlacesTests",
      dependencies: ["PhotoPlaces"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "InputSuggestionsTests",
      dependencies: ["InputSuggestions", "PhotoQuery"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The command line: the option parser, and `--help` on every command of the built binary.
    .testTarget(
      name: "photosearchTests",
      dependencies: ["CommandLineOptions", "photosearch", "PhotoText"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoLibraryTests",
      dependencies: [
        "PhotoLibrary", "PhotoPlaces", "PhotoQuery", "InputSuggestions", "PhotoSearch",
        "SuggestionSearch",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // A non-variadic C interface over libmicrohttpd (Debian libmicrohttpd-dev), which it loads
    // when a server starts (CEngineLoader): the other commands start without it.
    .target(name: "CMicroHTTPDShim", dependencies: ["CEngineLoader"]),
    // libvips (Debian libvips-dev) and non-variadic wrappers for thumbnails.
    .systemLibrary(name: "CVips", pkgConfig: "vips", providers: [.apt(["libvips-dev"])]),
    .target(
      name: "CVipsEngine",
      dependencies: ["CVips"],
      cSettings: [.headerSearchPath("../CVipsShim/include")],
      linkerSettings: [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]
    ),
    .target(name: "CVipsShim", dependencies: ["CEngineLoader"]),
    // PhotosUI-shaped: configuration, filters, search text, results, the web picker.
    .target(
      name: "PhotoPicker",
      dependencies: [
        "PhotoLibrary", "PhotoSearch", "SuggestionSearch", "InputSuggestions", "PhotoQuery",
        "CMicroHTTPDShim", "CVipsShim",
      ],
      resources: [.copy("Web")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // The sample library: a household's photos painted with their metadata (`photosearch sample`,
    // `serve` with no library), and its people and places written into an index.
    .target(
      name: "PhotoSampleLibrary",
      dependencies: ["PhotoLibrary", "PhotoQuery", "CVipsShim"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Test fixtures of the picker: generated images and an in-memory data source.
    .target(
      name: "PhotoPickerFixtures",
      dependencies: ["PhotoPicker", "PhotoLibrary", "InputSuggestions", "PhotoQuery"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Serves the picker over generated images and an in-memory data source (browser tests).
    .executableTarget(
      name: "picker-fixture-server",
      dependencies: ["PhotoPicker", "PhotoPickerFixtures"],
      path: "Sources/PhotoPickerFixtureServer",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoFacesTests",
      dependencies: ["PhotoFaces", "PhotoLibrary"],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoTextTests",
      dependencies: [
        "PhotoText", "PhotoLibrary", "PhotoQuery", "InputSuggestions", "PhotoSearch",
        "SuggestionSearch",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
      name: "PhotoPickerTests",
      dependencies: [
        "PhotoPicker", "PhotoPickerFixtures", "PhotoSampleLibrary", "PhotoSearch",
        "SuggestionSearch",
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ],
  cxxLanguageStandard: .cxx17
)
