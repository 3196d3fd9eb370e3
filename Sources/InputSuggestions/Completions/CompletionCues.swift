/// What the words before the word being typed suggest it is: after `of`/`with` a person, after
/// `in`/`from`/`at` a place, after `the` a thing, after `last`/`since` a time. Each cue weighs the
/// kinds of completion; a kind's weight multiplies its score.
struct CompletionCues {
  /// Weight per kind.
  var weights: [CompletionKind: Double]

  /// Every kind weighed alike (nothing before the word, or an unknown word).
  static let neutral = CompletionCues(weights: [
    .who: 1, .what: 1, .where: 1, .when: 1, .album: 1,
  ])

  /// The cues of the (lower-case) words before the typed word, last one last.
  static func reading(_ before: [String]) -> CompletionCues {
    guard let last = before.last else { return .neutral }
    if personWords.contains(last) { return person }
    if placeWords.contains(last) { return last == "from" ? from : place }
    if timeWords.contains(last) { return time }
    if articleWords.contains(last) {
      let previous = before.dropLast().last ?? ""
      return placeWords.contains(previous) ? placedThing : thing
    }
    return .neutral
  }

  /// Words after which a name is most likely (`pics of`, `with`).
  static let personWords: Set<String> = ["of", "with", "featuring", "and", "me", "&", "+"]
  /// Words after which a place is most likely.
  static let placeWords: Set<String> = [
    "in", "from", "at", "near", "around", "to", "visiting", "trip", "across", "outside",
  ]
  /// Words after which a time is most likely.
  static let timeWords: Set<String> = [
    "last", "this", "next", "since", "during", "before", "after", "until", "till", "on", "over",
    "past",
  ]
  /// Articles and possessives: a thing follows.
  static let articleWords: Set<String> = ["the", "a", "an", "some", "our", "my", "his", "her"]

  static let person = CompletionCues(weights: [
    .who: 3, .what: 1.5, .where: 0.7, .when: 0.5, .album: 0.7,
  ])
  static let place = CompletionCues(weights: [
    .where: 3, .when: 1.5, .what: 1, .album: 1, .who: 0.5,
  ])
  /// `from` names a place, a time (`from last summer`) or a sender (`from Mom`).
  static let from = CompletionCues(weights: [
    .where: 3, .when: 1.5, .who: 1, .what: 0.7, .album: 1,
  ])
  static let time = CompletionCues(weights: [
    .when: 4, .where: 0.5, .what: 0.5, .who: 0.5, .album: 0.5,
  ])
  static let thing = CompletionCues(weights: [
    .what: 3, .where: 1.5, .album: 1, .when: 0.5, .who: 0.2,
  ])
  /// `in the …`, `at the …`: a thing or a place.
  static let placedThing = CompletionCues(weights: [
    .what: 3, .where: 2, .album: 1, .when: 0.5, .who: 0.2,
  ])
}
