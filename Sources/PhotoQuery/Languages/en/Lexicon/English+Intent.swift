extension English {
  /// The words the intent classifier reads (section 1), in English and the chat forms it meets.
  static let intentWords = IntentWords(
    captureFillers: words(
      """
      a an the some lots lot of so many more few couple bunch loads tons heaps plenty new good
      nice great quick cute better my our your any cool fun silly group family une un ek
      """),
    deicticWords: words("this next tomorrow tonight coming upcoming later soon today"),
    institutionNouns: words("gallery museum galleries museums"),
    currencySigns: words("$ £ € ₹ ₱ ¥"),
    handlingVerbs: words(
      """
      send print frame share post upload forward email crop edit airdrop dig find pull
      """),
    modals: words("can could will 'll should to gonna might"),
    fetchVerbs: words("grab get getting grabbing"),
    thanksWords: words("thanks thank chur cheers"),
    thanksLinks: words("for at 4"),
    thanksIntensifiers: words("so very much heaps lots a lot again loads soo sooo"),
    youWithoutAsking: words(
      """
      thank thanks love miss see bless sent emailed texted messaged forwarded shared showed gave
      airdropped whatsapped
      """),
    sentVerbs: words(
      "sent emailed texted messaged forwarded shared airdropped whatsapped uploaded dropped posted"),
    receivingVerbs: words("got get receive received gotten see saw"),
    cueJoins: words("or and nor , & /"),
    requestOpeners: words("can could pls please send"),
    postingVerbs: words("posted uploaded put ran published printed shared reposted tagged"),
    requestWords: words(
      """
      send forward share show find dig get grab can could pls please any got have where need
      want wants flick chuck
      """),
    auxiliaries: words("has have had been is are was were keeps kept always just"),
    statementVerbs: words("is are was were looks looked"),
    clauseOpeners: words(
      """
      when while since after before until as if because that which who where i we he she they
      it you this there here
      """),
    askingWords: words(
      """
      ? you need mind let help looking pull airdrop whatsapp email text bring keep save upload
      dm message lemme gimme asking asked asks ask wondering wanted hoping whered wer whr
      """),
    havingWords: words("got have has"),
    tellingSubjects: words("'s 've i we he she they it"),
    otherOwners: words("'s ' his her their"),
    publishingVerbs: words(
      """
      post posting print printing upload uploading develop developing sell selling buy buying
      order ordering frame framing share sharing
      """),
    shotAskingWords: words(
      """
      sent has looking look upload airdrop post pass drop which remember see
      """),
    shotSenseWords: drinkNouns.union(remedyNouns).union(
      words(
        """
        jab jabs dose doses booster boosters vaccinated vaccination clinic gp nurse pharmacy
        chemist injection flu covid hpv mmr tetanus insulin botox pub bar bars club drunk tipsy
        lasing hungover hangover bartender barman round rounds drinking drinks jelly jello
        🍻 🍺 🥃 🍸 🍹 🍷 🥂 🍶 💉
        """)),
    venueNouns: words("cinema theater theatre"),
    venuePrepositions: words("at outside near by"),
    showObjects: words("me us him her them mum mom dad"),
    quantityWords: words("a few couple some more many lots heaps loads of several"),
    seeingVerbs: words("see saw seen love loved like liked found deleted lost missed"),
    mediumNouns: words(
      """
      listing listings site website websites brochure brochures catalogue catalog menu menus ig
      insta instagram facebook fb tiktok twitter reddit youtube snapchat pinterest linkedin
      magazine magazines newspaper newspapers paper papers news article cover documentary telly
      tv billboard poster posters flyer advert ad ads product stock licence license passport
      """),
    lossWords: words(
      """
      deleted delete deleting lost disappeared disappearing vanished vanishing wiped erased corrupted
      nawala nabura
      """),
    mediumPrepositions: words("on in sa"),
    publicationHeads: words(
      """
      times post herald guardian mail mirror chronicle gazette tribune inquirer observer
      telegraph express examiner independent courier argus standard press star sun journal
      record echo advertiser bulletin globe
      """),
    broadcastVerbs: words("showed shown ran aired broadcast published released screened"),
    // Taglish `pa-` (ask for), `mag-` (do), `nag-` (did) and the future forms: `pa-picture tayo`,
    // `mag-selfie muna`, `magpapa-picture ako`, `nag-snap si Tita`.
    capturePrefixes: words("pa mag nag magpa magpapa"),
    // Hinglish verbs of taking (khinchna, lena) in their asking forms, and Taglish `tayo` (let's)
    // and `muna` (first: `picture muna tayo`).
    captureAfterCue: [
      ["khinch"], ["khincho"], ["khicho"], ["kheench"], ["kheencho"], ["kheecho"], ["khich"],
      ["khinchna"], ["khinchwa"], ["le", "lo"], ["lelo"], ["le", "lete"], ["le", "le"],
      ["le", "lena"], ["lena"], ["click", "karo"], ["click", "kar"], ["tayo"], ["muna"],
    ],
    awardCues: words("picture photo photograph image"),
    showingLinks: words("of from with in at on"),
    broadcastCues: words("footage"),
    interjectionCues: words("snap"),
    interjectionLeads: words("oh aw ah ohh haha hahaha lol omg wah eh"),
    speakerSubjects: words("i we ive i've he she they"),
    pastAuxiliaries: words("did didnt didn't have has had ve 've"),
    drinkingShotLeads: words("do doing did done keen for"),
    drinkingShotTimes: words("later tonight tonite"),
    causativeVerbs: words("get gets got getting have has had having"),
    madeParticiples: words("taken retaken redone done shot reshot snapped clicked updated renewed"),
    scanNouns: words("x-ray xray xrays ultrasound ultrasounds sonogram scan scans mri ct"),
    permissionWords: words(
      "permit permits permission legal illegal allowed approval regulations rules law laws"),
    retrievalVerbs: words(
      "send sent forward share show find dig flick chuck airdrop email whatsapp pull"),
    temperCues: words("snap snapped snapping snaps"),
    personObjects: words("me him her us them you everyone everybody anyone people"),
    cinemaCues: words("pictures flicks"),
    invitationWords: words("fancy keen up wanna go going off coming"),
    sportShotKinds: words("point pointer jump penalty slap wrist drop putt tee volley"),
    viewingVerbs: words("catch watch watching watched see nood manood"),
    filmCues: words("picture movie flick"),
    viewingAfterCue: words("dekhne dekhna"),
    judgementIntensifiers: words(
      "so soo sooo really absolutely just bloody damn super pretty quite too very proper well mad"),
    questionWords: words("what which whats what's kaunsa konsa kaunsi anong ano"),
    photoGearNouns: words(
      "filter filters app apps lens lenses camera phone preset presets settings"),
    judgementLinks: words("look looking came come turned turn"),
    tellingVerbs: words("is are was were had did does keeps kept"),
    subordinators: words(
      "when while since after before until because if although though whenever unless once"),
    negations: words(
      """
      not never n't 't haven't hasn't didn't don't doesn't isn't wasn't weren't aren't havent
      hasnt didnt dont doesnt isnt wasnt werent arent
      """),
    wantingWords: words("want wants wanted need needs needed asking ask asked"))
}
