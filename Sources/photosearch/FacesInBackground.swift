import Foundation
import PhotoFaces
import PhotoLibrary
import PhotoPicker

/// `serve`'s faces pass: after indexing, the photos not yet looked at are analysed on a
/// background thread while the app serves; the People page shows the progress
/// (`PhotoSearchAppServer.facesProgress`) and the clusters as they grow.
enum FacesInBackground {
  /// Starts the pass over `library` unless the face models are missing (then says so).
  static func start(library: String, server: PhotoSearchAppServer) {
    let missing = FaceModels.missingFiles
    guard missing.isEmpty else {
      printError("people by face is off: face models missing (run scripts/fetch_face_models.sh)")
      return
    }
    let thread = Thread {
      do {
        let store = try LibraryStore(path: library, mode: .existing)
        let runner = AnalysisRunner(
          store: store, pass: FacesPass(detector: try DlibFaceDetector()))
        let summary = try runner.run { progress in server.facesProgress.withLock { $0 = progress } }
        printError(
          "faces: looked at \(summary.analysed) photos, skipped \(summary.skipped.count)")
      } catch {
        printError("faces: \(error)")
      }
    }
    thread.start()
  }
}
