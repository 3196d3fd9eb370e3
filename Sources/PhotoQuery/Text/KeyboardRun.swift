/// Keys run along one row of a QWERTY keyboard (`asdf`, `qwerty`, `zxcv`): typed to try a field
/// or by mistake, never a name or a subject.
enum KeyboardRun {
  /// Each ASCII lowercase letter's row (1…3) and place in it (high bits), 0 for other bytes.
  static let keys: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 128)
    for (row, letters) in ["qwertyuiop", "asdfghjkl", "zxcvbnm"].enumerated() {
      for (place, byte) in letters.utf8.enumerated() {
        table[Int(byte)] = UInt8(row + 1 | place << 2)
      }
    }
    return table
  }()

  /// Whether a folded word of four letters or more is a run along one row: every letter on the
  /// row of the first, each the key right of the one before. Read byte by byte (every token asks).
  static func contains(_ word: String) -> Bool {
    var count = 0
    var previous: UInt8 = 0
    for byte in word.utf8 {
      guard byte < 128 else { return false }
      let key = keys[Int(byte)]
      guard key != 0 else { return false }
      if count > 0, key != previous &+ 4 { return false }
      previous = key
      count += 1
    }
    return count >= 4
  }
}
