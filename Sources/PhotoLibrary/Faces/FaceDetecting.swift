/// Finds the faces in one image and describes each; the faces pass's detector (dlib's in the
/// PhotoFaces module; tests give their own). Called from several threads at once.
public protocol FaceDetecting: Sendable {
  /// The faces of the image at `path`, boxes in full-size pixels after EXIF orientation. Throws
  /// (an ``AnalysisSkip`` or any error) when the image cannot be analysed; the error's text is
  /// the recorded reason.
  func faces(inImageAt path: String) throws -> ImageFaces
  /// Changes whenever the detector would find different faces (its settings or models).
  var version: Int { get }
}

/// What a detector found in one image.
public struct ImageFaces: Sendable {
  /// The full-size image's width after orientation.
  public var width: Int
  /// The full-size image's height after orientation.
  public var height: Int
  /// The faces.
  public var faces: [DetectedFace]
  /// Where the detector's time went on this image (empty when it does not say).
  public var stageSeconds: StageSeconds

  /// Creates a result.
  public init(
    width: Int, height: Int, faces: [DetectedFace], stageSeconds: StageSeconds = StageSeconds()
  ) {
    self.width = width
    self.height = height
    self.faces = faces
    self.stageSeconds = stageSeconds
  }
}

/// One face a detector found.
public struct DetectedFace: Sendable {
  /// Where it is.
  public var box: FaceBox
  /// The detector's confidence.
  public var score: Double
  /// Its descriptor.
  public var descriptor: FaceDescriptor

  /// Creates a face.
  public init(box: FaceBox, score: Double, descriptor: FaceDescriptor) {
    self.box = box
    self.score = score
    self.descriptor = descriptor
  }
}
