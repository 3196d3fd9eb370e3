/// The lexicon's lists that recognisers ask of every token or phrase, as ``WordSet``s: the same
/// answers as the lexicon's sets, without hashing each word with SipHash.
struct HotWords: Sendable {
  let peopleWords: WordSet
  /// The phrases a longer people word goes on from (``WordSet/phrasePrefixes(of:)``).
  let peopleWordPrefixes: WordSet
  /// The media kinds by word or phrase, and the phrases a longer one goes on from.
  let mediaKinds: WordMap<String>
  let mediaKindPrefixes: WordSet
  /// The intent classifier's talk and future patterns by first word.
  let talkPatterns: WordMap<[[String]]>
  let futurePatterns: WordMap<[[String]]>
  let periodModifiers: WordSet
  let personPrepositions: WordSet
  let placePrepositions: WordSet
  let childModifiers: WordSet

  init(_ lexicon: Lexicon) {
    peopleWords = WordSet(lexicon.peopleWords)
    peopleWordPrefixes = WordSet.phrasePrefixes(of: lexicon.peopleWords)
    mediaKinds = WordMap(lexicon.mediaKinds)
    mediaKindPrefixes = WordSet.phrasePrefixes(of: lexicon.mediaKinds.keys)
    talkPatterns = WordMap(lexicon.talkPatternsByFirstWord)
    futurePatterns = WordMap(lexicon.futurePatternsByFirstWord)
    periodModifiers = WordSet(lexicon.periodModifiers)
    personPrepositions = WordSet(lexicon.personPrepositions)
    placePrepositions = WordSet(lexicon.placePrepositions)
    childModifiers = WordSet(lexicon.childModifiers)
  }
}
