/// English word forms for subject lookups: the base forms a typed word may be an inflection of.
///
/// The vocabulary already lists plural and activity forms of its terms; these rules catch the
/// rest (`boxes` → `box`, `wolves` → `wolf`, `kayaking` → `kayak`) at lookup time, probing each
/// candidate in place on a small stack buffer, so a word that is no subject costs no allocation.
enum SubjectWordForms {
  /// The first value `probe` finds for a base form of the last word of a folded phrase, trying
  /// `-ies` → `-y`, `-ves` → `-f`/`-fe`, `-es` → ``, `-s` → ``, `-ing` → ``/`-e`/single consonant.
  static func firstBaseForm<Value>(
    of phrase: String, probe: (UnsafeBufferPointer<UInt8>) -> Value?
  ) -> Value? {
    var phrase = phrase
    return phrase.withUTF8 { word -> Value? in
      let n = word.count
      guard n > 3, n <= 256 else { return nil }  // no subject term is longer
      func endsWith(_ suffix: [UInt8]) -> Bool {
        guard n >= suffix.count else { return false }
        for (i, byte) in suffix.enumerated() where word[n - suffix.count + i] != byte {
          return false
        }
        return true
      }
      let endsInS = word[n - 1] == UInt8(ascii: "s")
      let endsInIng = n > 5 && endsWith([0x69, 0x6E, 0x67])
      guard endsInS || endsInIng else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n + 1) { buffer -> Value? in
        for i in 0..<n { buffer[i] = word[i] }
        func look(_ length: Int) -> Value? {
          probe(UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
        if endsInS {
          if endsWith([0x69, 0x65, 0x73]) {  // -ies → -y
            buffer[n - 3] = UInt8(ascii: "y")
            if let found = look(n - 2) { return found }
            buffer[n - 3] = word[n - 3]
          }
          if endsWith([0x76, 0x65, 0x73]) {  // -ves → -f, -fe
            buffer[n - 3] = UInt8(ascii: "f")
            if let found = look(n - 2) { return found }
            buffer[n - 2] = UInt8(ascii: "e")
            if let found = look(n - 1) { return found }
            buffer[n - 3] = word[n - 3]
            buffer[n - 2] = word[n - 2]
          }
          if endsWith([0x65, 0x73]), let found = look(n - 2) { return found }
          if word[n - 2] != UInt8(ascii: "s"), let found = look(n - 1) { return found }
          return nil
        }
        // -ing: kayaking → kayak, hiking → hike, swimming → swim
        if let found = look(n - 3) { return found }
        let saved = buffer[n - 3]
        buffer[n - 3] = UInt8(ascii: "e")
        if let found = look(n - 2) { return found }
        buffer[n - 3] = saved
        if n > 6, word[n - 4] == word[n - 5], let found = look(n - 4) { return found }
        return nil
      }
    }
  }
}
