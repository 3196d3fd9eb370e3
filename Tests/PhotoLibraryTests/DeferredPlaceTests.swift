import Foundation
import PhotoPlaces
import Testing

@testable import PhotoLibrary

/// A reading made while the geocoding table loads leaves its place for later
/// (``PlaceLookup/unlessLoading``), and completing it gives what reading with the table gives.
@Suite struct DeferredPlaceTests {
  /// A folder with one Takeout photo: a UTC-only time and a position in Mexico City.
  func takeoutFolder() throws -> String {
    let root = try Fixtures.folder()
    let album = root + "/Takeout/Google Photos/Photos from 2015"
    try Fixtures.jpeg(at: album + "/mexico.jpg")
    try Fixtures.text(
      #"{"title":"mexico.jpg","photoTakenTime":{"timestamp":"1426356945"},"#
        + #""geoData":{"latitude":19.431246,"longitude":-99.131139,"altitude":0}}"#,
      at: album + "/mexico.jpg.json")
    return root
  }

  @Test func readingWhileTheTableLoadsLeavesThePlaceForLater() throws {
    let root = try takeoutFolder()
    defer { Fixtures.remove(root) }
    let file = try #require(FolderScanner(root: root).scan().files.first)
    let gazetteer = Gazetteer(resourceDirectory: PlaceResources.directory)  // nothing loaded
    let deferred = AssetReader.read(file, gazetteer: gazetteer, placing: .unlessLoading)
    #expect(!gazetteer.isGeocoderLoaded)  // the reading did not load (nor wait for) the table
    #expect(deferred.awaitsPlace)
    #expect(deferred.place == nil)
    #expect(deferred.metadata.captureTime?.isUTCOnly == true)

    let completed = AssetReader.placed(deferred, gazetteer: gazetteer)
    let direct = AssetReader.read(file, gazetteer: gazetteer)
    guard direct.place != nil else {
      Issue.record("geocode.tsv resource missing")
      return
    }
    #expect(!completed.awaitsPlace)
    #expect(completed.place == direct.place)
    #expect(completed.metadata == direct.metadata)
    #expect(completed.metadata.captureTime?.isUTCOnly == false)  // local time in Mexico City
    // Once the table is loaded, the place is looked up at once.
    let now = AssetReader.read(file, gazetteer: gazetteer, placing: .unlessLoading)
    #expect(!now.awaitsPlace)
    #expect(now.place == direct.place)
  }

  @Test func indexerLooksUpThePlacesItsReadersLeft() throws {
    let root = try takeoutFolder()
    defer { Fixtures.remove(root) }
    let eagerStore = try LibraryStore(path: root + "/.eager/library.sqlite")
    _ = try Indexer(store: eagerStore).index(folders: [root])
    let laterStore = try LibraryStore(path: root + "/.later/library.sqlite")
    var indexer = Indexer(store: laterStore)
    indexer.reader = { AssetReader.read($0, gazetteer: $1, placing: .later) }
    _ = try indexer.index(folders: [root])

    let path = "Takeout/Google Photos/Photos from 2015/mexico.jpg"
    let eager = try #require(try Fixtures.export(eagerStore)[path])
    let later = try #require(try Fixtures.export(laterStore)[path])
    guard Gazetteer.shared.hierarchy(latitude: 19.431246, longitude: -99.131139) != nil else {
      Issue.record("geocode.tsv resource missing")
      return
    }
    let eagerPlace = try #require(eager["place"] as? [String: Any])
    #expect(eagerPlace["country"] as? String == "Mexico")
    let laterPlace = try #require(later["place"] as? [String: Any])
    #expect(NSDictionary(dictionary: laterPlace) == NSDictionary(dictionary: eagerPlace))
    for key in ["date_taken", "date_offset", "date_utc", "date_source"] {
      #expect(later[key] as? String == eager[key] as? String, "\(key)")
    }
    #expect(later["date_offset"] as? String == "-06:00")
  }
}
