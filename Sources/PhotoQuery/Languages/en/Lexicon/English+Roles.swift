extension English {
  /// Verbs of making or passing on photos, after their maker (`the pics Priya took`).
  static let makerVerbs = words(
    """
    took clicked shot filmed snapped recorded sent posted shared uploaded made edited captured
    takes sends posts shares uploads
    """)

  /// Verbs of asking or wanting, after the person who asks (`Mummy is asking`, `Mum wants the
  /// pics`, `Gran keeps asking for…`).
  static let askerVerbs = words(
    """
    wants wanted asked asks asking says said needs keeps would is was has had requested requests
    wondered wonders
    """)

  /// Personal events a name right before reads as its person's (`Migs bday`, `Tom wedding`).
  static let personalEvents = words(
    """
    birthday bday party wedding graduation anniversary farewell christening baptism communion
    shower housewarming retirement funeral recital debut engagement reception hens bucks
    quinceanera haldi mehndi sangeet
    """)

  /// Heads of named events: a capitalised name before one is one what value (decision 25: `the
  /// Arctic Monkeys gig`, `the Boks game`, `the Lantern Parade`).
  static let namedEventHeads = words(
    """
    concert gig game match festival fest parade show tour race marathon derby final tournament cup
    rally expo fair regatta concerts gigs games matches festivals shows races carnival carnivals
    fringe sevens stampede mela
    """)
}
