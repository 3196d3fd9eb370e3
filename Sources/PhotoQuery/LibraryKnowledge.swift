/// What a photo library tells the language engine: the people it knows (names and aliases), the
/// owner, its personal places and its keywords. The engine uses it to decide ambiguous words
/// (`photos of Jordan` is a person only if the library knows one, decision 7) and to attach
/// resolutions to values.
public struct LibraryKnowledge: Sendable, Hashable, Codable {
  /// A person the library knows.
  public struct Person: Sendable, Hashable, Codable {
    /// Stable identifier in the library.
    public var id: String
    /// The name the library shows, e.g. `Susan Lee`.
    public var name: String
    /// Other names the owner uses, e.g. `Mom`, `Sue`.
    public var aliases: [String]
    /// Creates a person.
    public init(id: String, name: String, aliases: [String] = []) {
      self.id = id
      self.name = name
      self.aliases = aliases
    }
  }

  /// A place the library names for itself (`home`, `work`, `the cabin`).
  public struct PersonalPlace: Sendable, Hashable, Codable {
    /// The name as the owner uses it.
    public var name: String
    /// Where it is, when known.
    public var latitude: Double?
    /// Where it is, when known.
    public var longitude: Double?
    /// How far from the position still counts, in kilometres.
    public var radiusKm: Double
    /// Creates a personal place.
    public init(
      name: String, latitude: Double? = nil, longitude: Double? = nil, radiusKm: Double = 0.2
    ) {
      self.name = name
      self.latitude = latitude
      self.longitude = longitude
      self.radiusKm = radiusKm
    }
  }

  /// People with named faces or records in the library.
  public var people: [Person]
  /// The owner's name (who `me` is), when known.
  public var ownerName: String?
  /// Places the owner has named.
  public var personalPlaces: [PersonalPlace]
  /// Keywords found on the library's photos (lowercase forms are used for matching).
  public var keywords: [String]

  /// Creates library knowledge; everything defaults to empty.
  public init(
    people: [Person] = [], ownerName: String? = nil, personalPlaces: [PersonalPlace] = [],
    keywords: [String] = []
  ) {
    self.people = people
    self.ownerName = ownerName
    self.personalPlaces = personalPlaces
    self.keywords = keywords
  }

  /// Knowing nothing.
  public static let empty = LibraryKnowledge()
}
