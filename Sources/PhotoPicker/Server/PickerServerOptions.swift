/// Where and how the web picker listens.
public struct PickerServerOptions: Sendable, Hashable {
  /// The IPv4 address to bind; loopback unless told otherwise.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: UInt16
  /// The largest request body accepted (bytes).
  public var maxBodyBytes: Int
  /// The longest request target (path and query) accepted (bytes).
  public var maxURLBytes: Int
  /// Results per page.
  public var pageSize: Int
  /// The thumbnail cache; nil uses `ThumbnailCache.defaultDirectory`.
  public var thumbnailDirectory: String?

  /// Loopback, any free port, 64 KiB bodies, 8 KiB URLs, 60 results a page.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 0, maxBodyBytes: Int = 64 * 1024,
    maxURLBytes: Int = 8 * 1024, pageSize: Int = 60, thumbnailDirectory: String? = nil
  ) {
    self.host = host
    self.port = port
    self.maxBodyBytes = maxBodyBytes
    self.maxURLBytes = maxURLBytes
    self.pageSize = pageSize
    self.thumbnailDirectory = thumbnailDirectory
  }
}
