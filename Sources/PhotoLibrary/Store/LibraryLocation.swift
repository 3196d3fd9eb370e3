import Foundation

/// Where the index lives by default: `$PHOTOSEARCH_LIBRARY` (a path or a `postgresql://` URL),
/// else `$XDG_DATA_HOME/photosearch/library.sqlite`, else
/// `~/.local/share/photosearch/library.sqlite`.
public enum LibraryLocation {
  /// The default library for this user.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let library = environment["PHOTOSEARCH_LIBRARY"], !library.isEmpty { return library }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return xdg + "/photosearch/library.sqlite"
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/share/photosearch/library.sqlite"
  }

  /// Whether a `--library` value names a PostgreSQL library (`postgresql://…`, `postgres://…`)
  /// rather than an SQLite file.
  public static func isPostgresURL(_ library: String) -> Bool {
    let lower = library.lowercased()
    return lower.hasPrefix("postgresql://") || lower.hasPrefix("postgres://")
  }
}
