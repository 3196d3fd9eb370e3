/// The part of an indexed folder one run brings up to date: the whole folder (`index`), or one
/// folder below it, alone or with everything under it (the watcher, after a change there).
public struct IndexScope: Sendable, Hashable {
  /// The indexed folder (absolute, symlinks resolved).
  public var root: String
  /// The folder below it, relative (`""`: the indexed folder itself).
  public var subfolder: String
  /// Whether the folders below `subfolder` are included.
  public var recursive: Bool

  /// A scope.
  public init(root: String, subfolder: String = "", recursive: Bool = true) {
    self.root = root
    self.subfolder = subfolder
    self.recursive = recursive
  }

  /// Whether a file (path relative to the root) lies in this scope.
  public func contains(_ relativePath: String) -> Bool {
    let folder = relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
    if folder == subfolder { return true }
    guard recursive else { return false }
    return subfolder.isEmpty || folder.hasPrefix(subfolder + "/")
  }

  /// Whether this scope already holds everything `other` does.
  public func covers(_ other: IndexScope) -> Bool {
    guard root == other.root else { return false }
    if self == other { return true }
    guard recursive else { return false }
    return subfolder.isEmpty || other.subfolder == subfolder
      || other.subfolder.hasPrefix(subfolder + "/")
  }

  /// The scopes left after dropping those another one covers, in a stable order.
  public static func merged(_ scopes: [IndexScope]) -> [IndexScope] {
    let unique = Array(Set(scopes)).sorted {
      ($0.root, $0.subfolder, $0.recursive ? 0 : 1) < ($1.root, $1.subfolder, $1.recursive ? 0 : 1)
    }
    return unique.filter { scope in
      !unique.contains { $0 != scope && $0.covers(scope) }
    }
  }
}
