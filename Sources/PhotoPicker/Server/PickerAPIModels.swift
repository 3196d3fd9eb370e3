import Foundation

/// JSON shapes of the web picker's API (what `app.js` reads and sends).
enum PickerAPI {
  /// One token as the page shows it.
  struct Token: Codable, Sendable {
    var kind: String
    var value: String
    var excluded: Bool
    /// `kind:value`, the form sent back in `f=` arguments.
    var key: String

    init(_ token: PickerFilterToken) {
      kind = token.kind.rawValue
      value = token.value
      excluded = token.isExcluded
      key = token.description
    }
  }

  /// One asset as the page shows it: no file path, only the identifier.
  struct Asset: Codable, Sendable {
    var id: String
    var kind: String
    var subtypes: [String]
    var date: Date?
    var place: String?
    var people: [String]
    var width: Int?
    var height: Int?
    /// The read words the search matched, with boxes (fractions of the oriented image).
    var text: [PickerTextMatch]

    init(_ asset: PickerAsset) {
      id = asset.identifier
      kind = asset.mediaType.rawValue
      subtypes = asset.subtypes.map(\.rawValue).sorted()
      date = asset.creationDate
      place = asset.placeName
      people = asset.people
      width = asset.pixelWidth
      height = asset.pixelHeight
      text = asset.matchedText
    }
  }

  /// `GET /api/config`.
  struct Config: Codable, Sendable {
    var selectionLimit: Int
    var ordered: Bool
    var searchText: String
    var resolved: [Token]?
    var preselected: [String]
    var pageSize: Int
  }

  /// `GET /api/search`.
  struct SearchPage: Codable, Sendable {
    var assets: [Asset]
    var total: Int
    var page: Int
    var pageSize: Int
    var hasMore: Bool
    var tokens: [Token]
  }

  /// `GET /api/suggest`.
  struct Suggestion: Codable, Sendable {
    var text: String
    var tokens: [Token]
  }

  /// `POST /api/done` body.
  struct Done: Codable, Sendable {
    var ids: [String]
  }

  /// A small acknowledgement.
  struct Ack: Codable, Sendable {
    var ok: Bool
    var count: Int?
  }
}
