import Foundation
import Testing

@testable import PhotoLibrary

@Suite struct IndexerTests {
  func makeLibrary() throws -> (root: String, store: LibraryStore) {
    let root = try Fixtures.folder()
    let store = try LibraryStore(path: root + "/.lib/library.sqlite")
    return (root, store)
  }

  @Test func readsEmbeddedMetadataIntoTheIndex() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(
      at: root + "/Trips/Lisbon/IMG_1.jpg",
      [
        ("Exif.Photo.DateTimeOriginal", "2024:05:18 12:00:31"),
        ("Exif.Photo.OffsetTimeOriginal", "+01:00"),
        ("Exif.Image.Make", "Google"), ("Exif.Image.Model", "Pixel 8"),
        ("Exif.Image.Orientation", "6"),
        ("Exif.GPSInfo.GPSLatitudeRef", "N"), ("Exif.GPSInfo.GPSLatitude", "38/1 42/1 0/1"),
        ("Exif.GPSInfo.GPSLongitudeRef", "W"), ("Exif.GPSInfo.GPSLongitude", "9/1 8/1 0/1"),
        ("Xmp.dc.subject", "tram"), ("Iptc.Application2.Keywords", "holiday"),
        ("Xmp.dc.title", "Alfama"),
        ("Xmp.xmp.Rating", "4"), ("Xmp.photoshop.City", "Lisbon"),
      ])
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 1)
    let r = try #require(try Fixtures.export(store)["Trips/Lisbon/IMG_1.jpg"])
    #expect(r["date_taken"] as? String == "2024-05-18T12:00:31")
    #expect(r["date_offset"] as? String == "+01:00")
    #expect(r["date_utc"] as? String == "2024-05-18T11:00:31Z")
    #expect(abs((r["gps_lat"] as? Double ?? 0) - 38.7) < 1e-6)
    #expect(abs((r["gps_lon"] as? Double ?? 0) + 9.1333333) < 1e-6)
    #expect(r["make"] as? String == "Google")
    #expect((r["orientation"] as? Int64) == 6)
    #expect(Set(r["keywords"] as? [String] ?? []) == ["tram", "holiday"])
    #expect(r["title"] as? String == "Alfama")
    #expect((r["rating"] as? Int64) == 4)
    #expect(r["city"] as? String == "Lisbon")
    #expect((r["width"] as? Int64) == 1)
    #expect(r["kind"] as? String == "photo")
  }

  @Test func rerunSkipsUnchangedAndPicksUpChangedNewMovedAndDeleted() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    for i in 0..<5 {
      try Fixtures.jpeg(at: root + "/a/IMG_\(i).jpg", [("Xmp.dc.title", "photo \(i)")])
    }
    let first = try Indexer(store: store).index(folders: [root])
    #expect(first.indexed == 5)
    let second = try Indexer(store: store).index(folders: [root])
    #expect(second.indexed == 0)
    #expect(second.unchanged == 5)

    try Exiv2Reader.write(path: root + "/a/IMG_0.jpg", assignments: [("Xmp.dc.title", "changed")])
    try FileManager.default.removeItem(atPath: root + "/a/IMG_1.jpg")
    try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: root + "/a/IMG_2.jpg", toPath: root + "/b/IMG_2.jpg")
    try Fixtures.jpeg(at: root + "/a/IMG_9.jpg", [("Xmp.dc.title", "new")])
    let third = try Indexer(store: store).index(folders: [root])
    #expect(third.removed == 1)  // deleted IMG_1 (IMG_2 moved: its asset went with it)
    #expect(third.moved == 1)
    #expect(third.indexed == 3)  // changed IMG_0, moved IMG_2, new IMG_9
    #expect(third.unchanged == 2)
    let records = try Fixtures.export(store)
    #expect(
      Set(records.keys) == [
        "a/IMG_0.jpg", "b/IMG_2.jpg", "a/IMG_3.jpg", "a/IMG_4.jpg", "a/IMG_9.jpg",
      ])
    #expect(records["a/IMG_0.jpg"]?["title"] as? String == "changed")
  }

  @Test func corruptAndEmptyFilesAreReportedAndSkipped() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/good.jpg", [("Xmp.dc.title", "fine")])
    try Fixtures.text("", at: root + "/empty.jpg")
    try Fixtures.text("this is not an image at all", at: root + "/garbage.heic")
    try Data(Fixtures.tinyJPEG.prefix(20)).write(to: URL(fileURLWithPath: root + "/truncated.jpg"))
    let summary = try Indexer(store: store).index(folders: [root])
    #expect(summary.indexed == 1)
    #expect(Set(summary.skipped.map(\.path)) == ["empty.jpg", "garbage.heic", "truncated.jpg"])
    #expect(summary.skipped.allSatisfy { !$0.reason.isEmpty })
    let records = try Fixtures.export(store)
    #expect(records["good.jpg"]?["error"] is NSNull)
    #expect(records["empty.jpg"]?["error"] is String)
    // Unchanged broken files are reported again, as known, without being read.
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.skipped.count == 3)
    #expect(again.skipped.allSatisfy { $0.known })
  }

  @Test func sidecarsOverrideAndTakeoutFillsIn() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(
      at: root + "/IMG_1.jpg", [("Xmp.dc.title", "embedded"), ("Xmp.xmp.Rating", "1")])
    try Fixtures.text(
      """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="5"/>
      </rdf:RDF></x:xmpmeta>
      """, at: root + "/IMG_1.jpg.xmp")
    try Fixtures.jpeg(at: root + "/Takeout/Lisbon 2024/PXL_1.jpg")
    try Fixtures.text(
      """
      {"title":"PXL_1.jpg","description":"Tram 28","photoTakenTime":{"timestamp":"1716033631"},
       "geoData":{"latitude":38.7139,"longitude":-9.1334,"altitude":0},"people":[{"name":"Susan Lee"}]}
      """, at: root + "/Takeout/Lisbon 2024/PXL_1.jpg.supplemental-metadata.json")
    try Fixtures.text(#"{"title":"Lisbon 2024"}"#, at: root + "/Takeout/Lisbon 2024/metadata.json")
    _ = try Indexer(store: store).index(folders: [root])
    let records = try Fixtures.export(store)
    #expect((records["IMG_1.jpg"]?["rating"] as? Int64) == 5)
    #expect(records["IMG_1.jpg"]?["title"] as? String == "embedded")
    let t = try #require(records["Takeout/Lisbon 2024/PXL_1.jpg"])
    #expect(t["caption"] as? String == "Tram 28")
    // photoTakenTime is UTC; the position (Lisbon, WEST in May) gives the local time.
    #expect(t["date_taken"] as? String == "2024-05-18T13:00:31")
    #expect(t["date_offset"] as? String == "+01:00")
    #expect(t["people"] as? [String] == ["Susan Lee"])
    #expect(t["album"] as? String == "Lisbon 2024")
    #expect(abs((t["gps_lat"] as? Double ?? 0) - 38.7139) < 1e-9)
    // Editing the sidecar re-reads the photo even though the photo itself did not change.
    try Fixtures.text(
      """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="3"/>
      </rdf:RDF></x:xmpmeta>
      """, at: root + "/IMG_1.jpg.xmp")
    let again = try Indexer(store: store).index(folders: [root])
    #expect(again.indexed == 1)
    #expect((try Fixtures.export(store)["IMG_1.jpg"]?["rating"] as? Int64) == 3)
  }

  @Test func kindsScreenshotsSelfiesLivePairs() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(at: root + "/Screenshot 2024-01-03 at 09.15.36.jpg")
    try Fixtures.jpeg(
      at: root + "/IMG_5.jpg",
      [
        ("Exif.Image.Make", "Apple"),
        ("Exif.Photo.LensModel", "iPhone 12 front camera 2.71mm f/2.2"),
      ])
    try Fixtures.jpeg(at: root + "/IMG_7.jpg", [("Exif.Image.Make", "Apple")])
    try QuickTimeFixtures.write(
      QuickTimeFixtures.movie([QuickTimeFixtures.mvhd(created: nil, timescale: 600, duration: 600)]
      ),
      to: root + "/IMG_7.MOV")
    _ = try Indexer(store: store).index(folders: [root])
    let r = try Fixtures.export(store)
    #expect(r["Screenshot 2024-01-03 at 09.15.36.jpg"]?["kind"] as? String == "screenshot")
    #expect(r["IMG_5.jpg"]?["traits"] as? [String] == ["selfie"])
    #expect(r["IMG_7.jpg"]?["traits"] as? [String] == ["live"])
    #expect(r["IMG_7.jpg"]?["live_pair"] as? String == "IMG_7.MOV")
    #expect(r["IMG_7.MOV"]?["kind"] as? String == "video")
  }

  @Test func peopleAliasesAndOwner() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    try Fixtures.jpeg(
      at: root + "/p.jpg",
      [
        ("Xmp.mwg-rs.Regions", "{struct}"), ("Xmp.mwg-rs.Regions/mwg-rs:RegionList", "{bag}"),
        ("Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]", "{struct}"),
        ("Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]/mwg-rs:Name", "Susan Lee"),
        ("Xmp.mwg-rs.Regions/mwg-rs:RegionList[1]/mwg-rs:Type", "Face"),
      ])
    _ = try Indexer(store: store).index(folders: [root])
    try store.addAlias("Mom", for: "Susan Lee")
    try store.setOwner("Daniel Reyes")
    let people = try store.people()
    let susan = try #require(people.first { $0.name == "Susan Lee" })
    #expect(susan.aliases == ["Mom"])
    #expect(susan.photoCount == 1)
    #expect(people.first { $0.name == "Daniel Reyes" }?.isOwner == true)
    #expect(try store.person(named: "mom")?.name == "Susan Lee")
    #expect(throws: PeopleError.self) { try store.addAlias("Susan Lee", for: "Daniel Reyes") }
  }

  @Test func schemaIsVersionedAndReopens() throws {
    let (root, store) = try makeLibrary()
    defer { Fixtures.remove(root) }
    #expect(try store.schemaVersion() == LibrarySchema.currentVersion)
    let again = try LibraryStore(path: root + "/.lib/library.sqlite")
    #expect(try again.schemaVersion() == LibrarySchema.currentVersion)
    #expect(try again.stats().assets == 0)
  }
}

