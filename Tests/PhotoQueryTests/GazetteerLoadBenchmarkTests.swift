import Foundation
import Testing

@testable import PhotoPlaces
@testable import PhotoQuery

/// Prints load time, resident memory and lookup speed of the data loaders. No timing assertions.
/// Runs only when `PHOTOQUERY_BENCHMARK` is set (it loads everything many times), in release:
/// `PHOTOQUERY_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing --filter LoadBenchmark`.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["PHOTOQUERY_BENCHMARK"] != nil)
)
struct GazetteerLoadBenchmarkTests {
  static func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
      return kb / 1024
    }
    return 0
  }

  static func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  @Test func printLoadFigures() {
    let runs = 5
    var rows: [(String, Double, Double)] = []
    func measure(_ name: String, _ load: () -> Void) {
      let before = Self.residentMegabytes()
      var times: [Double] = []
      times.append(Self.milliseconds(load))
      let memory = Self.residentMegabytes() - before
      for _ in 1..<runs { times.append(Self.milliseconds(load)) }
      rows.append((name, Self.median(times), memory))
    }
    var keep: [AnyObject] = []
    measure("gazetteer names") {
      let g = Gazetteer()
      _ = g.places(named: "paris")
      keep.append(g)
    }
    measure("given names") {
      let n = GivenNames()
      _ = n.contains("john")
      keep.append(n)
    }
    measure("subject vocabulary") {
      let v = SubjectVocabulary()
      _ = v.concept(for: "dog")
      keep.append(v)
    }
    let language = rows.reduce(0) { $0 + $1.1 }
    measure("reverse geocoder") {
      let g = Gazetteer()
      _ = g.hierarchy(latitude: 48.85, longitude: 2.35)
      keep.append(g)
    }
    keep.removeAll()
    for (name, ms, mb) in rows {
      print(
        "load \(name): median \(String(format: "%.1f", ms)) ms of \(runs), first-load RSS +\(String(format: "%.1f", mb)) MB"
      )
    }
    print(
      "load language data (names + given names + vocabulary): \(String(format: "%.1f", language)) ms"
    )

    // Lookup speed over a fixed query list, after loading.
    let tokenizer = Tokenizer()
    let texts = [
      "pics of Mom and me in Lisbon last summer", "photos from New York City", "dogs at the beach",
      "Saint-Tropez sunset", "hiking in Yosemite with John", "red car in front of the Eiffel Tower",
    ]
    let tokenLists = texts.map { tokenizer.tokens(of: $0) }
    let gazetteer = Gazetteer.shared
    let vocabulary = SubjectVocabulary.shared
    let names = GivenNames.shared
    var hits = 0
    var perToken: [Double] = []
    let tokenCount = tokenLists.reduce(0) { $0 + $1.count }
    for _ in 0..<7 {
      let ms = Self.milliseconds {
        for _ in 0..<200 {
          for tokens in tokenLists {
            for i in tokens.indices {
              if gazetteer.longestMatch(in: tokens, from: i) != nil { hits += 1 }
              if vocabulary.longestMatch(in: tokens, from: i) != nil { hits += 1 }
              if names.contains(tokens[i].folded) { hits += 1 }
            }
          }
        }
      }
      perToken.append(ms * 1e6 / Double(200 * tokenCount))
    }
    print(
      "lookup per token (gazetteer + vocabulary + names): median \(String(format: "%.0f", Self.median(perToken))) ns (\(hits) hits)"
    )
    for (label, lookup) in [
      (
        "gazetteer longestMatch",
        { (tokens: [Token], i: Int) in gazetteer.longestMatch(in: tokens, from: i) != nil }
      ),
      (
        "vocabulary longestMatch",
        { (tokens: [Token], i: Int) in vocabulary.longestMatch(in: tokens, from: i) != nil }
      ),
      ("given names contains", { (tokens: [Token], i: Int) in names.contains(tokens[i].folded) }),
    ] {
      var each: [Double] = []
      for _ in 0..<7 {
        let ms = Self.milliseconds {
          for _ in 0..<200 {
            for tokens in tokenLists {
              for i in tokens.indices where lookup(tokens, i) { hits += 1 }
            }
          }
        }
        each.append(ms * 1e6 / Double(200 * tokenCount))
      }
      print("\(label) per token: median \(String(format: "%.0f", Self.median(each))) ns")
    }
    var facts: [Double] = []
    let words = tokenLists.flatMap { $0.map(\.folded) }
    for _ in 0..<7 {
      let ms = Self.milliseconds {
        for _ in 0..<200 {
          for word in words {
            if vocabulary.concept(for: word) != nil { hits += 1 }
            if names.contains(word) { hits += 1 }
          }
        }
      }
      facts.append(ms * 1e6 / Double(200 * words.count))
    }
    print(
      "word facts (vocabulary concept(for:) + given name), per word: median \(String(format: "%.0f", Self.median(facts))) ns"
    )
    var geocode: [Double] = []
    for _ in 0..<7 {
      let ms = Self.milliseconds {
        for i in 0..<1000 {
          _ = gazetteer.hierarchy(
            latitude: 40 + Double(i % 100) * 0.05, longitude: -74 + Double(i / 100) * 0.05)
        }
      }
      geocode.append(ms * 1000 / 1000)
    }
    print(
      "reverse geocoding: median \(String(format: "%.1f", Self.median(geocode))) µs per position")
    #expect(tokenCount > 0)
  }
}
