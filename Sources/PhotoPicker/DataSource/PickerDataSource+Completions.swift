import InputSuggestions

extension PickerDataSource {
  /// No completions: a data source that knows no words offers none.
  public func completions(for text: String, cursor: Int?) throws -> [Completion] { [] }
}
