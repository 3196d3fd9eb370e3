import Foundation

/// Told when the person accepts a suggestion in a ``TextView`` (UIKit's
/// `UITextViewDelegate.textView(_:insertInputSuggestion:)`).
@MainActor
public protocol TextViewDelegate: AnyObject {
  /// The person accepted `inputSuggestion` in `textView`.
  func textView(_ textView: TextView, insertInputSuggestion inputSuggestion: InputSuggestion)
}

/// A headless multi-line text input: it keeps the text, offers suggestions as the text changes,
/// and tells its delegate when one is accepted.
@MainActor
public final class TextView {
  /// The text typed so far. Setting it updates ``suggestions``.
  public var text: String { didSet { refresh() } }
  /// The suggestions for the current text.
  public private(set) var suggestions: [InputSuggestion] = []
  /// Told when a suggestion is accepted.
  public weak var delegate: (any TextViewDelegate)?
  /// The kind of field: a general text field or a photo search box.
  public var inputContext: InputContext { didSet { refresh() } }
  /// Where suggestions come from.
  public let suggestionEngine: PhotoSearchSuggestionEngine
  /// The clock used as "now" for time values.
  public var now: @Sendable () -> Date

  /// Creates an empty field.
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

  /// Accepts `suggestion`: the delegate's `textView(_:insertInputSuggestion:)` is called.
  public func accept(_ suggestion: InputSuggestion) {
    delegate?.textView(self, insertInputSuggestion: suggestion)
  }

  func refresh() {
    suggestions = suggestionEngine.suggestions(for: text, context: inputContext, now: now())
  }
}
