import Foundation

/// Where the index lives by default: `$XDG_DATA_HOME/photosearch/library.sqlite`, else
/// `~/.local/share/photosearch/library.sqlite`.
public enum LibraryLocation {
  /// The default library path for this user.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return xdg + "/photosearch/library.sqlite"
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/share/photosearch/library.sqlite"
  }
}
