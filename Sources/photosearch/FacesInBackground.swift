import Foundation
import PhotoFaces
import PhotoLibrary
import PhotoPicker

/// `serve`'s faces pass: after indexing, the photos not yet looked at are analysed on a
/// background thread while the app serves; the People page shows the progress
/// (`PhotoSearchAppServer.facesProgress`) and the clusters as they grow.
enum FacesInBackground {
  /// Starts the pass over `library` unless the face models are missing (then says so), then
  /// calls `then` on the same thread (the next background pass).
  static func start(
    library: String, server: PhotoSearchAppServer, then: @escaping @Sendable () -> Void = {}
  ) {
    let missing = FaceModels.missingFiles
    let thread = Thread {
      defer { then() }
      guard missing.isEmpty else {
        printError("people by face is off: face models missing (run scripts/fetch_face_models.sh)")
        return
      }
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
