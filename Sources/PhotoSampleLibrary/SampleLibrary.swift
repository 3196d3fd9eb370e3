import Foundation
import PhotoLibrary
import PhotoQuery
import Synchronization

/// The bundled sample library: a few hundred pictures the project draws itself (libvips) and
/// tags with real metadata (exiv2), so every filter — who, what, where, when, kind, exclusions —
/// has results on a fresh machine. Generated deterministically on first use.
public enum SampleLibrary {
  /// Bumped when the plan or drawings change, so an old folder is regenerated.
  public static let version = 3
  /// The marker file written last: its presence means the folder is complete.
  public static let markerName = ".photosearch-sample"

  /// Where the sample lives by default: `$XDG_DATA_HOME/photosearch/sample`, else
  /// `~/.local/share/photosearch/sample`.
  public static func defaultFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("photosearch/sample")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/photosearch/sample")
  }

  /// The sample's own index, next to its folder: `…/photosearch/sample.sqlite`.
  public static func defaultIndexPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    defaultFolder(environment: environment).deletingLastPathComponent()
      .appendingPathComponent("sample.sqlite").path
  }

  /// What a generation did.
  public struct Summary: Sendable, Hashable {
    /// Pictures in the plan.
    public var planned: Int
    /// Pictures drawn and tagged now (0 when the folder was already complete).
    public var written: Int
    /// Pictures that could not be written, with the reason.
    public var failures: [String]
  }

  /// Whether `folder` holds a complete sample of the current version.
  public static func isComplete(_ folder: URL) -> Bool {
    let marker = folder.appendingPathComponent(markerName)
    guard let text = try? String(contentsOf: marker, encoding: .utf8) else { return false }
    return text.hasPrefix("version \(version)\n")
  }

  /// Draws and tags the sample into `folder` unless it is already complete. `year` is the last
  /// year with photos (default: `$PHOTOSEARCH_SAMPLE_LAST_YEAR`, else this year; tests set it
  /// low for a smaller sample); `limit` keeps only the first pictures.
  @discardableResult
  public static func generate(
    into folder: URL, year: Int? = nil, limit: Int? = nil, force: Bool = false
  ) throws -> Summary {
    let lastYear =
      year ?? ProcessInfo.processInfo.environment["PHOTOSEARCH_SAMPLE_LAST_YEAR"].flatMap(Int.init)
      ?? Calendar(identifier: .gregorian).component(.year, from: Date())
    let plan = SamplePlan.photos(lastYear: lastYear)
    let photos = limit.map { Array(plan.prefix(max(0, $0))) } ?? plan
    if !force && isComplete(folder) {
      return Summary(planned: photos.count, written: 0, failures: [])
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let failures = Mutex<[String]>([])
    let written = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: photos.count) { index in
      let photo = photos[index]
      do {
        try write(photo, in: folder)
        written.add(1, ordering: .relaxed)
      } catch {
        failures.withLock { $0.append("\(photo.relativePath): \(error)") }
      }
    }
    let failed = failures.withLock { $0 }
    if failed.isEmpty {
      let marker = "version \(version)\nlast year \(lastYear)\npictures \(photos.count)\n"
      try Data(marker.utf8).write(to: folder.appendingPathComponent(markerName), options: .atomic)
    }
    return Summary(
      planned: photos.count, written: written.load(ordering: .relaxed), failures: failed.sorted())
  }

  /// Draws one picture and writes its metadata.
  static func write(_ photo: SamplePhoto, in folder: URL) throws {
    let url = folder.appendingPathComponent(photo.relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let (width, height): (Int, Int)
    switch photo.kind {
    case .photo: (width, height) = (480, 360)
    case .selfie: (width, height) = (360, 480)
    case .panorama: (width, height) = (1080, 360)
    case .screenshot: (width, height) = (300, 600)
    }
    let canvas = SamplePainter.paint(photo, width: width, height: height)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".tmp-" + url.lastPathComponent)
    try? FileManager.default.removeItem(at: temporary)
    try SampleImageWriter.writeRGB(canvas.pixels, width: width, height: height, to: temporary.path)
    try Exiv2Reader.write(path: temporary.path, assignments: SampleMetadata.assignments(for: photo))
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.moveItem(at: temporary, to: url)
  }

  /// Tells the library who is who: the owner, the family's aliases (`Mom`, `Dad`, `Sis`) and
  /// the personal place `home`. Run after indexing (people exist once their faces are indexed).
  public static func configure(_ store: LibraryStore) throws {
    _ = try store.setOwner(SampleCast.owner.name)
    for person in SampleCast.people {
      for alias in person.aliases { _ = try store.addAlias(alias, for: person.name) }
    }
    try store.setPersonalPlace(
      .init(
        name: "home", latitude: SampleCast.home.latitude, longitude: SampleCast.home.longitude,
        radiusKm: 5))
  }

  /// Generates the sample (if needed) into `folder`, indexes it into `store` and configures
  /// its people and places.
  public static func prepare(folder: URL, store: LibraryStore) throws -> Summary {
    let summary = try generate(into: folder)
    _ = try Indexer(store: store).index(folders: [folder.path])
    try configure(store)
    return summary
  }
}
