import Foundation

/// The languages the engine reads, each a folder under `Languages/` (its lexicon, time words and
/// rules, holiday names and idioms), chosen by the locale's language code. Regional differences
/// inside a language (week starts, seasons, holiday dates, kin words) are read from the locale's
/// region by the rules themselves, as Duckling's regional overrides are.
public enum LanguageChoice {
  /// The lexicon of each language code that has a folder.
  static let lexicons: [String: Lexicon] = ["en": .english]

  /// The language codes that have a folder.
  public static var available: Set<String> { Set(lexicons.keys) }

  /// The language code the engine reads `locale` with: its own when a folder exists, else
  /// English.
  public static func code(for locale: Locale) -> String {
    let code = locale.language.languageCode?.identifier ?? "en"
    return available.contains(code) ? code : "en"
  }

  /// The lexicon of `locale`'s language.
  public static func lexicon(for locale: Locale) -> Lexicon {
    lexicons[code(for: locale)] ?? .english
  }
}
