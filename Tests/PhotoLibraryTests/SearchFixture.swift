import Foundation
import PhotoQuery
import SuggestionSearch

@testable import PhotoLibrary
@testable import PhotoSearch

/// A small library of its own for the search tests: JPEGs with capture times, GPS, location
/// text, keywords and named face regions, indexed into a fresh store.
enum SearchFixture {
  /// exiv2 assignments for MWG face regions (`Type` Face, or Pet for a pet).
  static func regions(_ names: [String], type: String = "Face") -> [(String, String)] {
    var out: [(String, String)] = [
      ("Xmp.mwg-rs.Regions", "{struct}"), ("Xmp.mwg-rs.Regions/mwg-rs:RegionList", "{bag}"),
    ]
    for (i, name) in names.enumerated() {
      let item = "Xmp.mwg-rs.Regions/mwg-rs:RegionList[\(i + 1)]"
      out += [(item, "{struct}"), (item + "/mwg-rs:Name", name), (item + "/mwg-rs:Type", type)]
    }
    return out
  }

  static func date(_ text: String) -> [(String, String)] { [("Exif.Photo.DateTimeOriginal", text)] }

  static let paris: [(String, String)] = [
    ("Exif.GPSInfo.GPSLatitudeRef", "N"), ("Exif.GPSInfo.GPSLatitude", "48/1 51/1 30/1"),
    ("Exif.GPSInfo.GPSLongitudeRef", "E"), ("Exif.GPSInfo.GPSLongitude", "2/1 21/1 0/1"),
  ]

  /// Builds the library and returns the search over it (owner Daniel Reyes, alias Mom).
  static func make(_ name: String = #function, engine: TestEngine = .sqlite) throws -> (
    root: String, search: PhotoLibrarySearch
  ) {
    let root = try Fixtures.folder(name)
    let files: [(String, [(String, String)])] = [
      (
        "Trips/Paris/a.jpg",
        date("2019:07:10 14:00:00") + paris + regions(["Siobhan Kelly"]) + [
          ("Xmp.dc.subject", "puppy")
        ]
      ),
      (
        "Trips/Paris/b.jpg",
        date("2019:07:11 22:30:00") + paris + regions(["Siobhan Kelly", "Daniel Reyes"]) + [
          ("Xmp.dc.subject", "dog")
        ]
      ),
      (
        "Trips/Kyoto/c.jpg",
        date("2020:01:05 10:00:00") + regions(["Alex Kim"]) + [
          ("Xmp.photoshop.City", "Kyoto"), ("Xmp.photoshop.Country", "Japan"),
          ("Xmp.dc.subject", "hiking"),
        ]
      ),
      (
        "Home/d.jpg",
        date("2018:03:01 09:00:00") + regions(["Alex Moreno", "Daniel Reyes", "Susan Lee"]) + [
          ("Xmp.dc.subject", "hike")
        ]
      ),
      (
        "Home/e.jpg",
        date("2021:12:25 08:00:00") + regions(["Fergus"], type: "Pet") + [
          ("Xmp.dc.title", "Fergus in the snow")
        ]
      ),
      ("Zeta/f.jpg", [("Xmp.dc.subject", "cat")]),
      ("Alpha/g.jpg", [("Xmp.dc.subject", "cat")]),
    ]
    for (path, assignments) in files { try Fixtures.jpeg(at: root + "/" + path, assignments) }
    let store = try LibraryStore(path: try engine.newLibrary(in: root, name: name))
    _ = try Indexer(store: store).index(folders: [root])
    try store.setOwner("Daniel Reyes")
    try store.addAlias("Mom", for: "Susan Lee")
    return (root, try PhotoLibrarySearch(store: store))
  }
}
