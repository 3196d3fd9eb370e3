import Testing

@testable import PhotoQuery

@Suite("Bad input")
struct TimeRobustnessTests {
  @Test("odd and random input never crashes and matches never overlap")
  func noCrash() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "last", "next", "the", "of", "2019", "-", "/", ":", "31", "feb", "between", "and", "from",
      "to",
      "Christmas", "99999999999999999999", "0", "'", "summer", "week", "ago", "in", "am", "pm",
      "early",
      "end", "\u{0}", "😀", "½", "١٢", "..", "13/13/13", "2015-1-32", "Feb 30", "before", "since",
    ]
    for _ in 0..<2000 {
      let count = Int.random(in: 0...9, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(
        separator: " ")
      let finds = findTimes(text, now: "2026-07-15T10:00:00")
      var last = -1
      for f in finds {
        #expect(f.tokenRange.lowerBound > last, "\(text)")
        #expect(
          f.valueRange.lowerBound >= f.tokenRange.lowerBound
            && f.valueRange.upperBound <= f.tokenRange.upperBound)
        last = f.tokenRange.upperBound - 1
        if let s = f.start, let e = f.end { #expect(s <= e, "\(text): \(f)") }
      }
    }
  }

  @Test("impossible dates give no find")
  func impossible() {
    for text in ["2015-1-32", "2017-13-12", "Feb 30 2019", "32/13/2020"] {
      #expect(
        !findTimes(text, now: "2026-07-15T10:00:00").contains { $0.granularity == .day }, "\(text)")
    }
  }
}
