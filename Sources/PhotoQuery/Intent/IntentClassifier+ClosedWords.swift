/// The short closed word lists the intent checks ask of tokens, built once: a list written inline
/// at the check (`["posting", "sharing"].contains(word)`) is a new array of strings on every call.
extension IntentClassifier {
  /// Third-person subjects of a posting verb (`she posted`, `they've been sharing`).
  static let thirdPersonSubjects: WordSet = ["he", "she", "they", "'s"]
  /// The -ing forms of posting verbs read after an auxiliary (`has been posting`).
  static let postingForms: WordSet = ["posting", "sharing", "uploading"]
  /// Determiners that name photos that exist (`send you the pics`).
  static let definiteDeterminers: WordSet = ["the", "those", "that", "these"]
  /// Subjects of `has`/`had` that make the photos the person's own (`we had some great pics`).
  static let ownHavers: WordSet = ["i", "we", "'ve", "you"]
  /// Words that start a new clause after a comma (`, so can you…`, `, but`).
  static let commaLinks: WordSet = ["so", "but"]
  /// Words of a later sentence that point back at photos named before (`Could you send them?`).
  static let backReferences: WordSet = [
    "them", "those", "these", "they", "any", "one", "ones", "it", "some", "em", "'em",
  ]
  /// Who follows `can` or `could` in a request (`could you`, `can I get`, `can someone`).
  static let askedOnes: WordSet = [
    "you", "u", "ya", "i", "we", "someone", "somebody", "anyone", "anybody", "y'all", "yall",
  ]
  /// Words before `about` that relay or ask a question (`was asking about the videos`).
  static let askingAbout: WordSet = [
    "asking", "asked", "ask", "asks", "wondering", "what", "how",
  ]
}
