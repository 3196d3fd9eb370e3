import Foundation
import InputSuggestions

extension PickerRoutes {
  /// `GET /api/complete?q=TEXT[&cursor=N]` (and the compose box's `/api/compose/complete`):
  /// `{"completions": [{text, kind, replaces: [start, end], count}]}`, offsets in UTF-16 units
  /// as JavaScript strings count them.
  func complete(_ request: HTTPRequest, dataSource: any PickerDataSource) -> HTTPResponse {
    Self.complete(request, dataSource: dataSource)
  }

  /// The completion route over any data source.
  static func complete(_ request: HTTPRequest, dataSource: any PickerDataSource) -> HTTPResponse {
    let text = request.queryValue("q") ?? ""
    guard text.utf16.count <= 1000 else { return .text(400, "text too long") }
    var cursor: Int?
    if let raw = request.queryValue("cursor") {
      guard let value = Int(raw), (0...text.utf16.count).contains(value) else {
        return .text(400, "cursor must be a UTF-16 offset within the text")
      }
      cursor = value
    }
    do {
      let completions = try dataSource.completions(for: text, cursor: cursor)
      return .json(PickerAPI.Completions(completions: completions.map(PickerAPI.Completion.init)))
    } catch {
      return .text(500, "completion failed: \(error)")
    }
  }
}

extension PickerAPI {
  /// One completion as the page reads it.
  struct Completion: Codable, Sendable {
    var text: String
    var kind: String
    /// Start and end of the replaced text, in UTF-16 units.
    var replaces: [Int]
    /// Photos it finds; null for time words.
    var count: Int?

    init(_ c: InputSuggestions.Completion) {
      text = c.text
      kind = c.kind.rawValue
      replaces = [c.start, c.end]
      count = c.count
    }
  }

  /// `GET /api/complete`.
  struct Completions: Codable, Sendable {
    var completions: [Completion]
  }
}
