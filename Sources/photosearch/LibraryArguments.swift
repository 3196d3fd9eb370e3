import CommandLineOptions
import Foundation
import PhotoLibrary

/// Options shared by the library commands (`--library PATH`, `--json`, `--create`), parsed with
/// the command's ``CommandSpec``; the rest as flags and operands.
struct LibraryArguments {
  var library: String = LibraryLocation.defaultPath()
  var json = false
  /// Every option given: its value, or `""` for a flag.
  var flags: [String: String] = [:]
  var operands: [String] = []

  /// Parses `arguments` strictly with `spec`; nil when `--help` was asked for (the help is
  /// printed on standard output). Throws ``OptionError`` (exit status 2) for mistakes.
  init?(_ arguments: [String], spec: CommandSpec) throws {
    guard let parsed = try spec.parse(arguments) else {
      print(spec.help)
      return nil
    }
    library = parsed["--library"] ?? library
    json = parsed.has("--json")
    flags = parsed.values
    for flag in parsed.flags { flags[flag] = "" }
    operands = parsed.operands
  }

  /// The whole number given for option `name` (nil when absent), at least `minimum`; a usage
  /// error otherwise.
  func wholeNumber(_ name: String, atLeast minimum: Int = 1) throws -> Int? {
    guard let text = flags[name] else { return nil }
    guard let n = Int(text), n >= minimum else {
      throw UsageError("\(name) wants a whole number >= \(minimum)")
    }
    return n
  }

  /// The folders to index (the operands, each checked before a library is created) and the
  /// library: only new folders create one; with no operand, the folders indexed before.
  func openFolders(usage: String) throws -> (LibraryStore, [String]) {
    var folders = operands
    for folder in folders {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      else { throw IndexError.notAFolder(folder) }
    }
    let store = try LibraryStore(path: library, mode: folders.isEmpty ? .existing : .create)
    if folders.isEmpty { folders = try store.roots().map(\.path) }
    guard !folders.isEmpty else {
      throw OptionError("no folder given and none indexed before", usage: usage)
    }
    return (store, folders)
  }

  /// Whether the run creates its library: folders are given and no SQLite library exists yet.
  var isNewLibrary: Bool {
    !operands.isEmpty && !LibraryLocation.isPostgresURL(library)
      && !FileManager.default.fileExists(atPath: library)
  }

  /// Opens the existing library for an analysis pass that writes; nil (after saying so on
  /// standard error) when it can only be read.
  func openWritableLibrary(command: String) throws -> LibraryStore? {
    let store = try LibraryStore(path: library, mode: .existing)
    guard !store.isReadOnly else {
      printError("photosearch \(command): \(library) cannot be written")
      return nil
    }
    return store
  }

  /// `.create` when `--create` was given, else `mode`.
  func openMode(_ mode: LibraryOpenMode) -> LibraryOpenMode {
    flags["--create"] != nil ? .create : mode
  }
}

/// Options most library commands share.
enum CommonOptions {
  static let library = OptionSpec.value(
    "--library", "PATH|URL",
    "the library: an SQLite file, or postgresql://… for PostgreSQL (default: $PHOTOSEARCH_LIBRARY, else $XDG_DATA_HOME/photosearch/library.sqlite)"
  )
  static let json = OptionSpec.flag("--json", "print JSON")
  static let create = OptionSpec.flag("--create", "create the library when it does not exist")
}

/// A command-line mistake, printed with the usage (exit status 2).
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// One JSON object as a compact line with sorted keys.
func jsonLine(_ object: Any) -> String {
  guard
    let data = try? JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
  else { return "{}" }
  return String(decoding: data, as: UTF8.self)
}