@Suite struct StoreQueryTests {
  @Test(arguments: TestEngine.available) func fullTextAndPositionQueriesFindAssets(
    engine: TestEngine
  ) throws {
    let root = try Fixtures.folder()
    defer { Fixtures.remove(root) }
    let store = try LibraryStore(path: try engine.newLibrary(in: root))
    try Fixtures.jpeg(
      at: root + "/Trips/Lisbon trip/IMG_1.jpg",
      [
        ("Xmp.dc.subject", "tram"), ("Xmp.dc.description", "Pastéis de nata"),
        ("Exif.GPSInfo.GPSLatitudeRef", "N"), ("Exif.GPSInfo.GPSLatitude", "38/1 42/1 0/1"),
        ("Exif.GPSInfo.GPSLongitudeRef", "W"), ("Exif.GPSInfo.GPSLongitude", "9/1 8/1 0/1"),
      ])
    try Fixtures.jpeg(at: root + "/Home/IMG_2.jpg", [("Xmp.dc.subject", "dog")])
    _ = try Indexer(store: store).index(folders: [root])
    var byPath: [String: Int64] = [:]
    try store.forEachAsset { byPath[$0.path] = $0.id }
    let lisbon = try #require(byPath["Trips/Lisbon trip/IMG_1.jpg"])
    #expect(try store.assetIDs(matchingText: "tram") == [lisbon])
    #expect(try store.assetIDs(matchingText: "pasteis") == [lisbon])  // diacritics folded
    #expect(try store.assetIDs(matchingText: "lisbon") == [lisbon])  // folder name
    #expect(try store.assetIDs(matchingText: "dog") == [byPath["Home/IMG_2.jpg"]!])
    #expect(try store.assetIDs(latitude: 38...39, longitude: -10 ... -9) == [lisbon])
    #expect(try store.assetIDs(latitude: 40...41, longitude: -10 ... -9).isEmpty)
  }
}
