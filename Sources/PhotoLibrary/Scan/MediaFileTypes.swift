/// Which file names the index treats as media, sidecars or album metadata.
public enum MediaFileTypes {
  /// Still image extensions (lower case).
  public static let images: Set<String> = [
    "jpg", "jpeg", "jpe", "heic", "heif", "hif", "avif", "png", "tif", "tiff", "webp", "gif", "bmp",
    "jxl", "jp2", "psd", "psb", "mpo", "exv",
  ]
  /// Camera RAW extensions (lower case); DNG counts as RAW.
  public static let raws: Set<String> = [
    "dng", "cr2", "cr3", "crw", "nef", "nrw", "arw", "srf", "sr2", "raf", "orf", "rw2", "pef",
    "x3f", "mrw", "iiq", "3fr", "erf", "kdc", "dcr", "raw", "srw", "rwl", "mef", "mos", "gpr",
  ]
  /// Video extensions (lower case).
  public static let videos: Set<String> = [
    "mp4", "mov", "m4v", "3gp", "avi", "mkv", "mts", "m2ts", "webm", "wmv",
  ]
  /// Extensions of a still that can pair with a clip as a live photo.
  public static let livePhotoStills: Set<String> = ["heic", "heif", "jpg", "jpeg"]
  /// Extensions of the clip of a live photo.
  public static let livePhotoClips: Set<String> = ["mov", "mp4"]

  /// The lower-case extension of a file name (`""` when none).
  public static func fileExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// The file name without its last extension.
  public static func stem(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// Whether the index reads this file as a media file.
  public static func isMedia(_ name: String) -> Bool {
    let e = fileExtension(name)
    return images.contains(e) || raws.contains(e) || videos.contains(e)
  }
}
