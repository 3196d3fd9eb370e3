import Foundation
import PhotoLibrary

/// `photosearch people alias NAME --as ALIAS`, `people owner NAME`, `people list`
/// (each with `--library PATH`, `--json`).
enum PeopleCommand {
  static let usage =
    "usage: photosearch people alias NAME --as ALIAS | owner NAME | list [--library PATH] [--json]"

  static func run(_ arguments: [String]) async throws -> Int32 {
    let args = try LibraryArguments(arguments, valued: ["--as"])
    guard let verb = args.operands.first else {
      printError(usage)
      return 2
    }
    let store = try LibraryStore(path: args.library, mode: verb == "list" ? .readOnly : .existing)
    let rest = Array(args.operands.dropFirst())
    switch verb {
    case "alias":
      guard let name = rest.first, let alias = args.flags["--as"], !alias.isEmpty else {
        printError(usage)
        return 2
      }
      let p = try store.addAlias(alias, for: name)
      print("\(p.name): aliases \(p.aliases.joined(separator: ", "))")
    case "owner":
      guard let name = rest.first else {
        printError(usage)
        return 2
      }
      let p = try store.setOwner(name)
      print("owner: \(p.name)")
    case "list":
      let people = try store.people()
      if args.json {
        print(String(decoding: try JSONEncoder().encode(people), as: UTF8.self))
      } else {
        for p in people {
          let aliases = p.aliases.isEmpty ? "" : " (\(p.aliases.joined(separator: ", ")))"
          print("\(p.name)\(aliases)\(p.isOwner ? " [owner]" : "") — \(p.photoCount) photos")
        }
      }
    default:
      printError(usage)
      return 2
    }
    return 0
  }
}
