import PhotoQuery

/// A search over the library with every filter resolved against the library and the bundled data,
/// ready for the ``SearchPlanner``. Section 6 of the contract: the lists combine with AND; within
/// people and subjects every filter must match; within places and times any may match; media kinds
/// any; exclusions remove.
public struct PhotoSearchQuery: Sendable, Hashable {
  /// People who must all be in the photo.
  public var people: [PersonFilter] = []
  /// Subjects the photo must all show.
  public var subjects: [SubjectFilter] = []
  /// Places, any of which may match.
  public var places: [PlaceFilter] = []
  /// Periods, any of which may match.
  public var times: [TimeFilter] = []
  /// Bare parts of the day (`at night`): local hour ranges, any of which may match; they narrow
  /// the periods rather than adding to them.
  public var partsOfDay: [HourRange] = []
  /// Media kinds, any of which may match.
  public var mediaKinds: [MediaKindFilter] = []
  /// People whose photos are removed.
  public var excludedPeople: [PersonFilter] = []
  /// Subjects whose photos are removed.
  public var excludedSubjects: [SubjectFilter] = []
  /// Media kinds whose photos are removed (`but no selfies`).
  public var excludedMediaKinds: [MediaKindFilter] = []
  /// Power-user extras: camera, rating, favourites, album or folder.
  public var extras = SearchExtras()

  /// Creates an empty query (it matches every photo).
  public init() {}

  /// Whether no filter is set.
  public var isEmpty: Bool {
    people.isEmpty && subjects.isEmpty && places.isEmpty && times.isEmpty && partsOfDay.isEmpty
      && mediaKinds.isEmpty && excludedPeople.isEmpty && excludedSubjects.isEmpty
      && excludedMediaKinds.isEmpty && extras.isEmpty
  }
}

/// The extras a power user can add to a search.
public struct SearchExtras: Sendable, Hashable {
  /// Text the camera make or model must contain (`iPhone`, `Fujifilm X-T3`), case-insensitively.
  public var camera: String?
  /// The least star rating (1…5).
  public var minimumRating: Int?
  /// Only photos marked as favourites.
  public var favoritesOnly = false
  /// Text the album or folder name must contain, case-insensitively.
  public var albumOrFolder: String?

  /// Creates extras; nothing is set by default.
  public init(
    camera: String? = nil, minimumRating: Int? = nil, favoritesOnly: Bool = false,
    albumOrFolder: String? = nil
  ) {
    self.camera = camera
    self.minimumRating = minimumRating
    self.favoritesOnly = favoritesOnly
    self.albumOrFolder = albumOrFolder
  }

  /// Whether no extra is set.
  public var isEmpty: Bool {
    camera == nil && minimumRating == nil && !favoritesOnly && albumOrFolder == nil
  }
}
