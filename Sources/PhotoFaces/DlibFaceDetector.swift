import CFaceShim
import Foundation
import PhotoLibrary

/// dlib's face detector, landmarks and descriptor network (through the CFaceShim) as the faces
/// pass's ``FaceDetecting``. Images are decoded by libvips with EXIF orientation applied.
public struct DlibFaceDetector: FaceDetecting {
  /// How images are looked at.
  public struct Settings: Sendable, Hashable {
    /// The long side images are decoded to (never enlarged).
    public var decodeLongSide = 2048
    /// Decoded images with a shorter long side are doubled once before HOG looks at them.
    public var upsampleBelow = 1400
    /// HOG's score threshold (0 is dlib's default; lower finds more faces and more mistakes).
    public var hogThreshold = -0.3
    /// The CNN (MMOD) detector instead of HOG (4-25x slower; see docs/faces.md).
    public var useCNN = false
    /// Larger images are skipped with a reason (the issue's bar: 100 MP and more are skipped, so
    /// that no single image holds a worker for long or decodes into hundreds of megabytes).
    public var maximumMegapixels = 99.9
    /// Images whose shorter side is smaller are skipped with a reason.
    public var minimumSide = 32

    /// The measured defaults (docs/faces.md).
    public init() {}
  }

  /// The settings.
  public let settings: Settings

  /// Changes when the settings do (so a pass at other settings looks at every photo again).
  public var version: Int {
    guard settings != Settings() else { return 1 }
    return 2 + settings.decodeLongSide + 7 * settings.upsampleBelow
      + 13 * Int((settings.hogThreshold * 100).rounded()) + (settings.useCNN ? 100_000 : 0)
  }

  /// Loads the models from `modelFolder` (once per process).
  public init(settings: Settings = Settings(), modelFolder: String = FaceModels.folder) throws {
    let missing = FaceModels.fileNames.filter {
      !FileManager.default.fileExists(atPath: modelFolder + "/" + $0)
    }
    guard missing.isEmpty else {
      throw FaceModelError(
        "face models missing in \(modelFolder): \(missing.joined(separator: ", ")); run scripts/fetch_face_models.sh"
      )
    }
    if let error = cface_load_models(modelFolder) {
      defer { cface_free_string(error) }
      throw FaceModelError(String(cString: error))
    }
    self.settings = settings
  }

  public func faces(inImageAt path: String) throws -> ImageFaces {
    var options = cface_options()
    options.decode_long_side = Int32(settings.decodeLongSide)
    options.enlarge = 0
    options.upsample = 0
    options.upsample_below = Int32(settings.upsampleBelow)
    options.hog_threshold = settings.hogThreshold
    options.use_cnn = settings.useCNN ? 1 : 0
    options.max_megapixels = settings.maximumMegapixels
    options.min_side = Int32(settings.minimumSide)
    let result = FileSystemPath.withCString(path) { cface_analyze($0, options) }
    defer { cface_free(result) }
    guard result.ok == 1 else {
      throw AnalysisSkip(result.error.map { String(cString: $0) } ?? "face analysis failed")
    }
    var faces: [DetectedFace] = []
    for i in 0..<Int(result.count) {
      let f = result.faces[i]
      let values = withUnsafeBytes(of: f.descriptor) { Array($0.bindMemory(to: Float.self)) }
      faces.append(
        DetectedFace(
          box: FaceBox(left: f.left, top: f.top, right: f.right, bottom: f.bottom), score: f.score,
          descriptor: FaceDescriptor(values)))
    }
    let s = result.seconds
    var stages = StageSeconds()
    for (name, value) in [
      ("decode", s.decode), ("prepare", s.prepare), ("detect", s.detect),
      ("landmarks", s.landmarks), ("chips", s.chips), ("descriptors", s.descriptors),
    ] {
      stages.add(name, value)
    }
    return ImageFaces(
      width: Int(result.width), height: Int(result.height), faces: faces, stageSeconds: stages)
  }
}

/// The face models could not be found or loaded.
public struct FaceModelError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
  init(_ d: String) { description = d }
}
