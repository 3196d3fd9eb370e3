/// English time words and holidays offered as completions while a search is typed, written as
/// they are shown; every one reads as a when value (`CompletionWordsTests`).
enum EnglishCompletionWords {
  /// Periods and relative times.
  static let times: [String] = [
    "today", "yesterday", "this week", "last week", "this month", "last month", "this year",
    "last year", "last weekend", "this weekend", "weekend", "morning", "afternoon", "evening",
    "night", "spring", "summer", "autumn", "fall", "winter", "last spring", "last summer",
    "last autumn", "last fall", "last winter", "this summer", "this winter",
  ]

  /// Holidays, with their usual spelling and capitals.
  static let holidays: [String] = [
    "Christmas", "Christmas Eve", "New Year's Eve", "New Year's Day", "Thanksgiving", "Easter",
    "Halloween", "Mother's Day", "Father's Day", "Valentine's Day", "Independence Day",
    "Labor Day", "Memorial Day", "Boxing Day", "Good Friday", "Hanukkah", "Diwali",
    "Chinese New Year", "St Patrick's Day", "Passover", "Ramadan",
  ]
}
