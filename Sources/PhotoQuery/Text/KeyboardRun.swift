/// Keys run along one row of a QWERTY keyboard (`asdf`, `qwerty`, `zxcv`): typed to try a field
/// or by mistake, never a name or a subject.
enum KeyboardRun {
  /// The letter rows of a QWERTY keyboard.
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

  /// Whether a folded word of four letters or more is a run along one row.
  static func contains(_ word: String) -> Bool {
    word.utf8.count >= 4 && rows.contains { $0.contains(word) }
  }
}
