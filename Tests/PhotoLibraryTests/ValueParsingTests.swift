import Testing

@testable import PhotoLibrary

@Suite struct ValueParsingTests {
  @Test func degreesFromRationals() throws {
    let v = try #require(ValueParsing.degrees("41/1 24/1 3000/100"))
    #expect(abs(v - (41 + 24.0 / 60 + 30.0 / 3600)) < 1e-9)
    #expect(ValueParsing.degrees("0/0 0/0 0/0") == nil)
  }

  @Test func xmpCoordinates() throws {
    #expect(abs(try #require(ValueParsing.xmpCoordinate("41,24.5N")) - 41.408333) < 1e-5)
    #expect(abs(try #require(ValueParsing.xmpCoordinate("9,8,30W")) + 9.141666) < 1e-5)
    #expect(ValueParsing.xmpCoordinate("north") == nil)
  }

  @Test func exifDateWithOffsetGivesUTC() {
    let t = CaptureTime(
      written: "2024:05:18 12:00:31", offset: "+01:00", subSeconds: "25", source: "x")
    #expect(t.local == "2024-05-18T12:00:31")
    #expect(t.sortable == "20240518120031")
    #expect(t.offset == "+01:00")
    #expect(t.utc == "2024-05-18T11:00:31Z")
    #expect(t.subSeconds == "25")
  }

  @Test func xmpDateCarriesItsOffset() {
    let t = CaptureTime(
      written: "2019-07-04T21:30:05.120-07:00", offset: nil, subSeconds: nil, source: "x")
    #expect(t.local == "2019-07-04T21:30:05")
    #expect(t.offset == "-07:00")
    #expect(t.subSeconds == "120")
    #expect(t.utc == "2019-07-05T04:30:05Z")
  }

  @Test func oddDatesAreKeptAsWrittenWithoutSortableForm() {
    let zero = CaptureTime(
      written: "0000:00:00 00:00:00", offset: nil, subSeconds: nil, source: "x")
    #expect(zero.sortable == nil)
    #expect(zero.local == "0000:00:00 00:00:00")
    let dateOnly = CaptureTime(written: "2003-08-31", offset: nil, subSeconds: nil, source: "x")
    #expect(dateOnly.local == "2003-08-31")
    #expect(dateOnly.sortable == "20030831000000")
  }

  @Test func takeoutEpochIsUTCWithoutOffset() {
    let t = CaptureTime(utcEpoch: 1_716_033_631, offsetSeconds: nil, source: "takeout")
    #expect(t.local == "2024-05-18T12:00:31")
    #expect(t.offset == "+00:00")
    #expect(t.utc == "2024-05-18T12:00:31Z")
  }
}
