import Foundation

/// The loaded given-name list: folded name → packed commonness and flags. Immutable once built.
final class GivenNameIndex: Sendable {
  /// Bit set when the name is also a common English word.
  static let commonWordBit: UInt16 = 0x8000
  /// Bit set when the name is mostly given to girls.
  static let femaleBit: UInt16 = 0x4000
  /// Bit set when the name is mostly given to boys.
  static let maleBit: UInt16 = 0x2000
  /// Mask of the commonness, 0…1000.
  static let commonnessMask: UInt16 = 0x03FF

  /// Folded name → commonness (low 10 bits) and flags.
  let entries: [String: UInt16]

  /// Loads `given_names.tsv` from `directory`; empty when it is missing.
  init(directory: URL?) {
    var entries: [String: UInt16] = [:]
    if let bytes = DataResources.bytes("given_names.tsv", in: directory) {
      entries.reserveCapacity(bytes.count / 14)
      bytes.withUnsafeBufferPointer { buffer in
        TabSeparatedRecords.forEach(in: buffer) { line in
          guard line.count >= 2, !line.isEmpty(0) else { return }
          var packed = UInt16(min(1000, max(0, line.int(1))))
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
          entries[line.string(0)] = packed
        }
      }
    }
    self.entries = entries
  }
}
