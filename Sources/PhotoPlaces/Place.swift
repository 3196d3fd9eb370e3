/// A named place from the gazetteer (GeoNames, Natural Earth) or the library's personal places.
public struct Place: Sendable, Hashable, Codable {
  /// What sort of place it is; decides how a search matches a photo's position against it.
  public enum Kind: String, Sendable, Hashable, Codable {
    case continent, country, region, city, natural, landmark, park, personal
  }
  /// Stable id: the GeoNames id where there is one, otherwise a generated id.
  public var id: Int
  /// The English name, e.g. `Paris`.
  public var name: String
  /// The kind of place.
  public var kind: Kind
  /// ISO 3166-1 alpha-2 country code, e.g. `FR`; empty for continents and seas.
  public var countryCode: String
  /// The country's English name, e.g. `France`.
  public var countryName: String
  /// First-level administrative region name, e.g. `Île-de-France`; empty when none applies.
  public var admin1Name: String
  /// Continent code: AF, AN, AS, EU, NA, OC, SA.
  public var continentCode: String
  /// Latitude in signed decimal degrees.
  public var latitude: Double
  /// Longitude in signed decimal degrees.
  public var longitude: Double
  /// How far from the centre a position still counts as in this place, in kilometres.
  public var radiusKm: Double
  /// Population (0 when unknown or not a populated place).
  public var population: Int

  /// Creates a place.
  public init(
    id: Int, name: String, kind: Kind, countryCode: String, countryName: String, admin1Name: String,
    continentCode: String, latitude: Double, longitude: Double, radiusKm: Double, population: Int
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.countryCode = countryCode
    self.countryName = countryName
    self.admin1Name = admin1Name
    self.continentCode = continentCode
    self.latitude = latitude
    self.longitude = longitude
    self.radiusKm = radiusKm
    self.population = population
  }
}

/// Where a position lies: the nearest populated place within a sensible radius and the regions
/// above it, so a photo by the Seine is found by "Paris", "Île-de-France", "France" and "Europe".
public struct PlaceHierarchy: Sendable, Hashable, Codable {
  /// The nearest city or town, when one is close enough.
  public var city: Place?
  /// The first-level region name (state, province, region).
  public var region: String?
  /// ISO country code.
  public var countryCode: String?
  /// The country's English name.
  public var country: String?
  /// The continent's English name.
  public var continent: String?
  /// The IANA time zone of the nearest populated place (`Europe/Lisbon`), when known: turns a
  /// UTC-only capture time into the local time where the photo was taken.
  public var timeZoneIdentifier: String?
  /// Creates a hierarchy.
  public init(
    city: Place?, region: String?, countryCode: String?, country: String?, continent: String?,
    timeZoneIdentifier: String? = nil
  ) {
    self.city = city
    self.region = region
    self.countryCode = countryCode
    self.country = country
    self.continent = continent
    self.timeZoneIdentifier = timeZoneIdentifier
  }
}
