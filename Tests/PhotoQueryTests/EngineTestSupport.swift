import Foundation

@testable import PhotoQuery

/// One engine for every test (loading the data once), and a reader with the contract's reference.
enum EngineTestSupport {
  static let engine = PhotoQueryEngine()

  /// The contract's reference moment: Wednesday 15 July 2026, 10:00, New York, en_US.
  static let reference = LocalDateTime(year: 2026, month: 7, day: 15, hour: 10)

  static func read(
    _ text: String, _ context: QueryContext = .general, locale: String = "en_US",
    at moment: LocalDateTime = reference, engine: PhotoQueryEngine = engine
  ) -> QueryReading {
    let timeContext = TimeContext(
      reference: moment, timeZone: TimeZone(identifier: "America/New_York")!,
      locale: Locale(identifier: locale))
    return engine.read(text, context: context, timeContext: timeContext)
  }
}

extension QueryReading {
  var whoTexts: [String] { who.map(\.text) }
  var whatTexts: [String] { what.map(\.text) }
  var whereTexts: [String] { self.where.map(\.text) }
  var whenTexts: [String] { when.map(\.text) }
  var excludedWhoTexts: [String] { excludedWho.map(\.text) }
  var excludedWhatTexts: [String] { excludedWhat.map(\.text) }
}
