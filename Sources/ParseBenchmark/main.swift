import Foundation
import InputSuggestions
import PhotoPlaces
import PhotoQuery

// ParseBenchmark: speed and memory of the language engine over the dev set's texts.
//
// usage: ParseBenchmark [QUERIES.jsonl] [--rounds N] [--skip-long] [--profile-rounds N]
// (--profile-rounds N: load, warm up, run N rounds of engine.read only and exit; for a profiler)
// Prints engine load time, per-query median / p99 (warm, one thread), a baseline ratio against
// tokenising alone in the same process, the suggestion engine's overhead, a 1 MB input's time and
// the linearity ratio, and resident memory (VmRSS / VmHWM).

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// CPU time of this thread: unaffected by other processes taking the core.
func threadNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

func memory() -> String {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return "n/a"
  }
  return status.split(separator: "\n").filter { $0.hasPrefix("VmRSS") || $0.hasPrefix("VmHWM") }
    .map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "  ", with: "") }
    .joined(separator: ", ")
}

func percentile(_ sorted: [UInt64], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
  return Double(sorted[index]) / 1000
}

struct Query {
  let text: String
  let context: QueryContext
  let time: TimeContext
}

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 30
let skipLong = arguments.contains("--skip-long")
arguments.removeAll { $0 == "--skip-long" }
if let flag = arguments.firstIndex(of: "--rounds"), flag + 1 < arguments.count {
  rounds = Int(arguments[flag + 1]) ?? rounds
  arguments.removeSubrange(flag...(flag + 1))
}
var profileRounds: Int?
if let flag = arguments.firstIndex(of: "--profile-rounds"), flag + 1 < arguments.count {
  profileRounds = Int(arguments[flag + 1])
  arguments.removeSubrange(flag...(flag + 1))
}
let path = arguments.first ?? "../shared/eval/queries-dev.jsonl"
guard let data = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(Data("ParseBenchmark: cannot read \(path)\n".utf8))
  exit(2)
}
var zones: [String: TimeZone] = [:]
var queries: [Query] = []
for line in data.split(separator: 0x0A) {
  guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
    let text = object["text"] as? String
  else { continue }
  let zoneName = object["timezone"] as? String ?? "UTC"
  let zone = zones[zoneName] ?? TimeZone(identifier: zoneName) ?? TimeZone(identifier: "UTC")!
  zones[zoneName] = zone
  let reference =
    (object["reference"] as? String).flatMap(LocalDateTime.init(iso:))
    ?? LocalDateTime(year: 2026, month: 7, day: 15, hour: 10)
  let time = TimeContext(
    reference: reference, timeZone: zone,
    locale: Locale(identifier: object["locale"] as? String ?? "en_US"))
  queries.append(
    Query(
      text: text, context: object["context"] as? String == "search" ? .search : .general, time: time
    ))
}
print("queries: \(queries.count) from \(path), rounds: \(rounds)")
print("memory before load: \(memory())")

// Engine load: construction plus the first query (which loads the lazy data sets).
let loadStart = nanoseconds()
let engine = PhotoQueryEngine()
_ = engine.read(
  "photos of Mom in Paris last summer", context: .general, timeContext: queries[0].time)
_ = engine.read("Lake Tahoe with John", context: .search, timeContext: queries[0].time)
let loadMs = Double(nanoseconds() - loadStart) / 1e6
print(String(format: "engine load (construction + first queries): %.1f ms", loadMs))

// Warm-up.
for query in queries {
  _ = engine.read(query.text, context: query.context, timeContext: query.time)
}

/// The warm engine.read rounds alone, in one function a profiler can select
/// (`valgrind --tool=callgrind --toggle-collect='*profiledRounds*'`).
@MainActor @inline(never) func profiledRounds(_ count: Int) -> Int {
  var total = 0
  for _ in 0..<count {
    for query in queries {
      total &+= engine.read(query.text, context: query.context, timeContext: query.time).who.count
    }
  }
  return total
}
if let profileRounds {
  print("profiled rounds: \(profiledRounds(profileRounds))")
  exit(0)
}

var samples: [UInt64] = []
var cpuSamples: [UInt64] = []
samples.reserveCapacity(queries.count * rounds)
var roundMedians: [Double] = []
var sink = 0
for _ in 0..<rounds {
  var round: [UInt64] = []
  for query in queries {
    let cpuStart = threadNanoseconds()
    let start = nanoseconds()
    let reading = engine.read(query.text, context: query.context, timeContext: query.time)
    round.append(nanoseconds() - start)
    cpuSamples.append(threadNanoseconds() - cpuStart)
    sink &+= reading.who.count
  }
  samples.append(contentsOf: round)
  roundMedians.append(percentile(round.sorted(), 0.5))
}
samples.sort()
let median = percentile(samples, 0.5)
let p99 = percentile(samples, 0.99)
print(
  String(
    format: "per query (engine.read): median %.2f µs, p90 %.2f µs, p99 %.2f µs, max %.2f µs",
    median,
    percentile(samples, 0.9), p99, percentile(samples, 1.0)))
cpuSamples.sort()
print(
  String(
    format:
      "per query, thread CPU time (excludes time other processes took the core): median %.2f µs, p99 %.2f µs",
    percentile(cpuSamples, 0.5), percentile(cpuSamples, 0.99)))
