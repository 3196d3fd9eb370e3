import Foundation
import PhotoPlaces

extension FoldedKeyTable {
  /// The table of a bundled file with one key a line (`name<TAB>…`): the prebuilt index `index`
  /// when it was written for this very file, else built here, each line's key mapped to the value
  /// `value` reads from its line (nil leaves the line out). An empty table when the file is
  /// missing.
  static func loadKeyed(
    _ file: String, index: String, in directory: URL?, bytesPerLine: Int,
    value: (TabSeparatedLine, UnsafeBufferPointer<UInt8>) -> Int32?
  ) -> FoldedKeyTable {
    let bytes = DataResources.bytes(file, in: directory) ?? []
    if let indexBytes = DataResources.bytes(index, in: directory),
      let prebuilt = FoldedKeyTable(prebuilt: indexBytes, over: bytes)
    {
      return prebuilt
    }
    var table = FoldedKeyTableBuilder(bytes: bytes, expectedCount: bytes.count / bytesPerLine)
    bytes.withUnsafeBufferPointer { buffer in
      TabSeparatedRecords.forEach(in: buffer) { line in
        guard line.count >= 2, !line.isEmpty(0), let v = value(line, buffer) else { return }
        table.insert(line.fields[0], value: v, flags: FoldedKeyTable.isKey)
      }
    }
    return table.build()
  }
}
