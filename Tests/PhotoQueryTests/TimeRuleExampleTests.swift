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

  @Test("a form read within another rule names a rule of the list or a gate")
  func withinNamesARule() {
    let named = Set(EnglishTimeRules.all.map(\.name))
    for rule in EnglishTimeRules.all {
      guard case .within(let host) = rule.matcher else { continue }
      #expect(named.contains(host) || host.hasPrefix("<"), "\(rule.name): \(host)")
    }
  }

  @Test("every core rule has a gate: a class, a word, digits or a glued form")
  func coreRulesHaveGates() {
    for rule in EnglishTimeRules.all {
      guard case .core = rule.matcher else { continue }
      let gated = rule.starts.contains {
        switch $0 {
        case .word, .words, .wordClass, .number, .alphanumeric: true
        case .symbol, .note: false
        }
      }
      #expect(gated, "\(rule.name)")
    }
  }

  @Test("the first-word tables come from the rules' starts")
  func derivedTables() {
    let index = TimeRuleIndex.english
    #expect(!index.wordRules.isEmpty && index.wordRules.count <= 32)
    for (k, rule) in index.wordRules.enumerated() {
      for word in rule.startWords {
        #expect(TimeParser.leadingWords.contains(word), "\(rule.name): \(word)")
        #expect(TimeLexicon.info[word]!.ruleStarts & (1 << UInt32(k)) != 0, "\(rule.name): \(word)")
      }
      if rule.startClasses.contains(.month) { #expect(TimeParser.leadingWords.contains("march")) }
    }
    // every expression rule's words start an expression
    for word in index.expressionWords { #expect(TimeParser.startWords.contains(word), "\(word)") }
    // the expression rules in the list's order: the first that reads wins
    let expressions = EnglishTimeRules.all.filter {
      if case .expression = $0.matcher { true } else { false }
    }.map(\.name)
    #expect(
      expressions == [
        "signed-offset", "open-ended", "explicit-range", "day-number-range",
        "month-then-day-range", "day-with-time", "hour-filter",
      ])
    #expect(index.expressionReads.count == expressions.count)
  }

  @Test("a rule list's starts read as written")
  func startLiterals() {
    let starts: [TimeStart] = ["in", "<month>", "<number>", "+", "<date>", "'", "AD"]
    #expect(starts.map(\.description) == ["in", "<month>", "<number>", "+", "<date>", "'", "AD"])
    if case .wordClass(let c) = starts[1] { #expect(c == .month) } else { Issue.record("month") }
    if case .note = starts[6] {} else { Issue.record("AD is a note") }
    if case .symbol = starts[3] {} else { Issue.record("+ is a symbol") }
  }
}
