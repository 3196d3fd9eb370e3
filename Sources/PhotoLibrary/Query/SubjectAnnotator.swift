import PhotoQuery

/// Finds the subject concepts an asset's words name — each keyword, the title, the caption, the
/// album and the folder names (export containers such as `Takeout/Google Photos` or `DCIM`
/// skipped) and the file name — by the vocabulary's longest phrase at each word, so `Easter egg
/// hunt` names an Easter egg (not an egg), `fish and chips` a dish, and keywords never run into
/// each other.
public struct SubjectAnnotator: Sendable {
  /// The vocabulary.
  public let vocabulary: SubjectVocabulary
  let tokenizer = Tokenizer()

  /// Folder names that only hold photos and say nothing about them.
  static let containerFolders: Set<String> = [
    "takeout", "google photos", "dcim", "pictures", "photos", "images", "camera roll", "downloads",
    "desktop", "documents", "icloud photos", "my pictures", "camera", "screenshots",
    "desktop screenshots",
  ]

  /// Creates an annotator over `vocabulary`.
  public init(vocabulary: SubjectVocabulary = .shared) {
    self.vocabulary = vocabulary
  }

  /// The texts of one asset that name subjects.
  public struct Texts: Sendable {
    /// Keywords, each on its own.
    public var keywords: [String] = []
    /// Title, caption, album.
    public var phrases: [String] = []
    /// The folder path relative to the indexed root (`Pictures/2020/New puppy`).
    public var folder: String = ""
    /// The file name.
    public var fileName: String = ""
    /// Creates texts.
    public init(
      keywords: [String] = [], phrases: [String] = [], folder: String = "", fileName: String = ""
    ) {
      self.keywords = keywords
      self.phrases = phrases
      self.folder = folder
      self.fileName = fileName
    }
  }

  /// The concept ids the texts name, without duplicates.
  public func concepts(of texts: Texts) -> [String] {
    var memo: [String: [String]] = [:]
    return concepts(of: texts, memo: &memo)
  }

  /// The concept ids the texts name; `memo` keeps what repeated texts (keywords, folders) name
  /// across calls.
  public func concepts(of texts: Texts, memo: inout [String: [String]]) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    func add(_ ids: [String]) {
      for id in ids where seen.insert(id).inserted { found.append(id) }
    }
    func remembered(_ key: String, _ make: () -> [String]) -> [String] {
      if let known = memo[key] { return known }
      let made = make()
      if memo.count > 100_000 { memo.removeAll(keepingCapacity: true) }
      memo[key] = made
      return made
    }
    for k in texts.keywords {
      // Lightroom hierarchies (`Animals|Birds|Penguin`): every level names the photo.
      add(remembered("k:" + k) { k.split(separator: "|").flatMap { scan(String($0)) } })
    }
    for p in texts.phrases { add(scan(p)) }
    let folder = texts.folder
    add(
      remembered("f:" + folder) {
        folder.split(separator: "/").filter { !Self.isContainer(String($0)) }
          .flatMap { scan(String($0)) }
      })
    let stem = texts.fileName.split(separator: ".").dropLast().joined(separator: ".")
    let name = stem.isEmpty ? texts.fileName : stem
    if !Self.isCameraFileName(name) { add(scan(name)) }
    return found
  }

  /// The concepts of one text, by the longest vocabulary phrase at each word.
  func scan(_ text: String) -> [String] {
    let tokens = tokenizer.tokens(of: text)
    var found: [String] = []
    var i = 0
    while i < tokens.count {
      if let match = vocabulary.longestMatch(in: tokens, from: i) {
        if !found.contains(match.concept.id) { found.append(match.concept.id) }
        i += max(1, match.length)
      } else {
        i += 1
      }
    }
    return found
  }

  /// Whether a file name is a camera's counter (`IMG_1234`, `DSC01234`, `PXL_20240518_120031661`),
  /// which names nothing.
  static func isCameraFileName(_ name: String) -> Bool {
    let letters = name.prefix { $0.isLetter }
    guard letters.count <= 6 else { return false }
    let rest = name.dropFirst(letters.count)
    return !rest.isEmpty && rest.allSatisfy { $0.isNumber || $0 == "_" || $0 == "-" }
      && rest.contains { $0.isNumber }
  }

  /// Whether a folder name is an export container (`Takeout`, `Photos from 2015`, `100APPLE`).
  static func isContainer(_ name: String) -> Bool {
    let key = LibraryPeopleDirectory.key(name)
    if containerFolders.contains(key) { return true }
    if key.hasPrefix("photos from ") { return true }
    if key.allSatisfy({ $0.isNumber }) { return true }
    // Camera folders: `100APPLE`, `101MSDCF`, `100_FUJI`.
    if key.count >= 5, key.prefix(3).allSatisfy({ $0.isNumber }),
      key.dropFirst(3).allSatisfy({ $0.isLetter || $0 == "_" })
    {
      return true
    }
    return false
  }
}
