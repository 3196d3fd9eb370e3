import Foundation
import PhotoPlaces
import PhotoQuery
import Testing

@testable import PhotoLibrary

@Suite struct TakeoutTimeTests {
  func takeoutJSON(epoch: Int, latitude: Double?, longitude: Double?) -> String {
    var json = #"{"title":"x.jpg","photoTakenTime":{"timestamp":"\#(epoch)"}"#
    if let latitude, let longitude {
      json += #","geoData":{"latitude":\#(latitude),"longitude":\#(longitude),"altitude":0}"#
    }
    return json + "}"
  }

  @Test func utcTakeoutTimeBecomesLocalTimeWherePhotoWasTaken() throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    let album = root + "/Takeout/Google Photos/Photos from 2015"
    // Mexico City, 2015-03-14T18:15:45Z: CST (UTC-6), DST started there on April 5.
    try Fixtures.jpeg(at: album + "/mexico.jpg")
    try Fixtures.text(
      takeoutJSON(epoch: 1_426_356_945, latitude: 19.431246, longitude: -99.131139),
      at: album + "/mexico.jpg.json")
    // Sydney in January: AEDT (UTC+11), so the local date is the next day.
    try Fixtures.jpeg(at: album + "/sydney.jpg")
    try Fixtures.text(
      takeoutJSON(epoch: 1_673_380_800, latitude: -33.8688, longitude: 151.2093),
      at: album + "/sydney.jpg.json")
    // No position: stays UTC, flagged by its source.
    try Fixtures.jpeg(at: album + "/nowhere.jpg")
    try Fixtures.text(
      takeoutJSON(epoch: 1_426_356_945, latitude: nil, longitude: nil),
      at: album + "/nowhere.jpg.json")
    // Mid-Atlantic (no town within 50 km): no zone, stays UTC.
    try Fixtures.jpeg(at: album + "/ocean.jpg")
    try Fixtures.text(
      takeoutJSON(epoch: 1_426_356_945, latitude: 30.0, longitude: -40.0),
      at: album + "/ocean.jpg.json")
    // The file's own EXIF time is the local wall clock the user saw: it wins.
    try Fixtures.jpeg(
      at: album + "/exif.jpg", [("Exif.Photo.DateTimeOriginal", "2015:03:14 12:15:40")])
    try Fixtures.text(
      takeoutJSON(epoch: 1_426_356_945, latitude: 19.431246, longitude: -99.131139),
      at: album + "/exif.jpg.json")
    _ = try Indexer(store: store).index(folders: [root])
    let records = try Fixtures.export(store)
    let prefix = "Takeout/Google Photos/Photos from 2015/"
    let mexico = try #require(records[prefix + "mexico.jpg"])
    #expect(mexico["date_taken"] as? String == "2015-03-14T12:15:45")
    #expect(mexico["date_offset"] as? String == "-06:00")
    #expect(mexico["date_utc"] as? String == "2015-03-14T18:15:45Z")
    #expect(mexico["date_source"] as? String == "Takeout:photoTakenTime@America/Mexico_City")
    let sydney = try #require(records[prefix + "sydney.jpg"])
    #expect(sydney["date_taken"] as? String == "2023-01-11T07:00:00")
    #expect(sydney["date_offset"] as? String == "+11:00")
    for name in ["nowhere.jpg", "ocean.jpg"] {
      let r = try #require(records[prefix + name])
      #expect(r["date_taken"] as? String == "2015-03-14T18:15:45")
      #expect(r["date_offset"] as? String == "+00:00")
      #expect(r["date_source"] as? String == "Takeout:photoTakenTime")
    }
    let exif = try #require(records[prefix + "exif.jpg"])
    #expect(exif["date_taken"] as? String == "2015-03-14T12:15:40")
    #expect(exif["date_source"] as? String == "Exif.Photo.DateTimeOriginal")
  }

  @Test func gazetteerGivesTimeZonesFromTheGeocodingTable() throws {
    let gazetteer = Gazetteer.shared
    guard gazetteer.hierarchy(latitude: 38.7223, longitude: -9.1393) != nil else {
      Issue.record("geocode.tsv resource missing")
      return
    }
    #expect(
      gazetteer.timeZone(latitude: 38.7223, longitude: -9.1393)?.identifier == "Europe/Lisbon")
    #expect(
      gazetteer.timeZone(latitude: 40.7128, longitude: -74.0060)?.identifier == "America/New_York")
    #expect(gazetteer.timeZone(latitude: 35.6762, longitude: 139.6503)?.identifier == "Asia/Tokyo")
    #expect(
      gazetteer.hierarchy(latitude: 48.8566, longitude: 2.3522)?.timeZoneIdentifier
        == "Europe/Paris")
    #expect(gazetteer.timeZone(latitude: 0, longitude: -30) == nil)
    #expect(gazetteer.timeZone(latitude: .nan, longitude: 0) == nil)
    // One TimeZone per identifier.
    #expect(
      gazetteer.timeZone(identifier: "Europe/Lisbon")
        == gazetteer.timeZone(identifier: "Europe/Lisbon"))
    #expect(gazetteer.timeZone(identifier: "Not/AZone") == nil)
  }

  @Test func localisingKeepsTheInstantAndUsesTheOffsetOfThatDate() throws {
    let winter = CaptureTime(
      utcEpoch: 1_704_110_400, offsetSeconds: nil, source: "Takeout:photoTakenTime")
    let summer = CaptureTime(
      utcEpoch: 1_719_835_200, offsetSeconds: nil, source: "Takeout:photoTakenTime")
    let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
    let w = try #require(winter.localized(in: zone))
    let s = try #require(summer.localized(in: zone))
    #expect(w.offset == "+01:00" && w.utc == winter.utc)
    #expect(s.offset == "+02:00" && s.utc == summer.utc)
    #expect(!w.isUTCOnly && winter.isUTCOnly)
    let exif = CaptureTime(
      written: "2024:01:01 12:00:00", offset: nil, subSeconds: nil,
      source: "Exif.Photo.DateTimeOriginal")
    #expect(!exif.isUTCOnly)
  }
}
