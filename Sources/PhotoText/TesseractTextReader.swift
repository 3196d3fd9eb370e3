import CTextShim
import Foundation
import PhotoLibrary

/// Tesseract 5's LSTM engine (through the CTextShim) as the text pass's ``TextRecognizing``.
/// Images are decoded by libvips with EXIF orientation applied, turned grey, and scaled: large
/// photos shrunk, small screenshots enlarged (the measured settings are in docs/text.md).
public struct TesseractTextReader: TextRecognizing {
  /// How images are read.
  public struct Settings: Sendable, Hashable {
    /// Photos are shrunk to this long side first (a 24 MP photo read whole takes 2.6 s, 420 MB).
    public var photoLongSide = 2560
    /// Screenshots are read at full size up to this long side.
    public var screenshotLongSide = 4096
    /// Images whose long side is at most this are enlarged `enlargeFactor` times.
    public var enlargeBelow = 1400
    /// The enlargement of small images.
    public var enlargeFactor = 2
    /// Tesseract's page segmentation mode for photos (11: sparse text, found in any layout, as
    /// signs and receipts in a scene are).
    public var photoPageSegmentation = 11
    /// The mode for screenshots (3: automatic page layout; as accurate there and faster).
    public var screenshotPageSegmentation = 3
    /// Recognition of one image stops after this long (its words so far are kept).
    public var deadlineSeconds = 20.0
    /// Larger images are skipped with a reason.
    public var maximumMegapixels = 250.0
    /// Images whose shorter side is smaller are skipped with a reason.
    public var minimumSide = 16
    /// Images of more megapixels than this that libvips cannot shrink while decoding (HEIF,
    /// AVIF, PNG, TIFF, raw; not JPEG or WebP) are decoded one at a time across workers: such a
    /// decode holds the whole image (a 50 MP HEIC took 666 MB alone; docs/text.md). 0: no bound.
    /// Changes no word read, so it is no part of ``version``.
    public var largeDecodeMegapixels = 8.0
    /// Text turned by at least this many degrees is straightened before it is read (0: never):
    /// the fixtures' documents turned 4.5-6 degrees lost letters at the line ends (`Mojito` read
    /// `Ojito`, `Wood` read `00d`), those turned up to 3 degrees were read whole as they are
    /// (docs/text.md).
    public var deskewMinimumDegrees = 2.5

    /// The measured defaults (docs/text.md).
    public init() {}
  }

  /// The settings.
  public let settings: Settings
  /// The folder holding `<language>.traineddata`.
  public let tessdata: String
  /// Tesseract's language (`eng`).
  public let language: String

  /// Changes when the settings do (so a pass at other settings reads every photo again).
  public var version: Int {
    // 1: the defaults before straightening.
    guard settings != Settings() else { return 3 }
    return 4 + settings.photoLongSide + 7 * settings.screenshotLongSide + 11 * settings.enlargeBelow
      + 23 * Int((settings.deskewMinimumDegrees * 10).rounded())
      + 13 * settings.enlargeFactor + 17 * settings.photoPageSegmentation
      + 19 * settings.screenshotPageSegmentation
  }

  /// Where Debian's tesseract-ocr-eng puts the models, unless `TESSDATA_PREFIX` says otherwise.
  public static var defaultTessdata: String {
    ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] ?? "/usr/share/tesseract-ocr/5/tessdata"
  }

  /// Checks that Tesseract starts with `language` from `tessdata`.
  public init(
    settings: Settings = Settings(), tessdata: String = Self.defaultTessdata,
    language: String = "eng"
  ) throws {
    let model = tessdata + "/" + language + ".traineddata"
    guard FileManager.default.fileExists(atPath: model) else {
      throw TextModelError(
        "no Tesseract model at \(model); install Debian's tesseract-ocr-\(language) (scripts/deps.sh)"
      )
    }
    if let error = ctext_load(tessdata, language) {
      defer { ctext_free_string(error) }
      throw TextModelError(String(cString: error))
    }
    self.settings = settings
    self.tessdata = tessdata
    self.language = language
  }

  public func text(inImageAt path: String, kind: String) throws -> RecognizedText {
    var options = ctext_options()
    options.max_long_side = Int32(
      kind == "screenshot" ? settings.screenshotLongSide : settings.photoLongSide)
    options.enlarge_below = Int32(settings.enlargeBelow)
    options.enlarge_factor = Int32(settings.enlargeFactor)
    options.page_segmentation = Int32(
      kind == "screenshot" ? settings.screenshotPageSegmentation : settings.photoPageSegmentation)
    options.deadline_ms = Int32(settings.deadlineSeconds * 1000)
    options.max_megapixels = settings.maximumMegapixels
    options.min_side = Int32(settings.minimumSide)
    options.large_decode_megapixels = settings.largeDecodeMegapixels
    options.deskew_min_degrees = settings.deskewMinimumDegrees
    let result = FileSystemPath.withCString(path) { ctext_read($0, options, tessdata, language) }
    defer { ctext_free(result) }
    guard result.ok == 1 else {
      throw AnalysisSkip(result.error.map { String(cString: $0) } ?? "text recognition failed")
    }
    var words: [RecognizedWord] = []
    words.reserveCapacity(Int(result.count))
    for i in 0..<Int(result.count) {
      let w = result.words[i]
      words.append(
        RecognizedWord(
          text: String(cString: w.text), confidence: Double(w.confidence),
          box: TextBox(
            left: Double(w.left), top: Double(w.top), right: Double(w.right),
            bottom: Double(w.bottom)),
          line: Int(w.line)))
    }
    return RecognizedText(width: Int(result.width), height: Int(result.height), words: words)
  }
}

extension TesseractTextReader {
  /// The most large decodes (``Settings/largeDecodeMegapixels``) that ran at once in this
  /// process since ``resetLargeDecodesPeak()``.
  public static var largeDecodesPeak: Int { Int(ctext_large_decodes_peak()) }

  /// Starts the count of ``largeDecodesPeak`` again.
  public static func resetLargeDecodesPeak() { ctext_reset_large_decodes_peak() }
}

/// Tesseract's model could not be found or loaded.
public struct TextModelError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
  init(_ d: String) { description = d }
}
