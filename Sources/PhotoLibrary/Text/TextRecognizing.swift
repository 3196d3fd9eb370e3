/// Reads the words in one image; the text pass's recogniser (Tesseract's in the PhotoText module;
/// tests give their own). Called from several threads at once.
public protocol TextRecognizing: Sendable {
  /// The words of the image at `path`, boxes as fractions of the image after EXIF orientation.
  /// Throws (an ``AnalysisSkip`` or any error) when the image cannot be read; the error's text
  /// is the recorded reason.
  func text(inImageAt path: String, kind: String) throws -> RecognizedText
  /// Changes whenever the recogniser would read different words (its settings or model).
  var version: Int { get }
}

/// What a recogniser read in one image.
public struct RecognizedText: Sendable, Equatable {
  /// The full-size image's width after orientation.
  public var width: Int
  /// The full-size image's height after orientation.
  public var height: Int
  /// The words in reading order.
  public var words: [RecognizedWord]

  /// Creates a result.
  public init(width: Int, height: Int, words: [RecognizedWord]) {
    self.width = width
    self.height = height
    self.words = words
  }
}

/// One word a recogniser read.
public struct RecognizedWord: Sendable, Equatable {
  /// The word as read (with any punctuation attached to it).
  public var text: String
  /// The recogniser's confidence, 0…100.
  public var confidence: Double
  /// Where it is, as fractions of the oriented image.
  public var box: TextBox
  /// The number of its line in reading order, from 0.
  public var line: Int

  /// Creates a word.
  public init(text: String, confidence: Double, box: TextBox, line: Int) {
    self.text = text
    self.confidence = confidence
    self.box = box
    self.line = line
  }
}

/// A word's box as fractions (0…1) of the image's oriented width and height, so it scales to
/// any size the image is shown at.
public struct TextBox: Sendable, Hashable, Codable {
  /// Left edge.
  public var left: Double
  /// Top edge.
  public var top: Double
  /// Right edge.
  public var right: Double
  /// Bottom edge.
  public var bottom: Double

  /// Creates a box.
  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }
}
