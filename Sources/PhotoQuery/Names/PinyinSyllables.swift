/// The syllables of Hanyu Pinyin written without tones (`wei`, `ling`, `zhi`, `hao`), built from
/// the standard table of initials and the finals each group of initials takes. Chinese given names
/// are mostly two such syllables written as two words in Singapore, Malaysia and much of the
/// diaspora (`Wei Ling`, `Zhi Hao`, `Jia Hui`): one person, not two.
enum PinyinSyllables {
  /// Finals that each group of initials takes (the standard syllable table, with `v` for `ü`
  /// written as `u` after j, q, x, y as pinyin does).
  static let groups: [(initials: [String], finals: [String])] = [
    ([""], ["a", "ai", "an", "ang", "ao", "e", "ei", "en", "eng", "er", "o", "ou"]),
    (
      ["b", "p", "m"],
      [
        "a", "ai", "an", "ang", "ao", "ei", "en", "eng", "i", "ian", "iao", "ie", "in", "ing", "o",
        "u", "ou", "iu",
      ]
    ),
    (["f"], ["a", "an", "ang", "ei", "en", "eng", "o", "ou", "u"]),
    (
      ["d", "t", "n", "l"],
      [
        "a", "ai", "an", "ang", "ao", "e", "ei", "en", "eng", "i", "ia", "ian", "iang", "iao", "ie",
        "in", "ing", "iu", "ong", "ou", "u", "uan", "ui", "un", "uo", "v", "ve", "ue",
      ]
    ),
    (
      ["g", "k", "h"],
      [
        "a", "ai", "an", "ang", "ao", "e", "ei", "en", "eng", "ong", "ou", "u", "ua", "uai", "uan",
        "uang", "ui", "un", "uo",
      ]
    ),
    (
      ["j", "q", "x"],
      [
        "i", "ia", "ian", "iang", "iao", "ie", "in", "ing", "iong", "iu", "u", "uan", "ue", "un",
      ]
    ),
    (
      ["zh", "ch", "sh", "r", "z", "c", "s"],
      [
        "a", "ai", "an", "ang", "ao", "e", "ei", "en", "eng", "i", "ong", "ou", "u", "ua", "uai",
        "uan", "uang", "ui", "un", "uo",
      ]
    ),
    (
      ["y"],
      [
        "a", "an", "ang", "ao", "e", "i", "in", "ing", "o", "ong", "ou", "u", "uan", "ue", "un",
      ]
    ),
    (["w"], ["a", "ai", "an", "ang", "ei", "en", "eng", "o", "u"]),
  ]

  /// Every syllable of the table.
  static let all: Set<String> = {
    var syllables = Set<String>()
    for group in groups {
      for initial in group.initials {
        for final in group.finals { syllables.insert(initial + final) }
      }
    }
    return syllables
  }()

  /// Whether a folded word is one pinyin syllable.
  static func contains(_ folded: String) -> Bool { all.contains(folded) }
}
