import InputSuggestions

/// What the picker reads from: search, live suggestions and single assets. The library's search
/// implements it; `FixturePickerDataSource` is the in-memory stand-in for tests.
///
/// Calls come from the web server's connection threads, several at a time.
public protocol PickerDataSource: Sendable {
  /// One page of the assets matching `text` (understood by the data source unless its filters
  /// are already resolved) and passing `filters` (the configuration's kind filter), newest
  /// first, photos without a date last.
  func search(text: PickerSearchText, filters: PickerFilter?, page: Int, pageSize: Int) throws
    -> PickerPage

  /// The filters `text` would search for, for the live suggestion under the search box; nil
  /// when the text names no filter.
  func suggestion(for text: String) throws -> PickerSuggestion?

  /// The asset with this identifier, or nil when there is none.
  func asset(id: String) throws -> PickerAsset?

  /// Completions of the word being typed at `cursor` (a UTF-16 offset; the end when nil), for
  /// the list under the search field. None by default.
  func completions(for text: String, cursor: Int?) throws -> [Completion]
}
