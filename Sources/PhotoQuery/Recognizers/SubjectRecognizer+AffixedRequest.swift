/// Requests made by a Taglish affix on an English verb.
extension SubjectRecognizer {
  /// Taglish affixes that make a request of a verb glued after them (`pasend`, `pakisend`).
  static let requestAffixes = ["paki", "pa"]

  /// Whether a folded word is a Taglish request affix glued to an English verb of sending or
  /// finding (`pasend`, `pakisend`, `pashare`): a request, never a subject.
  func isAffixedRequest(_ word: String, _ resources: EngineResources) -> Bool {
    // Asked of every plain word: both affixes start with `p`.
    guard word.utf8.first == 0x70 else { return false }
    for affix in Self.requestAffixes where word.hasPrefix(affix) && word.count > affix.count + 2 {
      let verb = String(word.dropFirst(affix.count))
      return resources.lexicon.intent.retrievalVerbs.contains(verb)
    }
    return false
  }
}
