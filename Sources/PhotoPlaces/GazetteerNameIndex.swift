import Foundation

/// The recognition half of the gazetteer: every recognisable place (`places.tsv`, one line each,
/// in rank order) and the folded names that lead to them (`place_names.tsv` with its prebuilt
/// hash index `place_names.idx`).
///
/// Compact by design: the files' bytes are kept as loaded, places are indexed by line offset and
/// become ``Place`` values only when a lookup returns them, and a name's ranked rows are read from
/// its line when asked for.
final class GazetteerNameIndex: Sendable {
  /// Name-table flag of a name that is also a common English word.
  static let commonWordFlag: UInt8 = 4

  private let placeBytes: [UInt8]
  private let placeLineStarts: [Int32]
  /// Folded name → byte offset of its ranked-rows field in `place_names.tsv`.
  let names: FoldedKeyTable
  /// Place id (decimal text) → row; built on the first ``row(id:)``.
  private let ids: LazyResource<FoldedKeyTable>
  /// Country names and continents by code.
  let countries: CountryTable

  /// The number of places.
  var count: Int { placeLineStarts.count }

  /// Loads `countries.tsv`, `places.tsv` and `place_names.tsv` (+ `.idx`) from `directory`;
  /// whatever is missing stays empty, a stale or malformed index is rebuilt here.
  init(directory: URL?) {
    countries = CountryTable(directory: directory)
    let placeBytes = DataFile.bytes("places.tsv", in: directory) ?? []
    let lineStarts = placeBytes.withUnsafeBufferPointer { TabSeparatedRecords.lineStarts(in: $0) }
    let nameBytes = DataFile.bytes("place_names.tsv", in: directory) ?? []
    if let index = DataFile.bytes("place_names.idx", in: directory),
      let prebuilt = FoldedKeyTable(prebuilt: index, over: nameBytes),
      prebuilt.keyValuesAreWithin(0..<Int32(nameBytes.count))
    {
      names = prebuilt
    } else {
      names = Self.buildNames(nameBytes)
    }
    self.placeBytes = placeBytes
    self.placeLineStarts = lineStarts
    self.ids = LazyResource {
      var ids = FoldedKeyTableBuilder(bytes: placeBytes, expectedCount: lineStarts.count)
      placeBytes.withUnsafeBufferPointer { buffer in
        for (row, start) in lineStarts.enumerated() {
          var end = Int(start)
          while end < buffer.count, buffer[end] != 0x09, buffer[end] != 0x0A { end += 1 }
          ids.insert(Int(start)..<end, value: Int32(row), flags: FoldedKeyTable.isKey)
        }
      }
      return ids.build()
    }
  }

  /// Builds the name table from `place_names.tsv` (what `scripts/key_table.py` prebuilds).
  static func buildNames(_ bytes: [UInt8]) -> FoldedKeyTable {
    var names = FoldedKeyTableBuilder(bytes: bytes, expectedCount: bytes.count / 12)
    bytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 3, !line.isEmpty(0) else { return }
        let flags = line.isEmpty(1) ? 0 : commonWordFlag
        names.insertWithPrefixes(
          line.fields[0], value: Int32(line.fields[2].lowerBound), flags: flags)
      }
    }
    return names.build()
  }

  /// The ranked rows of a name-table entry (empty for a prefix-only entry).
  func rows(entry: Int32) -> [Int32] {
    guard names.flags(at: entry) & FoldedKeyTable.isKey != 0 else { return [] }
    let rowCount = placeLineStarts.count
    return names.bytes.withUnsafeBufferPointer { buffer in
      var rows: [Int32] = []
      var i = Int(names.value(at: entry))
      var value = 0
      var digits = 0
      while i <= buffer.count {
        let byte: UInt8 = i < buffer.count ? buffer[i] : 0x0A
        if byte >= 0x30, byte <= 0x39 {
          value = value &* 10 &+ Int(byte - 0x30)
          digits += 1
        } else {
          if digits > 0, value < rowCount { rows.append(Int32(value)) }
          value = 0
          digits = 0
          if byte != 0x2C { break }
        }
        i += 1
      }
      return rows
    }
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
    guard let row = ids.value.value(String(id)) else { return nil }
    return Int(row)
  }

  /// The place on a row, parsed from its line.
  func place(row: Int) -> Place {
    placeBytes.withUnsafeBufferPointer { buffer in
      let line = TabSeparatedRecords.line(in: buffer, at: Int(placeLineStarts[row]))
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
    if let bytes = DataFile.bytes("countries.tsv", in: directory) {
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
