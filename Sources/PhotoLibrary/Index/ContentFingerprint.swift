import CContentHashShim

/// What recognises a file's content wherever it is: its size and the SHA-256 of its size, first
/// 64 KiB and last 64 KiB (the whole file when it is no longer than 128 KiB), as
/// `"<size>:<hex>"`. A moved or renamed file keeps its fingerprint, so its asset keeps its id.
///
/// Only the two ends are read: a fingerprint costs at most 128 KiB of reading however large the
/// file (a 2 GB video too), and an edit that keeps the size and both ends (rare: a JPEG or HEIF
/// edit rewrites the header, a video's index sits at one end) is the one change it misses — and
/// it only matters when such a file is moved at the same moment its twin vanishes.
/// `scripts/bench_fingerprint.sh` measures it beside a whole-file hash.
public enum ContentFingerprint {
  /// Bytes hashed at each end of a file.
  public static let window: Int64 = 64 * 1024

  /// The fingerprint of the file at `path` (``window`` at each end; 0: the whole file), or nil
  /// when it cannot be read.
  public static func of(path: String, window: Int64 = ContentFingerprint.window) -> String? {
    var digest = [UInt8](repeating: 0, count: 32)
    var size: Int64 = 0
    let status = FileSystemPath.withCString(path) {
      contenthash_sha256($0, window, &digest, &size)
    }
    guard status == 0 else { return nil }
    let hex = digest.map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "\(size):" + hex.joined()
  }
}
