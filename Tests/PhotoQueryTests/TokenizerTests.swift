import Testing

@testable import PhotoQuery

@Suite struct TokenizerTests {
  let tokenizer = Tokenizer()

  @Test func splitsWordsNumbersAndPunctuation() {
    let tokens = tokenizer.tokens(of: "pics of Mom's cat, 7/4/2019 at 5pm")
    #expect(
      tokens.map(\.surface) == [
        "pics", "of", "Mom", "'s", "cat", ",", "7", "/", "4", "/", "2019", "at", "5pm",
      ])
    #expect(tokens[2].isCapitalized)
    #expect(tokens[3].spaceBefore == false)
    #expect(tokens[10].kind == .number && tokens[10].integerValue == 2019)
    #expect(tokens[12].kind == .alphanumeric)
  }

  @Test func foldsAccentsAndCase() {
    let tokens = tokenizer.tokens(of: "Zürich São Paulo Kraków")
    #expect(tokens.map(\.folded) == ["zurich", "sao", "paulo", "krakow"])
  }

  @Test func keepsInnerApostrophesAndRanges() {
    let text = "don't stop at 9 o'clock"
    let tokens = tokenizer.tokens(of: text)
    #expect(tokens.map(\.surface) == ["don't", "stop", "at", "9", "o'clock"])
    #expect(tokens.allSatisfy { String(text.unicodeScalars[$0.range]) == $0.surface })
  }

  @Test func survivesControlAndOddInput() {
    #expect(tokenizer.tokens(of: "").isEmpty)
    #expect(tokenizer.tokens(of: "\u{0}\u{0}a\u{0}").map(\.surface) == ["a"])
    #expect(tokenizer.tokens(of: "e\u{301}te\u{301}").map(\.folded) == ["ete"])
    #expect(tokenizer.tokens(of: "👍🏽 שלום").count >= 2)
  }
}
