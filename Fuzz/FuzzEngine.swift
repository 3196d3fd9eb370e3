import Foundation

// libFuzzer entry point for the language engine: every input, read as UTF-8 and (when its length
// is even) as UTF-16, in both field kinds, must return without a crash. Built by scripts/fuzz.sh
// with `swiftc -sanitize=fuzzer,address -parse-as-library` over the PhotoQuery sources.

let fuzzEngine = PhotoQueryEngine()
let fuzzTime = TimeContext(
  reference: LocalDateTime(year: 2026, month: 7, day: 15, hour: 10),
  timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US"))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let context: QueryContext = (bytes.first ?? 0) & 1 == 0 ? .general : .search
  let text = String(decoding: bytes, as: UTF8.self)
  let reading = fuzzEngine.read(text, context: context, timeContext: fuzzTime)
  for value in reading.who + reading.what + reading.where + reading.when where value.text.isEmpty {
    fatalError("empty value for input of \(size) bytes")
  }
  if size % 2 == 0, size > 0 {
    let units = UnsafeRawBufferPointer(bytes).bindMemory(to: UInt16.self)
    let bridged = String(decoding: units, as: UTF16.self)
    _ = fuzzEngine.read(bridged, context: context, timeContext: fuzzTime)
  }
  return 0
}
