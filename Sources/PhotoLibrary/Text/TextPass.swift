/// The text pass (`photosearch text`): reads the words in each photo with a ``TextRecognizing``
/// recogniser and stores them (``TextStore``): every word with its confidence and box, and the
/// words read with at least ``minimumConfidence`` in the full-text index that searches naming a
/// document or text look in (``TextMatching``).
///
/// Screenshots come first, then photos whose name, folder or keywords say document (scans,
/// receipts, tickets…), then images no camera took (downloads, exports), then camera photos.
public struct TextPass: AssetAnalysisPass {
  /// `text`.
  public var name: String { "text" }
  /// The recogniser's version with the confidence threshold and the rules of what is
  /// searchable (``rules``): a change to any reads every photo again.
  public var version: Int {
    Self.rules * 1_000_000_000 + recognizer.version * 1_000 + Int(minimumConfidence)
  }

  /// The version of the rules that pick the searchable words (2: short words among short words
  /// only are left out, ``TextStore/inTextLine(_:)``).
  static let rules = 2
  /// Photos and screenshots (videos are not read).
  public var mediaKinds: Set<String> { ["photo", "screenshot"] }
  /// Screenshots, then document-like photos, then images no camera took, then the rest.
  public var priority: String? { Self.documentsFirst }

  /// The recogniser.
  public let recognizer: any TextRecognizing
  /// Words read with less confidence (0-100) are kept with their boxes but not searched.
  public let minimumConfidence: Double

  /// Creates the pass; 60 was chosen by measurement (docs/text.md).
  public init(recognizer: any TextRecognizing, minimumConfidence: Double = 60) {
    self.recognizer = recognizer
    self.minimumConfidence = minimumConfidence
  }

  public func analyze(_ asset: AnalysisAsset) throws -> RecognizedText {
    try recognizer.text(inImageAt: asset.path, kind: asset.kind)
  }

  public func store(_ results: [AnalysedAsset<RecognizedText>], in db: any LibraryDatabase)
    throws
  {
    for result in results {
      try TextStore.replace(
        assetID: result.asset.id, with: result.output.words, minimumConfidence: minimumConfidence,
        db: db)
    }
  }

  /// Words in a file or folder name or keyword that say an image is a document.
  static let documentNameWords = [
    "scan", "receipt", "document", "doc", "ticket", "invoice", "bill", "menu", "note",
    "whiteboard", "boarding", "letter", "form", "page", "statement", "screen",
  ]

  /// The order of the work (lower first).
  static var documentsFirst: String {
    let name = "lower(a.folder || '/' || a.file_name)"
    let named = documentNameWords.map { "\(name) LIKE '%\($0)%'" }.joined(separator: " OR ")
    let keywords = documentNameWords.map { "'\($0)'" }.joined(separator: ",")
    return """
      CASE WHEN a.kind = 'screenshot' THEN 0
        WHEN \(named) OR EXISTS (SELECT 1 FROM keywords k WHERE k.asset_id = a.id
          AND lower(k.keyword) IN (\(keywords))) THEN 1
        WHEN a.make IS NULL AND a.model IS NULL THEN 2
        ELSE 3 END
      """
  }
}
