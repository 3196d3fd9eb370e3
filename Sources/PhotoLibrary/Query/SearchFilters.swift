import PhotoQuery

/// A who value resolved to the library's people.
public struct PersonFilter: Sendable, Hashable {
  /// The value as typed (`Mom`, `me`, `Zoe`).
  public var value: String
  /// The ids of the people it names (empty when the library knows nobody by it: nothing matches).
  public var personIDs: [Int64]
  /// The library's names of those people, for explanations.
  public var names: [String]

  /// Creates a person filter.
  public init(value: String, personIDs: [Int64], names: [String] = []) {
    self.value = value
    self.personIDs = personIDs
    self.names = names
  }
}

/// A what value resolved to the concepts that count for it (the concept and every narrower one,
/// matched against each asset's subject annotations), or to the typed words when the vocabulary
/// has no concept for them.
public struct SubjectFilter: Sendable, Hashable {
  /// The value as typed (`dogs`, `hiking`).
  public var value: String
  /// The vocabulary concept, when one is known.
  public var conceptID: String?
  /// The concept and every narrower one: a photo annotated with any of them matches.
  public var conceptIDs: [String]
  /// Folded words looked for in the full-text index when no concept is known (in any word form).
  public var terms: [String]
  /// How the value also matches the text read in photos (``TextMatching``), when it does.
  public var text: TextMatch?

  /// Creates a subject filter.
  public init(value: String, conceptID: String?, conceptIDs: [String] = [], terms: [String]) {
    self.value = value
    self.conceptID = conceptID
    self.conceptIDs = conceptIDs
    self.terms = terms
  }
}

/// A where value resolved to areas (by position or the stored place hierarchy) and to names that
/// the photo's IPTC/XMP location text may carry.
public struct PlaceFilter: Sendable, Hashable {
  /// One way a photo can lie in the place.
  public enum Area: Sendable, Hashable {
    /// Within `radiusKm` of a position (cities, landmarks, parks, personal places); `cityID` is
    /// the gazetteer id of a city, which the planner's statistics count photos of.
    case circle(latitude: Double, longitude: Double, radiusKm: Double, cityID: Int? = nil)
    /// In a first-level region of a country, by the stored reverse-geocoded hierarchy.
    case region(name: String, countryCode: String)
    /// In a country (ISO 3166-1 alpha-2 code), by the stored hierarchy.
    case country(code: String)
    /// On a continent (English name), by the stored hierarchy.
    case continent(name: String)
  }

  /// The value as typed (`Paris`, `home`).
  public var value: String
  /// Areas, any of which matches.
  public var areas: [Area]
  /// Folded names any of which, found in the location text (sublocation, city, state, country),
  /// matches.
  public var names: [String]
  /// How the value also matches the text read in photos (``TextMatching``), when it does.
  public var text: TextMatch?

  /// Creates a place filter.
  public init(value: String, areas: [Area], names: [String]) {
    self.value = value
    self.areas = areas
    self.names = names
  }
}

/// A when value resolved to a local wall-clock interval `[start, end)` (either end may be open)
/// and, for a date with a part of the day, an hour filter.
public struct TimeFilter: Sendable, Hashable {
  /// The value as typed (`last summer`).
  public var value: String
  /// Inclusive local start.
  public var start: LocalDateTime?
  /// Exclusive local end.
  public var end: LocalDateTime?

  /// Creates a time filter.
  public init(value: String, start: LocalDateTime?, end: LocalDateTime?) {
    self.value = value
    self.start = start
    self.end = end
  }
}

/// A media kind by its canonical name (section 2 of the contract).
public enum MediaKindFilter: String, Sendable, Hashable, CaseIterable {
  /// Video clips.
  case videos
  /// Front-camera photos.
  case selfies
  /// Screen captures.
  case screenshots
  /// Panoramas.
  case panoramas
  /// Live photos (a still with a motion clip).
  case livePhotos = "live photos"
  /// Portrait-mode photos (depth data or a portrait marker).
  case portraits
  /// Slow-motion videos (captured at 100 fps or more).
  case slowMotion = "slo-mo"
  /// Time-lapse videos.
  case timeLapse = "time-lapse"
  /// Burst photos.
  case bursts
  /// Screen recordings.
  case screenRecordings = "screen recordings"
  /// Camera RAW files.
  case raw

  /// Whether the index records this kind at all (every kind, since issue 13).
  public var isRecorded: Bool { true }
}
