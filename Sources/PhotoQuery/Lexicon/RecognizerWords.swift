/// The words a language's recognisers read beside its lexicon classes: pronouns and copulas
/// before a verb, determiners, time modifiers, particles and leads of phrases, honorifics and the
/// like. Each language supplies its own (`English.recognizerWords`); a query carries them
/// (``QueryText/words``).
public struct RecognizerWords: Sendable {
  /// Pronouns after which the next word is a verb, not a subject.
  public let subjectPronouns: Set<String>
  /// Verbs after which an adjective describes rather than names a subject.
  public let copulas: Set<String>
  /// Words before a season, part of the day or weekday that make it a time phrase.
  public let timeModifiers: Set<String>
  /// Words that make the noun before them an occasion (rule 8): `spa day`, `quiz night`, a British
  /// `retirement do`.
  public let occasionTails: Set<String>
  /// Definite articles and possessives: after one, a word that is mostly a verb but also a noun
  /// is the noun (`the rally`, `our call`); `a` is left out (`have a look`, `give it a go`).
  public let definiteDeterminers: Set<String>
  /// Particles, determiners and possessives that open a verb's object.
  public let objectLeads: Set<String>
  /// Nouns after a singular cue that name a set of the person's photos (`the photo dump from
  /// Bali`, `the video file`).
  public let photoSetWords: Set<String>
  /// Words that, after a capture verb or `video` / `photo`, make it a verb with an object
  /// (`photo the cat`); built once, not per call.
  public let verbObjects: Set<String>
  /// Whether a cue word is used as a verb (`screenshot the boarding pass`, `video me`).
  /// Cue words that are also verbs (`I can't picture it`, `he snaps at me`, `clip the hedge`).
  public let verbalCues: Set<String>
  /// Words after which a verbal cue is a verb: subject pronouns and auxiliaries.
  public let verbLeads: Set<String>
  /// Prepositions that follow a cue noun and lead its filters.
  public let filterLeads: Set<String>
  /// Lowercase particles of family names (`Van der Merwe`, `de Souza`, `da Silva`).
  public let surnameParticles: Set<String>
  /// Honorifics that follow a name or a kin word and belong to the value (South Asian English:
  /// `Dadi ji`, `Sharma ji`).
  public let trailingHonorifics: Set<String>
  /// Titles that only ever go before a name.
  public let leadingOnlyTitles: Set<String>
  /// Past forms that make the `when` clause a state of life rather than an event.
  public let stateVerbs: Set<String>
  /// Words of `LifePeriodRecognizer`.
  public let lifeSubjectPronouns: Set<String>
  /// Words of `LifePeriodRecognizer`.
  public let clauseEnds: Set<String>
  /// Words that together only name the present moment.
  public let presentWords: Set<String>
  /// Words a single period drops from its front (decision 10: `from 2019` → `2019`).
  public let leadingWords: Set<String>
  /// Words that make a value a range, which keeps its range words (`from May to July 2020`).
  public let rangeWords: Set<String>
  /// Nouns for a part of a place: a name after one and `of` is the place (`the top of
  /// Rangitoto`, `the banks of the Liffey`).
  public let placeParts: Set<String>
  /// Words of `PersonalPlaceRecognizer`.
  public let possessivePronouns: Set<String>
  /// Words that make a new place of a place after them (`Little India`, `North Sydney`, `Old
  /// Delhi`): one where value.
  public let placeModifiers: Set<String>
  /// People words that describe the person named after them rather than title them (`baby Amara`
  /// → `Amara`, as `little Leo` → `Leo`; decision 6): dropped from the value.
  public let descriptiveTitles: Set<String>
  /// Place heads that make a name of any noun before them (`cathedral cove`, `giants causeway`,
  /// `lions head`): no one calls a thing by them, so a modified one is a named place even typed
  /// in lowercase, where `dog park` or `rock pool` stay things.
  public let nameFormingPlaceHeads: Set<String>
  /// Heads of built landmarks and hills that make one name with the town before them (`trim
  /// castle`, `dún laoghaire pier`, `cuba street`, `nandi hills`), where natural scenes stay a
  /// scene in the town (`puri beach`, `halifax waterfront`).
  public let landmarkHeads: Set<String>
  /// Event heads that make one event's name with the place before them (`edinburgh fringe`,
  /// `galway races`, `the Soweto derby`): one what value, no where. Heads that many events share
  /// keep the place apart (`the Sydney concert`, `dublin parade`).
  public let placeNamedEventHeads: Set<String>

  /// Creates the word sets.
  public init(
    subjectPronouns: Set<String> = [], copulas: Set<String> = [], timeModifiers: Set<String> = [],
    occasionTails: Set<String> = [], definiteDeterminers: Set<String> = [],
    objectLeads: Set<String> = [], photoSetWords: Set<String> = [], verbObjects: Set<String> = [],
    verbalCues: Set<String> = [], verbLeads: Set<String> = [], filterLeads: Set<String> = [],
    surnameParticles: Set<String> = [], trailingHonorifics: Set<String> = [],
    leadingOnlyTitles: Set<String> = [], stateVerbs: Set<String> = [],
    lifeSubjectPronouns: Set<String> = [], clauseEnds: Set<String> = [],
    presentWords: Set<String> = [], leadingWords: Set<String> = [], rangeWords: Set<String> = [],
    placeParts: Set<String> = [], possessivePronouns: Set<String> = [],
    placeModifiers: Set<String> = [], descriptiveTitles: Set<String> = [],
    nameFormingPlaceHeads: Set<String> = [], placeNamedEventHeads: Set<String> = [],
    landmarkHeads: Set<String> = []
  ) {
    self.subjectPronouns = subjectPronouns
    self.copulas = copulas
    self.timeModifiers = timeModifiers
    self.occasionTails = occasionTails
    self.definiteDeterminers = definiteDeterminers
    self.objectLeads = objectLeads
    self.photoSetWords = photoSetWords
    self.verbObjects = verbObjects
    self.verbalCues = verbalCues
    self.verbLeads = verbLeads
    self.filterLeads = filterLeads
    self.surnameParticles = surnameParticles
    self.trailingHonorifics = trailingHonorifics
    self.leadingOnlyTitles = leadingOnlyTitles
    self.stateVerbs = stateVerbs
    self.lifeSubjectPronouns = lifeSubjectPronouns
    self.clauseEnds = clauseEnds
    self.presentWords = presentWords
    self.leadingWords = leadingWords
    self.rangeWords = rangeWords
    self.placeParts = placeParts
    self.possessivePronouns = possessivePronouns
    self.placeModifiers = placeModifiers
    self.descriptiveTitles = descriptiveTitles
    self.nameFormingPlaceHeads = nameFormingPlaceHeads
    self.landmarkHeads = landmarkHeads
    self.placeNamedEventHeads = placeNamedEventHeads
  }
}
