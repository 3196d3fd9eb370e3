import Foundation
import Synchronization

/// The offline gazetteer: place names → ranked places, and positions → place hierarchies.
///
/// Loaded lazily from the generated resource files on first use; safe to share across threads.
/// Names load on the first name lookup; the much larger reverse-geocoding table loads only on the
/// first ``hierarchy(latitude:longitude:)`` call.
public final class Gazetteer: Sendable {
  /// The gazetteer built from the bundled resources.
  public static let shared = Gazetteer()

  /// English names of the continent codes.
  public static let continentNames: [String: String] = [
    "AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe", "NA": "North America",
    "OC": "Oceania", "SA": "South America",
  ]

  private let names: LazyResource<GazetteerNameIndex>
  private let geocoder: LazyResource<ReverseGeocoder>
  private let localTowns: LazyResource<LocalTownIndex>
  private let timeZones = TimeZoneCache()
  /// Set once ``prepareGeocoder()`` has started the geocoder's load.
  private let geocoderRequested = Atomic<Bool>(false)

  /// Creates a gazetteer over the bundled resources (see ``shared``); nothing loads until first use.
  public convenience init() {
    self.init(resourceDirectory: PlaceResources.directory)
  }

  /// Creates a gazetteer over the generated files in `resourceDirectory` (`places.tsv`,
  /// `place_names.tsv`, `countries.tsv`, `geocode.tsv`); a missing directory or file gives an
  /// empty gazetteer rather than an error.
  public init(resourceDirectory: URL?) {
    names = LazyResource { GazetteerNameIndex(directory: resourceDirectory) }
    localTowns = LazyResource {
      LocalTownIndex(
        directory: resourceDirectory, countries: CountryTable(directory: resourceDirectory))
    }
    // The geocoder needs the country names only: reading `countries.tsv` (4 KB) is far
    // cheaper than the whole name index (about half of the geocoder's first-use time before).
    self.geocoder = LazyResource {
      ReverseGeocoder(
        directory: resourceDirectory, countries: CountryTable(directory: resourceDirectory))
    }
  }

  /// Starts loading the reverse-geocoding table on a thread of its own, so the first
  /// ``hierarchy(latitude:longitude:)`` finds it loaded (or waits only for the rest of the load);
  /// for callers that know positions are coming (an index run with files to read). Does nothing
  /// when the load has already started.
  public func prepareGeocoder() {
    guard !geocoder.isLoaded,
      geocoderRequested.compareExchange(
        expected: false, desired: true, ordering: .relaxed
      ).exchanged
    else { return }
    let geocoder = self.geocoder
    let thread = Thread { _ = geocoder.value }
    thread.start()
  }

  /// Places whose name or alternate name folds to `foldedName` (lowercase, no accents, words joined
  /// by single spaces), most probable first (population, then kind).
  public func places(named foldedName: String) -> [Place] {
    let index = names.value
    let found = index.places(named: foldedName)
    if !found.isEmpty || !Self.needsNameKey(foldedName) { return found }
    let key = Self.nameKey(foldedName)
    return key == foldedName ? [] : index.places(named: key)
  }

