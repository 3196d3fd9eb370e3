import Foundation

/// The reverse-geocoding half of the gazetteer: every GeoNames populated place of 1,000 people or
/// more (`geocode.tsv`, sorted by half-degree cell), with a grid index over latitude and longitude.
///
/// A position belongs to the place that minimises distance ÷ radius among places whose radius
/// (4–30 km, growing with population) contains it, so central Paris is Paris, not the village
/// next door, while a photo taken in that village is the village. When no place's radius contains
/// the position, the nearest place within ``regionFallbackKm`` still gives the region and country
/// (rural land); farther out (open sea) there is no hierarchy at all. The eighth column, the
/// place's IANA time zone, is read only for the place a lookup returns.
final class ReverseGeocoder: Sendable {
  /// How far a position may lie from any populated place and still get a region and country.
  static let regionFallbackKm = 50.0
  /// Grid cells per degree.
  static let cellsPerDegree = 2.0
  static let columns = 720

  /// `geocode.tsv`, mapped (nil when missing): the lines a lookup returns are parsed from it.
  private let file: MappedDataFile?
  private let lineStarts: [Int32]
  private let latitudes: [Float]
  private let longitudes: [Float]
  private let radii: [Float]
  /// Cell number (row × 720 + column) → range of places in it.
  private let cells: [Int32: Range<Int32>]
  private let countries: CountryTable

  /// The number of places.
  var count: Int { latitudes.count }

  /// Loads `geocode.tsv` (lines sorted by grid cell, as the generator writes them) from
  /// `directory`; empty when it is missing.
  init(directory: URL?, countries: CountryTable) {
    let file = MappedDataFile("geocode.tsv", in: directory)
    var lineStarts: [Int32] = []
    var latitudes: [Float] = []
    var longitudes: [Float] = []
    var radii: [Float] = []
    var cells: [Int32: Range<Int32>] = [:]
    let estimate = (file?.count ?? 0) / 50
    lineStarts.reserveCapacity(estimate)
    latitudes.reserveCapacity(estimate)
    longitudes.reserveCapacity(estimate)
    radii.reserveCapacity(estimate)
    var currentCell: Int32 = -1
    var cellStart: Int32 = 0
    file?.withUnsafeBufferPointer { buffer in
      // One pass over the bytes, reading only fields 2–4 (lat, lon, population) of each line.
      let count = buffer.count
      var position = 0
      while position < count {
        let lineStart = position
        var field = 0
        var numbers = (0.0, 0.0, 0.0)
        var value = 0.0
        var scale = 0.0
        var negative = false
        var i = position
        while i < count, buffer[i] != 0x0A {
          let byte = buffer[i]
          if byte == 0x09 {
            let parsed = negative ? -value : value
            if field == 2 {
              numbers.0 = parsed
            } else if field == 3 {
              numbers.1 = parsed
            } else if field == 4 {
              numbers.2 = parsed
            }
            field += 1
            value = 0
            scale = 0
            negative = false
            if field == 5 {
              // The numbers are read: skip the rest of the line (code, region, time zone) with
              // memchr, noting whether it still has the tab the country code ends with.
              let rest = buffer.baseAddress! + i + 1
              let restCount = count - i - 1
              let newline = memchr(rest, 0x0A, restCount)
              let lineEnd =
                newline.map { i + 1 + UnsafeRawPointer(rest).distance(to: UnsafeRawPointer($0)) }
                ?? count
              if memchr(rest, 0x09, lineEnd - i - 1) != nil { field = 6 }
              i = lineEnd
              break
            }
          } else if field >= 2, field <= 4 {
            if byte >= 0x30, byte <= 0x39 {
              if scale > 0 {
                scale *= 10
                value += Double(byte - 0x30) / scale
              } else {
                value = value * 10 + Double(byte - 0x30)
              }
            } else if byte == 0x2E {
              scale = 1
            } else if byte == 0x2D {
              negative = true
            }
          }
          i += 1
        }
        position = i + 1
        guard field >= 6, buffer[lineStart] != 0x23 else { continue }
        let (latitude, longitude, population) = numbers
        let index = Int32(latitudes.count)
        let cell = Self.cell(latitude: latitude, longitude: longitude)
        if cell != currentCell {
          if currentCell >= 0 { cells[currentCell] = cellStart..<index }
          currentCell = cell
          cellStart = index
        }
        lineStarts.append(Int32(lineStart))
        latitudes.append(Float(latitude))
        longitudes.append(Float(longitude))
        radii.append(Float(Self.radiusKm(population: Int(population))))
      }
    }
    if currentCell >= 0 { cells[currentCell] = cellStart..<Int32(latitudes.count) }
    self.file = file
    self.lineStarts = lineStarts
    self.latitudes = latitudes
    self.longitudes = longitudes
    self.radii = radii
    self.cells = cells
    self.countries = countries
  }

  /// The radius of a populated place: 4 km at 1,000 people, 10 km at 100,000, 20 km at a million,
  /// 30 km at ten million (the same rule as `scripts/generate_gazetteer.py`).
  static func radiusKm(population: Int) -> Double {
    let logPopulation = log10(Double(max(population, 1000)))
    let radius = logPopulation < 5 ? 4 + 3 * (logPopulation - 3) : 10 * (logPopulation - 4)
    return min(30, max(4, radius))
  }

