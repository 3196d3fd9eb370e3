import Foundation
import Testing

@testable import PhotoQuery

/// Hyphen compounds (`week-end`) are read as one word, and the matches point at the caller's
/// tokens.
@Suite("Time hyphen compounds")
struct TimeCompoundsTests {
  static let context = TimeContext(
    reference: LocalDateTime(iso: "2026-07-15T10:00:00")!, timeZone: TimeZone(identifier: "UTC")!,
    locale: Locale(identifier: "en_US"), direction: .past)

  @Test("a match over a compound covers its three tokens, and later matches keep their indices")
  func rangesMapBack() {
    let tokens = Tokenizer().tokens(of: "photos from last week-end and 2019")
    #expect(tokens.map(\.folded) == ["photos", "from", "last", "week", "-", "end", "and", "2019"])
    let matches = TimeRecognizer().matches(in: tokens, context: Self.context)
    #expect(matches.map(\.valueTokenRange) == [2..<6, 7..<8])
    #expect(matches.first?.exampleReading == "2026-07-11..2026-07-13")
  }

  @Test("no compound: the tokens are not copied, and a spaced hyphen joins nothing")
  func none() {
    #expect(TimeCompounds.joining(Tokenizer().tokens(of: "last weekend")) == nil)
    #expect(TimeCompounds.joining(Tokenizer().tokens(of: "last week - end")) == nil)
    #expect(TimeCompounds.joining(Tokenizer().tokens(of: "week-end")) != nil)
  }
}
