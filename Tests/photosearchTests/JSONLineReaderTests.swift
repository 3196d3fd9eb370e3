import Testing

@testable import photosearch

/// The `parse --jsonl` line reader (issue 10, defect 9: the photosearch test target covers it).
@Suite struct JSONLineReaderTests {
  static func fields(_ line: String, keeping wanted: Set<String>? = nil) throws
    -> [String: JSONLineReader.Value]
  {
    try JSONLineReader.fields(of: Array(line.utf8)[...], keeping: wanted)
  }

  @Test func readsStringsAndKeepsOtherValuesRaw() throws {
    let f = try Self.fields(
      #"{"id": "q1", "text": "caf\u00e9 \"Lisbon\"\n", "n": 12, "ok": true, "x": [1, {"a": 2}]}"#)
    #expect(f["id"] == .string("q1"))
    #expect(f["text"] == .string("café \"Lisbon\"\n"))
    #expect(f["n"] == .raw("12"))
    #expect(f["ok"] == .raw("true"))
  }

  @Test func keepsOnlyWantedFields() throws {
    let f = try Self.fields(#"{"id": "q1", "text": "hi", "other": "no"}"#, keeping: ["text"])
    #expect(f["text"]?.text == "hi")
    #expect(f["other"] == nil)
  }

  @Test func surrogatePairsDecodeAndALoneSurrogateIsReplaced() throws {
    #expect(try Self.fields(#"{"t": "\ud83d\ude00"}"#)["t"] == .string("😀"))
    #expect(try Self.fields(#"{"t": "\ud83d"}"#)["t"] == .string("\u{FFFD}"))
  }

  @Test(arguments: [
    #"{"id": "q1""#, #"{"id": q1}"#, #"["a"]"#, #"{"id": "q1"} trailing"#, "",
  ])
  func malformedLinesAreRejected(line: String) {
    #expect(throws: (any Error).self) { try Self.fields(line) }
  }
}
