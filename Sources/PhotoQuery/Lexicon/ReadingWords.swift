/// The words a language's engine reads to find the photo-search part of a message and to join
/// subject words (decision 4, rule 8): subject pronouns and clause verbs that start a new clause,
/// destinations, verbs of putting photos somewhere, travel nouns, postpositions, and the like.
/// Each language supplies its own (`English.readingWords`).
public struct ReadingWords: Sendable {
  /// Subject words of a new clause after a comma (`…, Aunty Pam is making a slideshow`).
  public let subjectPronouns: Set<String>
  /// Verbs and auxiliaries that make a clause of the words before them.
  public let clauseVerbs: Set<String>
  /// Prepositions that lead where photos are put, after a verb of handling them.
  public let destinationLeads: Set<String>
  /// Verbs that put photos somewhere.
  public let puttingVerbs: Set<String>
  /// Things that hold photos: albums, chats, drives, feeds, frames.
  public let photoHolders: Set<String>
  /// Nouns after which `to` leads a place (`the trip to Japan`, `our drive to Napier`).
  public let travelNouns: Set<String>
  /// Hindi postpositions of Hinglish chat (decision 24): the filter comes before the cue (`Didi
  /// ki shaadi ke photos`, `Jaipur ki pics`), so they join it to the cue as `of` does after it.
  public let postpositions: Set<String>
  /// Activities and nouns ending in `-ing` that are things, not an action after a noun.
  public let ingNouns: Set<String>
  /// Personal events that a noun before them narrows (`pool party`, `ski trip`, `beach wedding`).
  public let eventHeads: Set<String>
  /// Concepts that are over or around a scene (the sky, the weather, a room) rather than a kind
  /// of the noun before them.
  public let sceneOverheadConcepts: Set<String>
  /// Concepts of what people do (sports, events, celebrations): a given name typed before one is
  /// the person doing it (`lily soccer`).
  public let activityConcepts: Set<String>
  /// Words that hedge a time said after the request (`I think`, `maybe`): no new clause.
  public let hedgeWords: Set<String>
  /// Verbs of going somewhere: `to` after one leads to a place (`when we went to Howth`), not
  /// where photos are put.
  public let motionVerbs: Set<String>

  /// Creates the word sets.
  public init(
    subjectPronouns: Set<String> = [], clauseVerbs: Set<String> = [],
    destinationLeads: Set<String> = [], puttingVerbs: Set<String> = [],
    photoHolders: Set<String> = [], travelNouns: Set<String> = [],
    postpositions: Set<String> = [], ingNouns: Set<String> = [], eventHeads: Set<String> = [],
    sceneOverheadConcepts: Set<String> = [], activityConcepts: Set<String> = [],
    hedgeWords: Set<String> = [], motionVerbs: Set<String> = []
  ) {
    self.subjectPronouns = subjectPronouns
    self.clauseVerbs = clauseVerbs
    self.destinationLeads = destinationLeads
    self.puttingVerbs = puttingVerbs
    self.photoHolders = photoHolders
    self.travelNouns = travelNouns
    self.postpositions = postpositions
    self.ingNouns = ingNouns
    self.eventHeads = eventHeads
    self.sceneOverheadConcepts = sceneOverheadConcepts
    self.activityConcepts = activityConcepts
    self.hedgeWords = hedgeWords
    self.motionVerbs = motionVerbs
  }
}
