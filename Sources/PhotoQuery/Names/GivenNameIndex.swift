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
  /// Mask of the commonness, 0…1000.
  static let commonnessMask: Int32 = 0x03FF

  /// Folded name → commonness (low 10 bits) and flags.
  let table: FoldedKeyTable

  /// Loads `given_names.tsv` (with its prebuilt index `given_names.idx`, rebuilt here when stale)
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
          default: break
          }
        }
      }
      return packed
    }
  }

  /// The packed entry of a folded name.
  func packed(_ folded: String) -> Int32? { table.value(folded) }
}
