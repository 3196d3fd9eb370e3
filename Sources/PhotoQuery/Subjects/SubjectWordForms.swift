/// English word forms for subject lookups: the candidates a typed word may be an inflection of.
///
/// The vocabulary already lists plural and activity forms of its terms; these rules catch the
/// rest (`boxes` → `box`, `wolves` → `wolf`, `kayaking` → `kayak`) at lookup time.
enum SubjectWordForms {
  /// Base-form candidates for the last word of a folded phrase, most likely first; empty when the
  /// word has no inflectional ending.
  static func baseForms(of phrase: String) -> [String] {
    let lastSpace = phrase.lastIndex(of: " ")
    let prefix = lastSpace.map { String(phrase[...$0]) } ?? ""
    let word = lastSpace.map { String(phrase[phrase.index(after: $0)...]) } ?? phrase
    guard word.utf8.count > 3 else { return [] }
    var forms: [String] = []
    if word.hasSuffix("ies") {
      forms.append(String(word.dropLast(3)) + "y")
    }
    if word.hasSuffix("ves") {
      forms.append(String(word.dropLast(3)) + "f")
      forms.append(String(word.dropLast(3)) + "fe")
    }
    if word.hasSuffix("es") {
      forms.append(String(word.dropLast(2)))
    }
    if word.hasSuffix("s"), !word.hasSuffix("ss") {
      forms.append(String(word.dropLast()))
    }
    if word.hasSuffix("ing"), word.utf8.count > 5 {
      let stem = String(word.dropLast(3))
      forms.append(stem)
      forms.append(stem + "e")
      if let last = stem.last, stem.dropLast().last == last {
        forms.append(String(stem.dropLast()))
      }
    }
    return forms.map { prefix + $0 }
  }
}
