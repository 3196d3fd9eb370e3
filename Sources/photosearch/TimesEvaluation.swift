import Foundation
import PhotoQuery

/// `photosearch parse --times --jsonl FILE [--prefer past|future] [--ranges start|through]
/// [--weeks iso|locale] [--locale L] [--case-locale] [--case-prefer] [--runs N] [--out FILE]`: runs the time recogniser alone over a
/// time-expression suite (`{id, input, reference}` lines; other fields ignored) and writes
/// `{id, found: [{text, start, end}]}` lines for `../shared/eval/time/score_time.py`.
///
/// The suites carry no locale or time zone: en_US, the reference read as local wall-clock time.
/// Two conventions of the peers' suites are options: `--ranges start` (the default here) reads
/// `A to B` up to the start of B as Recognizers-Text does (`through` reads it through the end of B,
/// as Duckling and photo search do), and `--weeks iso` (default) starts weeks on Monday as both
/// suites do (`locale` uses the locale's first weekday). `--case-locale` reads each line's `locale`
/// field instead (for the query sets, which carry one); `--case-prefer` reads each line's `prefer`
/// field (`past`/`future`, else `--prefer`), for suites whose cases state their direction. On stderr: cases per second of recognition
/// (median of `--runs`, default 3).
enum TimesEvaluation {
  struct Case {
    var id: String
    var input: String
    var reference: LocalDateTime
    /// The line's own locale, used only with `--case-locale`.
    var locale: String?
    /// The line's own direction (`prefer`), used only with `--case-prefer`.
    var prefer: String?
  }

