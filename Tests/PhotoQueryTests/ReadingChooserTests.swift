import Testing

@testable import PhotoQuery

/// The dynamic program: longest consistent reading, no overlaps, text order.
@Suite struct ReadingChooserTests {
  let chooser = ReadingChooser()

  @Test func longerSpanBeatsTheSameWordsApart() {
    let candidates = [
      Candidate(kind: .what, range: 0..<1, score: 0.8, source: .vocabulary),
      Candidate(kind: .where, range: 1..<2, score: 0.8, source: .capitalised),
      Candidate(kind: .where, range: 0..<2, score: 0.8, source: .gazetteer),
    ]
    let chosen = chooser.choose(from: candidates, tokenCount: 2)
    #expect(chosen.map(\.range) == [0..<2])
  }

  @Test func higherScoreWinsOnTheSameSpan() {
    let candidates = [
      Candidate(kind: .who, range: 0..<1, score: 0.5, source: .givenName),
      Candidate(kind: .where, range: 0..<1, score: 0.9, source: .gazetteer),
    ]
    #expect(chooser.choose(from: candidates, tokenCount: 1).map(\.kind) == [.where])
  }

  @Test func chosenSpansDoNotOverlapAndFollowTheText() {
    let candidates = [
      Candidate(kind: .what, range: 3..<5, score: 0.6, source: .fallback),
      Candidate(kind: .when, range: 4..<6, score: 1.2, source: .time),
      Candidate(kind: .who, range: 0..<1, score: 1.0, source: .lexicon),
      Candidate(kind: .cue, range: 1..<2, score: 1.0, source: .lexicon),
    ]
    let chosen = chooser.choose(from: candidates, tokenCount: 6)
    #expect(chosen.map(\.range) == [0..<1, 1..<2, 4..<6])
  }

  @Test func ignoresBadCandidates() {
    let candidates = [
      Candidate(kind: .who, range: 0..<9, score: 1.0, source: .lexicon),
      Candidate(kind: .who, range: 0..<1, score: -1.0, source: .lexicon),
    ]
    #expect(chooser.choose(from: candidates, tokenCount: 2).isEmpty)
    #expect(chooser.choose(from: [], tokenCount: 0).isEmpty)
  }
}
