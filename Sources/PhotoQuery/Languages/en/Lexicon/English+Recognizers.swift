extension English {
  /// The words the recognisers read beside the lexicon's classes.
  static let recognizerWords = RecognizerWords(
    subjectPronouns: words("i we you u they he she it"),
    copulas: words("is are was were looks look looked seems seem"),
    timeModifiers: words(
      """
      last this next early late every each past coming that one mid on in since until till
      before after during all
      """),
    occasionTails: words("day days night nights do dos"),
    definiteDeterminers: words("the my our his her their your this that these those"),
    objectLeads: words("out up off down his her their the a an my our some"),
    photoSetWords: words(
      """
      dump dumps roll file files folder folders collection set sets series reel reels archive
      archives stream montage slideshow compilation
      """),
    verbObjects: words("the this that it my a an your our them me him her us"),
    verbalCues: words(
      """
      picture pictures snap snaps clip clips film films shoot shoots image photo video shot
      """),
    verbLeads: words(
      """
      i you he she we they someone somebody nobody who can can't cannot cant could couldn't
      will won't would wouldn't don't dont didn't didnt doesn't should shouldn't to i'll we'll
      you'll
      """),
    filterLeads: words("of from with at in on during for"),
    surnameParticles: words("van von der den de da di du del della dos das le la ter dela"),
    coatWords: words(
      """
      chocolate ginger tabby tortoiseshell tortie calico brindle merle fawn cream apricot liver
      sable tan red blue silver golden black white grey gray brown yellow tricolour tricolor
      spotted fluffy old baby mini miniature toy puppy senior rescue
      """),
    groupHeads: words(
      """
      team squad gang crew girls boys kids lads lasses mates friends buddies pals colleagues
      teammates classmates gals ladies guys kakis counsellors counselors coaches volunteers
      leaders players members
      """),
    collectiveHeads: words("team squad gang crew club kakis"),
    familyGroupWords: words("family fam clan household whanau whānau"),
    organisationHeads: words(
      "airlines airways airline ferries railways rail bank insurance cruises telecom transit"),
    organisationLeads: words("air"),
    locativePrepositions: words("at in on near outside inside"),
    trailingHonorifics: words("ji jee"),
    leadingOnlyTitles: words("mr mrs ms miss dr st saint sir prof fr rev revd"),
    stateVerbs: words("was were used"),
    lifeSubjectPronouns: words("i we they he she you u"),
    clauseEnds: words(", . ! ? ; and but so pls please"),
    presentWords: words("now right just asap"),
    leadingWords: words("from in on at during of the around over for"),
    rangeWords: words("to until till through thru - and"),
    placeParts: words(
      """
      top summit peak foot base bottom edge shore shores bank banks middle centre center heart
      outskirts streets coast side tip mouth slopes rim entrance gates
      """),
    abbreviatedPlaceLeads: words("mt mts mtn st ft pt brgy co"),
    imperativeVerbs: words("show flick chuck dig pull find send"),
    possessivePronouns: words("my our his her their your"),
    placeModifiers: words(
      """
      little new old north south east west upper lower greater central inner outer
      """),
    descriptiveTitles: words("baby newborn bub"),
    nameFormingPlaceHeads: words(
      """
      cove coves causeway heads head headland falls gorge sound inlet fjord
      bluff bluffs peninsula lookout strait reef bay
      """),
    placeNamedEventHeads: words(
      """
      fringe races sevens carnival regatta stampede marathon show festival fest cup derby
      expo fair mela picnic gathering games tattoo jamboree pageant tournament
      championships classic eisteddfod run game games match final finals test tests
      """),
    landmarkHeads: words(
      """
      castle pier street road bridge tower palace cathedral abbey fort fortress church
      temple mosque shrine station hill hills quay wharf monument lighthouse stadium arena
      university uni college campus
      """),
    smallTownSiteHeads: words(
      """
      beach beaches bay cove jetty harbour harbor marina market markets marae oval racecourse
      reserve falls lake domain
      """),
    fixtureLinks: words("vs v versus"),
    fixtureHeads: words(
      "match game test final semi semifinal semis derby clash fixture friendly decider replay"),
    deedOrdinals: words("first second third 1st 2nd 3rd maiden"),
    schoolLevelWords: words("year yr grade class form standard std"),
    streetHeads: words("street st road rd avenue ave drive boulevard lane quay way"))
}