  static func cell(latitude: Double, longitude: Double) -> Int32 {
    let row = Int32(max(0, min(359, floor((latitude + 90) * cellsPerDegree))))
    let column = Int32(max(0, min(719, floor((longitude + 180) * cellsPerDegree))))
    return row * Int32(columns) + column
  }

  /// Kilometres per degree of latitude (mean Earth radius 6,371 km).
  static let kmPerDegree = 6371.0 * .pi / 180

  /// The hierarchy of a position, or nil when it is far from every populated place.
  func hierarchy(latitude: Double, longitude: Double, continentNames: [String: String])
    -> PlaceHierarchy?
  {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180,
      !latitudes.isEmpty
    else { return nil }
    let reachKm = Self.regionFallbackKm
    let rowSpan = Int(ceil(reachKm / 111.0 * Self.cellsPerDegree))
    let cosLat = max(cos(latitude * .pi / 180), 0.01)
    let columnSpan = min(
      Self.columns / 2, Int(ceil(reachKm / (111.0 * cosLat) * Self.cellsPerDegree)))
    let centre = Self.cell(latitude: latitude, longitude: longitude)
    let centreRow = Int(centre) / Self.columns
    let centreColumn = Int(centre) % Self.columns
    var bestInside: Int32 = -1
    var bestInsideScore = Double.infinity
    var nearest: Int32 = -1
    var nearestDistance = reachKm
    for row in max(0, centreRow - rowSpan)...min(359, centreRow + rowSpan) {
      for offset in -columnSpan...columnSpan {
        let column = ((centreColumn + offset) % Self.columns + Self.columns) % Self.columns
        guard let range = cells[Int32(row * Self.columns + column)] else { continue }
        for i in range {
          let index = Int(i)
          // Equirectangular distance: within 0.1 % of the great circle at these ranges, and
          // without trigonometry per place.
          var dLon = Double(longitudes[index]) - longitude
          if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
          let dx = dLon * cosLat
          let dy = Double(latitudes[index]) - latitude
          let distance = Self.kmPerDegree * (dx * dx + dy * dy).squareRoot()
          if distance < nearestDistance {
            nearestDistance = distance
            nearest = i
          }
          let radius = Double(radii[index])
          if distance <= radius {
            let score = distance / radius
            if score < bestInsideScore {
              bestInsideScore = score
              bestInside = i
            }
          }
        }
      }
    }
    if bestInside >= 0 {
      let city = place(at: Int(bestInside))
      return PlaceHierarchy(
        city: city, region: city.admin1Name.isEmpty ? nil : city.admin1Name,
        countryCode: city.countryCode, country: city.countryName.isEmpty ? nil : city.countryName,
        continent: continentNames[city.continentCode],
        timeZoneIdentifier: timeZoneIdentifier(at: Int(bestInside)))
    }
    if nearest >= 0 {
      let near = place(at: Int(nearest))
      return PlaceHierarchy(
        city: nil, region: near.admin1Name.isEmpty ? nil : near.admin1Name,
        countryCode: near.countryCode, country: near.countryName.isEmpty ? nil : near.countryName,
        continent: continentNames[near.continentCode],
        timeZoneIdentifier: timeZoneIdentifier(at: Int(nearest)))
    }
    return nil
  }

  /// The IANA time zone on line `index` (the eighth column), nil when the column is missing or
  /// empty (tables generated before the column existed).
  func timeZoneIdentifier(at index: Int) -> String? {
    var result: String?
    forEachRecord(onLine: index) { line in
      let zone = line.string(7)
      if !zone.isEmpty { result = zone }
    }
    return result
  }

  /// Calls `body` with the tab-separated record on line `index` of the table.
  private func forEachRecord(
    onLine index: Int, _ body: (TabSeparatedLine) -> Void
  ) {
    let start = Int(lineStarts[index])
    file?.withUnsafeBufferPointer { buffer in
      var end = start
      while end < buffer.count, buffer[end] != 0x0A { end += 1 }
      TabSeparatedRecords.forEach(in: UnsafeBufferPointer(rebasing: buffer[start..<end]), body)
    }
  }

  /// The place on line `index`, parsed from the file's bytes.
  func place(at index: Int) -> Place {
    var result: Place?
    forEachRecord(onLine: index) { line in
      let code = line.string(5)
      let population = line.int(4)
      result = Place(
        id: line.int(0), name: line.string(1), kind: .city, countryCode: code,
        countryName: countries.name(code), admin1Name: line.string(6),
        continentCode: countries.continent(code), latitude: line.double(2),
        longitude: line.double(3), radiusKm: Self.radiusKm(population: population),
        population: population)
    }
    return result
      ?? Place(
        id: 0, name: "", kind: .city, countryCode: "", countryName: "", admin1Name: "",
        continentCode: "", latitude: Double(latitudes[index]), longitude: Double(longitudes[index]),
        radiusKm: Double(radii[index]), population: 0)
  }
}
