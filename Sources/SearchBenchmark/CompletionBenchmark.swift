import Foundation
import InputSuggestions
import PhotoLibrary
import PhotoSearch
import SuggestionSearch

/// Completions per keystroke on the generated library: every prefix of a fixed set of typed
/// searches is completed with the prebuilt vocabulary (median, p99, max), and the same prefixes
/// with a plain scan of every entry (the baseline), with the ratio of the medians.
enum CompletionBenchmark {
  /// Searches typed one character at a time.
  static let typed = [
    "pics of Mom in Paris last summer", "photos from Barcelona", "pics of the beach at sunset",
    "John Smith and Mary Smith hiking in Yosemite", "me in Tokyo at Christmas",
    "photos of Priya Patel with cake in Mumbai", "waterfall in Iceland last year",
    "dogs on the beach in California", "Hannah Silva in New York", "food in Japan 2019",
  ]

  static func run(search: PhotoLibrarySearch, runs: Int) throws {
    var vocabulary = CompletionVocabulary.empty
    let built = try milliseconds { vocabulary = try search.completionVocabulary() }
    say(
      String(
        format: "completion vocabulary: %d words read and sorted in %.0f ms",
        vocabulary.entries.count, built))
    let engine = try search.completingEngine(
      locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    var prefixes: [String] = []
    for text in typed {
      var prefix = ""
      for ch in text {
        prefix.append(ch)
        prefixes.append(prefix)
      }
    }
    for p in prefixes { _ = engine.completions(for: p) }  // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
      for p in prefixes { times.append(milliseconds { _ = engine.completions(for: p) }) }
    }
    var scans: [Double] = []
    for p in prefixes { scans.append(milliseconds { _ = plainScan(vocabulary, p) }) }
    let median = percentile(times, 0.5)
    say(
      String(
        format:
          "completions per keystroke: median %.3f ms, p99 %.3f ms, max %.3f ms over %d keystrokes (bar: p99 <= 5 ms)",
        median, percentile(times, 0.99), times.max() ?? 0, times.count))
    let scanMedian = percentile(scans, 0.5)
    say(
      String(
        format: "plain scan of every word: median %.3f ms, p99 %.3f ms; ratio of medians %.0fx",
        scanMedian, percentile(scans, 0.99), scanMedian / max(median, 0.0001)))
  }

  /// The baseline: fold every entry and test the typed word's prefix, keeping the 8 most counted.
  static func plainScan(_ vocabulary: CompletionVocabulary, _ text: String) -> [String] {
    let word = CompletionVocabulary.fold(String(text.split(separator: " ").last ?? ""))
    guard !word.isEmpty else { return [] }
    return vocabulary.entries.filter { CompletionVocabulary.fold($0.text).hasPrefix(word) }
      .sorted { ($0.count ?? 0) > ($1.count ?? 0) }.prefix(8).map(\.text)
  }
}
