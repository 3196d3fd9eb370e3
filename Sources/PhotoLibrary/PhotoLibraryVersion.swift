import CExiv2Shim

/// Versions of the libraries the photo library reads with.
public enum PhotoLibraryVersion {
  /// The exiv2 version in use.
  public static var exiv2: String { String(cString: cexiv2_version()) }
}
