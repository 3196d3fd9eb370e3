/// The words a language's ``IntentClassifier`` reads to tell a request for the person's photos
/// from talk about photos (section 1): capture fillers, words that point ahead, verbs of handling,
/// posting and asking, and the like. Each language supplies its own (`English.intentWords`).
public struct IntentWords: Sendable {
  /// Words allowed between a capture verb and its cue (`take lots of pics`, `take a selfie`).
  public let captureFillers: WordSet
  /// Words that anchor a time at or after now.
  public let deicticWords: WordSet
  /// Nouns that, capitalised in a name, make it an art institution (`the Art Gallery of NSW`).
  public let institutionNouns: WordSet
  /// Currency signs before a price.
  public let currencySigns: WordSet
  /// Verbs that do something with photos that exist (decision 3).
  public let handlingVerbs: WordSet
  /// Modal verbs that put a verb after them ahead of now.
  public let modals: WordSet
  /// Verbs that ask for a new photo before `a` / `an` and a cue (`grab a pic of the menu`).
  public let fetchVerbs: WordSet
  /// Words of thanks (`thanks`, `cheers`, `chur`).
  public let thanksWords: WordSet
  /// The words after thanks that make them about the photos (`thanks for the pics`).
  public let thanksLinks: WordSet
  /// Words that may stand between thanks and their link (`thank you so much for`, `thanks heaps
  /// for`).
  public let thanksIntensifiers: WordSet
  /// Words after which `you` asks for nothing: courtesies (`thank you`, `love you`) and verbs of
  /// sending done (`sent you the pics`).
  public let youWithoutAsking: WordSet
  /// Past verbs of sending photos on (`the photos I emailed through`): photos the person sent.
  public let sentVerbs: WordSet
  /// Verbs of receiving before photos sent (`you got the photos I emailed`).
  public let receivingVerbs: WordSet
  /// Words that join cues into one list (`photos or videos`).
  public let cueJoins: WordSet
  /// Words that open a request after a comma.
  public let requestOpeners: WordSet
  /// Verbs of putting photos online or in print, said of someone else (a capitalised word before a
  /// past tense is its subject, a name: `Shaz posted heaps of pics
  /// from Bali`, `the Guardian ran a picture of our street`).
  public let postingVerbs: WordSet
  /// Words of a request to the listener: with one of them, another's post is asked for (`can you
  /// send me the pics Jenna posted`).
  public let requestWords: WordSet
  /// Auxiliaries between a subject and its verb (`has been posting`, `keeps sharing`).
  public let auxiliaries: WordSet
  /// Verbs that tell something of the photos named before them (`Mum's photos of Noosa on
  /// Facebook are gorgeous`).
  public let statementVerbs: WordSet
  /// Words that open a clause inside a request (`photos of Pickles when he was a puppy`), after
  /// which a statement verb describes the photos asked for.
  public let clauseOpeners: WordSet
  /// Words and marks that ask for something: with one of them the text may be a request.
  /// (With the request words.)
  public let askingWords: WordSet
  /// Verbs of having that ask only when no one but the listener has (`got any pics of…`, `have
  /// you the photos`); `she's got such a good eye` tells.
  public let havingWords: WordSet
  /// Subjects after which a verb of having tells rather than asks.
  public let tellingSubjects: WordSet
  /// Owners that make photos someone else's: a possessive before the cue.
  public let otherOwners: WordSet
  /// Verbs of publishing or printing, after which a bare plural cue means photos in general.
  public let publishingVerbs: WordSet
  /// Words that ask for, look for or point at photos one has: without one, a lone `shot` is talk
  /// about a shot (`that shot by McDavid in OT`, `a screamer of a shot from Buddy`).
  /// (With the request words.)
  public let shotAskingWords: WordSet
  /// Drinks, medicines and the words around them (`tequila`, `flu`, `jab`, `pub`, `drunk`): a
  /// `shot` among them, asked for by no one, is a drink or a jab.
  public let shotSenseWords: WordSet
  /// Venues that are also talk of films (`cinema`, `theater`): after a preposition of being
  /// somewhere (``venuePrepositions``) they are where the photos were taken.
  public let venueNouns: WordSet
  /// Prepositions that put the person at a venue (`at`, `outside`).
  public let venuePrepositions: WordSet
  /// Words after `show` that make it a request (`show me`, `show Mum`).
  public let showObjects: WordSet
  /// Words of quantity before a count noun (`a few`, `heaps of`).
  public let quantityWords: WordSet
  /// Verbs of seeing or liking that go with photos (`saw the shots`, `loved the shots`).
  public let seeingVerbs: WordSet
  /// Places photos are shown that are not the person's library: a listing, a site, a brochure, a
  /// menu, a social feed, an identity document (`the photos on the Rightmove listing`, `insta pics`).
  public let mediumNouns: WordSet
  /// Words that tell photos are gone (`deleted 400 screenshots`, Taglish `nawala`).
  public let lossWords: WordSet
  /// Prepositions that place photos in a medium (`on`, `in`, Taglish `sa`).
  public let mediumPrepositions: WordSet
  /// Last words of newspapers' names (`the Guardian`, `the Irish Times`, `the NZ Herald`):
  /// capitalised after `the`, the name is a paper the photos are shown in.
  public let publicationHeads: WordSet
  /// Verbs of showing to the public, in the past (`ABC showed drone footage`, `CBC ran footage`,
  /// `photos released by the police`).
  public let broadcastVerbs: WordSet
  /// Prefixes that make a cue a verb of taking it (Taglish `pa-picture`, `mag-selfie`).
  public let capturePrefixes: WordSet
  /// Word sequences right after a cue that take it, in languages that put the verb last
  /// (Hinglish `photo khinch de`, `selfie le lo`).
  public let captureAfterCue: [[String]]
  /// Singular cue words an award's category is named by (`best picture`).
  public let awardCues: WordSet
  /// Words after a cue that say what it shows (`of`, `from`, `with`).
  public let showingLinks: WordSet
  /// Cue words that name a broadcast's pictures (`NDTV footage`).
  public let broadcastCues: WordSet
  /// Cue words said as an exclamation before a comma (`snap, I forgot`).
  public let interjectionCues: WordSet
  /// Words that lead such an exclamation (`oh snap!`).
  public let interjectionLeads: WordSet
  /// The speaker, or someone talked of, as a subject before `got` / `have` (`I've got`, `we got`,
  /// `he's got`).
  public let speakerSubjects: WordSet
  /// Words before bare `shots` that make them drinks (`doing shots`, `keen for shots`).
  public let drinkingShotLeads: WordSet
  /// Times after bare `shots` that make them drinks on a night out (`shots later`).
  public let drinkingShotTimes: WordSet
  /// Auxiliaries that ask or tell of something done before (`did you get`, `have you grabbed`).
  public let pastAuxiliaries: WordSet
  /// Verbs that have something done (`got my photo redone`, `getting our pics taken`).
  public let causativeVerbs: WordSet
  /// Past participles that say a photo is being made (`got my licence photo redone`).
  public let madeParticiples: WordSet
  /// Medical scans whose images are the clinic's (`X-ray images`, `ultrasound pics`).
  public let scanNouns: WordSet
  /// Words of permission and rules (`do I need a permit`, `is it legal`).
  public let permissionWords: WordSet
  /// Verbs that fetch photos the person has (`send`, `find`, `show`), unlike `can` or `got`.
  public let retrievalVerbs: WordSet
  /// Cue words that are also a verb of losing one's temper (`snap at everyone`).
  public let temperCues: WordSet
  /// Words for people that one snaps at (`me`, `everyone`).
  public let personObjects: WordSet
  /// Kinds of shot in sport, said right before `shot` (`three-point shot`, `jump shot`).
  public let sportShotKinds: WordSet
  /// Cue words that also name the cinema after `the` (`the pictures`, `the flicks`).
  public let cinemaCues: WordSet
  /// Words that invite someone out (`fancy`, `keen for`).
  public let invitationWords: WordSet
  /// Verbs of going to see a film (`catch the new Spielberg picture`).
  public let viewingVerbs: WordSet
  /// Singular cue words that also name a film (`picture`).
  public let filmCues: WordSet
  /// Verbs of seeing after a cue, in languages that put the verb last (Hinglish `picture
  /// dekhne chalein`).
  public let viewingAfterCue: WordSet
  /// Adverbs that grade the judgement after a copula (`the clip was so scary`, `are sooo cute`).
  public let judgementIntensifiers: WordSet
  /// Words that open a question about a thing (`what`, `which`, Hinglish `kaunsa`, Taglish
  /// `anong`).
  public let questionWords: WordSet
  /// Things a photo is made with or edited by (`filter`, `app`, `lens`): asked about, they are
  /// photography talk.
  public let photoGearNouns: WordSet
  /// Verbs that link photos to a judgement besides the copulas (`look`, `came out`).
  public let judgementLinks: WordSet
  /// Forms of `be`, `have`, `do` and `keep` that make a clause a statement (`are backed up`, `had
  /// drone shots`, `did tequila shots`), beside the words WordNet knows mostly as verbs.
  public let tellingVerbs: WordSet
  /// Words that open a clause of their own inside a sentence (`when`, `before`, `because`).
  public let subordinators: WordSet
  /// Words that negate a verb (`not`, `haven't`, `never`).
  public let negations: WordSet
  /// Verbs of wanting a thing made (`wants a picture of him`, `asking for a selfie`).
  public let wantingWords: WordSet

