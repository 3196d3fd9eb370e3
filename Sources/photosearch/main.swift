import CommandLineOptions
import Foundation
import PhotoLibrary

/// The `photosearch` command: one subcommand per file in this folder. Exit status: 0 done,
/// 1 a runtime failure, 2 a command-line mistake (with the usage line); `--help` on any command
/// prints its usage, options and an example and does nothing else.
let commands: [String: (spec: CommandSpec, run: @Sendable ([String]) async throws -> Int32)] = [
  "parse": (ParseOptions.spec, ParseCommand.run),
  "index": (IndexCommand.spec, IndexCommand.run),
  "watch": (WatchCommand.spec, WatchCommand.run),
  "export": (ExportCommand.spec, ExportCommand.run),
  "people": (PeopleCommand.spec, PeopleCommand.run),
  "faces": (FacesCommand.spec, FacesCommand.run),
  "text": (TextCommand.spec, TextCommand.run),
  "stats": (StatsCommand.spec, StatsCommand.run),
  "search": (SearchCommand.spec, SearchCommand.run),
  "complete": (CompleteCommand.spec, CompleteCommand.run),
  "pick": (PickCommandEntry.spec, PickCommandEntry.run),
  "serve": (ServeCommand.spec, ServeCommand.run),
  "sample": (SampleCommand.spec, SampleCommand.run),
  "version": (VersionCommand.spec, VersionCommand.run),
]

/// The overall usage: every command with its summary.
func overview() -> String {
  let names = commands.keys.sorted()
  let width = names.map(\.count).max() ?? 0
  let lines = names.map {
    "  " + $0.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
      + (commands[$0]?.spec.summary ?? "")
  }
  return
    (["usage: photosearch <command> [options]   (photosearch <command> --help)", "", "commands:"]
    + lines).joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
  if first == "help", let name = arguments.dropFirst().first, let command = commands[name] {
    print(command.spec.help)
  } else {
    print(overview())
  }
  exit(0)
}
guard let name = arguments.first, let command = commands[name] else {
  if let name = arguments.first { printError("unknown command \(name)") }
  printError(overview())
  exit(2)
}
do {
  exit(try await command.run(Array(arguments.dropFirst())))
} catch let error as OptionError {
  printError("photosearch \(name): \(error)")
  exit(2)
} catch let error as UsageError {
  printError("photosearch \(name): \(error)\n\(command.spec.usage)")
  exit(2)
} catch let error as ParseCommand.UsageError {
  printError("photosearch \(name): \(error)\n\(command.spec.usage)")
  exit(2)
} catch {
  printError("photosearch \(name): \(error)")
  exit(1)
}
