/// The words of one language that the recognisers need beyond the gazetteer, the given-name list,
/// the subject vocabulary and the time grammar: cue words, media kinds, kinship and role words,
/// pronouns, glue words, capture verbs and the patterns of photography talk.
///
/// Every set holds folded forms (lowercase, no accents, plain apostrophes; see
/// ``Tokenizer/fold(_:)``). Multi-word entries are token sequences joined by single spaces, exactly
/// as the tokenizer splits them (`slo - mo`, `in - laws`).
public struct Lexicon: Sendable {
  /// Generic words for existing photos: `photos`, `pics`, `images`… Never values.
  public var cueWords: Set<String>
  /// Media-kind phrases → canonical kind name (`vids` → `videos`, `panos` → `panoramas`).
  public var mediaKinds: [String: String]
  /// Words a typo of which (edit distance 1, five letters or more) still counts as a cue.
  public var typoTargets: [String]
  /// Nouns that, right after a cue word, make a compound that is not photos
  /// (`photo booth`, `video call`, `Photos app`, `picture frames`).
  public var cueCompoundHeads: Set<String>
  /// Words that, right before a cue word, make it something other than the person's photos
  /// (`passport photos`, `profile picture`, `stock photos`, `YouTube videos`).
  public var cueForeignModifiers: Set<String>
  /// People words: kinship, roles and groups (`mom`, `wife`, `kids`, `team`, `in - laws`).
  public var peopleWords: Set<String>
  /// Titles that join a following name into one person value (`aunt` Carol, `grandpa` Joe).
  public var personTitles: Set<String>
  /// Pronouns naming the owner or the owner's group (`me`, `myself`, `us`).
  public var selfPronouns: Set<String>
  /// Words allowed right before `me`/`us` for it to be a person filter rather than a recipient.
  public var selfPronounLeads: Set<String>
  /// Pet species words; `Rex the dog` / `our cat Luna` give a pet name.
  public var petWords: Set<String>
  /// Place nouns that with a possessive are personal places (`our cabin`, `Nana's house`).
  public var dwellingNouns: Set<String>
  /// Personal places valid on their own after a preposition (`at home`, `from work`).
  public var barePersonalPlaces: Set<String>
  /// Heads that make a capitalised phrase a named place (`Tower`, `Bridge`, `Park`, `Beach`).
  public var placeHeadNouns: Set<String>
  /// Words that open a named place (`Lake` Tahoe, `Mount` Fuji).
  public var placeLeadNouns: Set<String>
  /// Personal events and other subject nouns the contract names (`birthday`, `wedding`, `trip`).
  public var eventNouns: Set<String>
  /// Modifiers that narrow a subject noun and stay with it (`red`, `frozen`, `first`).
  public var subjectModifiers: Set<String>
  /// Holiday + noun compounds that name a kind of thing (`christmas tree`, `easter egg`).
  public var holidayCompounds: Set<String>
  /// Words of time phrases (months, seasons, `last`, `ago`…): never part of a subject.
  public var timeWords: Set<String>
  /// Adjectives about the photo itself, never values (`best`, `blurry`, `old`).
  public var photoAdjectives: Set<String>
  /// Modifiers of people that do not narrow (`little` Leo, the `whole` family).
  public var nonNarrowingModifiers: Set<String>
  /// Determiners and possessive pronouns (`the`, `a`, `my`, `our`, `her`).
  public var determiners: Set<String>
  /// Prepositions that introduce a filter phrase (`of`, `from`, `in`, `at`, `with`, `during`).
  public var prepositions: Set<String>
  /// Prepositions after which a name is a place (`in`, `from`, `at`, `near`).
  public var placePrepositions: Set<String>
  /// Prepositions after which a name is a person (`with`, `featuring`).
  public var personPrepositions: Set<String>
  /// Function words that are never values (`and`, `or`, `is`, `can`, `pls`…).
  public var stopWords: Set<String>
  /// Common verbs: they end a noun phrase and are never subject values.
  public var verbs: Set<String>
  /// Words that exclude what follows (`without`, `except`, `excluding`).
  public var exclusionWords: Set<String>
  /// Verbs of making new photos (`take`, `film`, `shoot`): a cue after them is not a search.
  public var captureVerbs: Set<String>
  /// Word sequences that mark photography talk or a service, not a search (`how to`, `tips`).
  public var talkPatterns: [[String]]
  /// Word sequences that put the photos in the future (`i'll`, `going to`, `tomorrow`).
  public var futurePatterns: [[String]]
  /// Words that end the photo-search part: a purpose or a new clause (`for`, `when`, `because`).
  public var clauseBreaks: Set<String>

  /// Creates a lexicon from its word sets.
  public init(
    cueWords: Set<String>, mediaKinds: [String: String], typoTargets: [String],
    cueCompoundHeads: Set<String>, cueForeignModifiers: Set<String>, peopleWords: Set<String>,
    personTitles: Set<String>, selfPronouns: Set<String>, selfPronounLeads: Set<String>,
    petWords: Set<String>, dwellingNouns: Set<String>, barePersonalPlaces: Set<String>,
    placeHeadNouns: Set<String>, placeLeadNouns: Set<String>, eventNouns: Set<String>,
    subjectModifiers: Set<String>, holidayCompounds: Set<String>, timeWords: Set<String>,
    photoAdjectives: Set<String>,
    nonNarrowingModifiers: Set<String>, determiners: Set<String>, prepositions: Set<String>,
    placePrepositions: Set<String>, personPrepositions: Set<String>, stopWords: Set<String>,
    verbs: Set<String>, exclusionWords: Set<String>, captureVerbs: Set<String>,
    talkPatterns: [[String]], futurePatterns: [[String]], clauseBreaks: Set<String>
  ) {
    self.cueWords = cueWords
    self.mediaKinds = mediaKinds
    self.typoTargets = typoTargets
    self.cueCompoundHeads = cueCompoundHeads
    self.cueForeignModifiers = cueForeignModifiers
    self.peopleWords = peopleWords
    self.personTitles = personTitles
    self.selfPronouns = selfPronouns
    self.selfPronounLeads = selfPronounLeads
    self.petWords = petWords
    self.dwellingNouns = dwellingNouns
    self.barePersonalPlaces = barePersonalPlaces
    self.placeHeadNouns = placeHeadNouns
    self.placeLeadNouns = placeLeadNouns
    self.eventNouns = eventNouns
    self.subjectModifiers = subjectModifiers
    self.holidayCompounds = holidayCompounds
    self.timeWords = timeWords
    self.photoAdjectives = photoAdjectives
    self.nonNarrowingModifiers = nonNarrowingModifiers
    self.determiners = determiners
    self.prepositions = prepositions
    self.placePrepositions = placePrepositions
    self.personPrepositions = personPrepositions
    self.stopWords = stopWords
    self.verbs = verbs
    self.exclusionWords = exclusionWords
    self.captureVerbs = captureVerbs
    self.talkPatterns = talkPatterns
    self.futurePatterns = futurePatterns
    self.clauseBreaks = clauseBreaks
  }
}
