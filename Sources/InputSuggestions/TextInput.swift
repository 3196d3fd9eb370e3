import Foundation

/// What ``TextField`` and ``TextView`` share: the text, the suggestions for it (refreshed as the text
/// changes), the kind of field, and where suggestions come from. Use one of the two subclasses.
@MainActor
public class TextInput {
  /// The text typed so far. Setting it updates ``suggestions``.
  public var text: String { didSet { refresh() } }
  /// The suggestions for the current text.
  public private(set) var suggestions: [InputSuggestion] = []
  /// The kind of field: a general text field or a photo search box.
  public var inputContext: InputContext { didSet { refresh() } }
  /// Where suggestions come from.
  public let suggestionEngine: PhotoSearchSuggestionEngine
  /// The clock used as "now" for time values.
  public var now: @Sendable () -> Date

  /// Creates an empty input.
  public init(
    suggestionEngine: PhotoSearchSuggestionEngine = PhotoSearchSuggestionEngine(),
    inputContext: InputContext = .general, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.text = ""
    self.suggestionEngine = suggestionEngine
    self.inputContext = inputContext
    self.now = now
  }

  /// Types `string` at the end of the text.
  public func insertText(_ string: String) { text += string }

  /// Deletes the last character, if any.
  public func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
  }

  func refresh() {
    suggestions = suggestionEngine.suggestions(for: text, context: inputContext, now: now())
  }
}
