import CommandLineOptions
import Foundation
import PhotoLibrary

/// `photosearch people alias NAME --as ALIAS`, `people owner NAME`, `people list`
/// (each with `--library PATH`, `--json`).
enum PeopleCommand {
  static var usage: String { spec.usage }

  static let spec = CommandSpec(
    name: "people",
    synopsis:
      "alias NAME --as ALIAS | owner NAME | list [--library PATH] [--json] [--create]  |  clusters | faces CLUSTER | name CLUSTER NAME | merge CLUSTER OTHER | split CLUSTER FACE… | remove FACE | reject FACE (each with --help)",
    summary:
      "Gives a person an alias (\"Mom\"), names the library's owner (\"me\"), lists the people, or names people by face.",
    options: [
      .value("--as", "ALIAS", "the alias (with `alias`)"), CommonOptions.library,
      CommonOptions.json, CommonOptions.create,
    ], operands: 1...2,
    examples: [
      "photosearch people alias \"Susan Lee\" --as Mom",
      "photosearch people owner \"Daniel Reyes\"",
      "photosearch people list --json", "photosearch people clusters",
      "photosearch people name 12 \"Susan Lee\"",
    ])

  static func run(_ arguments: [String]) async throws -> Int32 {
    if let verb = arguments.first, PeopleFacesCommand.specs[verb] != nil {
      return try PeopleFacesCommand.run(verb, Array(arguments.dropFirst()))
    }
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    guard let verb = args.operands.first, ["alias", "owner", "list"].contains(verb) else {
      throw spec.invalid("unknown people command \(args.operands.first ?? "")")
    }
    let store = try LibraryStore(
      path: args.library, mode: args.openMode(verb == "list" ? .readOnly : .existing))
    let rest = Array(args.operands.dropFirst())
    switch verb {
    case "alias":
      guard let name = rest.first, let alias = args.flags["--as"], !alias.isEmpty else {
        throw spec.invalid("missing name or --as ALIAS")
      }
      let p = try store.addAlias(alias, for: name)
      print("\(p.name): aliases \(p.aliases.joined(separator: ", "))")
    case "owner":
      guard let name = rest.first else {
        throw spec.invalid("missing name or --as ALIAS")
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
