/// The words of one language that the recognisers need beyond the gazetteer, the given-name list,
/// the subject vocabulary and the time grammar: cue words, media kinds, kinship and role words,
/// pronouns, glue words, capture verbs and the patterns of photography talk.
///
/// Every set holds folded forms (lowercase, no accents, plain apostrophes; see
/// ``Tokenizer/fold(_:)``). Multi-word entries are token sequences joined by single spaces, exactly
/// as the tokenizer splits them (`slo - mo`, `in - laws`).
public final class Lexicon: Sendable {
  /// Generic words for existing photos: `photos`, `pics`, `images`… Never values.
  public let cueWords: Set<String>
  /// Media-kind phrases → canonical kind name (`vids` → `videos`, `panos` → `panoramas`).
  public let mediaKinds: [String: String]
  /// Words a typo of which (edit distance 1, five letters or more) still counts as a cue.
  public let typoTargets: [String]
  /// The UTF-8 bytes of the typo targets of four letters or more, in the same order (built once so
  /// the typo check allocates nothing per token).
  let typoTargetBytes: [[UInt8]]
  /// Nouns that, right after a cue word, make a compound that is not photos
  /// (`photo booth`, `video call`, `Photos app`, `picture frames`).
  public let cueCompoundHeads: Set<String>
  /// Words that, right before a cue word, make it something other than the person's photos
  /// (`passport photos`, `profile picture`, `stock photos`, `YouTube videos`).
  public let cueForeignModifiers: Set<String>
  /// People words: kinship, roles and groups (`mom`, `wife`, `kids`, `team`, `in - laws`).
  public let peopleWords: Set<String>
  /// Titles that join a following name into one person value (`aunt` Carol, `grandpa` Joe).
  public let personTitles: Set<String>
  /// Pronouns naming the owner or the owner's group (`me`, `myself`, `us`).
  public let selfPronouns: Set<String>
  /// Words allowed right before `me`/`us` for it to be a person filter rather than a recipient.
  public let selfPronounLeads: Set<String>
  /// Pet species words; `Rex the dog` / `our cat Luna` give a pet name.
  public let petWords: Set<String>
  /// Place nouns that with a possessive are personal places (`our cabin`, `Nana's house`).
  public let dwellingNouns: Set<String>
  /// Personal places valid on their own after a preposition (`at home`, `from work`).
  public let barePersonalPlaces: Set<String>
  /// Heads that make a capitalised phrase a named place (`Tower`, `Bridge`, `Park`, `Beach`).
  public let placeHeadNouns: Set<String>
  /// Words that open a named place (`Lake` Tahoe, `Mount` Fuji).
  public let placeLeadNouns: Set<String>
  /// Compass words that make a region of a head after them (`east`, `north`).
  public let compassWords: Set<String>
  /// Words of size or age that make `one` / `ones` the children (`the little ones`, `lil one`).
  public let childModifiers: Set<String>
  /// Seasons, parts of the day and weekdays that name a kind of thing before a noun (`dawn
  /// service`, `autumn leaves`, `Sunday roast`).
  public let periodModifiers: Set<String>
  /// Nouns after a season that keep it a time (school breaks and holidays: `summer holidays`).
  public let periodHeads: Set<String>
  /// Heads that name a region or a quarter after a compass word (`coast`, `end`, `shore`).
  public let compassPlaceHeads: Set<String>
  /// Personal events and other subject nouns the contract names (`birthday`, `wedding`, `trip`).
  public let eventNouns: Set<String>
  /// Modifiers that narrow a subject noun and stay with it (`red`, `frozen`, `first`).
  public let subjectModifiers: Set<String>
  /// Holiday + noun compounds that name a kind of thing (`christmas tree`, `easter egg`).
  public let holidayCompounds: Set<String>
  /// Words of time phrases (months, seasons, `last`, `ago`…): never part of a subject.
  public let timeWords: Set<String>
  /// Adjectives about the photo itself, never values (`best`, `blurry`, `old`).
  public let photoAdjectives: Set<String>
  /// Modifiers of people that do not narrow (`little` Leo, the `whole` family).
  public let nonNarrowingModifiers: Set<String>
  /// Determiners and possessive pronouns (`the`, `a`, `my`, `our`, `her`).
  public let determiners: Set<String>
  /// Prepositions that introduce a filter phrase (`of`, `from`, `in`, `at`, `with`, `during`).
  public let prepositions: Set<String>
  /// Prepositions after which a name is a place (`in`, `from`, `at`, `near`).
  public let placePrepositions: Set<String>
  /// Prepositions after which a name is a person (`with`, `featuring`).
  public let personPrepositions: Set<String>
  /// Function words that are never values (`and`, `or`, `is`, `can`, `pls`…).
  public let stopWords: Set<String>
  /// Function words of the languages mixed into the language in its locales (Spanish `las`,
  /// French `avec`): never words of a subject, where no other list of the language has the word
  /// (``WordClass/mixedFunction``); names keep them (`El Nido`, `Te Anau`).
  public let mixedFunctionWords: Set<String>
  /// Common verbs: they end a noun phrase and are never subject values.
  public let verbs: Set<String>
  /// Words that exclude what follows (`without`, `except`, `excluding`).
  public let exclusionWords: Set<String>
  /// Verbs of making new photos (`take`, `film`, `shoot`): a cue after them is not a search.
  public let captureVerbs: Set<String>
  /// Word sequences that mark photography talk or a service, not a search (`how to`, `tips`).
  public let talkPatterns: [[String]]
  /// The talk patterns by their first word, so a query asks only the patterns its words start.
  let talkPatternsByFirstWord: [String: [[String]]]
  /// Word sequences that put the photos in the future (`i'll`, `going to`, `tomorrow`).
  public let futurePatterns: [[String]]
  /// The future patterns by their first word.
  let futurePatternsByFirstWord: [String: [[String]]]
  /// Words that end the photo-search part: a purpose or a new clause (`for`, `when`, `because`).
  public let clauseBreaks: Set<String>
  /// Chat spellings and function words of mixed-language chat → the English function word they
  /// stand for (`frm` → `from`, `fae` → `from`, `sa` → `at`, `d` → `the`); read as that word
  /// (decision 24), never values.
  public let chatForms: [String: String]
  /// Phrases of several words that exclude what follows (`apart from`, `other than`, `that
  /// don't have`), besides the single ``exclusionWords``.
  public let exclusionPhrases: [[String]]
  /// Verbs of making or passing on photos, after their maker (`the pics Priya took`).
  public let makerVerbs: Set<String>
  /// Verbs of asking or wanting, after the person who asks (`Mummy is asking`).
  public let askerVerbs: Set<String>
  /// Personal events a name right before reads as its person's (`Migs bday`).
  public let personalEvents: Set<String>
  /// Heads of named events: a capitalised name before one is one subject (`the Boks game`).
  public let namedEventHeads: Set<String>
  /// Verbs that only carry the activity named by their object (`playing cricket` → `cricket`).
  public let lightVerbs: Set<String>
  /// Nouns that stand for photos already named (`the ones from`, `the stuff from`).
  public let placeholderNouns: Set<String>
  /// Adverbs that narrow what was asked for before a new sentence does (`Just the ones…`).
  public let focusAdverbs: Set<String>
  /// Units of camera, phone and storage specifications (`mm`, `fps`, `gb`): `85mm`, `4K`, `200GB`.
  public let specUnits: Set<String>
  /// The words the intent classifier reads (section 1).
  public let intent: IntentWords
  /// The words the engine reads to find the photo-search part (decision 4).
  public let reading: ReadingWords
  /// The words the recognisers read beside the classes (``QueryText/words``).
  public let recognizing: RecognizerWords

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
    talkPatterns: [[String]], futurePatterns: [[String]], clauseBreaks: Set<String>,
    chatForms: [String: String] = [:], exclusionPhrases: [[String]] = [],
    makerVerbs: Set<String> = [], askerVerbs: Set<String> = [], personalEvents: Set<String> = [],
    namedEventHeads: Set<String> = [], compassWords: Set<String> = [],
    compassPlaceHeads: Set<String> = [], childModifiers: Set<String> = [],
    periodModifiers: Set<String> = [], periodHeads: Set<String> = [],
    lightVerbs: Set<String> = [], placeholderNouns: Set<String> = [],
    focusAdverbs: Set<String> = [], specUnits: Set<String> = [],
    mixedFunctionWords: Set<String> = [],
    intent: IntentWords = IntentWords(), reading: ReadingWords = ReadingWords(),
    recognizing: RecognizerWords = RecognizerWords()
  ) {
    self.recognizing = recognizing
    self.intent = intent
    self.reading = reading
    self.specUnits = specUnits
    self.mixedFunctionWords = mixedFunctionWords
    self.lightVerbs = lightVerbs
    self.placeholderNouns = placeholderNouns
    self.focusAdverbs = focusAdverbs
    self.periodHeads = periodHeads
    self.periodModifiers = periodModifiers
    self.childModifiers = childModifiers
    self.compassWords = compassWords
    self.compassPlaceHeads = compassPlaceHeads
    self.cueWords = cueWords
    self.mediaKinds = mediaKinds
    self.typoTargets = typoTargets
    self.typoTargetBytes = typoTargets.filter { $0.utf8.count >= 4 }.map { Array($0.utf8) }
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
    self.talkPatternsByFirstWord = Dictionary(grouping: talkPatterns.filter { !$0.isEmpty }) {
      $0[0]
    }
    self.futurePatterns = futurePatterns
    self.futurePatternsByFirstWord = Dictionary(grouping: futurePatterns.filter { !$0.isEmpty }) {
      $0[0]
    }
    self.clauseBreaks = clauseBreaks
    self.chatForms = chatForms
    self.exclusionPhrases = exclusionPhrases
    self.makerVerbs = makerVerbs
    self.askerVerbs = askerVerbs
    self.personalEvents = personalEvents
    self.namedEventHeads = namedEventHeads
  }
}
