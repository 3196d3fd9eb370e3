/// The words a language's recognisers read beside its lexicon classes: pronouns and copulas
/// before a verb, determiners, time modifiers, particles and leads of phrases, honorifics and the
/// like. Each language supplies its own (`English.recognizerWords`); a query carries them
/// (``QueryText/words``) by reference: one retain, not one per list.
public final class RecognizerWords: Sendable {
  /// Pronouns after which the next word is a verb, not a subject.
  public let subjectPronouns: WordSet
  /// Verbs after which an adjective describes rather than names a subject.
  public let copulas: WordSet
  /// Words before a season, part of the day or weekday that make it a time phrase.
  public let timeModifiers: WordSet
  /// Words that make the noun before them an occasion (rule 8): `spa day`, `quiz night`, a British
  /// `retirement do`.
  public let occasionTails: WordSet
  /// Definite articles and possessives: after one, a word that is mostly a verb but also a noun
  /// is the noun (`the rally`, `our call`); `a` is left out (`have a look`, `give it a go`).
  public let definiteDeterminers: WordSet
  /// Particles, determiners and possessives that open a verb's object.
  public let objectLeads: WordSet
  /// Nouns after a singular cue that name a set of the person's photos (`the photo dump from
  /// Bali`, `the video file`).
  public let photoSetWords: WordSet
  /// Words that, after a capture verb or `video` / `photo`, make it a verb with an object
  /// (`photo the cat`); built once, not per call.
  public let verbObjects: WordSet
  /// Whether a cue word is used as a verb (`screenshot the boarding pass`, `video me`).
  /// Cue words that are also verbs (`I can't picture it`, `he snaps at me`, `clip the hedge`).
  public let verbalCues: WordSet
  /// Words after which a verbal cue is a verb: subject pronouns and auxiliaries.
  public let verbLeads: WordSet
  /// Prepositions that follow a cue noun and lead its filters.
  public let filterLeads: WordSet
  /// Lowercase particles of family names (`Van der Merwe`, `de Souza`, `da Silva`).
  public let surnameParticles: WordSet
  /// Plural people words a noun before them narrows to one group (`the netball girls`, `the
  /// college gang`, `camp counsellors`).
  public let groupHeads: WordSet
  /// Group heads that name one group whatever comes before them (`netball team`, not only `the
  /// netball girls`).
  public let collectiveHeads: WordSet
  /// Singular words for a whole family after its name (`the iyer family`).
  public let familyGroupWords: WordSet
  /// Words that end an organisation's name (`Singapore Airlines`, `BC Ferries`).
  public let organisationHeads: WordSet
  /// Words that open an organisation's name (`Air Canada`).
  public let organisationLeads: WordSet
  /// Prepositions of where something is (`at the Salthill diving boards`).
  public let locativePrepositions: WordSet
  /// Words for an animal's coat or look that go before its breed (`chocolate lab`, `ginger
  /// tabby`): not a pet's name.
  public let coatWords: WordSet
  /// Honorifics that follow a name or a kin word and belong to the value (South Asian English:
  /// `Dadi ji`, `Sharma ji`).
  public let trailingHonorifics: WordSet
  /// Titles that only ever go before a name.
  public let leadingOnlyTitles: WordSet
  /// Past forms that make the `when` clause a state of life rather than an event.
  public let stateVerbs: WordSet
  /// Words of `LifePeriodRecognizer`.
  public let lifeSubjectPronouns: WordSet
  /// Words of `LifePeriodRecognizer`.
  public let clauseEnds: WordSet
  /// Words that together only name the present moment.
  public let presentWords: WordSet
  /// Words a single period drops from its front (decision 10: `from 2019` → `2019`).
  public let leadingWords: WordSet
  /// Words that make a value a range, which keeps its range words (`from May to July 2020`).
  public let rangeWords: WordSet
  /// Nouns for a part of a place: a name after one and `of` is the place (`the top of
  /// Rangitoto`, `the banks of the Liffey`).
  public let placeParts: WordSet
  /// Verbs of a request that are also nouns (`show`, `flick`): before a determiner at the start
  /// of a sentence, the verb (`show all my pics`).
  public let imperativeVerbs: WordSet
  /// Abbreviations that open a place's name, whose full stop ends no sentence (`Mt. Rainier`,
  /// `St. Kilda`, `Ft. Myers`).
  public let abbreviatedPlaceLeads: WordSet
  /// Words of `PersonalPlaceRecognizer`.
  public let possessivePronouns: WordSet
  /// Words that make a new place of a place after them (`Little India`, `North Sydney`, `Old
  /// Delhi`): one where value.
  public let placeModifiers: WordSet
  /// People words that describe the person named after them rather than title them (`baby Amara`
  /// → `Amara`, as `little Leo` → `Leo`; decision 6): dropped from the value.
  public let descriptiveTitles: WordSet
  /// Place heads that make a name of any noun before them (`cathedral cove`, `giants causeway`,
  /// `lions head`): no one calls a thing by them, so a modified one is a named place even typed
  /// in lowercase, where `dog park` or `rock pool` stay things.
  public let nameFormingPlaceHeads: WordSet
  /// Heads of built landmarks and hills that make one name with the town before them (`trim
  /// castle`, `dún laoghaire pier`, `cuba street`, `nandi hills`), where natural scenes stay a
  /// scene in the town (`puri beach`, `halifax waterfront`).
  public let landmarkHeads: WordSet
  /// Heads of sites that make one name with a small town before them, besides the landmark heads
  /// (`busselton jetty`, `cottesloe beach`, `Ōtākou marae`, `freo markets`): a town too small to
  /// be searched as a whole lends its name to its beach or its jetty. A large city does not by
  /// this rule (`east london beach` stays the city and a beach).
  public let smallTownSiteHeads: WordSet
  /// Ordinals that narrow a person's deed (`Noah's first goal`, `her maiden voyage`).
  public let deedOrdinals: WordSet
  /// Words joining the two sides of a match (`India vs Australia`, `leinster v munster`).
  public let fixtureLinks: WordSet
  /// Heads after two sides that name their match (`the Bears vs Packers game`).
  public let fixtureHeads: WordSet
  /// Event heads that make one event's name with the place before them (`edinburgh fringe`,
  /// `galway races`, `the Soweto derby`): one what value, no where. Heads that many events share
  /// keep the place apart (`the Sydney concert`, `dublin parade`).
  public let placeNamedEventHeads: WordSet
  /// Words that with a number after them name a year of school (`year 12`, `grade 6`): a
  /// modifier of the event after them (`the year 12 formal`), not a time.
  public let schoolLevelWords: WordSet
  /// Heads of streets (`street`, `road`, `quay`): in a search box a town's name may follow one
  /// (`cuba street welly`).
  public let streetHeads: WordSet

