/// The people, pet and places of the bundled sample library: an invented family, real places.
public enum SampleCast {
  /// One person of the cast, with the aliases the owner uses for them.
  public struct Person: Sendable, Hashable {
    /// Full name as written in face regions.
    public var name: String
    /// What the owner calls them (`Mom`).
    public var aliases: [String]
    /// Clothing colour in the drawings (RGB 0…1).
    public var color: (Double, Double, Double)

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// Equal names are the same person.
    public static func == (a: Person, b: Person) -> Bool { a.name == b.name }
  }

  /// A real place with its position and the names written in IPTC/XMP.
  public struct Place: Sendable, Hashable {
    /// City name.
    public var city: String
    /// Country name.
    public var country: String
    /// Latitude of the centre.
    public var latitude: Double
    /// Longitude of the centre.
    public var longitude: Double
    /// Subjects photos there may show (subject vocabulary values).
    public var themes: [String]
  }

  /// The library's owner (`me`).
  public static let owner = Person(name: "Alex Rivera", aliases: [], color: (0.20, 0.45, 0.85))
  /// The owner's family and friends.
  public static let family: [Person] = [
    Person(name: "Maria Rivera", aliases: ["Mom"], color: (0.85, 0.30, 0.45)),
    Person(name: "Jorge Rivera", aliases: ["Dad"], color: (0.30, 0.55, 0.35)),
    Person(name: "Sofia Rivera", aliases: ["Sis"], color: (0.95, 0.65, 0.15)),
  ]
  /// Friends who come on some trips.
  public static let friends: [Person] = [
    Person(name: "Leo Chen", aliases: [], color: (0.55, 0.35, 0.75)),
    Person(name: "Priya Patel", aliases: [], color: (0.10, 0.65, 0.70)),
  ]
  /// Everyone, owner first.
  public static var people: [Person] { [owner] + family + friends }
  /// The family dog (an MWG region of type Pet).
  public static let pet = "Biscuit"

  /// Home: Portland, Oregon (the personal place `home`).
  public static let home = Place(
    city: "Portland", country: "United States", latitude: 45.5152, longitude: -122.6784,
    themes: ["garden", "dog", "picnic", "bicycle", "food"])

  /// Places the family travels to.
  public static let trips: [Place] = [
    Place(
      city: "Lisbon", country: "Portugal", latitude: 38.7223, longitude: -9.1393,
      themes: ["city", "boat", "food", "beach"]),
    Place(
      city: "Paris", country: "France", latitude: 48.8566, longitude: 2.3522,
      themes: ["museum", "city", "coffee"]),
    Place(
      city: "Tokyo", country: "Japan", latitude: 35.6762, longitude: 139.6503,
      themes: ["city", "food", "garden"]),
    Place(
      city: "Reykjavik", country: "Iceland", latitude: 64.1466, longitude: -21.9426,
      themes: ["waterfall", "mountain", "snow"]),
    Place(
      city: "Sydney", country: "Australia", latitude: -33.8688, longitude: 151.2093,
      themes: ["beach", "sunset", "boat"]),
    Place(
      city: "Cape Town", country: "South Africa", latitude: -33.9249, longitude: 18.4241,
      themes: ["beach", "mountain", "hiking"]),
    Place(
      city: "New York", country: "United States", latitude: 40.7128, longitude: -74.0060,
      themes: ["city", "concert", "museum"]),
    Place(
      city: "Rome", country: "Italy", latitude: 41.9028, longitude: 12.4964,
      themes: ["pizza", "museum", "city"]),
    Place(
      city: "Barcelona", country: "Spain", latitude: 41.3874, longitude: 2.1686,
      themes: ["beach", "food", "sunset"]),
    Place(
      city: "Kyoto", country: "Japan", latitude: 35.0116, longitude: 135.7681,
      themes: ["forest", "garden", "hiking"]),
    Place(
      city: "Mexico City", country: "Mexico", latitude: 19.4326, longitude: -99.1332,
      themes: ["food", "museum", "city"]),
    Place(
      city: "London", country: "United Kingdom", latitude: 51.5074, longitude: -0.1278,
      themes: ["museum", "city", "concert"]),
    Place(
      city: "Banff", country: "Canada", latitude: 51.1784, longitude: -115.5708,
      themes: ["lake", "mountain", "hiking"]),
    Place(
      city: "Berlin", country: "Germany", latitude: 52.5200, longitude: 13.4050,
      themes: ["concert", "bicycle", "city"]),
  ]
}
