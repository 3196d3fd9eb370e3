import Foundation
import PhotoLibrary
import PhotoPlaces
import PhotoQuery

/// Turns where values into ``PlaceFilter``s: gazetteer places become areas (a circle for cities,
/// landmarks, parks and natural places; the stored hierarchy for regions, countries and
/// continents) and names for the location text; personal places come from the library.
public struct PlaceFilterResolver: Sendable {
  /// The gazetteer for typed names.
  public var gazetteer: Gazetteer
  /// The owner's named places.
  public var personalPlaces: [LibraryKnowledge.PersonalPlace]
  /// The person's country (ISO code), preferred among places of the same name.
  public var countryCode: String

  /// Places whose rank is within this much (log10 of population) of the best place of the same
  /// name also count: `Hawaii` is the state and the island, `Paris` is not also Paris, Texas.
  static let rankWindow = 1.0

  /// Creates a resolver.
  public init(
    gazetteer: Gazetteer = .shared, personalPlaces: [LibraryKnowledge.PersonalPlace] = [],
    countryCode: String = ""
  ) {
    self.gazetteer = gazetteer
    self.personalPlaces = personalPlaces
    self.countryCode = countryCode
  }

  /// Resolves a typed place name.
  public func resolve(_ value: String) -> PlaceFilter {
    let key = LibraryPeopleDirectory.key(value)
    if let personal = personalPlace(named: key) { return filter(value, personal: personal) }
    let places = gazetteer.places(named: Gazetteer.nameKey(value), preferringCountry: countryCode)
    return filter(value, places: places)
  }

  /// Resolves a where value the engine already resolved: its gazetteer places, or the owner's
  /// place it names.
  public func resolve(
    value: String, places: [Place], isPersonal: Bool,
    personalPlace: LibraryKnowledge.PersonalPlace?
  ) -> PlaceFilter {
    if isPersonal {
      let key = LibraryPeopleDirectory.key(value)
      let place = personalPlace ?? self.personalPlace(named: key)
      return place.map { filter(value, personal: $0) }
        ?? PlaceFilter(value: value, areas: [], names: [value])
    }
    if places.isEmpty { return resolve(value) }
    return filter(value, places: places)
  }

  func personalPlace(named key: String) -> LibraryKnowledge.PersonalPlace? {
    let bare = key.split(separator: " ").filter {
      !["the", "my", "our", "a", "at", "in"].contains($0)
    }.joined(separator: " ")
    return personalPlaces.first {
      let k = LibraryPeopleDirectory.key($0.name)
      return k == key || k == bare
    }
  }

  func filter(_ value: String, personal: LibraryKnowledge.PersonalPlace) -> PlaceFilter {
    var areas: [PlaceFilter.Area] = []
    if let la = personal.latitude, let lo = personal.longitude {
      areas.append(.circle(latitude: la, longitude: lo, radiusKm: max(personal.radiusKm, 0.01)))
    }
    return PlaceFilter(value: value, areas: areas, names: [personal.name])
  }

  func filter(_ value: String, places: [Place]) -> PlaceFilter {
    guard let best = places.map(Gazetteer.rankScore).max() else {
      return PlaceFilter(value: value, areas: [], names: [value])
    }
    let chosen = places.enumerated().filter { index, place in
      index == 0 || Gazetteer.rankScore(place) >= best - Self.rankWindow
    }.map(\.element)
    var areas: [PlaceFilter.Area] = []
    var names: [String] = [value]
    for place in chosen {
      switch place.kind {
      case .continent:
        areas.append(
          .continent(name: Gazetteer.continentNames[place.continentCode] ?? place.name))
      case .country:
        areas.append(.country(code: place.countryCode))
        if !place.countryName.isEmpty { names.append(place.countryName) }
      case .region:
        areas.append(.region(name: place.name, countryCode: place.countryCode))
        if !place.admin1Name.isEmpty, place.admin1Name != place.name {
          areas.append(.region(name: place.admin1Name, countryCode: place.countryCode))
        }
      case .city, .landmark, .park, .natural, .personal:
        areas.append(
          .circle(
            latitude: place.latitude, longitude: place.longitude,
            radiusKm: max(place.radiusKm, 0.5), cityID: place.kind == .city ? place.id : nil))
      }
      names.append(place.name)
    }
    var seen: Set<String> = []
    names = names.filter { seen.insert($0.lowercased()).inserted }
    var seenAreas: Set<PlaceFilter.Area> = []
    areas = areas.filter { seenAreas.insert($0).inserted }
    return PlaceFilter(value: value, areas: areas, names: names)
  }
}