  /// Creates the word sets.
  public init(
    subjectPronouns: Set<String> = [], copulas: Set<String> = [], timeModifiers: Set<String> = [],
    occasionTails: Set<String> = [], definiteDeterminers: Set<String> = [],
    objectLeads: Set<String> = [], photoSetWords: Set<String> = [], verbObjects: Set<String> = [],
    verbalCues: Set<String> = [], verbLeads: Set<String> = [], filterLeads: Set<String> = [],
    surnameParticles: Set<String> = [], coatWords: Set<String> = [], groupHeads: Set<String> = [],
    collectiveHeads: Set<String> = [], familyGroupWords: Set<String> = [],
    organisationHeads: Set<String> = [], organisationLeads: Set<String> = [],
    locativePrepositions: Set<String> = [],
    trailingHonorifics: Set<String> = [],
    leadingOnlyTitles: Set<String> = [], stateVerbs: Set<String> = [],
    lifeSubjectPronouns: Set<String> = [], clauseEnds: Set<String> = [],
    presentWords: Set<String> = [], leadingWords: Set<String> = [], rangeWords: Set<String> = [],
    placeParts: Set<String> = [], abbreviatedPlaceLeads: Set<String> = [],
    imperativeVerbs: Set<String> = [],
    possessivePronouns: Set<String> = [],
    placeModifiers: Set<String> = [], descriptiveTitles: Set<String> = [],
    nameFormingPlaceHeads: Set<String> = [], placeNamedEventHeads: Set<String> = [],
    landmarkHeads: Set<String> = [], smallTownSiteHeads: Set<String> = [],
    fixtureLinks: Set<String> = [], fixtureHeads: Set<String> = [],
    deedOrdinals: Set<String> = [],
    schoolLevelWords: Set<String> = [],
    streetHeads: Set<String> = []
  ) {
    self.subjectPronouns = WordSet(subjectPronouns)
    self.copulas = WordSet(copulas)
    self.timeModifiers = WordSet(timeModifiers)
    self.occasionTails = WordSet(occasionTails)
    self.definiteDeterminers = WordSet(definiteDeterminers)
    self.objectLeads = WordSet(objectLeads)
    self.photoSetWords = WordSet(photoSetWords)
    self.verbObjects = WordSet(verbObjects)
    self.verbalCues = WordSet(verbalCues)
    self.verbLeads = WordSet(verbLeads)
    self.filterLeads = WordSet(filterLeads)
    self.surnameParticles = WordSet(surnameParticles)
    self.coatWords = WordSet(coatWords)
    self.groupHeads = WordSet(groupHeads)
    self.collectiveHeads = WordSet(collectiveHeads)
    self.familyGroupWords = WordSet(familyGroupWords)
    self.organisationHeads = WordSet(organisationHeads)
    self.organisationLeads = WordSet(organisationLeads)
    self.locativePrepositions = WordSet(locativePrepositions)
    self.trailingHonorifics = WordSet(trailingHonorifics)
    self.leadingOnlyTitles = WordSet(leadingOnlyTitles)
    self.stateVerbs = WordSet(stateVerbs)
    self.lifeSubjectPronouns = WordSet(lifeSubjectPronouns)
    self.clauseEnds = WordSet(clauseEnds)
    self.presentWords = WordSet(presentWords)
    self.leadingWords = WordSet(leadingWords)
    self.rangeWords = WordSet(rangeWords)
    self.placeParts = WordSet(placeParts)
    self.abbreviatedPlaceLeads = WordSet(abbreviatedPlaceLeads)
    self.imperativeVerbs = WordSet(imperativeVerbs)
    self.possessivePronouns = WordSet(possessivePronouns)
    self.placeModifiers = WordSet(placeModifiers)
    self.descriptiveTitles = WordSet(descriptiveTitles)
    self.nameFormingPlaceHeads = WordSet(nameFormingPlaceHeads)
    self.landmarkHeads = WordSet(landmarkHeads)
    self.smallTownSiteHeads = WordSet(smallTownSiteHeads)
    self.fixtureLinks = WordSet(fixtureLinks)
    self.deedOrdinals = WordSet(deedOrdinals)
    self.fixtureHeads = WordSet(fixtureHeads)
    self.placeNamedEventHeads = WordSet(placeNamedEventHeads)
    self.schoolLevelWords = WordSet(schoolLevelWords)
    self.streetHeads = WordSet(streetHeads)
  }
}
