import Foundation
import PhotoPlaces

/// The loaded given-name list (`given_names.tsv`): folded name → packed commonness and flags, in a
/// ``FoldedKeyTable`` over the file's bytes. Immutable once built.
final class GivenNameIndex: Sendable {
  /// Bit set when the name is also a common English word.
  static let commonWordBit: Int32 = 0x8000
  /// Bit set when the name is mostly given to girls.
  static let femaleBit: Int32 = 0x4000
  /// Bit set when the name is mostly given to boys.
  static let maleBit: Int32 = 0x2000
  /// Bit set when the name is also a family name (Faker's family names).
  static let familyNameBit: Int32 = 0x1000
  /// Bit set when the name is only a family name, no given name.
  static let onlyFamilyNameBit: Int32 = 0x0800
  /// The bit of each served country whose name lists give the name (from 0x10000), by ISO code.
  static let countryBits: [String: Int32] = Dictionary(
    uniqueKeysWithValues: ["US", "GB", "AU", "NZ", "CA", "IE", "IN", "ZA", "SG", "PH"].enumerated()
      .map { ($1, Int32(0x10000) << Int32($0)) })
  /// Mask of the commonness, 0…1000.
  static let commonnessMask: Int32 = 0x03FF

  /// Folded name → commonness (low 10 bits) and flags.
  let table: FoldedKeyTable

  /// Loads `given_names.tsv` (name, commonness, flags `w` `f` `m` `s` `o`, country codes; with its prebuilt index `given_names.idx`, rebuilt here when stale)
  /// from `directory`; empty when it is missing.
  init(directory: URL?) {
    table = FoldedKeyTable.loadKeyed(
      "given_names.tsv", index: "given_names.idx", in: directory, bytesPerLine: 13
    ) { line, buffer in
      var packed = Int32(min(1000, max(0, line.int(1))))
      if line.count >= 3 {
        for i in line.fields[2] {
          switch buffer[i] {
          case UInt8(ascii: "w"): packed |= Self.commonWordBit
          case UInt8(ascii: "f"): packed |= Self.femaleBit
          case UInt8(ascii: "m"): packed |= Self.maleBit
          case UInt8(ascii: "s"): packed |= Self.familyNameBit
          case UInt8(ascii: "o"): packed |= Self.familyNameBit | Self.onlyFamilyNameBit
          default: break
          }
        }
      }
      if line.count >= 4 {
        let codes = line.string(3)
        var start = codes.startIndex
        while let end = codes.index(start, offsetBy: 2, limitedBy: codes.endIndex), start < end {
          packed |= Self.countryBits[String(codes[start..<end])] ?? 0
          start = end
        }
      }
      return packed
    }
  }

  /// The packed entry of a folded name.
  func packed(_ folded: String) -> Int32? { table.value(folded) }
}
