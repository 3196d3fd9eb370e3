import Foundation
import Testing

@testable import PhotoQuery

/// Every example of every English time rule (``EnglishTimeRules/all``) runs here.
@Suite("Time rule examples")
struct TimeRuleExampleTests {
  static let examples: [RuleExample] = EnglishTimeRules.all.flatMap { rule in
    rule.examples.map { RuleExample(rule: rule.name, example: $0) }
  }

  struct RuleExample: Sendable, CustomStringConvertible {
    var rule: String
    var example: TimeRuleExample
    var description: String { "\(rule): \(example)" }
  }

  /// What the recogniser reads in `example.text`, as the examples write it.
  static func reading(_ example: TimeRuleExample) -> String {
    let tokens = Tokenizer().tokens(of: example.text)
    let context = TimeContext(
      reference: LocalDateTime(iso: example.now)!, timeZone: TimeZone(identifier: "UTC")!,
      locale: Locale(identifier: example.locale), direction: example.direction)
    return TimeRecognizer().matches(in: tokens, context: context).map(\.exampleReading)
      .joined(separator: " | ")
  }

  @Test("each example reads as its rule says", arguments: examples)
  func example(_ e: RuleExample) {
    #expect(Self.reading(e.example) == e.example.expected, "\(e.rule): \(e.example.text)")
  }

  @Test("rule names are unique and every rule has examples")
  func registry() {
    let names = EnglishTimeRules.all.map(\.name)
    #expect(Set(names).count == names.count)
    for rule in EnglishTimeRules.all { #expect(!rule.examples.isEmpty, "\(rule.name)") }
    #expect(Self.examples.count >= 100)
  }

  @Test("every core rule has its examples under the same name")
  func coreRulesHaveExamples() {
    let named = Set(EnglishTimeRules.all.map(\.name))
    let rules =
      EnglishTimeRules.coreRules + EnglishTimeRules.numberRules + EnglishTimeRules.alphanumericRules
    for rule in rules { #expect(named.contains(rule.name), "\(rule.name)") }
    for rule in EnglishTimeRules.expressionRules {
      #expect(named.contains(rule.name), "\(rule.name)")
    }
  }

  @Test("the first-word tables come from the rules")
  func derivedTables() {
    for (k, rule) in EnglishTimeRules.coreRules.enumerated() {
      for word in rule.words {
        #expect(TimeParser.leadingWords.contains(word), "\(rule.name): \(word)")
        #expect(TimeLexicon.info[word]!.ruleStarts & (1 << UInt32(k)) != 0, "\(rule.name): \(word)")
      }
    }
  }
}
