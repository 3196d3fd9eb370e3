import Foundation

/// Towns too small for the gazetteer's recognition set (`local_towns.tsv`: GeoNames cities1000
/// below 15,000 people in the countries of the English locales), each known by its name only in
/// its own country: `dingle` typed in Ireland is the town, typed in the United States it is not.
///
/// The file is sorted by folded name, so one table entry (the name's first line) leads to every
/// town of that name.
final class LocalTownIndex: Sendable {
  private let bytes: [UInt8]
  /// Folded name → byte offset of the first line with that name (prefix entries for names of
  /// several words).
  let names: FoldedKeyTable
  /// Country names and continents by code.
  private let countries: CountryTable

  /// Loads `local_towns.tsv` from `directory` (empty when missing).
  init(directory: URL?, countries: CountryTable) {
    let bytes = DataFile.bytes("local_towns.tsv", in: directory) ?? []
    var names = FoldedKeyTableBuilder(bytes: bytes, expectedCount: bytes.count / 40)
    bytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 9, !line.isEmpty(0) else { return }
        names.insertWithPrefixes(line.fields[0], value: Int32(line.lineStart))
      }
    }
    self.bytes = bytes
    self.names = names.build()
    self.countries = countries
  }

  /// The towns of a name-table entry in `countryCode`, most populous first (none for a prefix
  /// entry or another country's towns).
  func towns(entry: Int32, inCountry countryCode: String) -> [Place] {
    guard names.flags(at: entry) & FoldedKeyTable.isKey != 0 else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      var towns: [Place] = []
      var start = Int(names.value(at: entry))
      var name: Slice<UnsafeBufferPointer<UInt8>>?
      while start < buffer.count {
        let line = TabSeparatedRecords.line(in: buffer, at: start)
        guard line.count >= 9 else { break }
        let lineName = buffer[line.fields[0]]
        if let name, !lineName.elementsEqual(name) { break }
        name = lineName
        let code = line.string(3)
        if code == countryCode {
          towns.append(
            Place(
              id: line.int(1), name: line.string(2), kind: .city, countryCode: code,
              countryName: countries.name(code), admin1Name: line.string(4),
              continentCode: countries.continent(code), latitude: line.double(5),
              longitude: line.double(6), radiusKm: line.double(7), population: line.int(8)))
        }
        start = (line.fields.last?.upperBound ?? buffer.count) + 1
      }
      return towns
    }
  }
}
