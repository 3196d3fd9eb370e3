/// A suggestion offered for typed text, in the shape of UIKit's `UIInputSuggestion`.
open class InputSuggestion: @unchecked Sendable {
  /// Only the engine and subclasses create suggestions.
  init() {}
}
