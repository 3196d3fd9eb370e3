import Foundation
import PhotoLibrary

/// Thumbnails made on demand with libvips and kept on disk, named by a hash of the source's
/// path, modification time and size and the thumbnail size, so an edited file gets a new one.
/// At most `concurrency` thumbnails are made at a time.
public final class ThumbnailCache: Sendable {
  /// The folder holding the thumbnails.
  public let directory: URL
  private let slots: DispatchSemaphore

  /// `$XDG_CACHE_HOME/photosearch/thumbs`, else `~/.cache/photosearch/thumbs`.
  public static var defaultDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = URL(fileURLWithPath: cache)
    } else {
      base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    }
    return base.appendingPathComponent("photosearch/thumbs")
  }

  /// A cache in `directory` (created when missing) making `concurrency` thumbnails at a time.
  public init(directory: URL = ThumbnailCache.defaultDirectory, concurrency: Int = 2) throws {
    self.directory = directory
    slots = DispatchSemaphore(value: max(1, concurrency))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The cache file a thumbnail of `source` at `size` would use; throws when the source is
  /// missing or not a regular file. The path may hold bytes that are not UTF-8, escaped as the
  /// index keeps them (``FileSystemPath``).
  public func cacheURL(for source: URL, size: Int, square: Bool) throws -> URL {
    var info = stat()
    guard FileSystemPath.withCString(source.path, { stat($0, &info) }) == 0 else {
      throw VipsError(description: "cannot read \(FileSystemPath.display(source.path))")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw VipsError(description: "\(FileSystemPath.display(source.path)) is not a regular file")
    }
    let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    let bytes = Int64(info.st_size)
    let key = "\(source.path)\u{0}\(modified)\u{0}\(bytes)\u{0}\(size)\u{0}\(square ? 1 : 0)"
    return directory.appendingPathComponent(Vips.sha256Hex(Data(key.utf8)) + ".jpg")
  }

  /// The thumbnail of `source` at `size`, made now when it is not cached yet.
  public func thumbnail(for source: URL, size: Int, square: Bool = false) throws -> URL {
    let target = try cacheURL(for: source, size: size, square: square)
    if FileManager.default.fileExists(atPath: target.path) { return target }
    slots.wait()
    defer { slots.signal() }
    if FileManager.default.fileExists(atPath: target.path) { return target }
    let temporary = directory.appendingPathComponent(".\(UUID().uuidString).jpg")
    do {
      try Vips.thumbnail(of: source.path, size: size, square: square, to: temporary.path)
      if rename(temporary.path, target.path) != 0 {
        throw VipsError(description: "cannot store the thumbnail in \(directory.path)")
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    return target
  }
}
