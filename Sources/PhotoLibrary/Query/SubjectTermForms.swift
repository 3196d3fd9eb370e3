/// English word forms of a folded subject term, so a search ignores them (`dogs` = `dog`,
/// `hiking` = `hike`): the last word's plural, singular and -ing forms.
enum SubjectTermForms {
  /// The term and its likely inflections, the term itself first, without duplicates.
  static func forms(of term: String) -> [String] {
    let words = term.split(separator: " ")
    guard let last = words.last.map(String.init), !last.isEmpty else { return [] }
    let prefix = words.dropLast().joined(separator: " ")
    var out = [last]
    func add(_ w: String) { if w.count >= 2, !out.contains(w) { out.append(w) } }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    // Plurals.
    if last.hasSuffix("y"), let p = last.dropLast().last, !vowels.contains(p) {
      add(String(last.dropLast()) + "ies")
    } else if ["s", "x", "z", "ch", "sh"].contains(where: { last.hasSuffix($0) }) {
      add(last + "es")
    } else {
      add(last + "s")
    }
    // Singulars.
    if last.hasSuffix("ies"), last.count > 4 { add(String(last.dropLast(3)) + "y") }
    if last.hasSuffix("es"), last.count > 4 { add(String(last.dropLast(2))) }
    if last.hasSuffix("s"), !last.hasSuffix("ss"), last.count > 3 { add(String(last.dropLast())) }
    // Activities.
    if last.hasSuffix("ing"), last.count > 5 {
      let stem = String(last.dropLast(3))
      add(stem)
      add(stem + "e")
      if let c = stem.last, stem.dropLast().last == c { add(String(stem.dropLast())) }
    } else if last.count >= 3, !last.hasSuffix("s") {
      if last.hasSuffix("e"), !last.hasSuffix("ee") {
        add(String(last.dropLast()) + "ing")
      } else {
        add(last + "ing")
        let chars = Array(last)
        if chars.count >= 3, !vowels.contains(chars[chars.count - 1]),
          vowels.contains(chars[chars.count - 2]), !vowels.contains(chars[chars.count - 3]),
          !["w", "x", "y"].contains(chars[chars.count - 1])
        {
          add(last + String(chars[chars.count - 1]) + "ing")
        }
      }
    }
    return out.map { prefix.isEmpty ? $0 : prefix + " " + $0 }
  }
}
