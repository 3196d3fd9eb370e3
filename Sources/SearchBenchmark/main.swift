import Foundation
import PhotoLibrary
import PhotoQuery
import PhotoSearch
import SuggestionSearch

/// `SearchBenchmark [--assets N] [--runs N] [--db PATH|URL] [--reuse]`: generates a library of N
/// assets (default 1,000,000) directly in the store (SQLite, or PostgreSQL for a `postgresql://`
/// URL whose database name contains `bench`), then runs a fixed mix of 20 queries for the
/// first page of 100 results through the planner (median and p99 of every run) and once more as a
/// plain scan without the planner's indexes, printing the ratio.
/// Prints a line at once (standard output may be a file).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var assets = 1_000_000
var runs = 5
var path = "/tmp/photosearch-bench.sqlite"
var reuse = false
var onlyCompletions = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let a = arguments.removeFirst()
  switch a {
  case "--assets":
    assets = Int(arguments.first ?? "") ?? assets
    arguments = Array(arguments.dropFirst())
  case "--runs":
    runs = Int(arguments.first ?? "") ?? runs
    arguments = Array(arguments.dropFirst())
  case "--db":
    path = arguments.first ?? path
    arguments = Array(arguments.dropFirst())
  case "--reuse": reuse = true
  case "--only-completions": onlyCompletions = true
  default:
    FileHandle.standardError.write(
      Data(
        "usage: SearchBenchmark [--assets N] [--runs N] [--db PATH] [--reuse] [--only-completions]\n"
          .utf8))
    exit(2)
  }
}

let onPostgres = LibraryLocation.isPostgresURL(path)
if !(reuse && (onPostgres || FileManager.default.fileExists(atPath: path))) {
  let seconds = try BenchmarkLibrary(assetCount: assets, path: path).generate()
  say(
    String(
      format: "generated %d assets (with the subject index) in %.1f s into %@", assets, seconds,
      path))
}
let store = try LibraryStore(path: path)
say("engine: \(store.engine.rawValue)")
let opened = Date()
let search = try PhotoLibrarySearch(store: store)
say(
  String(
    format: "opened search (statistics, library knowledge) in %.2f s",
    Date().timeIntervalSince(opened)))
let zone = TimeZone(identifier: "America/Los_Angeles")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = zone
let now = calendar.date(from: DateComponents(year: 2025, month: 10, day: 15, hour: 12))!

struct Case {
  var name: String
  var people: [String] = []
  var subjects: [String] = []
  var places: [String] = []
  var times: [String] = []
}
let mix: [Case] = [
  Case(name: "2019", times: ["2019"]),
  Case(name: "John Smith", people: ["John Smith"]),
  Case(name: "dogs", subjects: ["dogs"]),
  Case(name: "Paris", places: ["Paris"]),
  Case(name: "Europe", places: ["Europe"]),
  Case(name: "Japan", places: ["Japan"]),
  Case(name: "last summer", times: ["last summer"]),
  Case(name: "John and Mary", people: ["John Smith", "Mary Smith"]),
  Case(
    name: "John and Mary hiking in Yosemite last summer", people: ["John Smith", "Mary Smith"],
    subjects: ["hiking"], places: ["Yosemite"], times: ["last summer"]),
  Case(name: "beach sunset", subjects: ["beach", "sunset"]),
  Case(name: "Mom in Paris", people: ["Mom"], places: ["Paris"]),
  Case(name: "me 2020", people: ["me"], times: ["2020"]),
  Case(name: "food in Tokyo", subjects: ["food"], places: ["Tokyo"]),
  Case(name: "Christmas 2018", times: ["Christmas 2018"]),
  Case(name: "animals", subjects: ["animals"]),
  Case(name: "Hannah Silva (rare)", people: ["Hannah Silva"]),
  Case(name: "California", places: ["California"]),
  Case(name: "hiking 2015 or 2016", subjects: ["hiking"], times: ["2015", "2016"]),
  Case(
    name: "Priya Patel with cake in Mumbai", people: ["Priya Patel"], subjects: ["cake"],
    places: ["Mumbai"]),
  Case(
    name: "waterfall in Iceland last year", subjects: ["waterfall"], places: ["Iceland"],
    times: ["last year"]),
]

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let rank = Int((p * Double(sorted.count - 1)).rounded(.up))
  return sorted[min(rank, sorted.count - 1)]
}

var indexedAll: [Double] = []
var scanAll: [Double] = []
if !onlyCompletions { say("query | driver | results | median ms | plain scan ms | ratio") }
for c in mix where !onlyCompletions {
  let q = search.customQuery(
    people: c.people, subjects: c.subjects, locations: c.places, timeframes: c.times,
    locale: Locale(identifier: "en_US"), timeZone: zone, now: now)
  var page = try search.search(q, limit: 100)  // warm-up
  var times: [Double] = []
  for _ in 0..<runs { times.append(try milliseconds { page = try search.search(q, limit: 100) }) }
  var scanPage = page
  let scan = try milliseconds { scanPage = try store.plainScanSearch(q, limit: 100) }
  if scanPage.matches.map(\.id) != page.matches.map(\.id) {
    say("  MISMATCH between planner and plain scan for \(c.name)")
  }
  indexedAll += times
  scanAll.append(scan)
  let median = percentile(times, 0.5)
  say(
    String(
      format: "%@ | %@ | %d | %.2f | %.1f | %.0fx", c.name, page.plan.driver.rawValue,
      page.matches.count, median, scan, scan / max(median, 0.001)))
}
let median = percentile(indexedAll, 0.5)
let p99 = percentile(indexedAll, 0.99)
let scanMedian = percentile(scanAll, 0.5)
if !onlyCompletions {
  say(
    String(
      format:
        "planner: median %.2f ms, p99 %.2f ms over %d runs (bars: median <= 10 ms, p99 <= 50 ms)",
      median, p99, indexedAll.count))
  say(
    String(
      format: "plain scan: median %.1f ms; ratio of medians %.0fx", scanMedian,
      scanMedian / max(median, 0.001)))
  say(
    String(
      format: "summary engine=%@ assets=%d median_ms=%.2f p99_ms=%.2f scan_median_ms=%.1f",
      store.engine.rawValue, assets, median, p99, scanMedian))
}
try CompletionBenchmark.run(search: search, runs: runs)
