import Foundation

/// Locates the generated data files bundled with PhotoQuery (`Resources/Data`, copied as is).
public enum DataResources {
  /// The bundled data directory, when the resource bundle is present.
  public static var directory: URL? {
    Bundle.module.url(forResource: "Data", withExtension: nil)
  }

  /// The URL of a bundled data file, e.g. `places.tsv`.
  static func url(_ name: String, in directory: URL?) -> URL? {
    guard let directory else { return nil }
    let url = directory.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The bytes of a data file, or nil when it is missing or unreadable.
  static func bytes(_ name: String, in directory: URL?) -> [UInt8]? {
    guard let url = url(name, in: directory), let data = try? Data(contentsOf: url) else {
      return nil
    }
    return [UInt8](data)
  }
}
