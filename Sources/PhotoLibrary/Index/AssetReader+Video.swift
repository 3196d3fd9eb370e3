extension AssetReader {
  /// Reads a video's container with ``QuickTimeReader`` (MP4, MOV, M4V, 3GP, 3G2); other video
  /// containers are indexed by name only. Returns why the file cannot be indexed, if so.
  static func readVideo(
    _ file: ScannedFile, fileExtension ext: String, into metadata: inout AssetMetadata
  ) -> String? {
    metadata.mimeType = videoMimeTypes[ext] ?? "video/\(ext)"
    guard QuickTimeReader.fileExtensions.contains(ext) else { return nil }
    switch QuickTimeReader.read(path: file.absolutePath) {
    case .success(let container):
      container.apply(to: &metadata)
      return nil
    case .failure(let failure):
      return "unreadable video: \(failure.reason)"
    }
  }

  /// MIME types of the video containers the index knows.
  static let videoMimeTypes: [String: String] = [
    "mov": "video/quicktime", "mp4": "video/mp4", "m4v": "video/x-m4v", "3gp": "video/3gpp",
    "3g2": "video/3gpp2", "avi": "video/x-msvideo", "mkv": "video/x-matroska",
    "webm": "video/webm", "mts": "video/mp2t", "m2ts": "video/mp2t", "wmv": "video/x-ms-wmv",
  ]
}
