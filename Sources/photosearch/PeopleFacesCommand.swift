import CommandLineOptions
import Foundation
import PhotoLibrary

/// The people-by-face verbs of `photosearch people`: `clusters`, `faces`, `name`, `merge`,
/// `split`, `remove`, `reject`; each with its own `--help`.
enum PeopleFacesCommand {
  static let specs: [String: CommandSpec] = [
    "clusters": spec(
      "clusters", "[--all] [--library PATH] [--json]",
      "Lists the unnamed face clusters, largest first, with counts and sample paths.", 0...0,
      [.flag("--all", "named clusters too")], "photosearch people clusters --json"),
    "faces": spec(
      "faces", "CLUSTER [--library PATH] [--json]",
      "Lists a cluster's faces (ids for split, remove, reject) with their photos and boxes.",
      1...1, [], "photosearch people faces 12"),
    "name": spec(
      "name", "CLUSTER NAME [--library PATH]",
      "Names a face cluster (a name given by hand wins over face regions).", 2...2, [],
      "photosearch people name 12 \"Susan Lee\""),
    "merge": spec(
      "merge", "CLUSTER OTHER [--library PATH]",
      "Moves OTHER's faces into CLUSTER (same person).", 2...2, [], "photosearch people merge 12 31"
    ),
    "split": spec(
      "split", "CLUSTER FACE… [--library PATH]",
      "Moves the given faces of CLUSTER into a new cluster.", 2...Int.max, [],
      "photosearch people split 12 801 802"),
    "remove": spec(
      "remove", "FACE [--library PATH]",
      "Takes a face out of people for good (not a face, or nobody to name).", 1...1, [],
      "photosearch people remove 801"),
    "reject": spec(
      "reject", "FACE [--library PATH]",
      "Not this person: the face leaves its cluster for one of its own.", 1...1, [],
      "photosearch people reject 801"),
  ]

  static func spec(
    _ verb: String, _ synopsis: String, _ summary: String, _ operands: ClosedRange<Int>,
    _ extra: [OptionSpec], _ example: String
  ) -> CommandSpec {
    CommandSpec(
      name: "people \(verb)", synopsis: synopsis, summary: summary,
      options: extra + [CommonOptions.library, CommonOptions.json], operands: operands,
      examples: [example])
  }

  static func run(_ verb: String, _ arguments: [String]) throws -> Int32 {
    guard let spec = specs[verb] else { throw UsageError("unknown people command \(verb)") }
    guard let args = try LibraryArguments(arguments, spec: spec) else { return 0 }
    let readOnly = verb == "clusters" || verb == "faces"
    let store = try LibraryStore(path: args.library, mode: readOnly ? .readOnly : .existing)
    func id(_ text: String) throws -> Int64 {
      guard let n = Int64(text) else { throw spec.invalid("not an id: \(text)") }
      return n
    }
    let o = args.operands
    switch verb {
    case "clusters":
      let clusters = try store.faceClusters(includeNamed: args.flags["--all"] != nil)
      if args.json {
        print(try json(clusters))
      } else {
        for c in clusters {
          let name = c.person.map { " \($0) (\(c.namedBy ?? ""))" } ?? ""
          print(
            "cluster \(c.id)\(name): \(c.faceCount) faces in \(c.photoCount) photos — "
              + c.samplePaths.joined(separator: ", "))
        }
      }
    case "faces":
      let faces = try store.faceRecords(cluster: try id(o[0]))
      if args.json {
        print(try json(faces))
      } else {
        for f in faces {
          print("face \(f.id)  \(f.path)  \(f.box.pixels)\(f.person.map { "  \($0)" } ?? "")")
        }
      }
    case "name":
      let conflicts = try store.nameCluster(try id(o[0]), as: o[1])
      print("cluster \(o[0]): \(o[1])")
      if !conflicts.isEmpty {
        printError(
          "note: face regions in cluster \(o[0]) name \(conflicts.joined(separator: ", ")); the name given by hand wins"
        )
      }
    case "merge":
      try store.mergeClusters(try id(o[0]), try id(o[1]))
      print("cluster \(o[1]) merged into \(o[0])")
    case "split":
      let new = try store.splitCluster(try id(o[0]), faces: try o.dropFirst().map(id))
      print("new cluster \(new)")
    case "remove":
      try store.removeFace(try id(o[0]))
      print("face \(o[0]) removed from people")
    case "reject":
      let new = try store.rejectFace(try id(o[0]))
      print("face \(o[0]) moved to new cluster \(new)")
    default:
      throw UsageError("unknown people command \(verb)")
    }
    return 0
  }

  static func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
