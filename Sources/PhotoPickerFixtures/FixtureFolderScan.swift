import Foundation
import PhotoPicker

extension FixtureLibrary {
  /// Image file extensions `scan` picks up (lowercased).
  public static let imageExtensions: Set<String> = [
    "jpg", "jpeg", "png", "heic", "heif", "avif", "tif", "tiff", "webp", "gif",
  ]

  /// TEST FIXTURE ONLY: the image files under `directory` as assets, without reading metadata
  /// (the library index does that): identifier `file-N` in path order, the parent folder's name
  /// as keyword, the file's modification time as date. Stands in for the index in timing runs
  /// over a real folder; unreadable entries are skipped.
  public static func scan(directory: URL) -> [PickerAsset] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory,
        includingPropertiesForKeys: [.isRegularFileKey, .contentModificationDateKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [(URL, Date?)] = []
    for case let url as URL in enumerator {
      guard imageExtensions.contains(url.pathExtension.lowercased()),
        let values = try? url.resourceValues(forKeys: [
          .isRegularFileKey, .contentModificationDateKey,
        ]),
        values.isRegularFile == true
      else { continue }
      files.append((url, values.contentModificationDate))
    }
    files.sort { $0.0.path < $1.0.path }
    return files.enumerated().map { index, file in
      PickerAsset(
        identifier: "file-\(index)", fileURL: file.0, creationDate: file.1,
        keywords: [file.0.deletingLastPathComponent().lastPathComponent])
    }
  }
}
