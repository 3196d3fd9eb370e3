import Foundation
import Testing

@testable import PhotoQuery

/// Any input returns without a crash, in time linear in its length.
@Suite struct RobustnessTests {
  static let odd: [String] = [
    "", " ", "\u{0}", "\u{0}photos\u{0}of\u{0}Paris", "👍🏽👨‍👩‍👧‍👦 pics of 🐶", "e\u{301}\u{301}\u{301}",
    "שלום photos from תל אביב", "صور من باريس", "photos from 東京 2019", "'''''s's's", "------",
    "photos of \u{202E}Paris\u{202C}", "\u{FEFF}pics from Rome",
    String(repeating: "a", count: 10_000),
    "pics of " + String(repeating: "Mom and ", count: 500), "photos from 99999999999999999999999",
    "the 4th of of of July July", "between between and and", "\u{1F600}\u{FE0F}\u{200D}",
    "pics " + String(repeating: "'s ", count: 300), "Ω≈ç√∫ photos ∂ƒ©˙",
    "\r\n\t pics \r\n from \t Oslo",
  ]

  @Test(arguments: odd)
  func oddInputReturns(_ text: String) {
    for context in [QueryContext.general, .search] {
      let reading = EngineTestSupport.read(text, context)
      for value in reading.who + reading.what + reading.where + reading.when {
        #expect(!value.text.isEmpty)
      }
    }
  }

  @Test func malformedUTF16FromFoundationBridging() {
    // A lone surrogate survives as U+FFFD when bridged from UTF-16.
    let units: [UInt16] = [
      0x70, 0x69, 0x63, 0x73, 0x20, 0xD800, 0x20, 0x6F, 0x66, 0x20, 0xDC00, 0x4A, 0x6F,
    ]
    let text = String(decoding: units, as: UTF16.self)
    let bridged = NSString(characters: units, length: units.count) as String
    _ = EngineTestSupport.read(text)
    _ = EngineTestSupport.read(bridged, .search)
  }

  @Test func oneMegabyteReturns() {
    let unit = "pics of Mom and me in Lisbon last summer without John, 🐶 e\u{301} "
    let text = String(repeating: unit, count: 1_048_576 / unit.utf8.count)
    let reading = EngineTestSupport.read(text)
    #expect(reading.isPhotoSearch)
  }

  /// Work (tokens and candidates) grows in proportion to the text; a generous bound on the time
  /// ratio catches a quadratic step without depending on the machine's speed.
  @Test(
    arguments: [
      "photos of Mom and Aunt Carol at the beach in Lisbon last summer without the kids, ",
      // photos told of, judged and asked for, in sentences and in one sentence without end: a
      // request is looked for sentence by sentence, each looked at once
      "the photo came out blurry. Mum found old albums! could you send the pics from Bali? ",
      "the photo came out blurry and Mum found the old albums in the shed and ",
    ])
  func workIsLinearInLength(_ unit: String) {
    let engine = EngineTestSupport.engine
    func measure(_ copies: Int) -> (work: Int, seconds: Double) {
      let text = String(repeating: unit, count: copies)
      let query = QueryText(
        text, context: .general,
        timeContext: TimeContext(
          reference: EngineTestSupport.reference, timeZone: TimeZone(identifier: "UTC")!),
        resources: engine.resources)
      let clock = ContinuousClock()
      let start = clock.now
      let candidates = engine.candidates(for: query)
      _ = engine.read(query)
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      return (query.count + candidates.count, seconds)
    }
    _ = measure(50)  // warm up
    let small = measure(100)
    let large = measure(1_600)
    let workRatio = Double(large.work) / Double(small.work)
    #expect(workRatio > 12 && workRatio < 20, "work ratio \(workRatio) for 16× the text")
    let timeRatio = large.seconds / max(small.seconds, 1e-6)
    #expect(timeRatio < 80, "time ratio \(timeRatio) for 16× the text (quadratic would be ~256)")
  }
}
