import Foundation

/// The recognition half of the gazetteer: every recognisable place (`places.tsv`) and the folded
/// names that lead to them, ranked (`place_names.tsv`). Immutable once built.
final class GazetteerNameIndex: Sendable {
  /// The places, in rank order (row numbers of `places.tsv`).
  let places: [Place]
  /// Folded name → an entry: `>= 0` is the one row it names, `< 0` is `-(k + 1)` for `multiRows[k]`.
  let entries: [String: Int32]
  /// Ranked rows of names shared by several places.
  let multiRows: [[Int32]]
  /// Folded names that are also common English words (`nice`, `reading`).
  let commonWordNames: Set<String>
  /// First word of any name → the most words a name starting with it has.
  let maxWordsByFirstWord: [String: Int]
  /// GeoNames or generated id → row.
  let rowsById: [Int: Int32]
  /// Country code → English name.
  let countryNames: [String: String]
  /// Country code → continent code.
  let countryContinents: [String: String]

  /// An empty index (resources missing).
  init() {
    places = []
    entries = [:]
    multiRows = []
    commonWordNames = []
    maxWordsByFirstWord = [:]
    rowsById = [:]
    countryNames = [:]
    countryContinents = [:]
  }

  /// Loads the index from `countries.tsv`, `places.tsv` and `place_names.tsv` in `directory`.
  init(directory: URL?) {
    var countryNames: [String: String] = [:]
    var countryContinents: [String: String] = [:]
    if let bytes = DataResources.bytes("countries.tsv", in: directory) {
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 3 else { return }
          let code = line.string(0)
          countryNames[code] = line.string(1)
          countryContinents[code] = line.string(2)
        }
      }
    }
    var places: [Place] = []
    var rowsById: [Int: Int32] = [:]
    if let bytes = DataResources.bytes("places.tsv", in: directory) {
      places.reserveCapacity(bytes.count / 60)
      rowsById.reserveCapacity(bytes.count / 60)
      var kinds: [String: Place.Kind] = [:]
      var admin1Names: [String: String] = [:]
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 10 else { return }
          let kindText = line.string(1)
          let kind: Place.Kind
          if let known = kinds[kindText] {
            kind = known
          } else if let parsed = Place.Kind(rawValue: kindText) {
            kinds[kindText] = parsed
            kind = parsed
          } else {
            return
          }
          let code = line.string(3)
          let admin1Text = line.string(4)
          let admin1: String
          if let shared = admin1Names[admin1Text] {
            admin1 = shared
          } else {
            admin1Names[admin1Text] = admin1Text
            admin1 = admin1Text
          }
          let id = line.int(0)
          rowsById[id] = Int32(places.count)
          places.append(
            Place(
              id: id, name: line.string(2), kind: kind, countryCode: code,
              countryName: countryNames[code] ?? "", admin1Name: admin1,
              continentCode: line.string(5), latitude: line.double(6), longitude: line.double(7),
              radiusKm: line.double(8), population: line.int(9)))
        }
      }
    }
    var entries: [String: Int32] = [:]
    var multiRows: [[Int32]] = []
    var common: Set<String> = []
    var maxWords: [String: Int] = [:]
    if let bytes = DataResources.bytes("place_names.tsv", in: directory) {
      entries.reserveCapacity(bytes.count / 18)
      let rowCount = places.count
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 3, !line.isEmpty(0) else { return }
          let key = line.string(0)
          var rows: [Int32] = []
          line.forEachPart(2, separator: 0x2C) { range in
            var value = 0
            for i in range { value = value &* 10 &+ Int(buffer[i] &- 0x30) }
            if value >= 0, value < rowCount { rows.append(Int32(value)) }
          }
          guard let first = rows.first else { return }
          if rows.count == 1 {
            entries[key] = first
          } else {
            entries[key] = -Int32(multiRows.count) - 1
            multiRows.append(rows)
          }
          if !line.isEmpty(1) { common.insert(key) }
          let words = TokenPhrase.wordCount(key)
          let firstWord = words == 1 ? key : String(TokenPhrase.firstWord(key))
          if words > maxWords[firstWord, default: 0] { maxWords[firstWord] = words }
        }
      }
    }
    self.places = places
    self.entries = entries
    self.multiRows = multiRows
    self.commonWordNames = common
    self.maxWordsByFirstWord = maxWords
    self.rowsById = rowsById
    self.countryNames = countryNames
    self.countryContinents = countryContinents
  }

  /// The ranked rows a folded name leads to.
  func rows(for key: String) -> ArraySlice<Int32> {
    guard let entry = entries[key] else { return [] }
    if entry >= 0 { return [entry] }
    return multiRows[Int(-entry - 1)][...]
  }
}
