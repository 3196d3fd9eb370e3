/// What the index remembers of a file to tell whether it changed since the last run.
public struct StoredFileState: Sendable, Equatable {
  /// The asset id (or error row id when `isError`).
  public var id: Int64
  /// Size in bytes.
  public var size: Int64
  /// Modification time in nanoseconds.
  public var mtimeNanos: Int64
  /// Inode number.
  public var inode: UInt64
  /// Sidecars, album and live-pair signature.
  public var companions: String
  /// Whether the file is recorded as unreadable.
  public var isError: Bool
  /// The ``AssetReader/version`` that wrote the row (0 before versions were stored).
  public var readerVersion: Int = AssetReader.version
  /// The asset's content fingerprint (``ContentFingerprint``); nil for error rows and for
  /// rows written before fingerprints were stored.
  public var fingerprint: String? = nil

  /// Whether a scanned file still matches this state (same size, mtime, inode, companions) and
  /// the row was written by the current reader (an older reader's row is read again).
  public func matches(_ file: ScannedFile) -> Bool {
    readerVersion >= AssetReader.version && size == file.size && mtimeNanos == file.mtimeNanos
      && inode == file.inode
      && companions == file.companionSignature
  }
}
