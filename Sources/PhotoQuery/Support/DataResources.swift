import Foundation
import PhotoPlaces

/// Locates the generated data files bundled with PhotoQuery (`Resources/Data`, copied as is: the
/// given names, the subject vocabulary, the word senses, the festival dates); the gazetteer's
/// files live with PhotoPlaces (``PlaceResources``).
public enum DataResources {
  /// The bundled data directory, when the resource bundle is present.
  public static var directory: URL? {
    Bundle.module.url(forResource: "Data", withExtension: nil)
  }

  /// The URL of a bundled data file, e.g. `subjects.tsv`.
  static func url(_ name: String, in directory: URL?) -> URL? { DataFile.url(name, in: directory) }

  /// The bytes of a data file, or nil when it is missing or unreadable.
  static func bytes(_ name: String, in directory: URL?) -> [UInt8]? {
    DataFile.bytes(name, in: directory)
  }
}
