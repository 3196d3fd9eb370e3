/// Subjects named for a year of school.
extension SubjectRecognizer {
  /// `the year 12 formal`, `Grade 6 graduation`, `yr 10 camp`: a school-year word and its number
  /// before a noun narrow that noun (rule 8): one subject with up to two words after the number,
  /// ending on a word that names something. The number is no year and the word no time.
  func proposeSchoolYearSubject(
    at index: Int, _ query: QueryText, _ resources: EngineResources,
    into candidates: inout [Candidate]
  ) {
    let number = index + 1
    guard number + 1 < query.count, query.tokens[index].kind == .word,
      query.words.schoolLevelWords.contains(query.folded[index]),
      query.tokens[number].kind == .number, query.folded[number].count <= 2
    else { return }
    var end = number + 1
    while end < query.count, end - number <= 2, query.tokens[end].kind == .word,
      isPlainSubjectWord(end, query, resources) || query.is(end, .event)
    {
      end += 1
    }
    while end > number + 1, !canEndSubject(end - 1, query) { end -= 1 }
    guard end > number + 1 else { return }
    candidates.append(
      Candidate(
        kind: .what, range: index..<end, score: 1.4, resolution: .concept(nil), source: .compound))
  }
}