  /// Creates the word sets; the asking and shot-asking sets include the request words.
  public init(
    captureFillers: Set<String> = [], deicticWords: Set<String> = [],
    institutionNouns: Set<String> = [], currencySigns: Set<String> = [],
    handlingVerbs: Set<String> = [], modals: Set<String> = [], fetchVerbs: Set<String> = [],
    thanksWords: Set<String> = [], thanksLinks: Set<String> = [],
    thanksIntensifiers: Set<String> = [], youWithoutAsking: Set<String> = [],
    sentVerbs: Set<String> = [], receivingVerbs: Set<String> = [], cueJoins: Set<String> = [],
    requestOpeners: Set<String> = [], postingVerbs: Set<String> = [],
    requestWords: Set<String> = [], auxiliaries: Set<String> = [],
    statementVerbs: Set<String> = [], clauseOpeners: Set<String> = [],
    askingWords: Set<String> = [], havingWords: Set<String> = [],
    tellingSubjects: Set<String> = [], otherOwners: Set<String> = [],
    publishingVerbs: Set<String> = [], shotAskingWords: Set<String> = [],
    shotSenseWords: Set<String> = [], venueNouns: Set<String> = [],
    venuePrepositions: Set<String> = [], showObjects: Set<String> = [],
    quantityWords: Set<String> = [], seeingVerbs: Set<String> = [],
    mediumNouns: Set<String> = [], lossWords: Set<String> = [],
    mediumPrepositions: Set<String> = [], publicationHeads: Set<String> = [],
    broadcastVerbs: Set<String> = [], capturePrefixes: Set<String> = [],
    captureAfterCue: [[String]] = [], awardCues: Set<String> = [],
    showingLinks: Set<String> = [], broadcastCues: Set<String> = [],
    interjectionCues: Set<String> = [],
    interjectionLeads: Set<String> = [], speakerSubjects: Set<String> = [],
    pastAuxiliaries: Set<String> = [], drinkingShotLeads: Set<String> = [],
    drinkingShotTimes: Set<String> = [],
    causativeVerbs: Set<String> = [],
    madeParticiples: Set<String> = [],
    scanNouns: Set<String> = [], permissionWords: Set<String> = [],
    retrievalVerbs: Set<String> = [], temperCues: Set<String> = [],
    personObjects: Set<String> = [], cinemaCues: Set<String> = [],
    invitationWords: Set<String> = [],
    sportShotKinds: Set<String> = [],
    viewingVerbs: Set<String> = [],
    filmCues: Set<String> = [], viewingAfterCue: Set<String> = [],
    judgementIntensifiers: Set<String> = [], questionWords: Set<String> = [],
    photoGearNouns: Set<String> = [], judgementLinks: Set<String> = [],
    tellingVerbs: Set<String> = [], subordinators: Set<String> = [], negations: Set<String> = [],
    wantingWords: Set<String> = []
  ) {
    self.captureFillers = WordSet(captureFillers)
    self.deicticWords = WordSet(deicticWords)
    self.institutionNouns = WordSet(institutionNouns)
    self.currencySigns = WordSet(currencySigns)
    self.handlingVerbs = WordSet(handlingVerbs)
    self.modals = WordSet(modals)
    self.fetchVerbs = WordSet(fetchVerbs)
    self.thanksWords = WordSet(thanksWords)
    self.thanksLinks = WordSet(thanksLinks)
    self.thanksIntensifiers = WordSet(thanksIntensifiers)
    self.youWithoutAsking = WordSet(youWithoutAsking)
    self.sentVerbs = WordSet(sentVerbs)
    self.receivingVerbs = WordSet(receivingVerbs)
    self.cueJoins = WordSet(cueJoins)
    self.requestOpeners = WordSet(requestOpeners)
    self.postingVerbs = WordSet(postingVerbs)
    self.requestWords = WordSet(requestWords)
    self.auxiliaries = WordSet(auxiliaries)
    self.statementVerbs = WordSet(statementVerbs)
    self.clauseOpeners = WordSet(clauseOpeners)
    self.askingWords = WordSet(askingWords.union(requestWords))
    self.havingWords = WordSet(havingWords)
    self.tellingSubjects = WordSet(tellingSubjects)
    self.otherOwners = WordSet(otherOwners)
    self.publishingVerbs = WordSet(publishingVerbs)
    self.venueNouns = WordSet(venueNouns)
    self.venuePrepositions = WordSet(venuePrepositions)
    self.showObjects = WordSet(showObjects)
    self.shotSenseWords = WordSet(shotSenseWords)
    self.shotAskingWords = WordSet(shotAskingWords.union(requestWords))
    self.quantityWords = WordSet(quantityWords)
    self.seeingVerbs = WordSet(seeingVerbs)
    self.mediumNouns = WordSet(mediumNouns)
    self.lossWords = WordSet(lossWords)
    self.mediumPrepositions = WordSet(mediumPrepositions)
    self.publicationHeads = WordSet(publicationHeads)
    self.broadcastVerbs = WordSet(broadcastVerbs)
    self.capturePrefixes = WordSet(capturePrefixes)
    self.captureAfterCue = captureAfterCue
    self.awardCues = WordSet(awardCues)
    self.showingLinks = WordSet(showingLinks)
    self.broadcastCues = WordSet(broadcastCues)
    self.interjectionCues = WordSet(interjectionCues)
    self.interjectionLeads = WordSet(interjectionLeads)
    self.speakerSubjects = WordSet(speakerSubjects)
    self.pastAuxiliaries = WordSet(pastAuxiliaries)
    self.drinkingShotLeads = WordSet(drinkingShotLeads)
    self.drinkingShotTimes = WordSet(drinkingShotTimes)
    self.causativeVerbs = WordSet(causativeVerbs)
    self.madeParticiples = WordSet(madeParticiples)
    self.scanNouns = WordSet(scanNouns)
    self.permissionWords = WordSet(permissionWords)
    self.retrievalVerbs = WordSet(retrievalVerbs)
    self.temperCues = WordSet(temperCues)
    self.personObjects = WordSet(personObjects)
    self.cinemaCues = WordSet(cinemaCues)
    self.invitationWords = WordSet(invitationWords)
    self.sportShotKinds = WordSet(sportShotKinds)
    self.viewingVerbs = WordSet(viewingVerbs)
    self.filmCues = WordSet(filmCues)
    self.viewingAfterCue = WordSet(viewingAfterCue)
    self.judgementIntensifiers = WordSet(judgementIntensifiers)
    self.questionWords = WordSet(questionWords)
    self.photoGearNouns = WordSet(photoGearNouns)
    self.judgementLinks = WordSet(judgementLinks)
    self.tellingVerbs = WordSet(tellingVerbs)
    self.subordinators = WordSet(subordinators)
    self.negations = WordSet(negations)
    self.wantingWords = WordSet(wantingWords)
  }
}
