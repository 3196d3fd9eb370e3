import PhotoQuery

/// The kind of field a suggestion is asked for (section 1 of the contract).
public enum InputContext: String, Sendable, Hashable, Codable {
  /// Free text: a message, a note, a chat box. Text is a photo search only with a cue and a filter.
  case general
  /// A photo search box: any filter makes a search.
  case search

  /// The language engine's form.
  var queryContext: QueryContext { self == .search ? .search : .general }
}