  /// Places named `foldedName`, most probable first, where places in `countryCode` (the person's
  /// locale country, e.g. `US` for en_US) move ahead of places up to about 16 times more populous
  /// (+1.2 in log10 population):
  /// `georgia` for en_US gives the state first, for en_GB the country.
  public func places(named foldedName: String, preferringCountry countryCode: String) -> [Place] {
    let found = places(named: foldedName)
    guard found.count > 1, !countryCode.isEmpty else { return found }
    let code = countryCode.uppercased()
    // Scores follow the generator's order (never higher than the place before), so its own rules
    // (a city before its same-name region, alternate names after own names) hold within a country.
    var ceiling = Double.infinity
    var scored: [(place: Place, score: Double, offset: Int)] = []
    scored.reserveCapacity(found.count)
    for (offset, place) in found.enumerated() {
      ceiling = min(ceiling, Self.rankScore(place))
      scored.append((place, ceiling + (place.countryCode == code ? 1.2 : 0), offset))
    }
    return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.offset < $1.offset }
      .map(\.place)
  }

  /// The folded-name table behind the name lookups (full names and their first words), for
  /// matchers that build names from their own tokens (the language engine's n-gram lookup).
  package var nameTable: FoldedKeyTable { names.value.names }

  /// The ranked places of a ``nameTable`` entry, most probable first (none for a prefix entry).
  /// Built once per entry: a text is read again on every keystroke, and building a place parses
  /// its record (names, coordinates, the country's name).
  package func places(entry: Int32) -> [Place] {
    if let built = placesByEntry.withLock({ $0[entry] }) { return built }
    let index = names.value
    let places = index.rows(entry: entry).map { index.place(row: Int($0)) }
    placesByEntry.withLock { cache in
      if cache.count >= Self.placesByEntryLimit { cache.removeAll(keepingCapacity: true) }
      cache[entry] = places
    }
    return places
  }

  /// The folded-name table of the towns too small for the recognition set
  /// (``localTowns(entry:inCountry:)``), loaded on first use.
  package var localTownTable: FoldedKeyTable { localTowns.value.names }

  /// The towns of a ``localTownTable`` entry in the country `countryCode` (upper case), most
  /// populous first: a town of a few thousand people is known by name in its own country only.
  package func localTowns(entry: Int32, inCountry countryCode: String) -> [Place] {
    localTowns.value.towns(entry: entry, inCountry: countryCode)
  }

  /// The places of the ``nameTable`` entries read so far (``places(entry:)``), at most
  /// ``placesByEntryLimit`` of them (emptied when full).
  private let placesByEntry = Mutex<[Int32: [Place]]>([:])
  private static let placesByEntryLimit = 4096

  /// Whether a folded place name is also a common English word (`nice`, `reading`, `split`), so
  /// the language engine should want more evidence (a capital letter, `in`/`from`/`at` before it)
  /// before reading it as a place. Small places with such names are not in the gazetteer at all.
  public func isCommonWord(_ foldedName: String) -> Bool {
    names.value.isCommonWord(foldedName)
  }

  /// The place with this id.
  public func place(id: Int) -> Place? {
    let index = names.value
    return index.row(id: id).map { index.place(row: $0) }
  }

  /// Reverse geocoding: the hierarchy that contains a position — the populated place whose radius
  /// holds it (nearest relative to radius), its first-level region, country and continent; the
  /// region and country alone when the nearest town is within 50 km but none holds it; nil at sea
  /// or in wilderness farther than that from any town, and for invalid coordinates.
  public func hierarchy(latitude: Double, longitude: Double) -> PlaceHierarchy? {
    geocoder.value.hierarchy(
      latitude: latitude, longitude: longitude, continentNames: Self.continentNames)
  }

  /// The time zone where a position lies: the IANA zone of the place
  /// ``hierarchy(latitude:longitude:)`` finds (its town, else the nearest town within 50 km);
  /// nil at sea, in wilderness and for invalid coordinates. `TimeZone` objects are cached.
  public func timeZone(latitude: Double, longitude: Double) -> TimeZone? {
    hierarchy(latitude: latitude, longitude: longitude)?.timeZoneIdentifier.flatMap {
      timeZones.zone($0)
    }
  }

  /// The `TimeZone` for an IANA identifier such as ``PlaceHierarchy/timeZoneIdentifier``, from
  /// the same cache as ``timeZone(latitude:longitude:)``.
  public func timeZone(identifier: String) -> TimeZone? { timeZones.zone(identifier) }

  /// The number of recognisable places.
  public var count: Int { names.value.count }

  /// Whether the name index has been loaded (it loads on first use).
  public var isLoaded: Bool { names.isLoaded }

  /// Whether the reverse-geocoding table has been loaded (on the first ``hierarchy(latitude:longitude:)``).
  public var isGeocoderLoaded: Bool { geocoder.isLoaded }

  /// The lookup key for a typed name: folded (``TextFolding/fold(_:)``), hyphens and periods as
  /// spaces, single spaces (`Saint-Tropez` → `saint tropez`, `St. Louis` → `st louis`).
  public static func nameKey(_ text: String) -> String {
    let folded = TextFolding.fold(text)
    var key = ""
    key.reserveCapacity(folded.utf8.count)
    var pendingSpace = false
    for character in folded {
      if character == "-" || character == "." || character == " " || character == "\t" {
        pendingSpace = !key.isEmpty
      } else {
        if pendingSpace { key.append(" ") }
        pendingSpace = false
        key.append(character)
      }
    }
    return key
  }

  /// Whether ``nameKey(_:)`` could change `text`: it has a hyphen, period, tab, double space,
  /// edge space, an uppercase ASCII letter or a non-ASCII character. Plain folded words skip it.
  /// With `assumeFolded`, non-ASCII bytes do not count (the text is already folded, and folding
  /// it again would cost a Foundation call per word).
  package static func needsNameKey(_ text: String, assumeFolded: Bool = false) -> Bool {
    var previousSpace = true
    for byte in text.utf8 {
      if (byte >= 0x80 && !assumeFolded) || byte == 0x2D || byte == 0x2E || byte == 0x09
        || (byte >= 0x41 && byte <= 0x5A)
      {
        return true
      }
      if byte == 0x20 {
        if previousSpace { return true }
        previousSpace = true
      } else {
        previousSpace = false
      }
    }
    return previousSpace && !text.isEmpty
  }

  /// The rank of a place: log10 of its population plus a bonus by kind (continents and countries
  /// ahead of cities of equal population, regions slightly behind), as the generator ranks.
  public static func rankScore(_ place: Place) -> Double {
    let bonus: Double
    switch place.kind {
    case .continent: bonus = 1.0
    case .country: bonus = 0.5
    case .city, .landmark, .personal: bonus = 0
    case .region: bonus = -0.3
    case .natural, .park: bonus = -0.1
    }
    return log10(Double(max(place.population, 1))) + bonus
  }
}
