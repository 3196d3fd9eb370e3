import Foundation
import PhotoQuery

extension PhotoSearchSuggestionEngine {
  /// Completions of the word being typed at `cursor` (a UTF-16 offset; the end of `text` when
  /// nil): the library's people (names, aliases, `me`), places, keywords and albums, and the
  /// language's time words and holidays, whose folded text starts with the typed word (or with
  /// the last two or three typed words, for names of several words). Ranked by what the words
  /// before suggest (``CompletionCues``) and by how many photos each finds; at most `limit`.
  public func completions(for text: String, cursor: Int? = nil, limit: Int = 8) -> [Completion] {
    let utf16 = text.utf16
    let end = min(max(cursor ?? utf16.count, 0), utf16.count)
    guard limit > 0,
      let cursorIndex = utf16.index(utf16.startIndex, offsetBy: end, limitedBy: utf16.endIndex),
      let before = String(utf16[..<cursorIndex])
    else { return [] }
    let words = TypedWords(before)
    guard let typed = words.last, !typed.text.isEmpty else { return [] }
    let timeVocabulary = TimeCompletionVocabulary.shared(for: locale)
    var best: [String: Candidate] = [:]
    let spans = min(3, words.all.count)
    let earliest = words.all[words.all.count - spans].utf16Start
    /// The folded text from the earliest span's start to each span's start.
    var leading: [Int: String] = [:]
    // The typed word with two and one words before it (`New Yo`, `Susan L`), then alone. An
    // entry a longer span matches keeps that span (`last sum` → `last summer` replaces both
    // words) and the better of the scores.
    for span in (1...spans).reversed() {
      let first = words.all[words.all.count - span]
      let startIndex = before.utf16.index(before.utf16.startIndex, offsetBy: first.utf16Start)
      let earliestIndex = before.utf16.index(before.utf16.startIndex, offsetBy: earliest)
      leading[first.utf16Start] = CompletionVocabulary.fold(
        String(before[earliestIndex..<startIndex]))
      let prefix = CompletionVocabulary.fold(String(before[startIndex...]))
      let cues = CompletionCues.reading(
        words.all.dropLast(span).suffix(2).map { CompletionVocabulary.fold($0.text) })
      for vocabulary in [completionVocabulary, timeVocabulary] {
        for key in vocabulary.keys(startingWith: prefix) {
          // A span of several words must match from the entry's first word; an entry already
          // typed in full is nothing to complete.
          if span > 1, !key.isStart { continue }
          if key.isStart, key.folded == prefix { continue }
          let entry = vocabulary.entries[key.entry]
          var score = (cues.weights[entry.kind] ?? 1) * Self.popularity(entry.count)
          if !key.isStart { score *= 0.8 }
          if span > 1 { score *= 1.5 }
          let id = vocabulary.foldedTexts[key.entry]
          if let current = best[id] {
            if current.start < first.utf16Start || current.score >= score {
              best[id]?.score = max(current.score, score)
              continue
            }
          }
          best[id] = Candidate(entry: entry, folded: id, start: first.utf16Start, score: score)
        }
      }
    }
    // Two completions that leave the same text (`summer` after `last`, and `last summer`) are one.
    var byResult: [String: Candidate] = [:]
    for candidate in best.values {
      let result = (leading[candidate.start] ?? "") + candidate.folded
      if let kept = byResult[result], kept.score >= candidate.score { continue }
      byResult[result] = candidate
    }
    let ranked = byResult.values.sorted {
      if $0.score != $1.score { return $0.score > $1.score }
      if ($0.entry.count ?? 0) != ($1.entry.count ?? 0) {
        return ($0.entry.count ?? 0) > ($1.entry.count ?? 0)
      }
      return $0.entry.text < $1.entry.text
    }
    return ranked.prefix(limit).map {
      Completion(
        text: $0.entry.text, kind: $0.entry.kind,
        range: NSRange(location: $0.start, length: end - $0.start), count: $0.entry.count)
    }
  }

  /// An entry matched by some span of the typed words.
  struct Candidate {
    var entry: CompletionVocabulary.Entry
    /// The entry's folded text.
    var folded: String
    /// Where the replaced text starts (UTF-16).
    var start: Int
    var score: Double
  }

  /// How much a count adds: 1 for none, growing with the logarithm; an uncounted word (a time
  /// word) scores as a value found on about ten photos.
  static func popularity(_ count: Int?) -> Double {
    guard let count else { return 2 }
    return 1 + log10(1 + Double(max(count, 0)))
  }
}

/// The words of typed text up to the cursor, with their UTF-16 offsets; the last one is the word
/// being typed (empty when the text ends in a space or a punctuation mark).
struct TypedWords {
  /// One word and where it starts.
  struct Word {
    var text: String
    var utf16Start: Int
  }

  /// Every word, the one being typed last.
  var all: [Word] = []

  /// Characters that end a word.
  static let separators: Set<Character> = [",", ";", ":", "!", "?", "(", ")", "\"", "“", "”"]

  init(_ text: String) {
    var offset = 0
    var current = ""
    var start = 0
    for ch in text {
      let width = ch.utf16.count
      if ch.isWhitespace || Self.separators.contains(ch) {
        if !current.isEmpty { all.append(Word(text: current, utf16Start: start)) }
        current = ""
        start = offset + width
      } else {
        if current.isEmpty { start = offset }
        current.append(ch)
      }
      offset += width
    }
    // The word being typed: empty after a separator.
    all.append(Word(text: current, utf16Start: current.isEmpty ? offset : start))
  }

  /// The word being typed.
  var last: Word? { all.last }
}
