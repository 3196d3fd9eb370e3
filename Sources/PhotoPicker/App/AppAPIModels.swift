import Foundation

/// The JSON the compose page exchanges with the app server.
enum AppAPI {
  /// The live photo suggestion for what is typed in the compose box.
  struct Suggestion: Codable, Sendable {
    /// The typed text.
    var text: String
    /// Whether the text asks for photos at all.
    var photoSearch: Bool
    /// The who / what / where / when (and kind, exclusion) chips.
    var tokens: [PickerAPI.Token]
  }

  /// `POST /api/compose/pick`: open a picker for this text (empty: the whole library).
  struct PickRequest: Codable, Sendable {
    /// The typed text.
    var text: String
  }

  /// Where the new picker session is.
  struct PickSession: Codable, Sendable {
    /// The session id (for `/api/compose/session`).
    var id: String
    /// The picker page to open, token included.
    var url: String
  }

  /// One chosen photo, as the compose view attaches it.
  struct Attachment: Codable, Sendable {
    /// Asset id.
    var id: String
    /// The file name (never the path).
    var name: String
    /// Place, when known.
    var place: String?
    /// Capture date, when known.
    var date: Date?
    /// People in it.
    var people: [String]
    /// The thumbnail URL (app token included).
    var thumbnail: String
  }

  /// A session's state: `pending`, `picked` (with attachments) or `cancelled`.
  struct SessionState: Codable, Sendable {
    /// The session id.
    var id: String
    /// `pending`, `picked` or `cancelled`.
    var status: String
    /// The chosen photos, in selection order.
    var attachments: [Attachment]
  }
}