  static func run(_ arguments: [String]) async throws -> Int32 {
    func option(_ name: String) -> String? {
      guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
      return arguments[i + 1]
    }
    if let text = option("--text") {
      // one sentence, for a quick look: `parse --times --text "last summer" [--now ISO]`
      var ctx = TimeContext(
        reference: option("--now").flatMap(LocalDateTime.init(iso:))
          ?? LocalDateTime(Date(), in: .current),
        timeZone: .current, locale: Locale(identifier: option("--locale") ?? "en_US"),
        direction: option("--prefer") == "future" ? .future : .past)
      ctx.rangeEnds = option("--ranges") == "start" ? .startOfLast : .throughLast
      let tokens = Tokenizer().tokens(of: text)
      for m in TimeRecognizer().matches(in: tokens, context: ctx) {
        let value = tokens[m.valueTokenRange].map(\.surface).joined(separator: " ")
        let r = m.resolution
        print(
          "\(value)\t\(r.start?.iso ?? "-")\t\(r.end?.iso ?? "-")\t\(r.granularity.rawValue)"
            + (r.hourFilter.map { "\thours \($0.start)-\($0.end)" } ?? ""))
      }
      return 0
    }
    guard let path = option("--jsonl") else {
      FileHandle.standardError.write(
        Data("usage: photosearch parse --times --jsonl FILE [--prefer past|future]\n".utf8))
      return 2
    }
    let direction: TimeDirection = option("--prefer") == "future" ? .future : .past
    let ranges: RangeEndReading = option("--ranges") == "through" ? .throughLast : .startOfLast
    let isoWeeks = option("--weeks") != "locale"
    let locale = Locale(identifier: option("--locale") ?? "en_US")
    let runs = max(1, Int(option("--runs") ?? "3") ?? 3)

    let data: Data
    do {
      data =
        path == "-"
        ? FileHandle.standardInput.readDataToEndOfFile()
        : try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("parse --times: cannot read \(path): \(error)\n".utf8))
      return 1
    }
    var cases: [Case] = []
    var skipped = 0
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let input = object["input"] as? String
      else {
        skipped += 1
        continue
      }
      let id = (object["id"] as? String) ?? (object["id"].map { "\($0)" } ?? "")
      let reference =
        (object["reference"] as? String).flatMap(LocalDateTime.init(iso:))
        ?? LocalDateTime(year: 2016, month: 11, day: 7)
      cases.append(
        Case(
          id: id, input: input, reference: reference, locale: object["locale"] as? String,
          prefer: object["prefer"] as? String))
    }
    if skipped > 0 {
      FileHandle.standardError.write(
        Data("parse --times: skipped \(skipped) unreadable lines\n".utf8))
    }

    let tokenizer = Tokenizer()
    let recognizer = TimeRecognizer()
    let timeZone = TimeZone(identifier: "UTC")!
    let useCaseLocale = arguments.contains("--case-locale")
    let useCasePrefer = arguments.contains("--case-prefer")
    func context(_ c: Case) -> TimeContext {
      let caseLocale = useCaseLocale ? c.locale.map { Locale(identifier: $0) } : nil
      var ctx = TimeContext(
        reference: c.reference, timeZone: timeZone, locale: caseLocale ?? locale,
        direction: useCasePrefer && c.prefer == "future"
          ? .future : (useCasePrefer && c.prefer == "past" ? .past : direction))
      ctx.rangeEnds = ranges
      if isoWeeks { ctx.firstWeekday = 1 }
      return ctx
    }
    // timing: tokenize + recognise, and recognise alone on pre-made tokens; medians of runs
    let contexts = cases.map(context)
    let allTokens = cases.map { tokenizer.tokens(of: $0.input) }
    var times: [Double] = []
    var recogniseTimes: [Double] = []
    var results: [[TimeMatch]] = []
    for r in 0..<runs {
      var start = DispatchTime.now().uptimeNanoseconds
      var out: [[TimeMatch]] = []
      out.reserveCapacity(cases.count)
      for (index, c) in cases.enumerated() {
        let tokens = tokenizer.tokens(of: c.input)
        out.append(recognizer.matches(in: tokens, context: contexts[index]))
      }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      start = DispatchTime.now().uptimeNanoseconds
      var count = 0
      for index in cases.indices {
        count += recognizer.matches(in: allTokens[index], context: contexts[index]).count
      }
      recogniseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      if r == 0 { results = out }
      if count < 0 { print(count) }
    }
    times.sort()
    recogniseTimes.sort()
    let median = times[times.count / 2]
    let recogniseMedian = recogniseTimes[recogniseTimes.count / 2]
    FileHandle.standardError.write(
      Data(
        String(
          format:
            "parse --times: %d cases, %.0f cases/s tokenize+recognise (%.1f µs/case), recognise alone %.1f µs/case (median of %d runs; fastest run %.1f µs/case)\n",
          cases.count, Double(cases.count) / max(median, 1e-9),
          median / Double(max(cases.count, 1)) * 1e6,
          recogniseMedian / Double(max(cases.count, 1)) * 1e6, runs,
          recogniseTimes[0] / Double(max(cases.count, 1)) * 1e6
        ).utf8))

    var output = ""
    for (index, c) in cases.enumerated() {
      var found: [[String: Any]] = []
      for m in results[index] where m.resolution.hasInterval {
        let toks = allTokens[index]
        let text = String(
          c.input[
            toks[m.valueTokenRange.lowerBound].range
              .lowerBound..<toks[m.valueTokenRange.upperBound - 1].range.upperBound])
        found.append([
          "text": text,
          "start": m.resolution.start.map { $0.iso } ?? NSNull(),
          "end": m.resolution.end.map { $0.iso } ?? NSNull(),
        ])
      }
      let object: [String: Any] = ["id": c.id, "found": found]
      let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      output += String(decoding: json, as: UTF8.self) + "\n"
    }
    if let out = option("--out") {
      try Self.write(output, to: out)
    } else {
      FileHandle.standardOutput.write(Data(output.utf8))
    }
    return 0
  }

  /// Writes `text` to the file at `path`: a regular file (or a new one) is replaced whole, through
  /// a file beside it; anything else (`/dev/null`, a pipe) is written into and never replaced.
  static func write(_ text: String, to path: String) throws {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
      defer { try? handle.close() }
      try handle.write(contentsOf: Data(text.utf8))
      return
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
