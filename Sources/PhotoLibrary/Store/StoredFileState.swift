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

  /// Whether a scanned file still matches this state (same size, mtime, inode, companions).
  public func matches(_ file: ScannedFile) -> Bool {
    size == file.size && mtimeNanos == file.mtimeNanos && inode == file.inode
      && companions == file.companionSignature
  }
}
