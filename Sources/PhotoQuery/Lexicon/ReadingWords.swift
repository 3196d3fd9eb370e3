/// The words a language's engine reads to find the photo-search part of a message and to join
/// subject words (decision 4, rule 8): subject pronouns and clause verbs that start a new clause,
/// destinations, verbs of putting photos somewhere, travel nouns, postpositions, and the like.
/// Each language supplies its own (`English.readingWords`).
public struct ReadingWords: Sendable {
  /// Subject words of a new clause after a comma (`…, Aunty Pam is making a slideshow`).
  public let subjectPronouns: WordSet
  /// Verbs and auxiliaries that make a clause of the words before them.
  public let clauseVerbs: WordSet
  /// Prepositions that lead where photos are put, after a verb of handling them.
  public let destinationLeads: WordSet
  /// Verbs that put photos somewhere.
  public let puttingVerbs: WordSet
  /// Things that hold photos: albums, chats, drives, feeds, frames.
  public let photoHolders: WordSet
  /// Nouns after which `to` leads a place (`the trip to Japan`, `our drive to Napier`).
  public let travelNouns: WordSet
  /// Hindi postpositions of Hinglish chat (decision 24): the filter comes before the cue (`Didi
  /// ki shaadi ke photos`, `Jaipur ki pics`), so they join it to the cue as `of` does after it.
  public let postpositions: WordSet
  /// Activities and nouns ending in `-ing` that are things, not an action after a noun.
  public let ingNouns: WordSet
  /// Personal events that a noun before them narrows (`pool party`, `ski trip`, `beach wedding`).
  public let eventHeads: WordSet
  /// Concepts that are over or around a scene (the sky, the weather, a room) rather than a kind
  /// of the noun before them.
  public let sceneOverheadConcepts: WordSet
  /// Concepts of what people do (sports, events, celebrations): a given name typed before one is
  /// the person doing it (`lily soccer`).
  public let activityConcepts: WordSet
  /// Words that hedge a time said after the request (`I think`, `maybe`): no new clause.
  public let hedgeWords: WordSet
  /// Verbs of going somewhere: `to` after one leads to a place (`when we went to Howth`), not
  /// where photos are put.
  public let motionVerbs: WordSet
  /// Pronouns contracted with a verb (`they're`, `i'm`): a clause of their own.
  public let pronounContractions: WordSet
  /// Auxiliaries that open a question (`also did you…`).
  public let questionAuxiliaries: WordSet
  /// Words after which a clause belongs to the one before it (`from when we're in Bali`).
  public let clauseLinks: WordSet

  /// Creates the word sets.
  public init(
    subjectPronouns: Set<String> = [], clauseVerbs: Set<String> = [],
    destinationLeads: Set<String> = [], puttingVerbs: Set<String> = [],
    photoHolders: Set<String> = [], travelNouns: Set<String> = [],
    postpositions: Set<String> = [], ingNouns: Set<String> = [], eventHeads: Set<String> = [],
    sceneOverheadConcepts: Set<String> = [], activityConcepts: Set<String> = [],
    hedgeWords: Set<String> = [], motionVerbs: Set<String> = [],
    pronounContractions: Set<String> = [], questionAuxiliaries: Set<String> = [],
    clauseLinks: Set<String> = []
  ) {
    self.subjectPronouns = WordSet(subjectPronouns)
    self.clauseVerbs = WordSet(clauseVerbs)
    self.destinationLeads = WordSet(destinationLeads)
    self.puttingVerbs = WordSet(puttingVerbs)
    self.photoHolders = WordSet(photoHolders)
    self.travelNouns = WordSet(travelNouns)
    self.postpositions = WordSet(postpositions)
    self.ingNouns = WordSet(ingNouns)
    self.eventHeads = WordSet(eventHeads)
    self.sceneOverheadConcepts = WordSet(sceneOverheadConcepts)
    self.activityConcepts = WordSet(activityConcepts)
    self.hedgeWords = WordSet(hedgeWords)
    self.motionVerbs = WordSet(motionVerbs)
    self.pronounContractions = WordSet(pronounContractions)
    self.questionAuxiliaries = WordSet(questionAuxiliaries)
    self.clauseLinks = WordSet(clauseLinks)
  }
}
