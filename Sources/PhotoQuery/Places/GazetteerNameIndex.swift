import Foundation

/// The recognition half of the gazetteer: every recognisable place (`places.tsv`, one line each,
/// in rank order) and the folded names that lead to them (`place_names.tsv`).
///
/// Compact by design: the files' bytes are kept as loaded, places are indexed by line offset and
/// become ``Place`` values only when a lookup returns them, and names live in a
/// ``FoldedKeyTable`` rather than a `Dictionary` of strings.
final class GazetteerNameIndex: Sendable {
  /// Name-table flag of a name that is also a common English word.
  static let commonWordFlag: UInt8 = 4

  private let placeBytes: [UInt8]
  private let placeLineStarts: [Int32]
  /// Folded name → start of its ranked rows in ``rankedRows`` (rows end at a -1).
  let names: FoldedKeyTable
  private let rankedRows: [Int32]
  /// Place id (decimal text) → row.
  private let ids: FoldedKeyTable
  /// Country name and continent code by country-code slot (see ``countrySlot(_:_:)``).
  let countries: CountryTable

  /// The number of places.
  var count: Int { placeLineStarts.count }

  /// Loads `countries.tsv`, `places.tsv` and `place_names.tsv` from `directory`; whatever is
  /// missing stays empty.
  init(directory: URL?) {
    countries = CountryTable(directory: directory)
    let placeBytes = DataResources.bytes("places.tsv", in: directory) ?? []
    var lineStarts: [Int32] = []
    lineStarts.reserveCapacity(placeBytes.count / 60)
    var ids = FoldedKeyTable(bytes: placeBytes, expectedCount: placeBytes.count / 60)
    placeBytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 10 else { return }
        ids.insert(line.fields[0], value: Int32(lineStarts.count), flags: FoldedKeyTable.isKey)
        lineStarts.append(Int32(line.lineStart))
      }
    }
    let nameBytes = DataResources.bytes("place_names.tsv", in: directory) ?? []
    var names = FoldedKeyTable(bytes: nameBytes, expectedCount: nameBytes.count / 12)
    var rankedRows: [Int32] = []
    rankedRows.reserveCapacity(nameBytes.count / 6)
    let rowCount = lineStarts.count
    nameBytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 3, !line.isEmpty(0) else { return }
        let first = rankedRows.count
        line.forEachPart(2, separator: 0x2C) { range in
          var value = 0
          for i in range { value = value &* 10 &+ Int(buffer[i] &- 0x30) }
          if value >= 0, value < rowCount { rankedRows.append(Int32(value)) }
        }
        guard rankedRows.count > first else { return }
        rankedRows.append(-1)
        let flags = line.isEmpty(1) ? 0 : Self.commonWordFlag
        names.insertWithPrefixes(line.fields[0], value: Int32(first), flags: flags)
      }
    }
    self.placeBytes = placeBytes
    self.placeLineStarts = lineStarts
    self.names = names
    self.rankedRows = rankedRows
    self.ids = ids
  }

  /// The ranked rows of a name-table entry.
  func rows(entry: Int32) -> [Int32] {
    guard names.flags(at: entry) & FoldedKeyTable.isKey != 0 else { return [] }
    var rows: [Int32] = []
    var i = Int(names.value(at: entry))
    while i < rankedRows.count, rankedRows[i] >= 0 {
      rows.append(rankedRows[i])
      i += 1
    }
    return rows
  }

  /// The ranked places a folded name leads to.
  func places(named key: String) -> [Place] {
    guard let entry = names.entry(key) else { return [] }
    return rows(entry: entry).map { place(row: Int($0)) }
  }

  /// Whether a folded name is flagged as a common English word.
  func isCommonWord(_ key: String) -> Bool {
    guard let entry = names.entry(key) else { return false }
    return names.flags(at: entry) & Self.commonWordFlag != 0
  }

  /// The row of a place id.
  func row(id: Int) -> Int? {
    guard let row = ids.value(String(id)) else { return nil }
    return Int(row)
  }

  /// The place on a row, parsed from its line.
  func place(row: Int) -> Place {
    placeBytes.withUnsafeBufferPointer { buffer in
      var fields: [Range<Int>] = []
      fields.reserveCapacity(10)
      var start = Int(placeLineStarts[row])
      var i = start
      while i < buffer.count, buffer[i] != 0x0A {
        if buffer[i] == 0x09 {
          fields.append(start..<i)
          start = i + 1
        }
        i += 1
      }
      fields.append(start..<i)
      let line = TabSeparatedLine(bytes: buffer, fields: fields, lineStart: start)
      let code = line.string(3)
      return Place(
        id: line.int(0), name: line.string(2),
        kind: Place.Kind(rawValue: line.string(1)) ?? .city, countryCode: code,
        countryName: countries.name(code), admin1Name: line.string(4),
        continentCode: line.string(5), latitude: line.double(6), longitude: line.double(7),
        radiusKm: line.double(8), population: line.int(9))
    }
  }
}

/// Country names and continents by ISO code, from `countries.tsv`; a fixed 26 × 26 slot array so
/// a lookup costs no hashing.
struct CountryTable: Sendable {
  private let names: [String]
  private let continents: [String]

  /// Loads `countries.tsv` from `directory` (empty when missing).
  init(directory: URL?) {
    var names = [String](repeating: "", count: 676)
    var continents = [String](repeating: "", count: 676)
    if let bytes = DataResources.bytes("countries.tsv", in: directory) {
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 3, let slot = Self.slot(line.string(0)) else { return }
          names[slot] = line.string(1)
          continents[slot] = line.string(2)
        }
      }
    }
    self.names = names
    self.continents = continents
  }

  /// The slot of a two-letter uppercase code.
  static func slot(_ code: String) -> Int? {
    let utf8 = code.utf8
    guard utf8.count == 2, let a = utf8.first, let b = utf8.last, (65...90).contains(a),
      (65...90).contains(b)
    else { return nil }
    return Int(a - 65) * 26 + Int(b - 65)
  }

  /// The English name of a country code ("" when unknown).
  func name(_ code: String) -> String { Self.slot(code).map { names[$0] } ?? "" }

  /// The continent code of a country code ("" when unknown).
  func continent(_ code: String) -> String { Self.slot(code).map { continents[$0] } ?? "" }
}
