@testable import PhotoLibrary

/// Scanned files and readings of nothing, for tests of how reading is scheduled.
enum ReadingFixtures {
  /// A scanned file of that name that exists nowhere.
  static func file(_ name: String) -> ScannedFile {
    ScannedFile(
      relativePath: name, absolutePath: "/nowhere/" + name, size: 0, mtimeNanos: 0, inode: 0)
  }

  /// A reading of `file` with no metadata.
  static func reading(_ file: ScannedFile) -> AssetReading {
    AssetReading(
      file: file, metadata: AssetMetadata(), kind: .photo, traits: [], place: nil, error: nil,
      warning: nil)
  }
}
