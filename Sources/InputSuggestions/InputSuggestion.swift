/// A suggestion offered for typed text, in the shape of UIKit's `UIInputSuggestion`.
///
/// Only the suggestion engine creates suggestions; read a concrete one by casting, e.g.
/// `if let s = suggestion as? PhotoSearchSuggestion { … }`.
open class InputSuggestion: @unchecked Sendable {
  /// Only the engine and subclasses in this module create suggestions.
  init() {}
}
