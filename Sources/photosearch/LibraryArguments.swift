import Foundation
import PhotoLibrary

/// Options shared by the library commands: `--library PATH`, `--json`, and the rest as operands.
struct LibraryArguments {
  var library: String = LibraryLocation.defaultPath()
  var json = false
  var flags: [String: String] = [:]
  var operands: [String] = []

  /// Parses `arguments`; `valued` are flags that take a value (besides `--library`).
  init(_ arguments: [String], valued: Set<String> = []) throws {
    var i = 0
    while i < arguments.count {
      let a = arguments[i]
      if a == "--library" || valued.contains(a) {
        guard i + 1 < arguments.count else { throw UsageError("\(a) needs a value") }
        if a == "--library" { library = arguments[i + 1] } else { flags[a] = arguments[i + 1] }
        i += 2
        continue
      }
      if a == "--json" {
        json = true
      } else if a.hasPrefix("--") {
        flags[a] = ""
      } else {
        operands.append(a)
      }
      i += 1
    }
  }
}

/// A command-line mistake, printed with the usage.
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
