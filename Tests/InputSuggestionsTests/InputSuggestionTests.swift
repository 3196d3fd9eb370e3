import Testing

@testable import InputSuggestions

@Suite struct InputSuggestionTests {
  @Test func baseClassExists() {
    let s = InputSuggestion()
    #expect(type(of: s) == InputSuggestion.self)
  }
}