let sortedRoundMedians = roundMedians.sorted()
print(
  String(
    format: "median of the %d round medians: %.2f µs (min %.2f, max %.2f)", rounds,
    sortedRoundMedians[rounds / 2], sortedRoundMedians.first ?? 0, sortedRoundMedians.last ?? 0))

// Baseline in the same process: tokenising alone.
let tokenizer = Tokenizer()
var tokenSamples: [UInt64] = []
for _ in 0..<rounds {
  for query in queries {
    let start = nanoseconds()
    sink &+= tokenizer.tokens(of: query.text).count
    tokenSamples.append(nanoseconds() - start)
  }
}
tokenSamples.sort()
let tokenMedian = percentile(tokenSamples, 0.5)
print(
  String(
    format: "baseline (tokenising only): median %.2f µs; engine/tokeniser ratio %.1f×", tokenMedian,
    median / max(tokenMedian, 0.001)))

// A fixed reference workload in the same process, independent of the engine's code (the tokeniser
// above is part of the engine and gets faster with it): lowercasing each text and hashing its
// words. The engine/reference ratio compares engine versions across machines and loads.
var referenceSamples: [UInt64] = []
for _ in 0..<rounds {
  for query in queries {
    let start = nanoseconds()
    var words = Set<String>()
    for word in query.text.lowercased().split(separator: " ") { words.insert(String(word)) }
    sink &+= words.count
    referenceSamples.append(nanoseconds() - start)
  }
}
referenceSamples.sort()
let referenceMedian = percentile(referenceSamples, 0.5)
print(
  String(
    format:
      "reference workload (lowercase + hash the words): median %.2f µs; engine/reference ratio %.2f×",
    referenceMedian, median / max(referenceMedian, 0.001)))

// The time recogniser alone over the same tokens (its share of the engine's time).
let timeRecognizer = TimeRecognizer()
let tokenized = queries.map { tokenizer.tokens(of: $0.text) }
var timeSamples: [UInt64] = []
for _ in 0..<rounds {
  for (offset, query) in queries.enumerated() {
    let start = nanoseconds()
    sink &+= timeRecognizer.matches(in: tokenized[offset], context: query.time).count
    timeSamples.append(nanoseconds() - start)
  }
}
timeSamples.sort()
print(
  String(
    format: "time recogniser alone: median %.2f µs, p99 %.2f µs (%.0f%% of the engine's median)",
    percentile(timeSamples, 0.5), percentile(timeSamples, 0.99),
    100 * percentile(timeSamples, 0.5) / median))

// Attribution: the same engine with empty data sets (lexicon rules + time recogniser only).
let bare = PhotoQueryEngine(
  resources: EngineResources(
    gazetteer: Gazetteer(resourceDirectory: nil), givenNames: GivenNames(resourceDirectory: nil),
    vocabulary: SubjectVocabulary(resourceDirectory: nil)))
var bareSamples: [UInt64] = []
for _ in 0..<rounds {
  for query in queries {
    let start = nanoseconds()
    sink &+= bare.read(query.text, context: query.context, timeContext: query.time).who.count
    bareSamples.append(nanoseconds() - start)
  }
}
bareSamples.sort()
print(
  String(
    format:
      "engine without the data sets (no gazetteer, names, vocabulary): median %.2f µs, p99 %.2f µs",
    percentile(bareSamples, 0.5), percentile(bareSamples, 0.99)))

// The public surface: PhotoSearchSuggestionEngine (builds the suggestion object too).
let suggestionEngine = PhotoSearchSuggestionEngine(
  locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, engine: engine)
var suggestionSamples: [UInt64] = []
for _ in 0..<rounds {
  for query in queries {
    let start = nanoseconds()
    let suggestion = suggestionEngine.photoSearchSuggestion(
      for: query.text, context: query.context == .search ? .search : .general,
      reference: query.time.reference)
    suggestionSamples.append(nanoseconds() - start)
    sink &+= suggestion?.whoValues.count ?? 0
  }
}
suggestionSamples.sort()
print(
  String(
    format: "per query (PhotoSearchSuggestionEngine): median %.2f µs, p99 %.2f µs",
    percentile(suggestionSamples, 0.5), percentile(suggestionSamples, 0.99)))

// Long inputs: 64 KB and 1 MB, and the ratio (linear would be 16×).
let unit = "pics of Mom and me in Lisbon last summer without John, 🐶 e\u{301} "
@MainActor func timeLong(_ bytes: Int) -> Double {
  let text = String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  var best = Double.infinity
  for _ in 0..<3 {
    let start = nanoseconds()
    sink &+= engine.read(text, context: .general, timeContext: queries[0].time).who.count
    best = min(best, Double(nanoseconds() - start) / 1e6)
  }
  return best
}
if !skipLong {
  print("memory before the long inputs: \(memory())")
  let small = timeLong(65_536)
  let large = timeLong(1_048_576)
  print(
    String(
      format: "long input: 64 KB %.1f ms, 1 MB %.1f ms, ratio %.1f× for 16× the text", small, large,
      large / small))
}
print("memory after: \(memory())")
if sink == 42 { print("") }
