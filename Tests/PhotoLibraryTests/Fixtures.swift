import Foundation

@testable import PhotoLibrary

/// Test fixtures made on the fly: a tiny valid JPEG (1×1, from bytes) with metadata written by
/// the exiv2 shim, in a fresh temporary folder.
enum Fixtures {
  /// A 1×1 baseline JPEG.
  static let tinyJPEG: [UInt8] = Array(
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA="
    )!)

  /// A new empty folder under the system temporary folder.
  static func folder(_ name: String = #function) throws -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let path = NSTemporaryDirectory() + "psk-tests-\(safe)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Deletes a fixture folder.
  static func remove(_ folder: String) {
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Writes a JPEG at `path` (creating folders) carrying the given exiv2 key/values.
  static func jpeg(at path: String, _ assignments: [(String, String)] = []) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(tinyJPEG).write(to: URL(fileURLWithPath: path))
    if !assignments.isEmpty { try Exiv2Reader.write(path: path, assignments: assignments) }
  }

  /// Writes text at `path`.
  static func text(_ text: String, at path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// The export records of a store, by path.
  static func export(_ store: LibraryStore) throws -> [String: [String: Any]] {
    var out: [String: [String: Any]] = [:]
    try store.exportRecords { out[$0["path"] as? String ?? ""] = $0 }
    return out
  }

  /// The package root (two levels above this file's folder).
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
