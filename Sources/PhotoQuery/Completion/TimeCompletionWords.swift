import Foundation

/// The time words and holidays of a locale's language that completions offer: the calendar's
/// month and weekday names in the locale, and for English the periods and holidays of
/// `EnglishCompletionWords`.
public enum TimeCompletionWords {
  /// The words for `locale`, without duplicates, in a stable order.
  public static func words(for locale: Locale) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    var words = calendar.standaloneMonthSymbols + calendar.standaloneWeekdaySymbols
    if (locale.language.languageCode?.identifier ?? "en") == "en" {
      words += EnglishCompletionWords.times + EnglishCompletionWords.holidays
    }
    var seen = Set<String>()
    return words.filter { seen.insert($0.lowercased()).inserted }
  }
}
