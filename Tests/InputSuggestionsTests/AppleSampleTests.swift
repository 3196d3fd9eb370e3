import Foundation
import PhotoQuery
import Testing

@testable import InputSuggestions

/// Apple's sample, written against this API: a delegate reads the accepted suggestion with
/// `if let s = suggestion as? PhotoSearchSuggestion { … }`.
@MainActor
final class SearchController: TextFieldDelegate, TextViewDelegate {
  var who: [String] = []
  var what: [String] = []
  var place: [String] = []
  var when: [String] = []
  var accepted = 0

  func textField(_ textField: TextField, insertInputSuggestion suggestion: InputSuggestion) {
    if let s = suggestion as? PhotoSearchSuggestion {
      who = s.whoValues
      what = s.whatValues
      place = s.whereValues
      when = s.whenValues
      accepted += 1
    }
  }

  func textView(_ textView: TextView, insertInputSuggestion suggestion: InputSuggestion) {
    if let s = suggestion as? PhotoSearchSuggestion {
      who = s.whoValues
      accepted += 1
    }
  }
}

@MainActor
@Suite struct AppleSampleTests {
  nonisolated static let zone = TimeZone(identifier: "Europe/Paris")!
  let engine = PhotoSearchSuggestionEngine(locale: Locale(identifier: "en_GB"), timeZone: zone)
  let now: @Sendable () -> Date = {
    LocalDateTime(year: 2026, month: 7, day: 15, hour: 10).date(in: zone)
  }

  @Test func textFieldOffersSuggestionsAsTheTextChanges() throws {
    let field = TextField(suggestionEngine: engine, inputContext: .general, now: now)
    let controller = SearchController()
    field.delegate = controller
    for character in "photos of Mum in Rome" { field.insertText(String(character)) }
    #expect(field.text == "photos of Mum in Rome")
    let suggestion = try #require(field.suggestions.first)
    field.accept(suggestion)
    #expect(controller.accepted == 1)
    #expect(controller.who == ["Mum"])
    #expect(controller.place == ["Rome"])
    // Deleting back to a text with no filter removes the suggestion.
    for _ in 0..<"of Mum in Rome".count { field.deleteBackward() }
    #expect(field.text == "photos ")
    #expect(field.suggestions.isEmpty)
  }

  @Test func textViewCallsItsDelegate() throws {
    let view = TextView(suggestionEngine: engine, inputContext: .search, now: now)
    let controller = SearchController()
    view.delegate = controller
    view.insertText("Grandpa Joe skiing")
    let suggestion = try #require(view.suggestions.first as? PhotoSearchSuggestion)
    #expect(suggestion.whatValues == ["skiing"])
    view.accept(suggestion)
    #expect(controller.who == ["Grandpa Joe"])
  }

  @Test func delegateIsWeak() {
    let field = TextField(suggestionEngine: engine, now: now)
    do {
      let controller = SearchController()
      field.delegate = controller
      #expect(field.delegate != nil)
    }
    #expect(field.delegate == nil)
  }
}
