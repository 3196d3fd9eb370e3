import Foundation

/// The `photosearch` command: one subcommand per file in this folder.
let commands: [String: @Sendable ([String]) async throws -> Int32] = [
  "parse": ParseCommand.run,
  "index": IndexCommand.run,
  "export": ExportCommand.run,
  "people": PeopleCommand.run,
  "stats": StatsCommand.run,
  "search": SearchCommand.run,
  "pick": PickCommandEntry.run,
  "serve": ServeCommand.run,
  "sample": SampleCommand.run,
  "version": { _ in
    print("photosearch 0.1")
    return 0
  },
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let command = commands[name] else {
  let list = commands.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: photosearch <command> [options]\ncommands: \(list)\n".utf8))
  exit(2)
}
do {
  exit(try await command(Array(arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("photosearch \(name): \(error)\n".utf8))
  exit(1)
}
