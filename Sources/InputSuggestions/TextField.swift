/// Told when the person accepts a suggestion in a ``TextField`` (UIKit's
/// `UITextFieldDelegate.textField(_:insertInputSuggestion:)`).
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// The person accepted `inputSuggestion` in `textField`.
  func textField(_ textField: TextField, insertInputSuggestion inputSuggestion: InputSuggestion)
}

/// A headless single-line text input: it keeps the text, offers suggestions as the text changes,
/// and tells its delegate when one is accepted.
@MainActor
public final class TextField: TextInput {
  /// Told when a suggestion is accepted.
  public weak var delegate: (any TextFieldDelegate)?

  /// Accepts `suggestion`: the delegate's `textField(_:insertInputSuggestion:)` is called.
  public func accept(_ suggestion: InputSuggestion) {
    delegate?.textField(self, insertInputSuggestion: suggestion)
  }
}
