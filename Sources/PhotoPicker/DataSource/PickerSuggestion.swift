/// The live suggestion for what is typed in the search box.
public struct PickerSuggestion: Sendable, Hashable, Codable {
  /// The text it was made for.
  public var text: String
  /// The filters the text would search for, in text order.
  public var tokens: [PickerFilterToken]

  /// A suggestion of `tokens` for `text`.
  public init(text: String, tokens: [PickerFilterToken]) {
    self.text = text
    self.tokens = tokens
  }
}
