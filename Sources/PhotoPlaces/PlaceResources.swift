import Foundation

/// Locates the gazetteer's generated data files bundled with PhotoPlaces (`Resources/Data`,
/// copied as is: `places.tsv`, `place_names.tsv` with its index, `countries.tsv`, `geocode.tsv`).
public enum PlaceResources {
  /// The bundled data directory, when the resource bundle is present.
  public static var directory: URL? {
    Bundle.module.url(forResource: "Data", withExtension: nil)
  }
}
