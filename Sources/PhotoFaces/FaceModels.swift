import Foundation

/// Where the face model files are: `$PHOTOSEARCH_FACE_MODELS` when set, else the module's
/// bundled `Models` folder (filled by `scripts/fetch_face_models.sh`).
public enum FaceModels {
  /// The three files the detector loads.
  public static let fileNames = [
    "mmod_human_face_detector.dat", "shape_predictor_5_face_landmarks.dat",
    "dlib_face_recognition_resnet_model_v1.dat",
  ]

  /// The folder to load from.
  public static var folder: String {
    if let path = ProcessInfo.processInfo.environment["PHOTOSEARCH_FACE_MODELS"], !path.isEmpty {
      return path
    }
    return Bundle.module.bundleURL.appendingPathComponent("Models").path
  }

  /// The files missing from ``folder`` (empty when all are there).
  public static var missingFiles: [String] {
    fileNames.filter { !FileManager.default.fileExists(atPath: folder + "/" + $0) }
  }
}
