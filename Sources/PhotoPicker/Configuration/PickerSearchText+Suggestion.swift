import InputSuggestions

extension PickerSearchText {
  /// Search text resolved from a photo search suggestion (PhotosUI's
  /// `PHPickerConfiguration.SearchText(photoSearchSuggestion:)`): its who, what, where and when
  /// values, media kinds and exclusions become the picker's tokens. `text` is what the search
  /// field shows; when nil the values are joined with spaces.
  public init(photoSearchSuggestion suggestion: PhotoSearchSuggestion, text: String? = nil) {
    self.init(
      text: text, whoValues: suggestion.whoValues, whatValues: suggestion.whatValues,
      whereValues: suggestion.whereValues, whenValues: suggestion.whenValues,
      mediaKinds: suggestion.mediaKinds, excludedWho: suggestion.excluded.who,
      excludedWhat: suggestion.excluded.what)
  }
}
