/// The lexicon's lists that recognisers ask of every token or phrase, as ``WordSet``s: the same
/// answers as the lexicon's sets, without hashing each word with SipHash.
struct HotWords: Sendable {
  let peopleWords: WordSet
  let periodModifiers: WordSet
  let personPrepositions: WordSet
  let placePrepositions: WordSet
  let childModifiers: WordSet

  init(_ lexicon: Lexicon) {
    peopleWords = WordSet(lexicon.peopleWords)
    periodModifiers = WordSet(lexicon.periodModifiers)
    personPrepositions = WordSet(lexicon.personPrepositions)
    placePrepositions = WordSet(lexicon.placePrepositions)
    childModifiers = WordSet(lexicon.childModifiers)
  }
}
