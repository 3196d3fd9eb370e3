import Testing

@testable import PhotoPlaces

@Suite struct GazetteerReverseGeocodingTests {
  let gazetteer = Gazetteer.shared

  @Test func geocodingAloneLeavesTheNameIndexUnloaded() throws {
    // Indexing geocodes every photo with a position but never looks a name up: the geocoder
    // must not pay for the name index (it needs the country names only).
    let fresh = Gazetteer()
    let hierarchy = try #require(fresh.hierarchy(latitude: 48.8584, longitude: 2.2945))
    #expect(hierarchy.country == "France" && hierarchy.continent == "Europe")
    #expect(fresh.isGeocoderLoaded)
    #expect(!fresh.isLoaded, "the reverse geocoder must not load the name index")
  }

  @Test func preparingTheGeocoderLoadsItOnAnotherThread() async throws {
    let fresh = Gazetteer()
    #expect(!fresh.isGeocoderLoaded)
    fresh.prepareGeocoder()
    fresh.prepareGeocoder()  // a second request starts nothing more
    // Loaded with no lookup asked for (waiting up to 30 s on a busy machine).
    for _ in 0..<3000 where !fresh.isGeocoderLoaded {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(fresh.isGeocoderLoaded, "prepareGeocoder() loads the table on its own")
    let hierarchy = try #require(fresh.hierarchy(latitude: 48.8584, longitude: 2.2945))
    #expect(hierarchy.city?.name == "Paris")
  }

  @Test func eiffelTowerIsInParis() throws {
    let hierarchy = try #require(gazetteer.hierarchy(latitude: 48.8584, longitude: 2.2945))
    #expect(hierarchy.city?.name == "Paris")
    #expect(hierarchy.region == "Île-de-France")
    #expect(hierarchy.country == "France" && hierarchy.countryCode == "FR")
    #expect(hierarchy.continent == "Europe")
  }

  @Test(arguments: [
    (40.7580, -73.9855, "US", "New York"),  // Times Square
    (-33.8568, 151.2153, "AU", "New South Wales"),  // Sydney Opera House
    (35.6586, 139.7454, "JP", "Tokyo"),  // Tokyo Tower
    (51.5007, -0.1246, "GB", "England"),  // Big Ben
  ])
  func knownPositions(latitude: Double, longitude: Double, country: String, region: String) throws {
    let hierarchy = try #require(gazetteer.hierarchy(latitude: latitude, longitude: longitude))
    #expect(hierarchy.countryCode == country)
    #expect(hierarchy.region == region)
    #expect(hierarchy.city != nil)
  }

  @Test func openOceanHasNoCountry() {
    let hierarchy = gazetteer.hierarchy(latitude: 30.0, longitude: -40.0)  // mid-Atlantic
    #expect(hierarchy?.country == nil)
    #expect(hierarchy?.city == nil)
  }

  @Test func aSmallTownWinsInsideItself() throws {
    // Versailles, 17 km from central Paris: the town, not Paris.
    let hierarchy = try #require(gazetteer.hierarchy(latitude: 48.8049, longitude: 2.1204))
    #expect(hierarchy.city?.name == "Versailles")
  }

  @Test func invalidCoordinatesGiveNothing() {
    #expect(gazetteer.hierarchy(latitude: .nan, longitude: 0) == nil)
    #expect(gazetteer.hierarchy(latitude: 91, longitude: 0) == nil)
    #expect(gazetteer.hierarchy(latitude: 0, longitude: .infinity) == nil)
  }

  @Test func antimeridianWraps() {
    // Fiji straddles 180°; a point just east of the line still finds Fijian towns.
    let hierarchy = gazetteer.hierarchy(latitude: -16.78, longitude: 179.33)  // Labasa area
    #expect(hierarchy?.countryCode == "FJ")
  }
}
