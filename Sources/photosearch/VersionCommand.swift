import CommandLineOptions
import PhotoLibrary

/// `photosearch version`: the program's version and the exiv2 it reads with.
enum VersionCommand {
  static let spec = CommandSpec(
    name: "version", synopsis: "", summary: "Prints the version.", options: [],
    examples: ["photosearch version"])

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard try spec.parse(arguments) != nil else {
      print(spec.help)
      return 0
    }
    print("photosearch 0.1 (exiv2 \(PhotoLibraryVersion.exiv2))")
    return 0
  }
}
