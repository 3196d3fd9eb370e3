/// Which assets the picker offers, shaped like PhotosUI's `PHPickerFilter`: simple kinds
/// (`.images`, `.videos`, `.screenshots`, …) combined with `any(of:)`, `all(of:)` and `not(_:)`.
public struct PickerFilter: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The filter's expression tree.
  indirect enum Node: Sendable, Hashable, Codable {
    case mediaType(PickerMediaType)
    case subtype(PickerMediaSubtype)
    case any([Node])
    case all([Node])
    case not(Node)
  }

  let node: Node

  init(_ node: Node) { self.node = node }

  /// Still images, Live Photos included.
  public static let images = PickerFilter(.mediaType(.image))
  /// Videos of every kind.
  public static let videos = PickerFilter(.mediaType(.video))
  /// Live Photos.
  public static let livePhotos = PickerFilter(.subtype(.livePhoto))
  /// Screenshots.
  public static let screenshots = PickerFilter(.subtype(.screenshot))
  /// Panoramas.
  public static let panoramas = PickerFilter(.subtype(.panorama))
  /// Selfies (front camera).
  public static let selfies = PickerFilter(.subtype(.selfie))
  /// Photos that belong to a burst.
  public static let bursts = PickerFilter(.subtype(.burst))
  /// Photos with depth data (portrait mode).
  public static let depthEffectPhotos = PickerFilter(.subtype(.depthEffect))
  /// Camera raw files.
  public static let raw = PickerFilter(.subtype(.raw))
  /// Slow-motion videos.
  public static let slomoVideos = PickerFilter(.subtype(.slomoVideo))
  /// Time-lapse videos.
  public static let timelapseVideos = PickerFilter(.subtype(.timelapseVideo))
  /// Screen recordings.
  public static let screenRecordings = PickerFilter(.subtype(.screenRecording))
  /// Cinematic-mode videos.
  public static let cinematicVideos = PickerFilter(.subtype(.cinematicVideo))

  /// Assets that match at least one of `filters` (none given: nothing matches).
  public static func any(of filters: [PickerFilter]) -> PickerFilter {
    PickerFilter(.any(filters.map(\.node)))
  }

  /// Assets that match every one of `filters` (none given: everything matches).
  public static func all(of filters: [PickerFilter]) -> PickerFilter {
    PickerFilter(.all(filters.map(\.node)))
  }

  /// Assets that do not match `filter`.
  public static func not(_ filter: PickerFilter) -> PickerFilter {
    PickerFilter(.not(filter.node))
  }

  /// The filter for a canonical media-kind name of the query contract (section 2: `videos`,
  /// `selfies`, `screenshots`, `panoramas`, `live photos`, `portraits`, `slo-mo`, `time-lapse`,
  /// `bursts`, `screen recordings`, `raw`), or nil for an unknown name.
  public init?(canonicalMediaKind name: String) {
    switch name.lowercased() {
    case "photos", "images": self = .images
    case "videos": self = .videos
    case "selfies": self = .selfies
    case "screenshots": self = .screenshots
    case "panoramas": self = .panoramas
    case "live photos": self = .livePhotos
    case "portraits": self = .depthEffectPhotos
    case "slo-mo": self = .slomoVideos
    case "time-lapse": self = .timelapseVideos
    case "bursts": self = .bursts
    case "screen recordings": self = .screenRecordings
    case "raw": self = .raw
    case "cinematic": self = .cinematicVideos
    default: return nil
    }
  }

  /// Whether an asset of this type and these subtypes passes the filter.
  public func matches(mediaType: PickerMediaType, subtypes: Set<PickerMediaSubtype>) -> Bool {
    Self.evaluate(node, mediaType, subtypes)
  }

  private static func evaluate(
    _ node: Node, _ type: PickerMediaType, _ subtypes: Set<PickerMediaSubtype>
  ) -> Bool {
    switch node {
    case .mediaType(let wanted): return wanted == type
    case .subtype(let wanted): return subtypes.contains(wanted)
    case .any(let nodes): return nodes.contains { evaluate($0, type, subtypes) }
    case .all(let nodes): return nodes.allSatisfy { evaluate($0, type, subtypes) }
    case .not(let inner): return !evaluate(inner, type, subtypes)
    }
  }

  /// A readable form, e.g. `any(images, not(screenshots))`.
  public var description: String { Self.describe(node) }

  private static func describe(_ node: Node) -> String {
    switch node {
    case .mediaType(let type): return type == .image ? "images" : "videos"
    case .subtype(let subtype): return subtype.rawValue
    case .any(let nodes): return "any(" + nodes.map(describe).joined(separator: ", ") + ")"
    case .all(let nodes): return "all(" + nodes.map(describe).joined(separator: ", ") + ")"
    case .not(let inner): return "not(" + describe(inner) + ")"
    }
  }
}
