import Testing

@testable import PhotoQuery

/// The value words the language layer uses (contract 7.10 trimming) and the tokens a match consumes.
@Suite("Time values and token ranges")
struct TimeValueTests {
  static let now = "2026-07-15T10:00:00"

  @Test(
    "values are trimmed as the contract says",
    arguments: [
      ("photos in March", "March"),
      ("pics from 2019", "2019"),
      ("between 2015 and 2018", "between 2015 and 2018"),
      ("from May to July 2020", "from May to July 2020"),
      ("like 2 summers ago", "2 summers ago"),
      ("Christmas 2019 with mom", "Christmas 2019"),
      ("Easter last year", "Easter last year"),
      ("yesterday afternoon at the beach", "yesterday afternoon"),
      ("the 90s", "90s"),
      ("at night", "night"),
      ("since March", "since March"),
      ("before 2010", "before 2010"),
      ("during the summer of 2019", "summer of 2019"),
    ])
  func trimming(text: String, value: String) {
    let find = onlyTime(text, now: Self.now)
    #expect(find?.value == value, "\(text): \(String(describing: find))")
  }

  @Test("the token range covers the consumed preposition; the value range does not")
  func tokenRanges() {
    let find = onlyTime("photos in March", now: Self.now)
    #expect(find?.tokenRange == 1..<3)
    #expect(find?.valueRange == 2..<3)
  }

  @Test("coordinated years are two values")
  func coordination() {
    let finds = findTimes("photos in 2018 and 2019", now: Self.now)
    #expect(finds.map(\.value) == ["2018", "2019"])
    #expect(finds.map(\.start) == [midnight("2018-01-01"), midnight("2019-01-01")])
  }

  @Test("words that only look like dates are not times")
  func negatives() {
    for text in [
      "May I see the pictures", "this may take a while", "photos of 10 students",
      "call 650-650-6500",
      "a second look", "deliver 2000 pieces", "day after day", "sunset at the beach",
    ] {
      #expect(findTimes(text, now: Self.now).isEmpty, "\(text): \(findTimes(text, now: Self.now))")
    }
  }
}
