/// The offline gazetteer: place names → ranked places, and positions → place hierarchies.
///
/// Loaded lazily from the generated resource files on first use; safe to share across threads.
public final class Gazetteer: Sendable {
  /// The gazetteer built from the bundled resources.
  public static let shared = Gazetteer()

  /// Creates an empty gazetteer (the real one loads from resources; see ``shared``).
  public init() {}

  /// Places whose name or alternate name folds to `foldedName` (lowercase, no accents, words joined
  /// by single spaces), most probable first (population, then kind).
  public func places(named foldedName: String) -> [Place] { [] }

  /// The longest place name that starts at token `start` of `tokens`, with its ranked places.
  public func longestMatch(in tokens: [Token], from start: Int) -> (length: Int, places: [Place])? {
    nil
  }

  /// The place with this id.
  public func place(id: Int) -> Place? { nil }

  /// Reverse geocoding: the hierarchy that contains a position.
  public func hierarchy(latitude: Double, longitude: Double) -> PlaceHierarchy? { nil }
}
