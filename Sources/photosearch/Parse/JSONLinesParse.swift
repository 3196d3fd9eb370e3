import Foundation
import InputSuggestions
import PhotoQuery

/// The `parse --jsonl` loop: reads all input at once, parses each line's few fields with
/// ``JSONLineReader``, and writes prediction lines through one buffer. A line it cannot read gets
/// `{"id": …, "error": …}` and the run goes on.
struct JSONLinesParse {
  let engine: PhotoQueryEngine

  /// The members of a query line the parse reads; the rest (gold values, notes) are skipped.
  static let wanted: Set<String> = ["id", "text", "context", "reference", "timezone", "locale"]

  /// Processes `path` (`-` for standard input); returns the exit status.
  func run(path: String) throws -> Int32 {
    let input: [UInt8]
    if path == "-" {
      input = Array(FileHandle.standardInput.readDataToEndOfFile())
    } else {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ParseCommand.UsageError(description: "cannot read \(path)")
      }
      input = Array(data)
    }
    var writer = JSONWriter(capacity: 1 << 20)
    var locales: [String: Locale] = [:]
    var zones: [String: TimeZone] = [:]
    var lineStart = input.startIndex
    var lineNumber = 0
    while lineStart < input.endIndex {
      var lineEnd = lineStart
      while lineEnd < input.endIndex, input[lineEnd] != 0x0A { lineEnd += 1 }
      let line = input[lineStart..<lineEnd]
      lineStart = lineEnd + 1
      lineNumber += 1
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
      process(line, number: lineNumber, locales: &locales, zones: &zones, writer: &writer)
      if writer.bytes.count > 1 << 20 { flush(&writer) }
    }
    flush(&writer)
    return 0
  }

  func flush(_ writer: inout JSONWriter) {
    guard !writer.bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(writer.bytes))
    writer.bytes.removeAll(keepingCapacity: true)
  }

  func process(
    _ line: ArraySlice<UInt8>, number: Int, locales: inout [String: Locale],
    zones: inout [String: TimeZone], writer: inout JSONWriter
  ) {
    let fields: [String: JSONLineReader.Value]
    do {
      fields = try JSONLineReader.fields(of: line, keeping: Self.wanted)
    } catch {
      writeError(id: nil, "line \(number): not a JSON object: \(error)", &writer)
      return
    }
    let id = fields["id"]
    guard let text = fields["text"]?.text else {
      writeError(id: id, "line \(number): no text", &writer)
      return
    }
    let zoneName = fields["timezone"]?.text ?? TimeZone.current.identifier
    let zone: TimeZone
    if let cached = zones[zoneName] {
      zone = cached
    } else if let made = TimeZone(identifier: zoneName) {
      zones[zoneName] = made
      zone = made
    } else {
      writeError(id: id, "line \(number): unknown time zone \(zoneName)", &writer)
      return
    }
    let reference: LocalDateTime
    if let iso = fields["reference"]?.text {
      guard let parsed = LocalDateTime(iso: iso) else {
        writeError(id: id, "line \(number): bad reference \(iso)", &writer)
        return
      }
      reference = parsed
    } else {
      reference = LocalDateTime(Date(), in: zone)
    }
    let localeName = fields["locale"]?.text ?? "en_US"
    // The language engine directly: the same reading a PhotoSearchSuggestion is made from,
    // without building the suggestion object for each of thousands of lines.
    let locale: Locale
    if let cached = locales[localeName] {
      locale = cached
    } else {
      locale = Locale(identifier: localeName)
      locales[localeName] = locale
    }
    let context: QueryContext = fields["context"]?.text == "search" ? .search : .general
    let reading = engine.read(
      text, context: context,
      timeContext: TimeContext(reference: reference, timeZone: zone, locale: locale))
    let search = reading.isPhotoSearch
    writer.raw("{")
    writeID(id, &writer)
    writer.key("photo_search")
    writer.raw(search ? "true" : "false")
    writer.key("who")
    writer.values(search ? reading.who : [])
    writer.key("what")
    writer.values(search ? reading.what : [])
    writer.key("where")
    writer.values(search ? reading.where : [])
    writer.key("when")
    writer.values(search ? reading.when : [])
    writer.key("media")
    writer.strings(search ? reading.mediaKinds : [])
    writer.key("excluded")
    writer.raw("{")
    var firstExcluded = true
    for (name, list) in [
      ("who", reading.excludedWho), ("what", reading.excludedWhat),
      ("where", reading.excludedWhere),
      ("when", reading.excludedWhen),
    ]
    where search && !list.isEmpty {
      if !firstExcluded { writer.raw(",") }
      firstExcluded = false
      writer.string(name)
      writer.raw(":")
      writer.values(list)
    }
    if search && !reading.excludedMediaKinds.isEmpty {
      if !firstExcluded { writer.raw(",") }
      writer.string("media")
      writer.raw(":")
      writer.strings(reading.excludedMediaKinds)
    }
    writer.raw("}")
    writer.key("intervals")
    writer.raw("{")
    var firstInterval = true
    for value in search ? reading.when : [] {
      guard case .time(let time) = value.resolution, let start = time.start, let end = time.end
      else {
        continue
      }
      if !firstInterval { writer.raw(",") }
      firstInterval = false
      writer.string(value.text)
      writer.raw(":[")
      writer.string(start.iso)
      writer.raw(",")
      writer.string(end.iso)
      writer.raw("]")
    }
    writer.raw("}}\n")
  }

  func writeID(_ id: JSONLineReader.Value?, _ writer: inout JSONWriter) {
    writer.key("id", first: true)
    switch id {
    case .string(let text): writer.string(text)
    case .raw(let text): writer.raw(text)
    case nil: writer.raw("null")
    }
  }

  func writeError(id: JSONLineReader.Value?, _ message: String, _ writer: inout JSONWriter) {
    writer.raw("{")
    if let id {
      writeID(id, &writer)
      writer.key("error")
    } else {
      writer.key("error", first: true)
    }
    writer.string(message)
    writer.raw("}\n")
  }
}
