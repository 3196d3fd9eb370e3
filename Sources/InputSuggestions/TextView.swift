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
public final class TextView: TextInput {
  /// Told when a suggestion is accepted.
  public weak var delegate: (any TextViewDelegate)?

  /// Accepts `suggestion`: the delegate's `textView(_:insertInputSuggestion:)` is called.
  public func accept(_ suggestion: InputSuggestion) {
    delegate?.textView(self, insertInputSuggestion: suggestion)
  }
}
