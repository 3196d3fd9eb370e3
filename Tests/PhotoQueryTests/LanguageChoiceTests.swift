import Foundation
import Testing

@testable import PhotoQuery

@Suite("Language choice")
struct LanguageChoiceTests {
  @Test("an English locale of any region reads English; a language without a folder falls back")
  func choosesByLanguageCode() {
    #expect(LanguageChoice.code(for: Locale(identifier: "en_PH")) == "en")
    #expect(LanguageChoice.code(for: Locale(identifier: "en_ZA")) == "en")
    #expect(LanguageChoice.code(for: Locale(identifier: "xx_YY")) == "en")
    #expect(LanguageChoice.lexicon(for: Locale(identifier: "en_GB")) === Lexicon.english)
  }
}
