/// One value of a reading: the words as typed, where they are, and what they resolve to.
public struct ReadValue: Sendable, Hashable {
  /// The value as typed, trimmed as the contract says (`in Paris` → `Paris`).
  public var text: String
  /// The token indices of the value.
  public var tokenRange: Range<Int>
  /// What the value resolves to (a time interval, places, a known person, a concept).
  public var resolution: SpanResolution

  /// Creates a value.
  public init(text: String, tokenRange: Range<Int>, resolution: SpanResolution) {
    self.text = text
    self.tokenRange = tokenRange
    self.resolution = resolution
  }
}

/// What the engine read in typed text: whether it is a photo search, and its values.
public struct QueryReading: Sendable, Hashable {
  /// Whether the text is a photo library search (section 1). When false, every list is empty.
  public var isPhotoSearch: Bool
  /// People and groups.
  public var who: [ReadValue]
  /// Subjects.
  public var what: [ReadValue]
  /// Named and personal places.
  public var `where`: [ReadValue]
  /// Time periods.
  public var when: [ReadValue]
  /// Canonical media kind names (`videos`, `selfies`, …).
  public var mediaKinds: [String]
  /// People excluded (`without John`).
  public var excludedWho: [ReadValue]
  /// Subjects excluded (`but not the temples`).
  public var excludedWhat: [ReadValue]
  /// Places excluded (`except the ones from Hawaii`).
  public var excludedWhere: [ReadValue]
  /// Times excluded (`except the ones from 2019`).
  public var excludedWhen: [ReadValue]
  /// Canonical media kinds excluded (`but no selfies`).
  public var excludedMediaKinds: [String]
  /// The range of the photo-search part of the text, in UTF-16 code units (as `NSRange` counts).
  public var coveredUTF16Range: Range<Int>

  /// A reading that is not a photo search.
  public static let notASearch = QueryReading(
    isPhotoSearch: false, who: [], what: [], where: [], when: [], mediaKinds: [], excludedWho: [],
    excludedWhat: [], coveredUTF16Range: 0..<0)

  /// Creates a reading.
  public init(
    isPhotoSearch: Bool, who: [ReadValue], what: [ReadValue], where: [ReadValue], when: [ReadValue],
    mediaKinds: [String], excludedWho: [ReadValue], excludedWhat: [ReadValue],
    excludedWhere: [ReadValue] = [], excludedWhen: [ReadValue] = [],
    excludedMediaKinds: [String] = [], coveredUTF16Range: Range<Int>
  ) {
    self.isPhotoSearch = isPhotoSearch
    self.who = who
    self.what = what
    self.where = `where`
    self.when = when
    self.mediaKinds = mediaKinds
    self.excludedWho = excludedWho
    self.excludedWhat = excludedWhat
    self.excludedWhere = excludedWhere
    self.excludedWhen = excludedWhen
    self.excludedMediaKinds = excludedMediaKinds
    self.coveredUTF16Range = coveredUTF16Range
  }

  /// Whether any filter is present (a value, a media kind or an exclusion).
  public var hasFilter: Bool {
    !who.isEmpty || !what.isEmpty || !self.where.isEmpty || !when.isEmpty || !mediaKinds.isEmpty
      || !excludedWho.isEmpty || !excludedWhat.isEmpty || !excludedWhere.isEmpty
      || !excludedWhen.isEmpty || !excludedMediaKinds.isEmpty
  }
}
