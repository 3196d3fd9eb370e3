/// One media file found on disk, with the file-system facts that tell whether it changed.
public struct ScannedFile: Sendable, Equatable {
  /// Path relative to the indexed folder, `/`-separated.
  public var relativePath: String
  /// Absolute path.
  public var absolutePath: String
  /// Size in bytes.
  public var size: Int64
  /// Modification time in nanoseconds since 1970.
  public var mtimeNanos: Int64
  /// Inode number.
  public var inode: UInt64
  /// Device number (with the inode, the file's identity: a file reached twice is listed once).
  public var device: UInt64 = 0
  /// Absolute paths of sidecars that apply, in the order they are applied.
  public var sidecars: [String] = []
  /// Absolute path of the Takeout JSON sidecar, when one applies.
  public var takeoutJSON: String?
  /// The album this folder belongs to (Takeout `metadata.json` title), when known.
  public var album: String?
  /// The paired live-photo file (clip for a still, still for a clip), relative to the folder.
  public var livePairPath: String?
  /// Whether the file has no extension and is only indexed if exiv2 recognises its content.
  public var isProbe = false
  /// A text that changes whenever a sidecar, the album file or the live pair changes.
  public var companionSignature: String = ""
  /// The content fingerprint (``ContentFingerprint``), once computed (the indexer does it for
  /// every file it reads).
  public var fingerprint: String?

  /// Creates a scanned file.
  public init(
    relativePath: String, absolutePath: String, size: Int64, mtimeNanos: Int64, inode: UInt64
  ) {
    self.relativePath = relativePath
    self.absolutePath = absolutePath
    self.size = size
    self.mtimeNanos = mtimeNanos
    self.inode = inode
  }

  /// The file name.
  public var fileName: String {
    relativePath.split(separator: "/").last.map(String.init) ?? relativePath
  }

  /// The folder part of the relative path (`""` at the top).
  public var folder: String {
    guard let slash = relativePath.lastIndex(of: "/") else { return "" }
    return String(relativePath[..<slash])
  }
}
